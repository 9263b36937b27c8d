// Cost of signed writes (src/net/signed/), in Node with WebCrypto: run by scripts/bench.mjs through
// `npx tsx`, or alone: `npx tsx bench/signed.ts` (prints one JSON object on stdout).
//
// Two peers as two browsers: p1 (the author) lays out the table of bench/gameMix.ts, claims seat
// p1 with its key and starts signing (the table goes out as one import entry); p2 receives it,
// claims p2 and signs too. Then every `move` of p1 is one local transaction, so one signed entry
// appended to p1's log in the transport doc, which is delivered to p2 as y-webrtc would send it:
//  - per move (1,000 in a play area, 1,000 changing zone): the encoded entry, the transport
//    update carrying it, the time of SigningSession.sign and of verifyEntry, and p2's time from
//    receiving the update to its table holding the move;
//  - a 2-hour game of 20,000 moves on a fresh pair, then the size of the encoded transport doc
//    (what a late joiner downloads and a browser stores) and of the table doc;
//  - a late joiner: a fresh peer applies that transport state; the time until its log is idle
//    and its table's objects equal the author's.
import { loadavg } from 'node:os';
import { isDeepStrictEqual } from 'node:util';
import * as Y from 'yjs';
import type { Role } from '../src/net/signed/policy';
import { ECDSA, SigningSession, verifyEntry } from '../src/net/signed/session';
import { SignedLog } from '../src/net/signed/signedLog';
import type { LogEntry } from '../src/net/signed/codec';
import { readSeats } from '../src/net/seats';
import { toBase64Url } from '../src/net/seatKeys';
import { SEATS, type Seat } from '../src/table/schema';
import type { TableContext } from '../src/table';
import { GAME_MOVES, gameKinds, layOutGame, MOVES, stats, type MoveKind } from './gameMix';

const ROOM = 'bench-signed-room';
const TIME_LIMIT_MS = 150_000;
/** Moves of the game between two deliveries to p2 (y-webrtc sends each update; this only batches the awaits). */
const GAME_BATCH = 100;

interface Peer {
  table: Y.Doc;
  transport: Y.Doc;
  log: SignedLog;
  key: string;
  browser: { publicKey: Uint8Array; privateKey: CryptoKey };
  session: SigningSession | null;
  /** Transport updates this peer produced and has not delivered yet (what it would send). */
  outbox: Uint8Array[];
  refused: string[];
}

async function makePeer(): Promise<Peer> {
  const pair = await crypto.subtle.generateKey(ECDSA, false, ['sign', 'verify']);
  const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  const table = new Y.Doc();
  const transport = new Y.Doc({ gc: false });
  const refused: string[] = [];
  // As the app decides (src/app/online.ts): the seat whose record holds the key.
  const roleOf = (key: string): Role => {
    const seats = readSeats(table);
    return SEATS.find((seat) => seats[seat]?.key === key) ?? 'spectator';
  };
  const log = new SignedLog({ table, transport, roomId: ROOM, roleOf, onRefused: (change) => refused.push(change.refusal.code) });
  const peer: Peer = { table, transport, log, key: toBase64Url(publicKey), browser: { publicKey, privateKey: pair.privateKey }, session: null, outbox: [], refused };
  transport.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin !== 'remote') peer.outbox.push(update);
  });
  return peer;
}

function claim(peer: Peer, seat: Seat): void {
  peer.table.getMap('seats').set(seat, { playerId: seat, name: seat, color: '#336699', key: peer.key });
}

/** Client ids of 2^28 and up take 5 bytes as a varint, as 15 in 16 random ones do: steady figures. */
const FULL_SIZE_CLIENT = 2 ** 28;

async function startSigning(peer: Peer): Promise<SigningSession> {
  let session = await SigningSession.create(peer.browser, ROOM);
  for (let i = 0; i < 64 && session.clientId < FULL_SIZE_CLIENT; i++) session = await SigningSession.create(peer.browser, ROOM);
  peer.session = session;
  // As SignedLogOptions asks (the app leaves the transport's random id, 5 bytes in 15 of 16 cases).
  peer.transport.clientID = session.clientId;
  await peer.log.start(peer.session);
  await peer.log.flush();
  return peer.session;
}

/** Sends what `from` produced to `to`, as y-webrtc would; resolves when `to` has applied it. */
async function deliver(from: Peer, to: Peer): Promise<void> {
  await from.log.flush();
  for (const update of from.outbox.splice(0)) Y.applyUpdate(to.transport, update, 'remote');
  await to.log.idle();
}

/** CPU time of this process (all its threads, so WebCrypto's too) since `from`, in ms. */
function cpuMs(from: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1000;
}

const objectsOf = (peer: Peer): unknown => peer.table.getMap('objects').toJSON();

/** p1 with the game's table, p2 beside it, both seated by seat records carrying their keys. */
async function seatedPair(seed: number) {
  const p1 = await makePeer();
  const p2 = await makePeer();
  p1.table.clientID = 3_141_592_653; // the table's writes before the session (its import), full size as in bench/yjs-bytes.ts
  claim(p1, 'p1');
  const ctx: TableContext = { doc: p1.table, actor: { seat: 'p1', origin: { seat: 'p1' } } };
  const game = layOutGame(ctx, seed);
  const session = await startSigning(p1);
  await deliver(p1, p2);
  claim(p2, 'p2');
  await startSigning(p2);
  await deliver(p2, p1);
  if (!isDeepStrictEqual(objectsOf(p1), objectsOf(p2))) throw new Error('p2 did not get the table');
  if (readSeats(p1.table).p2?.key !== p2.key) throw new Error('p1 does not see p2 seated');
  return { p1, p2, game, session };
}

interface MoveFigures { entryBytes: number[]; tableUpdateBytes: number[]; transportBytes: number[]; transportUpdates: number[]; signMs: number[]; verifyMs: number[]; cpuMs: number[]; receiveMs: number[] }

async function perMove(deadline: number) {
  const { p1, p2, game, session } = await seatedPair(1234);
  // Times each signature where the log asks for it, and keeps the entry for the verification below.
  let signed: LogEntry | null = null;
  let signMs = 0;
  let signCpuMs = 0;
  const sign = session.sign.bind(session);
  session.sign = async (entry) => {
    const t = performance.now();
    const cpu = process.cpuUsage();
    const out = await sign(entry);
    signMs = performance.now() - t;
    signCpuMs = cpuMs(cpu);
    signed = out;
    return out;
  };
  const key = await crypto.subtle.importKey('raw', session.cert.sessionKey as Uint8Array<ArrayBuffer>, ECDSA, false, ['verify']);
  let badSignatures = 0;
  let notApplied = 0;
  const entries: LogEntry[] = [];
  const run = async (kind: MoveKind): Promise<MoveFigures> => {
    const f: MoveFigures = { entryBytes: [], tableUpdateBytes: [], transportBytes: [], transportUpdates: [], signMs: [], verifyMs: [], cpuMs: [], receiveMs: [] };
    for (let i = 0; i < MOVES && performance.now() < deadline; i++) {
      signed = null;
      const before = p1.log.stats.signedBytes;
      game.move(kind);
      await p1.log.flush();
      const entry = signed as LogEntry | null;
      if (!entry) throw new Error('the move was not signed');
      entries.push(entry);
      f.entryBytes.push(p1.log.stats.signedBytes - before);
      f.tableUpdateBytes.push(entry.update.length);
      f.signMs.push(signMs);
      f.transportBytes.push(p1.outbox.reduce((s, u) => s + u.length, 0));
      f.transportUpdates.push(p1.outbox.length);
      const t = performance.now();
      const cpu = process.cpuUsage();
      if (!(await verifyEntry(key, session.id, entry))) badSignatures++;
      f.verifyMs.push(performance.now() - t);
      f.cpuMs.push(signCpuMs + cpuMs(cpu));
      const applied = p2.log.stats.applied;
      const r = performance.now();
      await deliver(p1, p2);
      f.receiveMs.push(performance.now() - r);
      if (p2.log.stats.applied !== applied + 1) notApplied++;
    }
    return f;
  };
  const inZone = await run('inZone');
  const zoneChange = await run('zoneChange');
  const summary = (f: MoveFigures) => ({
    entryBytes: stats(f.entryBytes),
    transportBytes: stats(f.transportBytes),
    tableUpdateBytes: stats(f.tableUpdateBytes),
    transportUpdatesPerMove: stats(f.transportUpdates).max,
    signMs: stats(f.signMs),
    verifyMs: stats(f.verifyMs),
    signVerifyMs: stats(f.signMs.map((v, i) => v + f.verifyMs[i]!)),
    /** CPU time of this process over the sign and the verify (its mean is the steady figure: the kernel may count CPU in ticks). */
    signVerifyCpuMs: stats(f.cpuMs),
    receiveMs: stats(f.receiveMs),
  });
  // The same entries signed and verified back to back, with no moves, deliveries or their garbage
  // in between: what the cryptography itself costs here.
  session.sign = sign;
  const isolated: number[] = [];
  for (const { signature: _, ...body } of entries) {
    const t = performance.now();
    if (!(await verifyEntry(key, session.id, await session.sign(body)))) badSignatures++;
    isolated.push(performance.now() - t);
  }
  const both = (pick: (f: MoveFigures) => number[]) => [...pick(inZone), ...pick(zoneChange)];
  return {
    inZone: summary(inZone),
    zoneChange: summary(zoneChange),
    allMoves: {
      signVerifyMs: stats(both((f) => f.signMs.map((v, i) => v + f.verifyMs[i]!))),
      signVerifyCpuMs: stats(both((f) => f.cpuMs)),
      signMs: stats(both((f) => f.signMs)),
      verifyMs: stats(both((f) => f.verifyMs)),
      isolatedSignVerifyMs: stats(isolated),
    },
    badSignatures,
    notApplied,
    tablesEqual: isDeepStrictEqual(objectsOf(p1), objectsOf(p2)),
    refusedAtP2: p2.refused.length,
  };
}

async function twoHourGame(deadline: number) {
  const { p1, p2, game } = await seatedPair(5678);
  const transportAtStart = Y.encodeStateAsUpdate(p1.transport).length;
  const nextKind = gameKinds();
  let moves = 0;
  let zoneChanges = 0;
  const started = performance.now();
  while (moves < GAME_MOVES && performance.now() < deadline) {
    for (let i = 0; i < GAME_BATCH && moves < GAME_MOVES; i++, moves++) {
      const kind = nextKind();
      if (kind === 'zoneChange') zoneChanges++;
      game.move(kind);
    }
    await deliver(p1, p2);
  }
  const gameMs = performance.now() - started;
  const transport = Y.encodeStateAsUpdate(p1.transport);
  const figures = {
    moves,
    zoneChanges,
    msPerMove: gameMs / Math.max(1, moves),
    transportAtStartBytes: transportAtStart,
    transportBytes: transport.length,
    transportBytesV2: Y.encodeStateAsUpdateV2(p1.transport).length,
    tableBytes: Y.encodeStateAsUpdate(p1.table).length,
    tableBytesV2: Y.encodeStateAsUpdateV2(p1.table).length,
    signedEntries: p1.log.stats.signed,
    signedBytes: p1.log.stats.signedBytes,
    receiver: { applied: p2.log.stats.applied, refused: p2.log.stats.refused, waiting: p2.log.stats.waiting, tablesEqual: isDeepStrictEqual(objectsOf(p1), objectsOf(p2)) },
  };
  return { game: figures, lateJoiner: await lateJoiner(p1, transport) };
}

/** A fresh peer gets the whole transport state at once, as a late joiner's first sync does. */
async function lateJoiner(author: Peer, transport: Uint8Array) {
  const late = await makePeer();
  const want = objectsOf(author);
  const t0 = performance.now();
  const cpu = process.cpuUsage();
  Y.applyUpdate(late.transport, transport, 'remote');
  const appliedToTransportMs = performance.now() - t0;
  await late.log.idle();
  let equal = isDeepStrictEqual(objectsOf(late), want);
  // Should the log have more to do after a turn of the event loop, it is given a few.
  for (let i = 0; i < 20 && !equal; i++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await late.log.idle();
    equal = isDeepStrictEqual(objectsOf(late), want);
  }
  const ms = performance.now() - t0;
  return {
    ms,
    cpuMs: cpuMs(cpu),
    appliedToTransportMs,
    tablesEqual: equal,
    transportBytes: transport.length,
    applied: late.log.stats.applied,
    refused: late.log.stats.refused,
    waiting: late.log.stats.waiting,
    tableBytes: Y.encodeStateAsUpdate(late.table).length,
  };
}

async function main(): Promise<void> {
  const loadBefore = loadavg().map((v) => Number(v.toFixed(2)));
  const started = performance.now();
  const deadline = started + TIME_LIMIT_MS;
  const moves = await perMove(deadline);
  const { game, lateJoiner: late } = await twoHourGame(deadline);
  const out = { ...moves, game, lateJoiner: late, loadBefore, timedOut: performance.now() >= deadline, ms: performance.now() - started };
  process.stdout.write(`${JSON.stringify(out)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
