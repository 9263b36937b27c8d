// The broadcast relay for real: redis-server and two `npm run relay` processes sharing it, a seat
// publishing on relay A from Node, viewers on relay B (and some on A), all over loopback WebSockets.
// Each seat's document is named after its key's fingerprint: only that key may write it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { startRedis, startRelay } from '../../scripts/relayProcesses.mjs';
import { makePublisherToken } from '../../src/net/relay/auth';
import { startBroadcast, watchBroadcast, type Broadcast, type Watching } from '../../src/net/relay/broadcast';
import { connectRelay, type RelayLink } from '../../src/net/relay/connect';
import { relayDocumentName, relayDocumentOfKey } from '../../src/net/relay/documentName';
import { fingerprintOfKey } from '../../src/net/seatPins';
import { encodeEntry } from '../../src/net/signed/codec';
import { logNameOf } from '../../src/net/signed/session';
import { claim, makePeer, ROOM, setField, startSigning, syncAll, writeObject, type Peer } from '../unit/net/signed/peers';

type Running = Awaited<ReturnType<typeof startRelay>>;
const card = (id: string, owner: 'p1' | 'p2') => ({ id, kind: 'card', x: 0, y: 0, z: 1, ref: 'starter:ST-001', faceUp: true, rotation: 0, owner, stack: null, attachedTo: null });
const JUNK = 's/0123456789abcdef';

async function until(what: string, check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const xOf = (w: Watching, id = 'c1') => (tables.get(w)?.getMap('objects').toJSON() as Record<string, { x?: number }> | undefined)?.[id]?.x;
const tables = new Map<Watching, Y.Doc>();

/** A viewer of `seat`'s broadcast, as the viewer link names it (seat and key fingerprint). */
function viewer(url: string, seat: Peer, as: 'p1' | 'p2' = 'p1'): Watching {
  const table = new Y.Doc();
  const w = watchBroadcast({ table, roomId: ROOM, relayUrl: url, expect: { seat: as, fp: fingerprintOfKey(seat.key)! }, WebSocketPolyfill: WebSocket });
  tables.set(w, table);
  return w;
}

/** A raw link presenting `token` (or none) for `document`. */
function rawLink(url: string, document: string, token?: string): RelayLink {
  return connectRelay({ url, document, doc: new Y.Doc({ gc: false }), ...(token ? { token: async () => token } : {}), WebSocketPolyfill: WebSocket });
}

describe('broadcast relay (two relay processes, one Redis)', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let relayA: Running;
  let relayB: Running;
  let a: Peer;
  let b: Peer;
  let stranger: Peer;
  let docA: string;
  let docB: string;
  let broadcast: Broadcast;
  const open: { stop(): void }[] = [];
  const keep = (link: RelayLink): RelayLink => {
    open.push({ stop: () => link.destroy() });
    return link;
  };

  beforeAll(async () => {
    redis = await startRedis();
    [relayA, relayB] = await Promise.all([startRelay({ redis: redis.url, name: 'relay-a' }), startRelay({ redis: redis.url, name: 'relay-b' })]);
    a = await makePeer('a');
    b = await makePeer('b');
    stranger = await makePeer('stranger');
    claim(a, 'p1');
    writeObject(a, 'c1', card('c1', 'p1'));
    await startSigning(a);
    await syncAll([a, b]);
    claim(b, 'p2');
    await startSigning(b);
    await syncAll([a, b]);
    docA = relayDocumentOfKey(ROOM, a.key);
    docB = relayDocumentOfKey(ROOM, b.key);
  }, 90_000);

  afterAll(async () => {
    for (const o of open) o.stop();
    await Promise.all([relayA?.stop(), relayB?.stop()]);
    await redis?.stop();
  });

  it('a stranger who connects first cannot publish into a seat\'s document; the seat publishes afterwards, verified on relay B', async () => {
    // The stranger learned the room id and a's fingerprint (the viewer link) before a broadcast:
    // it signs a valid token for a's document with its own key, on both relays.
    const squatters = [relayA, relayB].map((r) => keep(rawLink(r.url, docA, undefined)));
    const tokens = await Promise.all([relayA, relayB].map(() => makePublisherToken(docA, stranger.key, stranger.browser.privateKey, Date.now())));
    const squatting = [relayA, relayB].map((r, i) => keep(rawLink(r.url, docA, tokens[i])));
    await Promise.all([...squatters, ...squatting].map((l) => l.synced()));
    for (const l of squatting) l.provider.document.getArray<Uint8Array>(JUNK).push([new Uint8Array([1, 2, 3])]);
    await new Promise((r) => setTimeout(r, 300));
    expect(squatting.map((l) => l.canWrite())).toEqual([false, false]);

    broadcast = startBroadcast({
      transport: a.transport, roomId: ROOM, relay: { url: relayA.url, delaySeconds: 0 },
      signer: { publicKey: a.key, privateKey: a.browser.privateKey }, WebSocketPolyfill: WebSocket,
    });
    open.push(broadcast);
    expect(broadcast.document).toBe(docA);
    await broadcast.link.synced();
    await until('the seat may write', () => broadcast.link.canWrite());
    const onB = [viewer(relayB.url, a), viewer(relayB.url, a)];
    open.push(...onB);
    await until('viewers on B see the table', () => onB.every((w) => xOf(w) === 0));
    setField(a, 'c1', 'x', 50);
    await a.log.flush();
    await until('viewers on B see the move', () => onB.every((w) => xOf(w) === 50));
    for (const w of onB) {
      expect(w.watch.refusals).toEqual([]);
      expect(w.link.canWrite()).toBe(false);
      expect(w.watch.relayDoc.getArray(JUNK).length).toBe(0);
    }
  });

  it('a viewer cannot write: its change never reaches the other viewers', async () => {
    const writer = viewer(relayA.url, a);
    open.push(writer);
    await writer.link.synced();
    writer.watch.relayDoc.getArray<Uint8Array>(JUNK).push([new Uint8Array([1, 2, 3])]);
    const fresh = viewer(relayB.url, a);
    open.push(fresh);
    await until('the fresh viewer synced', () => xOf(fresh) === 50);
    await new Promise((r) => setTimeout(r, 500));
    expect(fresh.watch.relayDoc.getArray(JUNK).length).toBe(0);
  });

  it('another key\'s, forged, expired and other documents\' tokens get read-only access', async () => {
    const now = Date.now();
    const strangers = await makePublisherToken(docA, stranger.key, stranger.browser.privateKey, now);
    const tokens = {
      // the other seat, b, signs a valid token for a's document
      otherSeat: await makePublisherToken(docA, b.key, b.browser.privateKey, now),
      // the stranger signs but claims seat a's key
      forged: JSON.stringify({ ...JSON.parse(strangers) as object, publicKey: a.key }),
      expired: await makePublisherToken(docA, a.key, a.browser.privateKey, now - 10 * 60_000),
      // a's own token, for a's document of another room
      foreign: await makePublisherToken(relayDocumentOfKey('another-room', a.key), a.key, a.browser.privateKey, now),
    };
    const links = [...Object.values(tokens), strangers].map((token) => keep(rawLink(relayA.url, docA, token)));
    // a's valid token for its own document, presented at b's document.
    links.push(keep(rawLink(relayB.url, docB, await makePublisherToken(docA, a.key, a.browser.privateKey, now))));
    await Promise.all(links.map((l) => l.synced()));
    await new Promise((r) => setTimeout(r, 200));
    expect(links.map((l) => l.canWrite())).toEqual([false, false, false, false, false, false]);
  });

  it('documents named the old way (no fingerprint) or malformed are refused outright', async () => {
    const fp = fingerprintOfKey(a.key)!;
    const names = [`fudaba-broadcast/${ROOM}`, `fudaba-broadcast/${ROOM}.${fp.toUpperCase()}`, `fudaba-broadcast/${ROOM}.${fp.slice(2)}`, `fudaba-broadcast/${'r'.repeat(300)}.${fp}`, 'other'];
    const refused = await Promise.all(names.map(async (name) => {
      const token = await makePublisherToken(name, a.key, a.browser.privateKey, Date.now());
      const link = keep(rawLink(relayA.url, name, token));
      return new Promise<string>((resolve) => {
        link.provider.on('authenticationFailed', ({ reason }: { reason: string }) => resolve(reason));
        void link.synced().then(() => resolve('synced'));
      });
    }));
    expect(refused).toEqual(names.map(() => 'permission-denied'));
  });

  it('both seats broadcast at once, each into its own document; a viewer watches the one its link names', async () => {
    const second = startBroadcast({
      transport: b.transport, roomId: ROOM, relay: { url: relayB.url, delaySeconds: 0 },
      signer: { publicKey: b.key, privateKey: b.browser.privateKey }, WebSocketPolyfill: WebSocket,
    });
    open.push(second);
    expect(second.document).toBe(docB);
    expect(docB).not.toBe(docA);
    await second.link.synced();
    await until('seat b may write its own document', () => second.link.canWrite());
    expect(broadcast.link.canWrite()).toBe(true);
    await syncAll([a, b]);
    const ofB = viewer(relayA.url, b, 'p2');
    const ofA = viewer(relayA.url, a, 'p1');
    open.push(ofB, ofA);
    await until('both viewers see the table', () => xOf(ofB) === 50 && xOf(ofA) === 50);
    setField(a, 'c1', 'x', 60);
    await a.log.flush();
    await syncAll([a, b]);
    await until('both viewers see the move', () => xOf(ofB) === 60 && xOf(ofA) === 60);
    expect([...ofB.watch.refusals, ...ofA.watch.refusals]).toEqual([]);
    // A viewer link naming a key that broadcasts nothing opens an empty document.
    const nobody = viewer(relayB.url, stranger, 'p1');
    open.push(nobody);
    await nobody.link.synced();
    expect(xOf(nobody)).toBeUndefined();
    second.stop();
  });

  it('a tampered entry is refused by the viewers\' signed log', async () => {
    const w = viewer(relayB.url, a);
    open.push(w);
    await until('synced', () => xOf(w) === 60);
    // A modified client of seat a (its key may write its document) slips an entry into b's log:
    // a move of a's card in b's name, not signed by b.
    const forgedDoc = new Y.Doc({ gc: false });
    const link = keep(connectRelay({ url: relayA.url, document: docA, doc: forgedDoc, token: () => makePublisherToken(docA, a.key, a.browser.privateKey, Date.now()), WebSocketPolyfill: WebSocket }));
    await link.synced();
    await until('a may write', () => link.canWrite());
    const table = new Y.Doc();
    Y.applyUpdate(table, Y.encodeStateAsUpdate(b.table));
    table.clientID = b.table.clientID;
    const updates: Uint8Array[] = [];
    table.on('update', (u: Uint8Array) => updates.push(u));
    table.getMap<Y.Map<unknown>>('objects').get('c1')!.set('x', 999);
    const seq = forgedDoc.getArray(logNameOf(b.session!.id)).length;
    forgedDoc.getArray<Uint8Array>(logNameOf(b.session!.id)).push([encodeEntry({ seq, flags: 0, update: updates[0]!, signature: new Uint8Array(64) })]);
    await until('the viewer refused it', () => w.watch.refusals.length > 0);
    expect(w.watch.refusals[0]?.refusal.code).toBe('badSignature');
    expect(xOf(w)).toBe(60);
  });

  it('when relay A dies, its viewers reconnect to B and keep receiving', async () => {
    const onA = [viewer(`${relayA.url},${relayB.url}`, a), viewer(`${relayA.url},${relayB.url}`, a)];
    open.push(...onA);
    await until('viewers on A synced', () => onA.every((w) => xOf(w) === 60));
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
