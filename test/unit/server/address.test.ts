import { describe, expect, it } from 'vitest';
import { AddressCounts, addressKey } from '../../../src/server/address';

describe('addressKey', () => {
  it('keeps IPv4 addresses, also IPv4-mapped ones', () => {
    expect(addressKey('127.0.0.2')).toBe('127.0.0.2');
    expect(addressKey('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(addressKey('::FFFF:10.1.2.3')).toBe('10.1.2.3');
  });

  it('groups IPv6 addresses by their /64, however they are written', () => {
    const a = addressKey('2001:db8:1:2::1');
    expect(a).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:0:0:9')).toBe(a);
    expect(addressKey('2001:db8:1:3::1')).not.toBe(a);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('has no key for a socket without an address', () => {
    expect(addressKey(undefined)).toBeUndefined();
    expect(addressKey('')).toBeUndefined();
  });
});

describe('AddressCounts', () => {
  it('counts up and down and forgets keys at zero', () => {
    const counts = new AddressCounts();
    counts.add('a');
    counts.add('a');
    counts.add('b');
    expect([counts.get('a'), counts.get('b'), counts.size]).toEqual([2, 1, 2]);
    counts.remove('a');
    counts.remove('b');
    expect([counts.get('a'), counts.get('b'), counts.size]).toEqual([1, 0, 1]);
  });
});
