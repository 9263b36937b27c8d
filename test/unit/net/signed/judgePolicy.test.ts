// The judge's rules in the signed log: the judge writes its chair and its rulings, nothing else;
// a ruling in the judge's name from anyone else is refused; a grant is its own seat's record.
import { describe, expect, it } from 'vitest';
import { JUDGE_OPS, judgeGrantKey, writeRuling } from '../../../../src/net/judge';
import { judgeTouch } from '../../../../src/net/signed/judgePolicy';
import type { TableView } from '../../../../src/net/signed/policy';
import { claim, makePeer, objectsJson, setField, startSigning, syncAll, writeObject, type Peer } from './peers';

const JPK = 'B'.repeat(87);
const card = (id: string, owner: 'p1' | 'p2') => ({ id, kind: 'card', x: 0, y: 0, z: 1, ref: 'starter:ST-001', faceUp: true, rotation: 0, owner, stack: null, attachedTo: null });
const chairOf = (peer: Peer) => ({ playerId: peer.name, name: 'Judge', color: '#aa8800', key: peer.key, fp: '0123456789abcdef', jpk: JPK });
const rulings = (peer: Peer) => peer.table.getArray<unknown>('log').toArray().filter((e) => (e as { op?: string }).op === JUDGE_OPS.ruling);

/** p1 (a), p2 (b) and the judge (j) in its chair, all signing. */
async function room() {
  const [a, b, j] = [await makePeer('a'), await makePeer('b'), await makePeer('j')];
  claim(a, 'p1');
  writeObject(a, 'c1', card('c1', 'p1'));
  await startSigning(a);
  await syncAll([a, b, j]);
  claim(b, 'p2');
  await startSigning(b);
  await startSigning(j);
  await syncAll([a, b, j]);
  j.table.getMap('seats').set('judge', chairOf(j));
  await syncAll([a, b, j]);
  return { a, b, j };
}

describe('the judge in the signed log', () => {
  it('seats the judge, and applies its ruling at both seats', async () => {
    const { a, b, j } = await room();
    for (const peer of [a, b]) expect((peer.table.getMap('seats').get('judge') as { key: string }).key).toBe(j.key);
    writeRuling(j.table, { ruling: 'NF-R3', name: 'Judge' });
    await syncAll([a, b, j]);
    for (const peer of [a, b]) {
      expect(rulings(peer)).toHaveLength(1);
      expect(peer.refused).toEqual([]);
    }
  });

  it('refuses the judge moving a card, as a spectator\'s change', async () => {
    const { a, b, j } = await room();
    setField(j, 'c1', 'x', 400);
    await syncAll([a, b, j]);
    for (const peer of [a, b]) {
      expect((objectsJson(peer) as Record<string, { x: number }>).c1?.x).toBe(0);
      expect(peer.refused.map((r) => r.refusal.code)).toEqual(['spectator']);
    }
  });

  it('refuses a player forging a ruling in the judge\'s name', async () => {
    const { a, b, j } = await room();
    writeRuling(b.table, { ruling: 'NF-R12', name: 'Judge' });
    await syncAll([a, b, j]);
    for (const peer of [a, j]) {
      expect(rulings(peer)).toHaveLength(0);
      expect(peer.refused.map((r) => r.refusal.code)).toEqual(['judgeOnly']);
    }
  });

  it('refuses a spectator writing a ruling', async () => {
    const { a, b, j } = await room();
    const s = await makePeer('s');
    await syncAll([a, b, j, s]);
    await startSigning(s);
    writeRuling(s.table, { text: 'P2 loses', name: 'Judge' });
    await syncAll([a, b, j, s]);
    for (const peer of [a, b, j]) {
      expect(rulings(peer)).toHaveLength(0);
      expect(peer.refused.map((r) => r.refusal.code)).toEqual(['judgeOnly']);
    }
  });

  it('refuses a spectator taking the held chair, and a grant written by the other seat', async () => {
    const { a, b, j } = await room();
    const s = await makePeer('s');
    await syncAll([a, b, j, s]);
    await startSigning(s);
    s.table.getMap('seats').set('judge', chairOf(s));
    b.table.getMap('seats').set(judgeGrantKey('p1'), { jpk: JPK, grant: { v: 1 }, t: 1 });
    await syncAll([a, b, j, s]);
    expect((a.table.getMap('seats').get('judge') as { key: string }).key).toBe(j.key);
    expect(a.table.getMap('seats').has(judgeGrantKey('p1'))).toBe(false);
    expect(a.refused.map((r) => r.refusal.code).sort()).toEqual(['recordOf', 'seatClaim']);
  });
});

describe('judgeTouch', () => {
  const KEY1 = 'a'.repeat(43);
  const JKEY = 'j'.repeat(43);
  const view = (judge: string | null): TableView => ({ object: () => undefined, objectCount: () => 0, deckZoneAt: () => null, seatKey: () => undefined, judgeKey: () => judge });
  const chair = (key: string) => ({ kind: 'map' as const, root: 'seats', key: 'judge', deleted: false, value: { key } });
  it('seats a spectator in a free chair with its own key only, never a seated player', () => {
    expect(judgeTouch({ role: 'spectator', key: JKEY }, null, chair(JKEY), view(null))).toBe('ok');
    expect(judgeTouch({ role: 'spectator', key: JKEY }, null, chair(KEY1), view(null))).toMatchObject({ code: 'seatClaim' });
    expect(judgeTouch({ role: 'p1', key: KEY1 }, 'p1', chair(KEY1), view(null))).toMatchObject({ code: 'seatClaim' });
  });
  it('lets the judge stand up and a player send the judge away, not a spectator', () => {
    const leave = { ...chair(JKEY), deleted: true };
    expect(judgeTouch({ role: 'spectator', key: JKEY }, null, leave, view(JKEY))).toBe('ok');
    expect(judgeTouch({ role: 'p2', key: KEY1 }, 'p2', leave, view(JKEY))).toBe('ok');
    expect(judgeTouch({ role: 'spectator', key: KEY1 }, null, leave, view(JKEY))).toMatchObject({ code: 'seatClaim' });
  });
  it('takes a ruling from the judge only when it names an id or has bounded text', () => {
    const line = (args: Record<string, unknown>) => ({ kind: 'array' as const, root: 'log', deleted: false, value: { t: 1, seat: 'system', op: 'judgeRuling', args } });
    const judge = { role: 'spectator' as const, key: JKEY };
    expect(judgeTouch(judge, null, line({ ruling: 'NF-R3', name: 'J' }), view(JKEY))).toBe('ok');
    expect(judgeTouch(judge, null, line({ text: 'x'.repeat(281), name: 'J' }), view(JKEY))).toMatchObject({ code: 'malformed' });
    expect(judgeTouch(judge, null, line({ ruling: 'rm -rf', name: 'J' }), view(JKEY))).toMatchObject({ code: 'malformed' });
    expect(judgeTouch({ role: 'p1', key: KEY1 }, 'p1', line({ ruling: 'NF-R3', name: 'J' }), view(JKEY))).toMatchObject({ code: 'judgeOnly' });
  });
  it('lets each seat write and withdraw its own grant only', () => {
    const grant = (seat: 'p1' | 'p2', deleted = false) => ({ kind: 'map' as const, root: 'seats', key: judgeGrantKey(seat), deleted, value: {} });
    expect(judgeTouch({ role: 'p1', key: KEY1 }, 'p1', grant('p1'), view(JKEY))).toBe('ok');
    expect(judgeTouch({ role: 'p1', key: KEY1 }, 'p1', grant('p1', true), view(JKEY))).toBe('ok');
    expect(judgeTouch({ role: 'p1', key: KEY1 }, 'p1', grant('p2', true), view(JKEY))).toMatchObject({ code: 'recordOf', of: 'p2' });
    expect(judgeTouch({ role: 'spectator', key: JKEY }, null, grant('p2'), view(JKEY))).toMatchObject({ code: 'recordOf' });
  });
});
