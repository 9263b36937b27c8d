// Audit keys: each seat publishes the hash of its secret key as soon as its keeper holds that key
// for the table, and reveals the key itself only at game end. A revealed key that does not match
// the published hash is refused, so a random key written in a seat's name cannot make the audit
// blame an honest player. Every write has a map key of its own (`hash/<seat>/<tag>`,
// `key/<seat>/<tag>`), and this browser pins every hash it ever saw: a second hash for a seat is
// equivocation, and no key of that seat is trusted then.
import * as Y from 'yjs';
import { z } from 'zod/mini';
import { ROOT } from '../table/layout';
import { seatSchema, type Seat } from '../table/schema';
import { sha256Hex } from './commit';
import { SecretError, toHex } from './encoding';
import { importSeatKey } from './keys';

export const AUDIT_KEYS = ROOT.auditKeys.name;
const SEATS = ['p1', 'p2'] as const;
const keyTextSchema = z.string().check(z.minLength(10), z.maxLength(200));
const hashSchema = z.string().check(z.regex(/^[0-9a-f]{64}$/));

export type KeyRefusal = 'unpublished' | 'mismatch' | 'equivocation';

/** A revealed key that the audit does not use, and why. */
export class RefusedKeyError extends SecretError {
  constructor(readonly seat: Seat, readonly reason: KeyRefusal) {
    super(reason === 'unpublished' ? `${seat} published no key hash at the start: its revealed key is refused`
      : reason === 'equivocation' ? `two different key hashes were published for ${seat}: no revealed key can be trusted`
      : `the key revealed for ${seat} does not match the hash it published at the start: refused`);
  }
}

export const auditKeyHash = (seat: Seat, text: string): Promise<string> => sha256Hex(JSON.stringify(['fudaba-audit-key-v1', seat, text.trim()]));
const newTag = () => toHex(crypto.getRandomValues(new Uint8Array(6)));

export class AuditKeys {
  private readonly map: Y.Map<unknown>;
  private readonly hashes = new Map<Seat, Set<string>>();
  private readonly keys = new Map<Seat, Set<string>>();
  private readonly refused = new Set<string>();
  private readonly observer = () => this.pinAll();

  constructor(private readonly doc: Y.Doc, private readonly origin: object) {
    this.map = doc.getMap<unknown>(AUDIT_KEYS);
  }

  start(): void {
    this.map.observe(this.observer);
    this.pinAll();
  }

  stop(): void {
    this.map.unobserve(this.observer);
  }

  /** Publishes the hash of this seat's key, unless the doc holds it (again, if a peer deleted it). */
  async publishHash(seat: Seat, keyText: string): Promise<void> {
    const hash = await auditKeyHash(seat, keyText);
    this.pinAll();
    if ([...this.map.entries()].some(([name, value]) => name.startsWith(`hash/${seat}/`) && value === hash)) return;
    this.doc.transact(() => this.map.set(`hash/${seat}/${newTag()}`, hash), this.origin);
  }

  /**
   * Publishes the hash of a seat's key once per key. Every keeper pass asks, so the key once
   * published is remembered: exporting and hashing it each time was a WebCrypto round trip per
   * transaction (the largest WebCrypto cost while a peer's 10,000 objects arrive).
   */
  async publishKeyHash(seat: Seat, key: CryptoKey, exportText: () => Promise<string | undefined>): Promise<void> {
    const published = this.hashPublished.get(seat);
    if (published?.key === key && this.holdsHash(seat, published.hash)) return;
    const text = await exportText();
    if (!text) return;
    await this.publishHash(seat, text);
    this.hashPublished.set(seat, { key, hash: await auditKeyHash(seat, text) });
  }
  private readonly hashPublished = new Map<Seat, { key: CryptoKey; hash: string }>();

  /** Whether the doc still holds this hash for the seat (a peer may delete it; a room made from this table starts without). */
  private holdsHash(seat: Seat, hash: string): boolean {
    for (const [name, value] of this.doc.getMap<unknown>(AUDIT_KEYS).entries()) if (name.startsWith(`hash/${seat}/`) && value === hash) return true;
    return false;
  }

  /** Reveals this seat's key (its hash first, if it was never published). */
  async reveal(seat: Seat, keyText: string): Promise<void> {
    await this.publishHash(seat, keyText);
    this.doc.transact(() => this.map.set(`key/${seat}/${newTag()}`, keyText), this.origin);
  }

  /** Seats with a revealed key (checked or not). */
  revealedSeats(): Seat[] {
    this.pinAll();
    return SEATS.filter((seat) => this.seen(this.keys, seat).size > 0);
  }

  /** The seat's revealed key that matches its one published hash; throws RefusedKeyError otherwise. */
  async verifiedKey(seat: Seat): Promise<CryptoKey> {
    this.pinAll();
    const candidates = [...this.seen(this.keys, seat)];
    if (candidates.length === 0) throw new SecretError(`${seat} has not revealed its key`);
    const hashes = this.seen(this.hashes, seat);
    if (hashes.size === 0) throw this.refuse(seat, 'unpublished');
    if (hashes.size > 1) throw this.refuse(seat, 'equivocation');
    const [published] = [...hashes];
    for (const text of candidates) {
      if ((await auditKeyHash(seat, text)) !== published) continue;
      try {
        return await importSeatKey(text);
      } catch {
        continue;
      }
    }
    throw this.refuse(seat, 'mismatch');
  }

  private refuse(seat: Seat, reason: KeyRefusal): RefusedKeyError {
    const error = new RefusedKeyError(seat, reason);
    if (!this.refused.has(`${seat}/${reason}`)) console.warn(`[fudaba] audit: ${error.message}`);
    this.refused.add(`${seat}/${reason}`);
    return error;
  }

  /** Records every hash and key the map holds now (an older save's key sits under the seat's name). */
  private pinAll(): void {
    for (const [name, value] of this.map.entries()) {
      const [kind, seatText] = name.split('/');
      const legacy = seatSchema.safeParse(name);
      if (legacy.success) {
        this.add(this.keys, legacy.data, keyTextSchema.safeParse(value));
        continue;
      }
      const seat = seatSchema.safeParse(seatText);
      if (!seat.success) continue;
      if (kind === 'hash') this.add(this.hashes, seat.data, hashSchema.safeParse(value));
      else if (kind === 'key') this.add(this.keys, seat.data, keyTextSchema.safeParse(value));
    }
  }

  private add(pins: Map<Seat, Set<string>>, seat: Seat, parsed: { success: boolean; data?: string }): void {
    if (!parsed.success || parsed.data === undefined) return;
    let set = pins.get(seat);
    if (!set) pins.set(seat, (set = new Set()));
    set.add(parsed.data);
  }

  private seen(pins: Map<Seat, Set<string>>, seat: Seat): Set<string> {
    return pins.get(seat) ?? new Set();
  }
}
