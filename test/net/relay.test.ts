// The broadcast relay for real: redis-server and two `npm run relay` processes sharing it, a seat
// publishing on relay A from Node, viewers on relay B (and some on A), all over loopback WebSockets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { startRedis, startRelay } from '../../scripts/relayProcesses.mjs';
import { makePublisherToken } from '../../src/net/relay/auth';
import { startBroadcast, watchBroadcast, type Broadcast, type Watching } from '../../src/net/relay/broadcast';
import { relayDocumentName } from '../../src/net/relay/config';
import { connectRelay, type RelayLink } from '../../src/net/relay/connect';
import { encodeEntry } from '../../src/net/signed/codec';
import { logNameOf } from '../../src/net/signed/session';
import { claim, makePeer, ROOM, setField, startSigning, syncAll, writeObject, type Peer } from '../unit/net/signed/peers';

type Running = Awaited<ReturnType<typeof startRelay>>;
const DOC = relayDocumentName(ROOM);
const card = (id: string, owner: 'p1' | 'p2') => ({ id, kind: 'card', x: 0, y: 0, z: 1, ref: 'starter:ST-001', faceUp: true, rotation: 0, owner, stack: null, attachedTo: null });

async function until(what: string, check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const xOf = (w: Watching, id = 'c1') => (tables.get(w)?.getMap('objects').toJSON() as Record<string, { x?: number }> | undefined)?.[id]?.x;
const tables = new Map<Watching, Y.Doc>();

function viewer(url: string): Watching {
  const table = new Y.Doc();
  const w = watchBroadcast({ table, roomId: ROOM, relayUrl: url, WebSocketPolyfill: WebSocket });
  tables.set(w, table);
  return w;
}

describe('broadcast relay (two relay processes, one Redis)', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let relayA: Running;
  let relayB: Running;
  let a: Peer;
  let b: Peer;
  let broadcast: Broadcast;
  const open: { stop(): void }[] = [];

  beforeAll(async () => {
    redis = await startRedis();
    [relayA, relayB] = await Promise.all([startRelay({ redis: redis.url, name: 'relay-a' }), startRelay({ redis: redis.url, name: 'relay-b' })]);
    a = await makePeer('a');
    b = await makePeer('b');
    claim(a, 'p1');
    writeObject(a, 'c1', card('c1', 'p1'));
    await startSigning(a);
    await syncAll([a, b]);
    claim(b, 'p2');
    await startSigning(b);
    await syncAll([a, b]);
    broadcast = startBroadcast({
      transport: a.transport, roomId: ROOM, relay: { url: relayA.url, delaySeconds: 0 },
      signer: { publicKey: a.key, privateKey: a.browser.privateKey }, WebSocketPolyfill: WebSocket,
    });
    open.push(broadcast);
  }, 90_000);

  afterAll(async () => {
    for (const o of open) o.stop();
    await Promise.all([relayA?.stop(), relayB?.stop()]);
    await redis?.stop();
  });

  it('viewers on relay B receive and verify what a seat publishes on relay A', async () => {
    await broadcast.link.synced();
    await until('the publisher may write', () => broadcast.link.canWrite());
    const onB = [viewer(relayB.url), viewer(relayB.url)];
    open.push(...onB);
    await until('viewers on B see the table', () => onB.every((w) => xOf(w) === 0));
    setField(a, 'c1', 'x', 50);
    await a.log.flush();
    await until('viewers on B see the move', () => onB.every((w) => xOf(w) === 50));
    for (const w of onB) {
      expect(w.watch.refusals).toEqual([]);
      expect(w.link.canWrite()).toBe(false);
    }
  });

  it('a viewer cannot write: its change never reaches the other viewers', async () => {
    const writer = viewer(relayA.url);
    open.push(writer);
    await writer.link.synced();
    writer.watch.relayDoc.getArray<Uint8Array>('s/0123456789abcdef').push([new Uint8Array([1, 2, 3])]);
    const fresh = viewer(relayB.url);
    open.push(fresh);
    await until('the fresh viewer synced', () => xOf(fresh) === 50);
    await new Promise((r) => setTimeout(r, 500));
    expect(fresh.watch.relayDoc.getArray('s/0123456789abcdef').length).toBe(0);
  });

  it('forged, expired and foreign tokens get read-only access', async () => {
    const stranger = await makePeer('stranger');
    const now = Date.now();
    const good = await makePublisherToken(DOC, stranger.key, stranger.browser.privateKey, now);
    const tokens = {
      // the stranger signs but claims seat a's key
      forged: JSON.stringify({ ...JSON.parse(good) as object, publicKey: a.key }),
      expired: await makePublisherToken(DOC, a.key, a.browser.privateKey, now - 10 * 60_000),
      foreign: await makePublisherToken(relayDocumentName('another-room'), a.key, a.browser.privateKey, now),
    };
    // Seat b publishes too: both publisher pins are now the two seats, and a third key is refused.
    const bLink = connectRelay({ url: relayB.url, document: DOC, doc: new Y.Doc({ gc: false }), token: () => makePublisherToken(DOC, b.key, b.browser.privateKey, Date.now()), WebSocketPolyfill: WebSocket });
    open.push({ stop: () => bLink.destroy() });
    await bLink.synced();
    await until('seat b may write', () => bLink.canWrite());
    const links: RelayLink[] = [];
    for (const token of [...Object.values(tokens), good]) {
      const doc = new Y.Doc({ gc: false });
      const link = connectRelay({ url: relayA.url, document: DOC, doc, token: async () => token, WebSocketPolyfill: WebSocket });
      open.push({ stop: () => link.destroy() });
      links.push(link);
    }
    await Promise.all(links.map((l) => l.synced()));
    await new Promise((r) => setTimeout(r, 200));
    expect(links.map((l) => l.canWrite())).toEqual([false, false, false, false]);
  });

  it('a tampered entry is refused by the viewers\' signed log', async () => {
    const w = viewer(relayB.url);
    open.push(w);
    await until('synced', () => xOf(w) === 50);
    // Seat b (a pinned publisher) slips an entry into a's log: a move of a's card, not signed by a.
    const forgedDoc = new Y.Doc({ gc: false });
    const link = connectRelay({ url: relayA.url, document: DOC, doc: forgedDoc, token: () => makePublisherToken(DOC, b.key, b.browser.privateKey, Date.now()), WebSocketPolyfill: WebSocket });
    open.push({ stop: () => link.destroy() });
    await link.synced();
    await until('b may write', () => link.canWrite());
    const table = new Y.Doc();
    Y.applyUpdate(table, Y.encodeStateAsUpdate(a.table));
    table.clientID = a.table.clientID;
    const updates: Uint8Array[] = [];
    table.on('update', (u: Uint8Array) => updates.push(u));
    table.getMap<Y.Map<unknown>>('objects').get('c1')!.set('x', 999);
    const seq = forgedDoc.getArray(logNameOf(a.session!.id)).length;
    forgedDoc.getArray<Uint8Array>(logNameOf(a.session!.id)).push([encodeEntry({ seq, flags: 0, update: updates[0]!, signature: new Uint8Array(64) })]);
    await until('the viewer refused it', () => w.watch.refusals.length > 0);
    expect(w.watch.refusals[0]?.refusal.code).toBe('badSignature');
    expect(xOf(w)).toBe(50);
  });

  it('when relay A dies, its viewers reconnect to B and keep receiving', async () => {
    const onA = [viewer(`${relayA.url},${relayB.url}`), viewer(`${relayA.url},${relayB.url}`)];
    open.push(...onA);
    await until('viewers on A synced', () => onA.every((w) => xOf(w) === 50));
    // The publisher knows both relays too (a load balancer would do this for it).
    broadcast.stop();
    broadcast = startBroadcast({
      transport: a.transport, roomId: ROOM, relay: { url: `${relayA.url},${relayB.url}`, delaySeconds: 0 },
      signer: { publicKey: a.key, privateKey: a.browser.privateKey }, WebSocketPolyfill: WebSocket,
    });
    open.push(broadcast);
    await broadcast.link.synced();
    await relayA.kill();
    const killedAt = Date.now();
    setField(a, 'c1', 'x', 70);
    await a.log.flush();
    await until('viewers of A see the move through B', () => onA.every((w) => xOf(w) === 70), 10_000);
    const gap = Date.now() - killedAt;
    expect(gap).toBeLessThan(5_000);
    for (const w of onA) expect(w.link.url()).toBe(relayB.url);
  });
});
