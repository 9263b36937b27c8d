// Peers for the signed-log tests: each has a table doc, a transport doc and a signed log; their
// transport docs are linked by hand (deliver()) so that a test decides what arrives when.
import * as Y from 'yjs';
import { SignedLog, type AttributedChange, type RefusedChange } from '../../../../src/net/signed/signedLog';
import { SigningSession } from '../../../../src/net/signed/session';
import type { Role } from '../../../../src/net/signed/policy';
import { readSeats } from '../../../../src/net/seats';
import { SEATS } from '../../../../src/table/schema';
import { toBase64Url } from '../../../../src/net/seatKeys';

export const ROOM = 'signed-test-room';

export interface Peer {
  name: string;
  table: Y.Doc;
  transport: Y.Doc;
  log: SignedLog;
  key: string;
  browser: { publicKey: Uint8Array; privateKey: CryptoKey };
  refused: RefusedChange[];
  attributed: AttributedChange[];
  /** Transport updates this peer produced, in order (what it would send). */
  outbox: Uint8Array[];
  session: SigningSession | null;
}

export async function makePeer(name: string, applyBudgetMs?: number): Promise<Peer> {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify']);
  const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  const table = new Y.Doc();
  const transport = new Y.Doc({ gc: false });
  const peer = {
    name, table, transport, key: toBase64Url(publicKey), browser: { publicKey, privateKey: pair.privateKey },
    refused: [] as RefusedChange[], attributed: [] as AttributedChange[], outbox: [] as Uint8Array[], session: null,
  } as Omit<Peer, 'log'> as Peer;
  peer.log = new SignedLog({
    table, transport, roomId: ROOM, ...(applyBudgetMs === undefined ? {} : { applyBudgetMs }),
    roleOf: (key): Role => {
      const seats = readSeats(table);
      return SEATS.find((seat) => seats[seat]?.key === key) ?? 'spectator';
    },
    onRefused: (change) => peer.refused.push(change),
    onAttributed: (change) => peer.attributed.push(change),
  });
  transport.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin !== 'remote') peer.outbox.push(update);
  });
  return peer;
}

export async function startSigning(peer: Peer): Promise<void> {
  peer.session = await SigningSession.create(peer.browser, ROOM);
  await peer.log.start(peer.session);
}

export function claim(peer: Peer, seat: 'p1' | 'p2'): void {
  peer.table.getMap('seats').set(seat, { playerId: peer.name, name: peer.name, color: '#123456', key: peer.key });
}

/** Sends every peer's whole transport to every other, and waits until all have applied what they got. */
export async function syncAll(peers: Peer[]): Promise<void> {
  for (const peer of peers) await peer.log.flush();
  for (const from of peers) {
    const update = Y.encodeStateAsUpdate(from.transport);
    for (const to of peers) if (to !== from) Y.applyUpdate(to.transport, update, 'remote');
  }
  await settle(peers);
}

export async function settle(peers: Peer[]): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (const peer of peers) await peer.log.idle();
  }
}

export function objectsJson(peer: Peer): unknown {
  return peer.table.getMap('objects').toJSON();
}

export function writeObject(peer: Peer, id: string, record: Record<string, unknown>): void {
  const map = new Y.Map<unknown>();
  for (const [k, v] of Object.entries(record)) map.set(k, v);
  peer.table.getMap('objects').set(id, map as never);
}

export function setField(peer: Peer, id: string, field: string, value: unknown): void {
  const map = peer.table.getMap<Y.Map<unknown>>('objects').get(id);
  if (!map) throw new Error(`no object ${id} at ${peer.name}`);
  map.set(field, value);
}

/** A room of three in sync: `a` signs as p1, `b` as p2, the third as a spectator. */
export async function seatedRoom(names: [string, string, string] = ['a', 'b', 's']): Promise<[Peer, Peer, Peer]> {
  const [a, b, s] = [await makePeer(names[0]), await makePeer(names[1]), await makePeer(names[2])];
  claim(a, 'p1');
  await startSigning(a);
  await syncAll([a, b, s]);
  claim(b, 'p2');
  await startSigning(b);
  await startSigning(s);
  await syncAll([a, b, s]);
  return [a, b, s];
}
