// Turning this browser's table into a room: the room's doc starts as a copy of the current
// table, is stored under the room's name, and the page moves to the room's address.
import * as Y from 'yjs';
import { persistLocally } from '../net/persistence';
import { newRoomId } from '../net/roomId';
import { claimSeat, type SeatHolder } from '../net/seats';
import { ROOT, objectsOf } from '../table';
import type { LobbyResult } from '../ui/Lobby';
import { saveIdentity, saveRoomMemory } from './identity';

export async function createRoom(
  from: Y.Doc, me: SeatHolder, choice: LobbyResult, unseal: (copy: Y.Doc) => Promise<unknown>,
): Promise<string> {
  const roomId = newRoomId();
  const doc = new Y.Doc();
  Y.applyUpdate(doc, Y.encodeStateAsUpdate(from));
  // Seat keys belong to this table; in the room each seat's own browser seals its cards again.
  await unseal(doc);
  // The deck journal, revealed keys and envelopes belong to the old table's keys.
  for (const { name } of [ROOT.journal, ROOT.log]) doc.getArray(name).delete(0, doc.getArray(name).length);
  for (const { name } of [ROOT.auditKeys, ROOT.envelopes, ROOT.seats]) doc.getMap(name).clear();
  if (choice.seat === 'p1' || choice.seat === 'p2') claimSeat(doc, choice.seat, me);
  const store = persistLocally(doc, `room:${roomId}`);
  await store.ready;
  await store.flush();
  await store.destroy();
  // Read the stored room back before leaving this page: the room must open holding this table.
  const stored = new Y.Doc();
  const check = persistLocally(stored, `room:${roomId}`);
  await check.ready;
  const complete = objectsOf(stored).size === objectsOf(doc).size;
  await check.destroy();
  stored.destroy();
  doc.destroy();
  if (!complete) throw new Error('the room could not be stored in this browser; the table is unchanged, try again');
  saveIdentity(localStorage, me);
  saveRoomMemory(localStorage, roomId, { password: choice.password, seat: choice.seat });
  return roomId;
}

/** The room's address; an invite also names the inviter's seat key (`fp`), which newcomers check. */
export function roomUrl(roomId: string, base: Location = location, inviter?: { seat: string; fp: string }): string {
  const url = new URL(base.href);
  url.search = '';
  url.hash = '';
  url.searchParams.set('room', roomId);
  if (inviter) url.searchParams.set('fp', `${inviter.seat}.${inviter.fp}`);
  return url.toString();
}
