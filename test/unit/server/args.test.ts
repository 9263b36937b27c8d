import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { parseServerArgs } from '../../../src/server/args';
import { readyLines } from '../../../src/server/urls';

describe('parseServerArgs', () => {
  it('defaults to every interface on 8080', () => {
    expect(parseServerArgs([], {})).toEqual({ port: 8080, host: '0.0.0.0', root: undefined, help: false });
  });

  it('reads PORT and HOST, and flags win over them', () => {
    expect(parseServerArgs([], { PORT: '3000', HOST: '127.0.0.1' })).toMatchObject({ port: 3000, host: '127.0.0.1' });
    expect(parseServerArgs(['--port', '0', '--host=::1'], { PORT: '3000', HOST: 'x' })).toMatchObject({ port: 0, host: '::1' });
    expect(parseServerArgs([], { PORT: '', HOST: ' ' })).toMatchObject({ port: 8080, host: '0.0.0.0' });
  });

  it('refuses bad ports and unknown flags', () => {
    for (const bad of ['abc', '-1', '65536', '80.5', '']) {
      expect(() => parseServerArgs(['--port', bad], {})).toThrow(/port/i);
    }
    expect(() => parseServerArgs(['--prot', '1'], {})).toThrow();
  });
});

describe('readyLines', () => {
  const interfaces: NodeJS.Dict<NetworkInterfaceInfo[]> = {
    lo: [{ address: '127.0.0.1', netmask: '255.0.0.0', family: 'IPv4', mac: '', internal: true, cidr: null }],
    eth0: [
      { address: '192.168.1.20', netmask: '255.255.255.0', family: 'IPv4', mac: '', internal: false, cidr: null },
      { address: 'fe80::1', netmask: 'ffff::', family: 'IPv6', mac: '', internal: false, cidr: null, scopeid: 2 },
    ],
  };

  it('names localhost first, then each LAN IPv4 address', () => {
    expect(readyLines(8080, '0.0.0.0', interfaces)).toEqual([
      'Fudaba is ready at http://localhost:8080/',
      'On your network: http://192.168.1.20:8080/',
    ]);
  });

  it('lists no LAN address when bound to loopback or one address', () => {
    expect(readyLines(5000, '127.0.0.1', interfaces)).toEqual(['Fudaba is ready at http://localhost:5000/']);
    expect(readyLines(5000, '192.168.1.20', interfaces)).toEqual(['Fudaba is ready at http://192.168.1.20:5000/']);
  });
});
