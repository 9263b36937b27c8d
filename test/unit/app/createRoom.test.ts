// A new room starts as a copy of this browser's table, stored before the page moves to it: the
// page that opens the room must find every object (a room once opened empty when the page left
// before the write had committed).
import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { createRoom } from '../../../src/app/createRoom';
import { persistLocally } from '../../../src/net/persistence';
import { readSeats } from '../../../src/net/seats';
import { objectsOf, writeObject } from '../../../src/table';

class MemoryStorage {
  private items = new Map<string, string>();
  get length() { return this.items.size; }
  key(i: number) { return [...this.items.keys()][i] ?? null; }
  getItem(k: string) { return this.items.get(k) ?? null; }
  setItem(k: string, v: string) { this.items.set(k, String(v)); }
  removeItem(k: string) { this.items.delete(k); }
  clear() { this.items.clear(); }
}

beforeAll(() => {
  (globalThis as { localStorage?: unknown }).localStorage ??= new MemoryStorage();
});

describe('createRoom', () => {
  it('stores the whole table under the room before it returns, with the creator seated', async () => {
    const table = new Y.Doc();
    for (let i = 0; i < 300; i++) writeObject(table, { id: `n${i}`, kind: 'counter', x: i, y: 0, z: i, label: 'HP', value: i, owner: i % 2 ? 'p1' : 'p2' });
    const me = { playerId: 'player-1', name: 'あかり', color: '#d84f4f' };
    const roomId = await createRoom(table, me, { name: me.name, color: me.color, password: null, seat: 'p1', network: { signaling: '', ice: '' } }, async () => undefined);
    const opened = new Y.Doc();
    const store = persistLocally(opened, `room:${roomId}`);
    await store.ready;
    expect(objectsOf(opened).size).toBe(300);
    expect(readSeats(opened).p1?.playerId).toBe('player-1');
    await store.destroy();
  });
});
