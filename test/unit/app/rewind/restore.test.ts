// Applying an agreed rewind: each seat's browser writes only its own objects (p1 also the shared
// ones) back as they were at the moment; after both have applied, both tables hold the moment's
// objects, and nothing of a seat was written by the other seat's browser.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { Replay } from '../../../../src/app/replay/model';
import { stepsOfTransport } from '../../../../src/app/replay/steps';
import { holdsCut, pointOf, tableAtPoint } from '../../../../src/app/rewind/point';
import { applyRewind, planRewind } from '../../../../src/app/rewind/restore';
import { readRewinds } from '../../../../src/net/rewind';
import { claim, makePeer, objectsJson, setField, startSigning, syncAll, writeObject, ROOM, type Peer } from '../../net/signed/peers';
import { runs, timeout } from '../../../propertyRuns';

type Owner = 'p1' | 'p2' | null;
const card = (id: string, owner: Owner, x = 0) => ({ id, kind: 'card', x, y: 0, z: 1, ref: 'starter:ST-001', faceUp: true, rotation: 0, owner, stack: null, attachedTo: null });

async function room() {
  const [a, b] = [await makePeer('a'), await makePeer('b')];
  claim(a, 'p1');
  writeObject(a, 'c1', card('c1', 'p1'));
  writeObject(a, 's1', card('s1', null));
  await startSigning(a);
  await syncAll([a, b]);
  claim(b, 'p2');
  await startSigning(b);
  await syncAll([a, b]);
  writeObject(b, 'c2', card('c2', 'p2'));
  await syncAll([a, b]);
  return { a, b };
}

async function replayOf(peer: Peer): Promise<Replay> {
  return new Replay(await stepsOfTransport(peer.transport, ROOM));
}

const PROPOSAL = (k: number, replay: Replay) => ({ by: 'judge' as const, point: pointOf(replay, k)!, label: '', t: 1 });

async function rewindBoth(a: Peer, b: Peer, k: number) {
  const replay = await replayOf(a);
  const past = replay.tableAt(k);
  for (const [peer, seat] of [[a, 'p1'], [b, 'p2']] as const) {
    const plan = planRewind(peer.table, past, seat);
    applyRewind(peer.table, seat, plan, { match: 'm1', id: 'rw-000001', proposal: PROPOSAL(k, replay) });
  }
  await syncAll([a, b]);
  return past.getMap('objects').toJSON();
}

describe('applying a rewind', () => {
  it('puts back moved, created and removed objects at both seats, each writing its own', async () => {
    const { a, b } = await room();
    const k = (await replayOf(a)).length - 1;
    setField(a, 'c1', 'x', 100);
    setField(b, 'c2', 'faceUp', false);
    setField(b, 's1', 'x', 50);
    writeObject(a, 'c3', card('c3', 'p1'));
    await syncAll([a, b]);
    b.table.getMap('objects').delete('c2');
    await syncAll([a, b]);
    const expected = await rewindBoth(a, b, k);
    for (const peer of [a, b]) {
      expect(peer.refused).toEqual([]);
      expect(peer.attributed).toEqual([]);
      expect(objectsJson(peer)).toEqual(expected);
      const rewinds = peer.table.getMap('matches');
      expect(rewinds.get('m1/rewind/rw-000001/applied/p1')).toBeDefined();
      expect(rewinds.get('m1/rewind/rw-000001/applied/p2')).toBeDefined();
      const ops = peer.table.getArray<{ op?: string }>('log').toArray().map((e) => e.op);
      expect(ops.filter((op) => op === 'rewindJudge')).toHaveLength(2);
    }
    expect(readRewinds(a.table, 'm1')).toEqual([]);
  });

  it('names the moment by its cut of signed entries: the table rebuilt from the cut is tableAt(k)', async () => {
    const { a, b } = await room();
    const replay = await replayOf(a);
    const k = replay.length - 1;
    setField(a, 'c1', 'x', 100);
    setField(b, 'c2', 'x', 70);
    await syncAll([a, b]);
    const point = pointOf(replay, k)!;
    expect(Object.keys(point.cut)).toHaveLength(2);
    for (const peer of [a, b]) {
      expect(holdsCut(peer.transport, point)).toBe(true);
      const past = await tableAtPoint(peer.transport, ROOM, point);
      expect(past.getMap('objects').toJSON()).toEqual(replay.tableAt(k).getMap('objects').toJSON());
    }
    expect(holdsCut(a.transport, { ...point, cut: { ...point.cut, 's/unknown': 1 } })).toBe(false);
  });

  it('property: after random moves both tables converge to the moment, with no refusal', async () => {
    const op = fc.record({
      seat: fc.constantFrom<'p1' | 'p2'>('p1', 'p2'),
      kind: fc.constantFrom('move', 'flip', 'create', 'remove', 'shared'),
      x: fc.integer({ min: 1, max: 900 }),
    });
    await fc.assert(fc.asyncProperty(fc.array(op, { maxLength: 6 }), fc.array(op, { minLength: 1, maxLength: 6 }), async (before, after) => {
      const { a, b } = await room();
      let n = 0;
      const play = async (ops: typeof before) => {
        for (const o of ops) {
          const peer = o.seat === 'p1' ? a : b;
          const own = [...peer.table.getMap<Y.Map<unknown>>('objects').entries()].filter(([, m]) => m.get('owner') === o.seat).map(([id]) => id);
          const target = own[o.x % Math.max(1, own.length)];
          if (o.kind === 'create' || !target) {
            const id = `n${n++}-${o.seat}`;
            writeObject(peer, id, card(id, o.seat, o.x));
          }
          else if (o.kind === 'move') setField(peer, target, 'x', o.x);
          else if (o.kind === 'flip') setField(peer, target, 'faceUp', o.x % 2 === 0);
          else if (o.kind === 'remove') peer.table.getMap('objects').delete(target);
          else setField(peer, 's1', 'y', o.x);
          await syncAll([a, b]);
        }
      };
      await play(before);
      const k = (await replayOf(a)).length - 1;
      await play(after);
      const expected = await rewindBoth(a, b, k);
      for (const peer of [a, b]) {
        expect(peer.refused).toEqual([]);
        // Nothing of a seat was written by the other seat's browser.
        expect(peer.attributed).toEqual([]);
        expect(objectsJson(peer)).toEqual(expected);
      }
    }), runs(15));
  }, timeout(60_000));
});
