/**
 * The key under which per-address limits count a remote peer: an IPv4 address as is (also when
 * it arrives IPv4-mapped, `::ffff:1.2.3.4`), an IPv6 address by its /64 prefix, since anyone
 * holding one IPv6 address usually holds the whole /64.
 */
import { isIPv4, isIPv6 } from 'node:net';

export function addressKey(remote: string | undefined): string | undefined {
  if (remote === undefined || remote === '') return undefined;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(remote);
  if (mapped?.[1] !== undefined) return mapped[1];
  if (isIPv4(remote)) return remote;
  if (!isIPv6(remote)) return remote;
  return `${expandIPv6(remote).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (zone id dropped), lower-case, without leading zeroes. */
function expandIPv6(address: string): string[] {
  const bare = address.split('%')[0] ?? address;
  const [head = '', tail] = bare.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const fill = tail === undefined ? [] : new Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right].map((g) => (g.includes('.') ? g : Number.parseInt(g, 16).toString(16)));
}

/** Counts per key, forgetting keys that fall back to zero. */
export class AddressCounts {
  private readonly counts = new Map<string, number>();

  get(key: string): number {
    return this.counts.get(key) ?? 0;
  }

  add(key: string): void {
    this.counts.set(key, this.get(key) + 1);
  }

  remove(key: string): void {
    const left = this.get(key) - 1;
    if (left > 0) this.counts.set(key, left);
    else this.counts.delete(key);
  }

  /** Addresses with at least one count now. */
  get size(): number {
    return this.counts.size;
  }
}
