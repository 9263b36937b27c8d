import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { SIGNED_REMOTE } from '../../../../src/net/signed/signedLog';
import { claim, makePeer, objectsJson, setField, startSigning, syncAll, writeObject } from './peers';

const card = (id: string, owner: 'p1' | 'p2', extra: Record<string, unknown> = {}) => ({
  id, kind: 'card', x: 0, y: 0, z: 1, ref: 'starter:ST-001', faceUp: true, rotation: 0, owner, stack: null, attachedTo: null, ...extra,
});

async function twoSeats() {
  const [a, b] = [await makePeer('a'), await makePeer('b')];
  claim(a, 'p1');
  writeObject(a, 'c1', card('c1', 'p1'));
  writeObject(a, 'hp2', { id: 'hp2', kind: 'counter', x: 0, y: 0, z: 0, label: 'HP', value: 20, owner: 'p2' });
  await startSigning(a);
  await syncAll([a, b]);
  claim(b, 'p2');
  await startSigning(b);
  await syncAll([a, b]);
  return { a, b };
}

describe('signed log', () => {
  it('carries a room\'s table and both seats\' moves, verified, to every peer', async () => {
    const { a, b } = await twoSeats();
    expect(objectsJson(b)).toEqual(objectsJson(a));
    setField(b, 'hp2', 'value', 17);
    setField(a, 'c1', 'x', 50);
    await syncAll([a, b]);
    expect(objectsJson(a)).toEqual(objectsJson(b));
    expect((objectsJson(a) as Record<string, { value?: number; x?: number }>).hp2?.value).toBe(17);
    expect(a.refused).toEqual([]);
    expect(b.refused).toEqual([]);
    // Attribution comes from the signed logs: the client that wrote is the seat that signed.
    expect(a.log.writerOf(b.table.clientID)).toBe('p2');
    expect(b.log.writerOf(a.table.clientID)).toBe('p1');
  });

  it('refuses a spectator\'s change and keeps applying the seats\' later ones', async () => {
    const { a, b } = await twoSeats();
    const c = await makePeer('c');
    await syncAll([a, b, c]);
    await startSigning(c);
    setField(c, 'hp2', 'value', 1);
    await syncAll([a, b, c]);
    for (const peer of [a, b]) {
      expect((objectsJson(peer) as Record<string, { value: number }>).hp2?.value).toBe(20);
      expect(peer.refused.map((r) => r.refusal.code)).toEqual(['spectator']);
      expect(peer.refused[0]?.role).toBe('spectator');
    }
    setField(b, 'hp2', 'value', 18);
    await syncAll([a, b, c]);
    expect((objectsJson(a) as Record<string, { value: number }>).hp2?.value).toBe(18);
  });

  it('refuses a seat\'s change to the other seat\'s sealed card, and attributes a change to its public counter', async () => {
    const { a, b } = await twoSeats();
    writeObject(b, 'h1', card('h1', 'p2', { ref: '', sealed: { seat: 'p2', iv: 'aaaaaaaaaaaaaaaa', ct: 'xx' }, faceUp: false }));
    await syncAll([a, b]);
    setField(a, 'h1', 'faceUp', true);
    setField(a, 'hp2', 'value', 3);
    await syncAll([a, b]);
    expect(b.refused.map((r) => [r.refusal.code, r.refusal.of])).toEqual([['hiddenOf', 'p2']]);
    const h1 = (objectsJson(b) as Record<string, { faceUp: boolean }>).h1;
    expect(h1?.faceUp).toBe(false);
    expect((objectsJson(b) as Record<string, { value: number }>).hp2?.value).toBe(3);
    expect(b.attributed).toHaveLength(1);
    expect(b.attributed[0]).toMatchObject({ by: 'p1', owner: 'p2', objects: ['hp2'] });
    expect(b.attributed[0]?.before.get('hp2')).toMatchObject({ value: 20 });
  });

  it('refuses entries that are not signed by the session, or forge another session\'s client', async () => {
    const { a, b } = await twoSeats();
    // A third peer copies a's log name and writes an entry with a's client id under its own key.
    const c = await makePeer('c');
    await syncAll([a, b, c]);
    const forged = new Y.Doc();
    forged.clientID = a.table.clientID;
    Y.applyUpdate(forged, Y.encodeStateAsUpdate(a.table));
    const updates: Uint8Array[] = [];
    forged.on('update', (u: Uint8Array) => updates.push(u));
    forged.getMap<Y.Map<unknown>>('objects').get('hp2')!.set('value', 0);
    const sessionName = [...a.transport.share.keys()].find((k) => k.startsWith('s/') && k.slice(2) === a.session!.id)!;
    const { encodeEntry } = await import('../../../../src/net/signed/codec');
    c.transport.getArray<Uint8Array>(sessionName).push([encodeEntry({ seq: 99, flags: 0, update: updates[0]!, signature: new Uint8Array(64) })]);
    await startSigning(c);
    c.table.clientID = a.table.clientID; // its own session, but writing as a's client
    await syncAll([a, b, c]);
    expect((objectsJson(b) as Record<string, { value: number }>).hp2?.value).toBe(20);
  });
});

describe('a burst of entries', () => {
  it('is applied over several tasks, in order, to the same table', async () => {
    const a = await makePeer('a');
    const b = await makePeer('b', 0);
    claim(a, 'p1');
    await startSigning(a);
    await syncAll([a, b]);
    // Ten transactions of a's, each one signed entry, reach b in one transport update.
    for (let t = 0; t < 10; t++) {
      a.table.transact(() => {
        for (let i = 0; i < 20; i++) writeObject(a, `c${t}-${i}`, card(`c${t}-${i}`, 'p1', { x: i, z: t }));
      });
    }
    const sizes: number[] = [];
    b.table.on('afterTransaction', (tr: Y.Transaction) => {
      if (tr.origin === SIGNED_REMOTE) sizes.push([...tr.changed.values()].reduce((n, keys) => n + keys.size, 0));
    });
    await syncAll([a, b]);
    // With a budget of 0 ms b applies one entry a task: ten table transactions of 20 objects, not one of 200.
    expect(sizes).toEqual(Array(10).fill(20));
    expect(objectsJson(b)).toEqual(objectsJson(a));
    expect(b.refused).toEqual([]);
  });
});

describe('a page reloaded before its last write went out', () => {
  it('sends that write in the new session\'s import, so the peers apply what builds on it', async () => {
    const { a, b } = await twoSeats();
    // The table as stored, and the transport as stored before A's last write was signed.
    const transportBefore = Y.encodeStateAsUpdate(a.transport);
    setField(a, 'c1', 'x', 50); // written to A's table, never sent: the page left first
    const tableStored = Y.encodeStateAsUpdate(a.table);
    // The reloaded page: same browser key, a new session.
    const a2 = await makePeer('a');
    a2.key = a.key;
    a2.browser = a.browser;
    Y.applyUpdate(a2.transport, transportBefore, 'remote');
    Y.applyUpdate(a2.table, tableStored, 'stored');
    Y.applyUpdate(a2.transport, Y.encodeStateAsUpdate(b.transport), 'remote');
    await startSigning(a2);
    setField(a2, 'c1', 'x', 60); // builds on the unsent write
    await syncAll([a2, b]);
    expect((objectsJson(b) as Record<string, { x?: number }>).c1?.x).toBe(60);
    expect(b.log.stats.waiting).toBe(0);
    expect(b.refused).toEqual([]);
  });

  it('still refuses an import that carries another browser\'s session', async () => {
    const { a, b } = await twoSeats();
    setField(b, 'hp2', 'value', 5); // B's own write, never sent
    const stolen = Y.encodeStateAsUpdate(b.table);
    const a2 = await makePeer('a');
    a2.key = a.key;
    a2.browser = a.browser;
    Y.applyUpdate(a2.transport, Y.encodeStateAsUpdate(a.transport), 'remote');
    Y.applyUpdate(a2.table, stolen, 'stored');
    await startSigning(a2);
    await syncAll([a2, b, a]);
    expect(a.refused.map((r) => r.refusal.code)).toContain('foreignClient');
  });
});
