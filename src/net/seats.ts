// Who sits where, kept in the doc so that it survives reloads: each seat names the player
// (a random id kept in that player's browser) who holds it. Concurrent claims of one seat are
// resolved by Yjs's map rule, the same on every peer, so exactly one claimant holds it.
import type * as Y from 'yjs';
import { z } from 'zod/mini';
import { SEATS, type Seat } from '../table/schema';
import { ROOT } from '../table/layout';

export const SEATS_MAP = ROOT.seats.name;

export const seatHolderSchema = z.object({
  playerId: z.string().check(z.minLength(1), z.maxLength(64)),
  name: z.string().check(z.minLength(1), z.maxLength(40)),
  color: z.string().check(z.regex(/^#[0-9a-f]{6}$/i)),
  /** The holder's public signing key (raw P-256, base64url); absent in records of older builds. */
  key: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{40,200}$/))),
  /** The key's fingerprint (16 hex characters), for display. */
  fp: z.optional(z.string().check(z.regex(/^[0-9a-f]{16}$/))),
  /** For a seat an invite reserved: the invite's signature over the seat and `key` (net/seatInvite.ts). */
  invite: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{86}$/))),
});
export type SeatHolder = z.infer<typeof seatHolderSchema>;
export type SeatMap = Partial<Record<Seat, SeatHolder>>;

export function readSeats(doc: Y.Doc): SeatMap {
  const map = doc.getMap<unknown>(SEATS_MAP);
  const out: SeatMap = {};
  for (const seat of SEATS) {
    const parsed = seatHolderSchema.safeParse(map.get(seat));
    if (parsed.success) out[seat] = parsed.data;
  }
  return out;
}

export function seatOf(seats: SeatMap, playerId: string): Seat | null {
  return SEATS.find((seat) => seats[seat]?.playerId === playerId) ?? null;
}

/**
 * Takes a seat: free seats and one's own are taken at once; `force` takes a seat from a player
 * who is away. A player holds one seat at most.
 */
export function claimSeat(doc: Y.Doc, seat: Seat, me: SeatHolder, force = false): boolean {
  const seats = readSeats(doc);
  const holder = seats[seat];
  if (holder && holder.playerId !== me.playerId && !force) return false;
  doc.transact(() => {
    const map = doc.getMap<unknown>(SEATS_MAP);
    for (const other of SEATS) {
      if (other !== seat && seats[other]?.playerId === me.playerId) map.delete(other);
    }
    map.set(seat, { ...me });
  });
  return true;
}

export function leaveSeat(doc: Y.Doc, playerId: string): void {
  const seats = readSeats(doc);
  doc.transact(() => {
    for (const seat of SEATS) if (seats[seat]?.playerId === playerId) doc.getMap<unknown>(SEATS_MAP).delete(seat);
  });
}
