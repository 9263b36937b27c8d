// Seats bound to keys: this browser pins the key of each seat's holder on first sight (per room,
// kept in local storage so a reload keeps the pins). A record with another key is refused while
// the pinned holder is still here; once the holder has been away long enough, the new key is
// shown as an unconfirmed takeover until the other seat confirms it. The signed log asks these
// pins whose key a seat is (a write counts as the seat's only with the pinned key).
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { z } from 'zod/mini';
import { SEATS, type Seat } from '../table/schema';
import { seatHolderSchema, type SeatHolder, type SeatMap } from './seats';
import { fromBase64Url } from './seatKeys';

/** The fingerprint of a raw public key (base64url): 16 hex characters of its SHA-256, computed here. */
export function fingerprintOfKey(key: string): string | null {
  try {
    return bytesToHex(sha256(fromBase64Url(key)).subarray(0, 8));
  } catch {
    return null;
  }
}

/** `fp=<seat>.<fingerprint>` in an invite link: the key the inviter holds its seat with. */
export function parseInviteFingerprint(text: string | null): { seat: Seat; fp: string } | null {
  const match = /^(p1|p2)\.([0-9a-f]{16})$/.exec(text ?? '');
  return match ? { seat: match[1] as Seat, fp: match[2]! } : null;
}

/** How long a pinned holder must be gone before another key may take the seat. */
export const TAKEOVER_AFTER_MS = 30_000;

/** Where the pinned holder is: sitting at the seat, in the room but not seated, or not here. */
export type HolderPresence = 'holding' | 'here' | 'gone';

export interface PinStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The page's localStorage, or null where there is none (or it may not be read). */
export function localPinStorage(): PinStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export interface SeatTakeover { seat: Seat; holder: SeatHolder; previous: SeatHolder }

export interface PinnedView {
  /** The seats as this browser accepts them. */
  seats: SeatMap;
  /** Seats taken by a new key while the pinned holder was away, not confirmed yet. */
  unconfirmed: Partial<Record<Seat, SeatTakeover>>;
  /** Seats whose record was refused for the first time in this view (to log once). */
  refused: { seat: Seat; by: SeatHolder | null }[];
  /** Takeovers seen for the first time in this view (to log once). */
  takenOver: SeatTakeover[];
}

const pinSchema = z.object({ key: z.string(), holder: seatHolderSchema });
const pinsSchema = z.object({ p1: z.optional(pinSchema), p2: z.optional(pinSchema) });
type Pin = z.infer<typeof pinSchema>;

export class SeatPins {
  private pins: Partial<Record<Seat, Pin>> = {};
  private readonly lastSeen: Partial<Record<Seat, number>> = {};
  private readonly said = new Set<string>();
  private readonly declined = new Set<string>();
  /** From the invite link: the fingerprint the inviter's seat must have on first sight. */
  private expected: { seat: Seat; fp: string } | null = null;

  constructor(private readonly roomId: string, private readonly storage: PinStorage | null, private readonly now: () => number = Date.now) {
    try {
      const parsed = pinsSchema.safeParse(JSON.parse(storage?.getItem(this.storageKey) ?? '{}'));
      if (parsed.success) this.pins = parsed.data;
    } catch {
      // Unreadable pins are as good as none: pin again on first sight.
    }
    // After a reload the holders have not been heard from yet: they get the full grace time.
    for (const seat of SEATS) if (this.pins[seat]) this.lastSeen[seat] = this.now();
  }

  private get storageKey(): string {
    return `fudaba-seat-pins:${this.roomId}`;
  }

  pinnedKey(seat: Seat): string | undefined {
    return this.pins[seat]?.key;
  }

  /** The invite link named the key of a seat: a first sight of another key there is not pinned. */
  expect(invite: { seat: Seat; fp: string } | null): void {
    this.expected = invite;
  }

  /** Pins a holder (this browser's own claim, or a takeover its player confirmed). */
  pin(seat: Seat, holder: SeatHolder): void {
    if (!holder.key) return;
    this.pins[seat] = { key: holder.key, holder };
    this.lastSeen[seat] = this.now();
    this.save();
  }

  /** Forgets a seat's pin (this browser's player left it). */
  unpin(seat: Seat): void {
    delete this.pins[seat];
    this.save();
  }

  /** The other seat refused a takeover: that key stays refused. */
  decline(seat: Seat, key: string): void {
    this.declined.add(`${seat}:${key}`);
  }

  view(raw: SeatMap, presence: (seat: Seat, holder: SeatHolder) => HolderPresence): PinnedView {
    const out: PinnedView = { seats: {}, unconfirmed: {}, refused: [], takenOver: [] };
    const now = this.now();
    for (const seat of SEATS) {
      const record = raw[seat];
      const pin = this.pins[seat];
      if (!pin) {
        const expected = this.expected?.seat === seat ? this.expected.fp : null;
        if (record && expected && (!record.key || fingerprintOfKey(record.key) !== expected)) {
          // Not the key the invite named: shown as refused, never pinned, the seat stays empty here.
          const refusedKey = `${seat}:invite:${record.key ?? 'none'}`;
          if (!this.said.has(refusedKey)) {
            this.said.add(refusedKey);
            out.refused.push({ seat, by: record });
          }
          continue;
        }
        if (record) out.seats[seat] = record;
        if (record?.key) this.pin(seat, record);
        continue;
      }
      const where = presence(seat, pin.holder);
      if (where !== 'gone') this.lastSeen[seat] = now;
      if (record?.key === pin.key) {
        out.seats[seat] = record;
        if (JSON.stringify(record) !== JSON.stringify(pin.holder)) this.pin(seat, record);
        continue;
      }
      // The pinned holder stood up (it is here, unseated): the seat is free for anyone.
      if (where === 'here') {
        if (record) out.seats[seat] = record;
        if (record?.key) this.pin(seat, record);
        else this.unpin(seat);
        continue;
      }
      const away = now - (this.lastSeen[seat] ?? 0) >= TAKEOVER_AFTER_MS;
      const refusedKey = `${seat}:${record?.key ?? (record ? 'none' : 'deleted')}`;
      if (where === 'holding' || !away || !record?.key || this.declined.has(refusedKey)) {
        // Refused: the pinned holder keeps the seat in this browser.
        if (where === 'holding' || record) out.seats[seat] = pin.holder;
        else if (!record) continue; // An away holder's record deleted: the seat shows empty, the pin stays.
        if (!this.said.has(refusedKey)) {
          this.said.add(refusedKey);
          out.refused.push({ seat, by: record ?? null });
        }
        continue;
      }
      const takeover = { seat, holder: record, previous: pin.holder };
      out.seats[seat] = record;
      out.unconfirmed[seat] = takeover;
      const takenKey = `${seat}:takeover:${record.key}`;
      if (!this.said.has(takenKey)) {
        this.said.add(takenKey);
        out.takenOver.push(takeover);
      }
    }
    return out;
  }

  private save(): void {
    try {
      this.storage?.setItem(this.storageKey, JSON.stringify(this.pins));
    } catch {
      // Storage full or blocked: the pins still hold in memory for this visit.
    }
  }
}
