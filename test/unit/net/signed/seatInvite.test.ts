// Attack #8 of issue 28 (squatting): an invite link reserves the free seat for whoever brings its
// secret; a stranger who knows only the room id cannot take it (net/seatInvite.ts, policy.ts).
import { describe, expect, it } from 'vitest';
import { invitePublicKey, newInvite, signInvite, verifyInvite } from '../../../../src/net/seatInvite';
import { SEATS_KEYS } from '../../../../src/table/layout';
import { claim, makePeer, startSigning, syncAll } from './peers';

const KEY_B = 'b'.repeat(43);
const KEY_X = 'x'.repeat(43);

describe('an invite signature', () => {
  it('proves the invite for one seat and one claimant key, and nothing else', () => {
    const invite = newInvite();
    expect(invitePublicKey(invite.secret)).toBe(invite.pub);
    const signature = signInvite(invite.secret, 'p2', KEY_B);
    expect(verifyInvite(invite.pub, signature, 'p2', KEY_B)).toBe(true);
    expect(verifyInvite(invite.pub, signature, 'p2', KEY_X)).toBe(false);
    expect(verifyInvite(invite.pub, signature, 'p1', KEY_B)).toBe(false);
    expect(verifyInvite(newInvite().pub, signature, 'p2', KEY_B)).toBe(false);
    for (const junk of [undefined, 42, '', 'A'.repeat(86), signature.slice(1)]) expect(verifyInvite(invite.pub, junk, 'p2', KEY_B)).toBe(false);
  });
});

describe('a seat reserved by an invite link, in a signed room', () => {
  async function room() {
    const [a, b, x] = [await makePeer('a'), await makePeer('b'), await makePeer('x')];
    claim(a, 'p1');
    await startSigning(a);
    const invite = newInvite();
    a.table.getMap('seats').set(SEATS_KEYS.invite('p2'), { pub: invite.pub, by: 'p1' });
    await startSigning(b);
    await startSigning(x);
    await syncAll([a, b, x]);
    return { a, b, x, invite };
  }
  const holderOf = (peer: Awaited<ReturnType<typeof makePeer>>, seat: string) => (peer.table.getMap('seats').get(seat) as { key?: string } | undefined)?.key;

  it('a stranger with the room id claims P2 without the invite: refused and named at every peer; the invited player then takes it', async () => {
    const { a, b, x, invite } = await room();
    expect(a.refused).toEqual([]);
    claim(x, 'p2');
    await syncAll([a, b, x]);
    for (const peer of [a, b]) {
      expect(holderOf(peer, 'p2'), `${peer.name} keeps P2 free`).toBeUndefined();
      expect(peer.refused.map((r) => r.refusal)).toContainEqual({ code: 'seatClaim', of: 'p2', what: 'p2' });
    }
    b.table.getMap('seats').set('p2', { playerId: 'b', name: 'b', color: '#123456', key: b.key, invite: signInvite(invite.secret, 'p2', b.key) });
    await syncAll([a, b, x]);
    for (const peer of [a, b]) expect(holderOf(peer, 'p2'), `${peer.name} seats the invited player`).toBe(b.key);
    // The invited player's claim is accepted: the only refusal at A is the stranger's.
    expect(a.refused.map((r) => r.refusal)).toEqual([{ code: 'seatClaim', of: 'p2', what: 'p2' }]);
  });

  it('a signature seen in the invited player\'s claim does not seat anyone else', async () => {
    const { a, b, x, invite } = await room();
    const seen = signInvite(invite.secret, 'p2', b.key);
    x.table.getMap('seats').set('p2', { playerId: 'x', name: 'x', color: '#123456', key: x.key, invite: seen });
    await syncAll([a, b, x]);
    for (const peer of [a, b]) expect(holderOf(peer, 'p2')).toBeUndefined();
    expect(a.refused.map((r) => r.refusal.code)).toContain('seatClaim');
  });

  it('only a seated player reserves, only the other seat, in its own name, and only while that seat is free', async () => {
    const { a, b, x } = await room();
    // A stranger (spectator) reserves P1's seat… and P2's for itself.
    x.table.getMap('seats').set(SEATS_KEYS.invite('p2'), { pub: newInvite().pub, by: 'p2' });
    await syncAll([a, b, x]);
    expect(a.refused.map((r) => r.refusal)).toContainEqual({ code: 'seatClaim', of: 'p2', what: SEATS_KEYS.invite('p2') });
    // P1 reserves its own seat: refused; in P2's name: refused.
    a.table.getMap('seats').set(SEATS_KEYS.invite('p1'), { pub: newInvite().pub, by: 'p1' });
    await syncAll([a, b, x]);
    expect(b.refused.map((r) => r.refusal)).toContainEqual({ code: 'seatClaim', of: 'p1', what: SEATS_KEYS.invite('p1') });
  });
});
