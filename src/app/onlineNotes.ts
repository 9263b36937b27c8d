// What a room tells this browser's log: seat events and signed changes (refused, or made by the
// other seat to this seat's objects), and who a browser key is here. Used by OnlineSession.
import type * as Y from 'yjs';
import { readJudgeChair } from '../net/judge';
import type { SeatPins } from '../net/seatPins';
import { readSeats, SEATS_MAP } from '../net/seats';
import { TAKEOVER_PREFIX, type Role } from '../net/signed/policy';
import type { AttributedChange, RefusedChange } from '../net/signed/signedLog';
import { SEATS, type Seat } from '../table';

/** A seat event this browser logs once: a refused claim, or a takeover to confirm. */
export type SeatNote =
  | { kind: 'seatRefused'; seat: Seat; name: string | null }
  /** This page was not seated: an invite link reserves the seat, and this page did not come by it. */
  | { kind: 'seatReserved'; seat: Seat }
  | { kind: 'seatTakenOver'; seat: Seat; name: string; previous: string };

/** A signed change this browser refused, or one the other seat made to this seat's public objects. */
export type SignedNote =
  | { kind: 'writeRefused'; change: RefusedChange; name: string | null }
  | { kind: 'changedByOther'; change: AttributedChange; name: string | null };

/** Notes to listeners; those from before the first listener are delivered to it. */
export class NoteFeed<T> {
  private readonly listeners = new Set<(note: T) => void>();
  private pending: T[] = [];

  on(fn: (note: T) => void): () => void {
    this.listeners.add(fn);
    for (const note of this.pending.splice(0)) fn(note);
    return () => this.listeners.delete(fn);
  }

  say(note: T): void {
    if (this.listeners.size === 0) this.pending.push(note);
    for (const fn of this.listeners) fn(note);
  }
}

/** Every refusal of this page (the last 500); a peer that repeats one refused write is said once. */
export class RefusalBook {
  readonly list: RefusedChange[] = [];
  private readonly seen = new Set<string>();

  /** Records a refusal; true the first time for its author, kind and target. */
  record(change: RefusedChange): boolean {
    this.list.push(change);
    if (this.list.length > 500) this.list.shift();
    const key = `${change.session}/${change.refusal.code}/${change.refusal.what}`;
    if (this.seen.has(key)) return false;
    this.seen.add(key);
    return true;
  }
}

/** The seat a browser key holds here: its record's key, unless this browser pinned another key there. */
export function roleOfKey(doc: Y.Doc, pins: SeatPins, key: string): Role {
  const seats = readSeats(doc);
  for (const seat of SEATS) {
    if (seats[seat]?.key !== key) continue;
    const pinned = pins.pinnedKey(seat);
    if (!pinned || pinned === key) return seat;
  }
  return 'spectator';
}

/** The name of a key's seat holder, or of the judge. */
export function nameOfKey(doc: Y.Doc, key: string | null): string | null {
  if (!key) return null;
  for (const holder of Object.values(readSeats(doc))) if (holder?.key === key) return holder.name;
  // The judge holds no seat: its refused writes still name it.
  const chair = readJudgeChair(doc);
  return chair?.key === key ? chair.name : null;
}

/** A takeover the other seat confirmed (its signed record): pinned here too. */
export function pinConfirmedTakeovers(doc: Y.Doc, pins: SeatPins): void {
  const map = doc.getMap<unknown>(SEATS_MAP);
  const seats = readSeats(doc);
  for (const seat of SEATS) {
    const confirm = map.get(`${TAKEOVER_PREFIX}${seat}`) as { key?: unknown; by?: unknown } | undefined;
    const holder = seats[seat];
    if (!confirm || !holder?.key || confirm.key !== holder.key || confirm.by === seat) continue;
    if (pins.pinnedKey(seat) !== holder.key) pins.pin(seat, holder);
  }
}
