/** The lines `npm start` prints so players can open the table here and from other devices. */
import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os';

type Interfaces = NodeJS.Dict<NetworkInterfaceInfo[]>;

/** IPv4 addresses other devices on the LAN can reach (loopback excluded). */
export function lanAddresses(interfaces: Interfaces = networkInterfaces()): string[] {
  return Object.values(interfaces)
    .flatMap((list) => list ?? [])
    .filter((info) => info.family === 'IPv4' && !info.internal)
    .map((info) => info.address);
}

export function readyLines(port: number, host: string, interfaces?: Interfaces): string[] {
  const everywhere = host === '0.0.0.0' || host === '::';
  const loopback = host === 'localhost' || host === '::1' || host.startsWith('127.');
  // Bound to one specific address, localhost would not answer: name the address itself.
  const shown = everywhere || loopback ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  const lines = [`Fudaba is ready at http://${shown}:${port}/`];
  if (everywhere) {
    for (const address of lanAddresses(interfaces)) {
      lines.push(`On your network: http://${address}:${port}/`);
    }
  }
  return lines;
}
