// Rewind records in the signed log: a proposal is its proposer's (a seat's own, or the judge in the
// chair), an answer is its seat's own; hostile writes are refused at every other peer.
import { describe, expect, it } from 'vitest';
import { answerRewind, proposeRewind, readRewinds, rewindAnswerKey, rewindKey } from '../../../../src/net/rewind';
import { claim, makePeer, startSigning, syncAll, type Peer } from './peers';

const JPK = 'B'.repeat(87);
const POINT = { k: 3, t: 1_700_000_000, fp: '0123456789abcdef', cut: { 's/abc': 3 } };
const chairOf = (peer: Peer) => ({ playerId: peer.name, name: 'Judge', color: '#aa8800', key: peer.key, fp: '0123456789abcdef', jpk: JPK });
const codes = (peer: Peer) => peer.refused.map((r) => r.refusal.code);

async function room() {
  const [a, b, j, s] = [await makePeer('a'), await makePeer('b'), await makePeer('j'), await makePeer('s')];
  claim(a, 'p1');
  await startSigning(a);
  await syncAll([a, b, j, s]);
  claim(b, 'p2');
  for (const peer of [b, j, s]) await startSigning(peer);
  await syncAll([a, b, j, s]);
  j.table.getMap('seats').set('judge', chairOf(j));
  await syncAll([a, b, j, s]);
  return { a, b, j, s, all: [a, b, j, s] };
}

describe('rewind records in the signed log', () => {
  it('applies a seat\'s proposal, both answers and a judge\'s proposal at every peer', async () => {
    const { a, b, j, all } = await room();
    proposeRewind(a.table, 'm1', 'rw-000001', { by: 'p1', point: POINT, label: 'before the attack' });
    proposeRewind(j.table, 'm1', 'rw-000002', { by: 'judge', point: POINT, label: '' });
    await syncAll(all);
    answerRewind(a.table, 'm1', 'rw-000001', 'p1', 'accept');
    answerRewind(b.table, 'm1', 'rw-000001', 'p2', 'accept');
    answerRewind(b.table, 'm1', 'rw-000002', 'p2', 'decline');
    await syncAll(all);
    for (const peer of all) {
      expect(peer.refused).toEqual([]);
      const rewinds = readRewinds(peer.table, 'm1');
      expect(rewinds.map((r) => [r.id, r.proposal.by, r.answers])).toEqual([
        ['rw-000001', 'p1', { p1: 'accept', p2: 'accept' }], ['rw-000002', 'judge', { p2: 'decline' }],
      ]);
    }
  });

  it('refuses a seat accepting for the other seat', async () => {
    const { a, b, j, all } = await room();
    proposeRewind(a.table, 'm1', 'rw-000001', { by: 'p1', point: POINT, label: '' });
    await syncAll(all);
    answerRewind(a.table, 'm1', 'rw-000001', 'p2', 'accept');
    await syncAll(all);
    for (const peer of [b, j]) {
      expect(peer.table.getMap('matches').get(rewindAnswerKey('m1', 'rw-000001', 'accept', 'p2'))).toBeUndefined();
      expect(codes(peer)).toEqual(['recordOf']);
    }
  });

  it('refuses a spectator proposing, and a seat proposing in the other seat\'s or the judge\'s name', async () => {
    const { a, b, s, all } = await room();
    proposeRewind(s.table, 'm1', 'rw-000001', { by: 'p1', point: POINT, label: '' });
    await syncAll(all);
    expect(codes(a)).toEqual(['spectator']);
    proposeRewind(b.table, 'm1', 'rw-000002', { by: 'p1', point: POINT, label: '' });
    await syncAll(all);
    proposeRewind(b.table, 'm1', 'rw-000003', { by: 'judge', point: POINT, label: '' });
    await syncAll(all);
    expect(codes(a)).toEqual(['spectator', 'recordOf', 'judgeOnly']);
    expect(readRewinds(a.table, 'm1')).toEqual([]);
  });

  it('refuses the judge accepting, a seat withdrawing a record, and a malformed record', async () => {
    const { a, b, j, all } = await room();
    proposeRewind(j.table, 'm1', 'rw-000001', { by: 'judge', point: POINT, label: '' });
    await syncAll(all);
    answerRewind(j.table, 'm1', 'rw-000001', 'p1', 'accept');
    await syncAll(all);
    expect(codes(a)).toEqual(['spectator']);
    b.table.getMap('matches').delete(rewindKey('m1', 'rw-000001'));
    await syncAll(all);
    a.table.getMap('matches').set(rewindKey('m1', 'rw-000009'), { by: 'p1', point: { k: -1 }, label: '', t: 1 });
    await syncAll(all);
    a.table.getMap('matches').set('m1/rewind/rw-000001/accept/judge', { t: 1 });
    await syncAll(all);
    expect(codes(b)).toEqual(['spectator', 'malformed', 'malformed']);
    expect(codes(a)).toEqual(['spectator', 'appendOnly']);
    expect(readRewinds(a.table, 'm1').map((r) => r.id)).toEqual(['rw-000001']);
  });
});
