// The rewind desk in each seat's browser: a proposal, both accepts, and each browser applies its
// own half from its own history; a decline applies nothing.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { Replay } from '../../../../src/app/replay/model';
import { stepsOfTransport } from '../../../../src/app/replay/steps';
import { pointOf } from '../../../../src/app/rewind/point';
import { RewindDesk } from '../../../../src/app/rewind/rewindDesk';
import { claim, makePeer, objectsJson, setField, startSigning, syncAll, writeObject, ROOM, type Peer } from '../../net/signed/peers';

const card = (id: string, owner: 'p1' | 'p2' | null) => ({ id, kind: 'card', x: 0, y: 0, z: 1, ref: 'starter:ST-001', faceUp: true, rotation: 0, owner, stack: null, attachedTo: null });

function deskOf(peer: Peer, seat: 'p1' | 'p2'): RewindDesk {
  return new RewindDesk({
    doc: peer.table, transport: peer.transport, roomId: ROOM, match: () => 'm1',
    mySeat: () => seat, onSeat: () => () => undefined, iAmJudge: () => false, origin: () => null,
  });
}

async function until(check: () => boolean, peers: Peer[]): Promise<void> {
  for (let i = 0; i < 100 && !check(); i++) {
    await new Promise((r) => setTimeout(r, 10));
    await syncAll(peers);
  }
}

async function room() {
  const [a, b] = [await makePeer('a'), await makePeer('b')];
  claim(a, 'p1');
  writeObject(a, 'c1', card('c1', 'p1'));
  writeObject(a, 's1', card('s1', null));
  await startSigning(a);
  await syncAll([a, b]);
  claim(b, 'p2');
  await startSigning(b);
  writeObject(b, 'c2', card('c2', 'p2'));
  await syncAll([a, b]);
  return { a, b, da: deskOf(a, 'p1'), db: deskOf(b, 'p2') };
}

describe('the rewind desk', () => {
  it('applies an agreed rewind at both seats, each its own half, once', async () => {
    const { a, b, da, db } = await room();
    const replay = new Replay(await stepsOfTransport(a.transport, ROOM));
    const k = replay.length - 1;
    const expected = replay.tableAt(k).getMap('objects').toJSON();
    setField(a, 'c1', 'x', 300);
    setField(b, 'c2', 'x', 200);
    setField(b, 's1', 'y', 90);
    await syncAll([a, b]);
    expect(db.propose(pointOf(replay, k)!, 'before the moves')).toBe(true);
    await syncAll([a, b]);
    const id = da.snapshot.rewinds[0]!.id;
    da.answer(id, 'accept');
    db.answer(id, 'accept');
    await until(() => [a, b].every((p) => p.table.getMap('matches').get(`m1/rewind/${id}/applied/p1`) && p.table.getMap('matches').get(`m1/rewind/${id}/applied/p2`)), [a, b]);
    for (const peer of [a, b]) {
      expect(peer.refused).toEqual([]);
      expect(objectsJson(peer)).toEqual(expected);
      const ops = peer.table.getArray<{ op?: string }>('log').toArray().map((e) => e.op).filter((op) => op === 'rewindP2');
      expect(ops).toHaveLength(2);
    }
    expect(da.snapshot.rewinds[0]!.applied).toEqual({ p1: true, p2: true });
  });

  it('applies nothing when a seat declines', async () => {
    const { a, b, da, db } = await room();
    const replay = new Replay(await stepsOfTransport(a.transport, ROOM));
    setField(a, 'c1', 'x', 300);
    await syncAll([a, b]);
    da.propose(pointOf(replay, replay.length - 1)!, '');
    await syncAll([a, b]);
    const id = db.snapshot.rewinds[0]!.id;
    da.answer(id, 'accept');
    db.answer(id, 'decline');
    await syncAll([a, b]);
    await new Promise((r) => setTimeout(r, 50));
    await syncAll([a, b]);
    expect((objectsJson(b) as Record<string, { x: number }>).c1!.x).toBe(300);
    expect(db.snapshot.rewinds[0]!.answers).toEqual({ p1: 'accept', p2: 'decline' });
    expect(Y.encodeStateVector(a.table)).toEqual(Y.encodeStateVector(b.table));
  });
});
