import { afterEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { Awareness } from 'y-protocols/awareness';
import { readPeers } from '../../../src/net/presence';
import { POINTER_MS, PointPublisher } from '../../../src/net/pointPublisher';
import { readTable } from '../../../src/table';
import { addCard, addZone, makeCtx } from '../table/helpers';

const good = {
  user: { playerId: 'abc12345', name: 'あかり', color: '#4f8fd8', peerId: 'peer-1' },
  seat: 'p1', cursor: null, drag: null, selection: [],
};

/** p1's hand (owner-only) with a card in it, and a card in the open. */
function table() {
  const ctx = makeCtx('p1');
  addZone(ctx, { x: 0, y: 1000, w: 800, h: 200, snap: 'row', owner: 'p1', visibility: 'owner' });
  const hand = addCard(ctx, { x: 100, y: 1100, faceUp: true });
  const open = addCard(ctx, { x: 500, y: 400, faceUp: true });
  return { hand, open, objects: () => readTable(ctx.doc).objects };
}

afterEach(() => vi.useRealTimers());

describe('pointing: reading peers', () => {
  it('reads a ping and an arrow; a peer without one (an older build) points at nothing', () => {
    const ping = { kind: 'ping', x: 10, y: 20, at: 5 };
    const arrow = { kind: 'arrow', from: 'c1', to: { x: 3, y: 4 }, at: 6 };
    const states = new Map<number, unknown>([[1, { ...good, point: ping }], [2, { ...good, point: arrow }], [3, good]]);
    expect(readPeers(states, 0).map((p) => p.point)).toEqual([ping, arrow, null]);
  });

  it('drops a garbled gesture alone: the peer stays', () => {
    const bad = [
      { kind: 'ping', x: Number.NaN, y: 0, at: 1 },
      { kind: 'laser', x: 0, y: 0, at: 1 },
      { kind: 'arrow', from: '', to: 'c2', at: 1 },
      { kind: 'arrow', from: 'x'.repeat(65), to: 'c2', at: 1 },
      { kind: 'arrow', from: { x: 1 }, to: 'c2', at: 1 },
      'ping', 42, [],
    ];
    const states = new Map<number, unknown>(bad.map((point, i) => [i + 1, { ...good, point }]));
    const peers = readPeers(states, 0);
    expect(peers).toHaveLength(bad.length);
    expect(peers.every((p) => p.point === null)).toBe(true);
  });

  it("drops an arrow that names one of this seat's hidden cards", () => {
    const t = table();
    const states = new Map<number, unknown>([
      [1, { ...good, point: { kind: 'arrow', from: t.open, to: t.hand, at: 1 } }],
      [2, { ...good, point: { kind: 'arrow', from: t.open, to: { x: 100, y: 1100 }, at: 1 } }],
    ]);
    const [one, two] = readPeers(states, 0, t.objects());
    expect(one!.point).toBeNull();
    expect(two!.point).toEqual({ kind: 'arrow', from: t.open, to: { x: 100, y: 1100 }, at: 1 });
  });
});

describe('pointing: what this browser publishes', () => {
  it('names a card in the open, and only the spot of a card in the hand', () => {
    const t = table();
    const awareness = new Awareness(new Y.Doc());
    awareness.setLocalState({ ...good });
    const publisher = new PointPublisher(awareness, t.objects, () => 1234);
    publisher.arrow({ id: t.open, x: 500, y: 400 }, { id: t.hand, x: 100.4, y: 1100.6 });
    expect(awareness.getLocalState()?.['point']).toEqual({ kind: 'arrow', from: t.open, to: { x: 100, y: 1101 }, at: 1234 });
    expect(JSON.stringify(awareness.getLocalState())).not.toContain(t.hand);
    publisher.ping(7.2, 8.8);
    expect(awareness.getLocalState()?.['point']).toEqual({ kind: 'ping', x: 7, y: 9, at: 1234 });
    // What goes out reads back as valid presence.
    expect(readPeers(new Map([[1, awareness.getLocalState()]]), 0)[0]?.point).toMatchObject({ kind: 'ping' });
    publisher.destroy();
    awareness.destroy();
  });

  it('clears the gesture once it has faded', () => {
    vi.useFakeTimers();
    const awareness = new Awareness(new Y.Doc());
    awareness.setLocalState({ ...good });
    const publisher = new PointPublisher(awareness, () => new Map());
    publisher.ping(1, 2);
    vi.advanceTimersByTime(POINTER_MS);
    expect(awareness.getLocalState()?.['point']).not.toBeNull();
    vi.advanceTimersByTime(1000);
    expect(awareness.getLocalState()?.['point']).toBeNull();
    expect(awareness.getLocalState()?.['user']).toEqual(good.user);
    publisher.destroy();
    awareness.destroy();
  });
});
