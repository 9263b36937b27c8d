// Invite links that reserve the free seat (net/seatInvite.ts): the seated player's side (the
// link, kept per room and seat in this browser, and the reservation it writes when the link is
// copied) and the invited player's (the claim signed with the link's secret).
import type * as Y from 'yjs';
import { SEATS_MAP, type SeatHolder } from '../net/seats';
import { invitePublicKey, inviteRecordSchema, isInviteSecret, newInvite, signInvite } from '../net/seatInvite';
import { SEATS_KEYS } from '../table/layout';
import { SEATS, type Seat } from '../table/schema';

/** The invite a link carries: `inv=<seat>.<secret>`. */
export interface InviteToken { seat: Seat; secret: string }

export function parseInviteToken(param: string | null): InviteToken | null {
  const [seat, secret] = (param ?? '').split('.');
  return (SEATS as readonly string[]).includes(seat ?? '') && secret && isInviteSecret(secret) ? { seat: seat as Seat, secret } : null;
}

export const inviteParam = (token: InviteToken): string => `${token.seat}.${token.secret}`;

/** The public key of the invite that reserves `seat` in this room, or null. */
export function reservationOf(doc: Y.Doc, seat: Seat): string | null {
  const record = inviteRecordSchema.safeParse(doc.getMap<unknown>(SEATS_MAP).get(SEATS_KEYS.invite(seat)));
  return record.success ? record.data.pub : null;
}

/**
 * The record to claim `seat` with: as it is where no invite reserves the seat (or this key holds
 * it already); signed with the link's secret where the link's invite is the one that reserves it;
 * null where another invite reserves it (this page would be refused by every peer).
 */
export function claimRecord(doc: Y.Doc, seat: Seat, holder: SeatHolder, invite: InviteToken | null): SeatHolder | null {
  const reserved = reservationOf(doc, seat);
  const held = doc.getMap<unknown>(SEATS_MAP).get(seat) as { key?: unknown } | undefined;
  if (!reserved || (holder.key && held?.key === holder.key)) return holder;
  if (!holder.key || invite?.seat !== seat || invitePublicKey(invite.secret) !== reserved) return null;
  return { ...holder, invite: signInvite(invite.secret, seat, holder.key) };
}

export interface InviteStorage { getItem(key: string): string | null; setItem(key: string, value: string): void }

/** This browser's invite for `seat` in the room (made once, then kept, so the link stays the same). */
export function inviteFor(roomId: string, seat: Seat, storage: InviteStorage): InviteToken {
  const key = `fudaba.invite.${roomId}.${seat}`;
  const kept = storage.getItem(key);
  if (kept && isInviteSecret(kept)) return { seat, secret: kept };
  const { secret } = newInvite();
  storage.setItem(key, secret);
  return { seat, secret };
}

/**
 * The seat a seated player's invite reserves: the other one, while it is free. Reserving writes
 * the invite's public key in this player's name (signed like any of its writes); nothing when the
 * room holds that reservation already.
 */
export function reserveSeat(doc: Y.Doc, mySeat: Seat, token: InviteToken): void {
  const seats = doc.getMap<unknown>(SEATS_MAP);
  if (seats.get(token.seat) !== undefined || token.seat === mySeat) return;
  const pub = invitePublicKey(token.secret);
  if (reservationOf(doc, token.seat) !== pub) seats.set(SEATS_KEYS.invite(token.seat), { pub, by: mySeat });
}

/** The seat an invite of this seated player would be for (the other one, if free), or null. */
export function invitableSeat(doc: Y.Doc, mySeat: Seat | null): Seat | null {
  if (mySeat !== 'p1' && mySeat !== 'p2') return null;
  const other: Seat = mySeat === 'p1' ? 'p2' : 'p1';
  return doc.getMap<unknown>(SEATS_MAP).get(other) === undefined ? other : null;
}
