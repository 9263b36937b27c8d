// The app's side of invite links (src/app/seatInvites.ts): the link's token, the reservation the
// seated player writes, and the claim signed with the link's secret.
import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { claimRecord, inviteFor, inviteParam, invitableSeat, parseInviteToken, reservationOf, reserveSeat } from '../../../src/app/seatInvites';
import { invitePublicKey, verifyInvite } from '../../../src/net/seatInvite';
import { SEATS_KEYS } from '../../../src/table/layout';

const KEY_A = 'a'.repeat(43);
const KEY_B = 'b'.repeat(43);
const holder = (key: string) => ({ playerId: `pl-${key[0]}`, name: 'N', color: '#123456', key });

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
}

function roomWithP1(): Y.Doc {
  const doc = new Y.Doc();
  doc.getMap('seats').set('p1', holder(KEY_A));
  return doc;
}

describe('invite links', () => {
  it('keep one invite per room and seat in this browser, and read back from the link', () => {
    const storage = memoryStorage();
    const token = inviteFor('room-1', 'p2', storage);
    expect(inviteFor('room-1', 'p2', storage)).toEqual(token);
    expect(inviteFor('room-2', 'p2', storage).secret).not.toBe(token.secret);
    expect(parseInviteToken(inviteParam(token))).toEqual(token);
    for (const junk of [null, '', 'p3.' + token.secret, 'p2', 'p2.short', `p2.${token.secret}x`]) expect(parseInviteToken(junk)).toBeNull();
  });

  it('offer the other seat only while it is free, and reserve it once, in the seated player\'s name', () => {
    const doc = roomWithP1();
    expect(invitableSeat(doc, 'p1')).toBe('p2');
    expect(invitableSeat(doc, null)).toBeNull();
    const token = inviteFor('room-1', 'p2', memoryStorage());
    reserveSeat(doc, 'p1', token);
    expect(doc.getMap('seats').get(SEATS_KEYS.invite('p2'))).toEqual({ pub: invitePublicKey(token.secret), by: 'p1' });
    const before = Y.encodeStateVector(doc);
    reserveSeat(doc, 'p1', token);
    expect(Y.encodeStateVector(doc)).toEqual(before);
    doc.getMap('seats').set('p2', holder(KEY_B));
    expect(invitableSeat(doc, 'p1')).toBeNull();
  });

  it('sign the claim of the reserved seat with the link\'s secret; without the link, no claim is made', () => {
    const doc = roomWithP1();
    const token = inviteFor('room-1', 'p2', memoryStorage());
    expect(claimRecord(doc, 'p2', holder(KEY_B), null)).toEqual(holder(KEY_B)); // nothing reserved yet
    reserveSeat(doc, 'p1', token);
    const signed = claimRecord(doc, 'p2', holder(KEY_B), token);
    expect(signed && verifyInvite(reservationOf(doc, 'p2')!, signed.invite, 'p2', KEY_B)).toBe(true);
    expect(claimRecord(doc, 'p2', holder(KEY_B), null)).toBeNull();
    expect(claimRecord(doc, 'p2', holder(KEY_B), inviteFor('room-9', 'p2', memoryStorage()))).toBeNull();
    // The holder of a seat claims it again (a reload) without the link.
    doc.getMap('seats').set('p2', signed);
    expect(claimRecord(doc, 'p2', holder(KEY_B), null)).toEqual(holder(KEY_B));
  });
});
