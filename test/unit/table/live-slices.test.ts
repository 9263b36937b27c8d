// A peer's large transaction is validated in slices across tasks; the page's own writes and
// small changes are read at once.
import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { LiveTable, SLICE_ABOVE, canonical, objectsOf, readTable, type LiveChange, type TableSnapshot } from '../../../src/table';
import { writeObject } from '../../../src/table/doc';

const card = (i: number) => ({
  id: `c${i}`, kind: 'card' as const, x: i, y: 0, z: i, ref: 'starter:ST-001', faceUp: true, rotation: 0 as const, owner: null, stack: null, attachedTo: null,
});

/** A peer's doc with n cards, and the update that carries them. */
function peerUpdate(n: number, extra?: (doc: Y.Doc) => void): Uint8Array {
  const peer = new Y.Doc();
  peer.transact(() => {
    for (let i = 0; i < n; i++) writeObject(peer, card(i));
    extra?.(peer);
  });
  return Y.encodeStateAsUpdate(peer);
}

function watch(live: LiveTable): { calls: { snapshot: TableSnapshot; change: LiveChange }[] } {
  const seen = { calls: [] as { snapshot: TableSnapshot; change: LiveChange }[] };
  live.subscribe((snapshot, change) => seen.calls.push({ snapshot, change }));
  return seen;
}

describe('LiveTable and a peer\'s large transaction', () => {
  it('reads it over several tasks and publishes the whole table once', async () => {
    const doc = new Y.Doc();
    const live = new LiveTable(doc);
    const seen = watch(live);
    Y.applyUpdate(doc, peerUpdate(SLICE_ABOVE * 3), 'peer');
    // Not read in this task: the page draws first.
    expect(live.busy).toBe(true);
    expect(live.snapshot.objects.size).toBe(0);
    await live.settled();
    expect(live.busy).toBe(false);
    expect(canonical(live.snapshot)).toEqual(canonical(readTable(doc)));
    expect(seen.calls).toHaveLength(1);
    expect(seen.calls[0]?.change).toEqual({ local: false, records: SLICE_ABOVE * 3 });
    live.destroy();
  });

  it('reads a small change of a peer at once', () => {
    const doc = new Y.Doc();
    const live = new LiveTable(doc);
    const seen = watch(live);
    Y.applyUpdate(doc, peerUpdate(10), 'peer');
    expect(live.snapshot.objects.size).toBe(10);
    expect(seen.calls.map((c) => c.change)).toEqual([{ local: false, records: 10 }]);
  });

  it('reads this page\'s own large transaction at once', () => {
    const doc = new Y.Doc();
    const live = new LiveTable(doc);
    doc.transact(() => { for (let i = 0; i < SLICE_ABOVE * 2; i++) writeObject(doc, card(i)); });
    expect(live.snapshot.objects.size).toBe(SLICE_ABOVE * 2);
    expect(live.busy).toBe(false);
  });

  it('a local write while slices are pending reads everything at once', () => {
    const doc = new Y.Doc();
    const live = new LiveTable(doc);
    Y.applyUpdate(doc, peerUpdate(SLICE_ABOVE * 2), 'peer');
    expect(live.busy).toBe(true);
    doc.transact(() => objectsOf(doc).get('c5')!.set('x', 999));
    expect(live.busy).toBe(false);
    expect(canonical(live.snapshot)).toEqual(canonical(readTable(doc)));
    expect(live.snapshot.objects.get('c5')?.x).toBe(999);
  });

  it('a peer\'s small change while slices are pending waits for them, and the end is the doc', async () => {
    const doc = new Y.Doc();
    const live = new LiveTable(doc);
    const seen = watch(live);
    Y.applyUpdate(doc, peerUpdate(SLICE_ABOVE * 2), 'peer');
    const other = new Y.Doc();
    Y.applyUpdate(other, Y.encodeStateAsUpdate(doc));
    const before = Y.encodeStateVector(other);
    other.transact(() => objectsOf(other).delete('c1'));
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(other, before), 'peer');
    expect(seen.calls).toHaveLength(0);
    await live.settled();
    expect(canonical(live.snapshot)).toEqual(canonical(readTable(doc)));
    expect(live.snapshot.objects.has('c1')).toBe(false);
  });

  it('reports an invalid record of the batch once, and skips it', async () => {
    const doc = new Y.Doc();
    const live = new LiveTable(doc);
    const reported: string[] = [];
    live.onInvalid((records) => reported.push(...records.map((r) => r.id)));
    Y.applyUpdate(doc, peerUpdate(SLICE_ABOVE * 2, (peer) => {
      const bad = new Y.Map<unknown>();
      bad.set('id', 'evil');
      bad.set('kind', 'card');
      bad.set('x', 'not a number');
      objectsOf(peer).set('evil', bad);
    }), 'peer');
    await live.settled();
    expect(reported).toEqual(['evil']);
    expect(live.snapshot.invalid.map((r) => r.id)).toEqual(['evil']);
    expect(live.snapshot.objects.size).toBe(SLICE_ABOVE * 2);
  });

  it('stops slicing when destroyed', async () => {
    const doc = new Y.Doc();
    const live = new LiveTable(doc);
    const seen = watch(live);
    Y.applyUpdate(doc, peerUpdate(SLICE_ABOVE * 2), 'peer');
    live.destroy();
    await live.settled();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen.calls).toHaveLength(0);
  });

  it('publishes a batch of this page\'s transactions once, at its end', () => {
    const doc = new Y.Doc();
    const live = new LiveTable(doc);
    const seen = watch(live);
    const inside = live.batch(() => {
      for (let t = 0; t < 3; t++) doc.transact(() => writeObject(doc, card(t)));
      return live.snapshot.objects.size;
    });
    expect(inside).toBe(0);
    expect(seen.calls).toHaveLength(1);
    expect(seen.calls[0]?.change).toEqual({ local: true, records: 3 });
    expect(canonical(live.snapshot)).toEqual(canonical(readTable(doc)));
  });
});
