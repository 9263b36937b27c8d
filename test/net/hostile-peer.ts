// A hostile third peer in its own Node process, for test/e2e/hostile.test.ts: it knows the room
// (and its password), syncs the transport doc over real WebRTC (@roamhq/wrtc), and holds a valid
// signed session of its own as a spectator (a SignedLog over a table doc of its own). From there it
// writes what a modified client could: signed changes to other seats' things, a second session
// whose browser key claims a held seat, entries planted in other sessions' logs, entries under
// another session's Yjs client id, deletions of other sessions' records, and raw writes into the
// transport doc beside the logs.
//
//   node --import tsx hostile-peer.ts <signalingUrl> <room> [password]
// One JSON command a line on stdin, one JSON line of answer on stdout:
//   {"cmd":"status"}                      link, signed stats and refusals, the sessions it sees
//   {"cmd":"start"}                       starts its own (spectator) signed session
//   {"cmd":"attack","name":"…", …}        one attack (see ATTACKS below); answers what it wrote
import { createInterface } from 'node:readline';
import wrtc from '@roamhq/wrtc';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { RoomConnection } from '../../src/net/room';
import { decodeRecord, encodeEntry } from '../../src/net/signed/codec';
import { logNameOf, SigningSession, type BrowserSigner } from '../../src/net/signed/session';
import { SignedLog, type RefusedChange } from '../../src/net/signed/signedLog';
import type { Role } from '../../src/net/signed/policy';
import { readSeats } from '../../src/net/seats';
import { toBase64Url } from '../../src/net/seatKeys';
import { ROOT } from '../../src/table/layout';
import { SEATS, type Seat } from '../../src/table/schema';

Object.assign(globalThis, {
  WebSocket,
  RTCPeerConnection: wrtc.RTCPeerConnection,
  RTCSessionDescription: wrtc.RTCSessionDescription,
  RTCIceCandidate: wrtc.RTCIceCandidate,
});

const [url, roomId, password] = process.argv.slice(2);
if (!url || !roomId) {
  console.error('usage: hostile-peer.ts <signalingUrl> <room> [password]');
  process.exit(2);
}

const table = new Y.Doc();
const transport = new Y.Doc({ gc: false });
const refusals: RefusedChange[] = [];
const log = new SignedLog({
  table, transport, roomId,
  roleOf: (key): Role => {
    const seats = readSeats(table);
    return SEATS.find((seat) => seats[seat]?.key === key) ?? 'spectator';
  },
  onRefused: (change) => refusals.push(change),
});
const room = new RoomConnection(transport, { roomId, password: password || null, settings: { signaling: [url], iceServers: [] } });

async function newBrowserKey(): Promise<BrowserSigner> {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify']);
  return { publicKey: new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)), privateKey: pair.privateKey };
}

/** A session whose log this process writes record by record (its own sequence numbers). */
class HandLog {
  private seq = 0;
  private constructor(readonly session: SigningSession, readonly key: string) {}
  static async open(browser: BrowserSigner): Promise<HandLog> {
    const session = await SigningSession.create(browser, roomId!);
    transport.getArray<Uint8Array>(logNameOf(session.id)).push([session.certBytes()]);
    return new HandLog(session, toBase64Url(browser.publicKey));
  }
  async sign(update: Uint8Array): Promise<number> {
    const entry = await this.session.sign({ seq: ++this.seq, flags: 0, update });
    transport.getArray<Uint8Array>(logNameOf(this.session.id)).push([encodeEntry(entry)]);
    return entry.seq;
  }
}

/** The sessions in the transport, as this peer reads them: cert, seat of its browser key, entries. */
function sessions(): { id: string; seat: Seat | null; clientId: number; created: number; lastSeq: number; records: number }[] {
  const seats = readSeats(table);
  const out = [];
  for (const [name, type] of transport.share) {
    if (!name.startsWith('s/')) continue;
    let cert = null;
    let lastSeq = 0;
    let records = 0;
    // Deleted records count too (the struct store keeps them, gc is off).
    for (let item = type._start; item; item = item.right) {
      const content = item.content;
      const values = content instanceof Y.ContentBinary ? [content.content] : content instanceof Y.ContentAny ? content.arr : [];
      for (const value of values) {
        if (!(value instanceof Uint8Array)) continue;
        records++;
        try {
          const record = decodeRecord(value);
          if (record.kind === 'cert') cert ??= record.cert;
          else lastSeq = Math.max(lastSeq, record.entry.seq);
        } catch { /* not a record */ }
      }
    }
    if (!cert) continue;
    const key = toBase64Url(cert.browserKey);
    out.push({ id: name.slice(2), seat: SEATS.find((s) => seats[s]?.key === key) ?? null, clientId: cert.clientId, created: cert.created, lastSeq, records });
  }
  return out;
}

function sessionOf(seat: Seat) {
  const found = sessions().filter((s) => s.seat === seat).sort((x, y) => y.created - x.created)[0];
  if (!found) throw new Error(`no session of ${seat}`);
  return found;
}

/** Copies of the table that hand-written sessions write on (they keep their own earlier structs). */
const forks = new Map<number, Y.Doc>();

/** An update that `change` makes on a copy of this peer's table, written with Yjs client id `clientId`. */
function forged(clientId: number, change: (doc: Y.Doc) => void, fresh = false): Uint8Array {
  const fork = (!fresh && forks.get(clientId)) || new Y.Doc();
  if (!fresh) forks.set(clientId, fork);
  Y.applyUpdate(fork, Y.encodeStateAsUpdate(table));
  fork.clientID = clientId; // after loading: Yjs renames a doc whose id a remote update brings
  // Only this change's own update (encodeStateAsUpdate would add the fork's whole delete set).
  const updates: Uint8Array[] = [];
  const collect = (update: Uint8Array) => updates.push(update);
  fork.on('update', collect);
  fork.transact(() => change(fork));
  fork.off('update', collect);
  return Y.mergeUpdates(updates);
}

const objectOf = (doc: Y.Doc, id: string): Y.Map<unknown> => {
  const map = doc.getMap<Y.Map<unknown>>(ROOT.objects.name).get(id);
  if (!(map instanceof Y.Map)) throw new Error(`no object ${id}`);
  return map;
};
const tag = () => Math.random().toString(36).slice(2, 10);
const randomBytes = (n: number) => crypto.getRandomValues(new Uint8Array(n));

let intruder: HandLog | null = null;
let forger: HandLog | null = null;

type Args = Record<string, unknown> & { id?: string; ids?: string[]; round?: string; seat?: Seat };

/** Each attack writes through this peer's own (valid, spectator) session unless it says otherwise. */
const ATTACKS: Record<string, (args: Args) => Promise<Record<string, unknown>>> = {
  async moveSealed({ id }) {
    table.transact(() => { const m = objectOf(table, id!); m.set('x', 10); m.set('y', 10); m.set('stack', null); });
    return { moved: id };
  },
  async deckFaceUp({ id }) {
    objectOf(table, id!).set('faceUp', true);
    return { turned: id };
  },
  async queueWork({ seat }) {
    table.getArray(ROOT.pending.name).push([{ by: seat, match: 'm-forged', step: { kind: 'draw', count: 40 }, t: Date.now() }]);
    return { queued: seat };
  },
  async replaceCommitment({ round, seat }) {
    const envelopes = table.getMap<unknown>(ROOT.envelopes.name);
    const keys = [...envelopes.keys()].filter((k) => k.startsWith(`c/${round}/`));
    table.transact(() => {
      for (const k of keys) envelopes.set(k, toBase64Url(randomBytes(32))); // replaces the committed hashes
      envelopes.set(`c/${round}/${seat}/${tag()}`, toBase64Url(randomBytes(32))); // a placeholder for the other seat
    });
    return { replaced: keys };
  },
  async forgeReveal({ round, seat, id }) {
    table.getMap<unknown>(ROOT.envelopes.name).set(`v/${round}/${seat}`, { text: 'forged', salt: toBase64Url(randomBytes(16)) });
    // And a card's identity written in clear, as if its owner had revealed it.
    if (id) table.transact(() => { const m = objectOf(table, id); m.set('sealed', null); m.set('ref', 'starter:ST-001'); m.set('faceUp', true); });
    return { forged: round };
  },
  async auditKey({ seat }) {
    table.getMap<unknown>(ROOT.auditKeys.name).set(`key/${seat}/${tag()}`, toBase64Url(randomBytes(32)));
    return { wrote: seat };
  },
  async journal({ seat }) {
    table.getArray(ROOT.journal.name).push([{ seat, kind: 'reorder', zone: `${seat}-deck`, t: Date.now(), hmac: toBase64Url(randomBytes(32)) }]);
    return { wrote: seat };
  },
  async deleteCards({ ids }) {
    table.transact(() => { for (const id of ids ?? []) table.getMap(ROOT.objects.name).delete(id); });
    return { deleted: ids?.length ?? 0 };
  },
  /** A second session, of a new browser key, that writes itself into a held seat and then acts as it. */
  async takeSeat({ seat, id }) {
    intruder ??= await HandLog.open(await newBrowserKey());
    const held = readSeats(table)[seat!];
    const claim = forged(intruder.session.clientId, (doc) => {
      doc.getMap(ROOT.seats.name).set(seat!, { playerId: 'intruder', name: 'いたずら', color: '#aa0000', key: intruder!.key });
    });
    const seqs = [await intruder.sign(claim)];
    // The holder's record, word for word but another player id: a key that is not the author's.
    if (held) seqs.push(await intruder.sign(forged(intruder.session.clientId, (doc) => doc.getMap(ROOT.seats.name).set(seat!, { ...held, playerId: 'intruder' }))));
    if (id) seqs.push(await intruder.sign(forged(intruder.session.clientId, (doc) => objectOf(doc, id).set('x', 5))));
    return { session: intruder.session.id, seqs };
  },
  /** Entries with a bad signature at the next place of each seat's log. */
  async badSignature({ id }) {
    const planted = [];
    for (const seat of SEATS) {
      const victim = sessionOf(seat);
      const update = forged(victim.clientId, (doc) => objectOf(doc, id!).set('x', 1), true);
      transport.getArray<Uint8Array>(logNameOf(victim.id)).push([encodeEntry({ seq: victim.lastSeq + 1, flags: 0, update, signature: randomBytes(64) })]);
      planted.push({ session: victim.id, seq: victim.lastSeq + 1 });
    }
    return { planted };
  },
  /** A validly signed entry of a session of ours whose structs carry a seat's Yjs client id. */
  async foreignClient({ seat, id }) {
    forger ??= await HandLog.open(await newBrowserKey());
    const victim = sessionOf(seat!);
    const seq = await forger.sign(forged(victim.clientId, (doc) => objectOf(doc, id!).set('x', 2), true));
    return { session: forger.session.id, client: victim.clientId, seq };
  },
  /** Deletes every record of both seats' logs in the transport doc. */
  async deleteLogs() {
    let deleted = 0;
    transport.transact(() => {
      for (const seat of SEATS) {
        const array = transport.getArray<Uint8Array>(logNameOf(sessionOf(seat).id));
        deleted += array.length;
        array.delete(0, array.length);
      }
    });
    return { deleted };
  },
  /** Writes straight into a root named `objects` of the transport doc, as if it were the table. */
  async transportObjects({ id }) {
    transport.transact(() => {
      const map = new Y.Map<unknown>();
      for (const [k, v] of Object.entries({ id, kind: 'counter', x: 0, y: 0, z: 0, label: 'ライフ', value: 1, owner: 'p2' })) map.set(k, v);
      transport.getMap(ROOT.objects.name).set(id!, map);
      transport.getArray(ROOT.log.name).push([{ t: Date.now(), seat: 'p2', op: 'set', args: {} }]);
    });
    return { wrote: id };
  },
};

const say = (line: Record<string, unknown>) => console.log(JSON.stringify(line));

let chain: Promise<void> = Promise.resolve();
createInterface({ input: process.stdin }).on('line', (text) => {
  chain = chain.then(async () => {
    try {
      const command = JSON.parse(text) as Args & { cmd: string; name?: string };
      if (command.cmd === 'status') {
        say({
          webrtcPeers: room.status().connectedPeers,
          started: log.started, ...log.stats,
          refusals: refusals.map((r) => ({ code: r.refusal.code, what: r.refusal.what, role: r.role })),
          seats: Object.fromEntries(Object.entries(readSeats(table)).map(([s, h]) => [s, h?.name])),
          objects: table.getMap(ROOT.objects.name).size,
          sessions: sessions(),
        });
      } else if (command.cmd === 'start') {
        await log.start(await SigningSession.create(await newBrowserKey(), roomId!));
        say({ started: true });
      } else if (command.cmd === 'attack') {
        const attack = ATTACKS[command.name ?? ''];
        if (!attack) throw new Error(`unknown attack ${command.name}`);
        const result = await attack(command);
        await log.flush();
        say({ ok: true, ...result });
      } else {
        throw new Error(`unknown command ${command.cmd}`);
      }
    } catch (error) {
      say({ error: error instanceof Error ? error.message : String(error) });
    }
  });
});

process.once('SIGTERM', () => {
  room.destroy();
  setTimeout(() => process.exit(0), 50);
});
