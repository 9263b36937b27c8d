import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { Awareness } from 'y-protocols/awareness';
import type { OnlineSession } from '../../../src/app/online';
import { PointerStore } from '../../../src/app/pointers';
import type { Pointer } from '../../../src/net/presence';

/** Just what the store reads of a room: where its point goes (an awareness), the table, and the peers' presence. */
function fakeRoom() {
  const awareness = new Awareness(new Y.Doc());
  awareness.setLocalState({ user: { name: 'me' } });
  const listeners = new Set<() => void>();
  const room = {
    presenceFields: awareness,
    session: { live: { snapshot: { objects: new Map() } } },
    subscribe: (fn: () => void) => (listeners.add(fn), () => listeners.delete(fn)),
    snapshot: { peers: [] as { clientId: number; user: { name: string; color: string }; point: Pointer | null }[] },
  };
  const setPeer = (point: Pointer | null) => {
    room.snapshot = { peers: [{ clientId: 7, user: { name: 'ゆう', color: '#d86a4f' }, point }] };
    for (const fn of listeners) fn();
  };
  return { online: room as unknown as OnlineSession, awareness, setPeer };
}

describe('pointers', () => {
  it('shows its own ping and arrow at once, in its colour, and lets them fade', () => {
    let now = 0;
    const store = new PointerStore(null, { name: 'あかり', color: '#4f8fd8' }, () => now);
    let told = 0;
    store.subscribe(() => told++);
    store.ping({ id: null, x: 10.4, y: 20 });
    store.arrow({ id: 'c1', x: 0, y: 0 }, { id: null, x: 5, y: 6 });
    expect(told).toBe(2);
    expect(store.list()).toEqual([
      expect.objectContaining({ kind: 'ping', x: 10, y: 20, color: '#4f8fd8', mine: true, by: 'あかり' }),
      expect.objectContaining({ kind: 'arrow', from: 'c1', to: { x: 5, y: 6 } }),
    ]);
    now = 3500;
    expect(store.list()).toEqual([]);
  });

  it("shows a peer's gesture in the peer's colour, once per gesture, timed from when it arrived", () => {
    let now = 1000;
    const { online, awareness, setPeer } = fakeRoom();
    const store = new PointerStore(online, { name: 'あかり', color: '#4f8fd8' }, () => now);
    setPeer({ kind: 'ping', x: 1, y: 2, at: 99_999_999 });
    now = 2000;
    setPeer({ kind: 'ping', x: 1, y: 2, at: 99_999_999 });
    expect(store.list()).toEqual([expect.objectContaining({ by: 'ゆう', color: '#d86a4f', mine: false, age: 1000 })]);
    now = 4100;
    expect(store.list()).toEqual([]);
    // Its own gesture goes out through awareness.
    store.ping({ id: null, x: 3, y: 4 });
    expect(awareness.getLocalState()?.['point']).toMatchObject({ kind: 'ping', x: 3, y: 4 });
    store.destroy();
    awareness.destroy();
  });
});
