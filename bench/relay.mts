// Relay load (issue 19), loopback only, run by `node scripts/bench.mjs --only=relay` inside
// `unshare -n`: redis-server and two relay processes sharing it, 200 simulated spectators (Node
// Hocuspocus providers, 100 starting on each relay) and a seat publishing a scripted match of
// signed moves; relay A is killed mid-match. Prints one JSON line. Bounded in count and time.
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { startRedis, startRelay } from '../scripts/relayProcesses.mjs';
import { startBroadcast } from '../src/net/relay/broadcast';
import { relayDocumentOfKey } from '../src/net/relay/documentName';
import { connectRelay, type RelayLink } from '../src/net/relay/connect';
import { watchBroadcast } from '../src/net/relay/broadcast';
import { fingerprintOf, toBase64Url } from '../src/net/seatKeys';
import { readSeats } from '../src/net/seats';
import { SignedLog } from '../src/net/signed/signedLog';
import { logNameOf, SigningSession } from '../src/net/signed/session';
import { SEATS } from '../src/table/schema';

const SPECTATORS = Number(process.env['RELAY_SPECTATORS'] ?? 200);
const VERIFYING = 4; // of them, this many verify every entry (SignedLog) as the viewer page does
const MOVES = 120;
const MOVE_EVERY_MS = 100;
const KILL_AT = 60;
const ROOM = 'bench-relay-room';
const deadline = setTimeout(() => {
  console.error('relay bench: time limit reached');
  process.exit(3);
}, 150_000);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks of 1/100 s
}
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'))!;
  return Number(line.replace(/\D+/g, '')) / 1024;
}
async function until(check: () => boolean, what: string, ms = 30_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`relay bench: timed out waiting for ${what}`);
    await sleep(20);
  }
}

const redis = await startRedis();
const [relayA, relayB] = await Promise.all([startRelay({ redis: redis.url, name: 'bench-a' }), startRelay({ redis: redis.url, name: 'bench-b' })]);
const stops: (() => unknown)[] = [];
try {
  // The seat: its table, its transport doc and signed log, p1 held with its key, a few cards.
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify']);
  const rawKey = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  const key = toBase64Url(rawKey);
  const fp = await fingerprintOf(rawKey); // the viewer link's fp: names the relay document
  const table = new Y.Doc();
  const transport = new Y.Doc({ gc: false });
  const roleOf = (doc: Y.Doc) => (k: string) => {
    const seats = readSeats(doc);
    return SEATS.find((s) => seats[s]?.key === k) ?? ('spectator' as const);
  };
  const log = new SignedLog({ table, transport, roomId: ROOM, roleOf: roleOf(table) });
  table.getMap('seats').set('p1', { playerId: 'bench', name: 'bench', color: '#123456', key });
  const objects = table.getMap<Y.Map<unknown>>('objects');
  for (let i = 0; i < 20; i++) {
    const m = new Y.Map<unknown>();
    for (const [k, v] of Object.entries({ id: `c${i}`, kind: 'card', x: i * 10, y: 0, z: i, ref: 'starter:ST-001', faceUp: true, rotation: 0, owner: 'p1', stack: null, attachedTo: null })) m.set(k, v);
    objects.set(`c${i}`, m);
  }
  const session = await SigningSession.create({ publicKey: rawKey, privateKey: pair.privateKey }, ROOM);
  await log.start(session);
  await log.flush();
  const logName = logNameOf(session.id);
  const entries = transport.getArray<Uint8Array>(logName);

  const broadcast = startBroadcast({
    transport, roomId: ROOM, relay: { url: `${relayA.url},${relayB.url}`, delaySeconds: 0 },
    signer: { publicKey: key, privateKey: pair.privateKey }, WebSocketPolyfill: WebSocket,
  });
  stops.push(() => broadcast.stop());
  await broadcast.link.synced();
  await until(() => broadcast.link.canWrite(), 'the publisher to be admitted');

  // The spectators: raw relay docs (they time arrivals), half starting on A, half on B.
  const document = relayDocumentOfKey(ROOM, key);
  interface Spectator { doc: Y.Doc; link: RelayLink; arrivals: number[]; startedOn: 'a' | 'b' }
  const spectators: Spectator[] = [];
  const firstLength = entries.length;
  for (let i = 0; i < SPECTATORS; i++) {
    const startedOn = i % 2 === 0 ? 'a' : 'b';
    const url = startedOn === 'a' ? `${relayA.url},${relayB.url}` : `${relayB.url},${relayA.url}`;
    const doc = new Y.Doc({ gc: false });
    const s: Spectator = { doc, link: connectRelay({ url, document, doc, WebSocketPolyfill: WebSocket }), arrivals: [], startedOn };
    // arrivals[n] = when this spectator first held n + 1 entries of the seat's log.
    doc.getArray<Uint8Array>(logName).observe(() => {
      const now = performance.now();
      const length = doc.getArray(logName).length;
      while (s.arrivals.length < length) s.arrivals.push(now);
    });
    spectators.push(s);
    stops.push(() => s.link.destroy());
    if (i % 20 === 19) await sleep(50); // not 200 handshakes in one tick
  }
  const verifying = Array.from({ length: VERIFYING }, (_, i) => {
    const t = new Y.Doc();
    const w = watchBroadcast({ table: t, roomId: ROOM, relayUrl: i % 2 === 0 ? `${relayA.url},${relayB.url}` : `${relayB.url},${relayA.url}`, expect: { seat: 'p1', fp }, WebSocketPolyfill: WebSocket });
    stops.push(() => w.stop());
    return { table: t, w };
  });
  await until(() => spectators.every((s) => s.doc.getArray(logName).length >= firstLength), 'every spectator synced', 60_000);
  await sleep(500);

  // The scripted match: a signed move every 100 ms; relay A dies at move KILL_AT.
  const movedAt: number[] = []; // movedAt[n]: when entry n of the seat's log was made
  const cpu0 = { a: cpuSeconds(relayA.pid!), b: cpuSeconds(relayB.pid!), t: performance.now() };
  let cpuA = 0;
  let killAt = 0;
  const rssBefore = { a: rssMb(relayA.pid!), b: rssMb(relayB.pid!) };
  for (let i = 0; i < MOVES; i++) {
    if (i === KILL_AT) {
      cpuA = (cpuSeconds(relayA.pid!) - cpu0.a) / ((performance.now() - cpu0.t) / 1000);
      killAt = performance.now();
      await relayA.kill();
    }
    const t = performance.now();
    objects.get(`c${i % 20}`)!.set('x', 1000 + i);
    await log.flush();
    while (movedAt.length < entries.length) movedAt.push(t);
    await sleep(Math.max(0, MOVE_EVERY_MS - (performance.now() - t)));
  }
  const wallB = (performance.now() - cpu0.t) / 1000;
  const cpuB = (cpuSeconds(relayB.pid!) - cpu0.b) / wallB;
  const rssB = rssMb(relayB.pid!);
  const total = entries.length;
  await until(() => spectators.every((s) => s.arrivals.length >= total), 'every spectator to hold the whole match', 20_000).catch(() => undefined);

  // Delivery: from the move to each spectator holding its entry (before the kill: the steady state).
  const before: number[] = [];
  const all: number[] = [];
  let longestGap = 0;
  let lost = 0;
  for (const s of spectators) {
    if (s.arrivals.length < total) lost++;
    for (let n = firstLength; n < total; n++) {
      const at = s.arrivals[n];
      const moved = movedAt[n];
      if (at === undefined || moved === undefined) continue;
      all.push(at - moved);
      if (moved < killAt) before.push(at - moved);
    }
    // The longest time this spectator was behind: a move made and not yet here.
    for (let n = firstLength; n < total; n++) {
      const moved = movedAt[n];
      if (moved === undefined) continue;
      longestGap = Math.max(longestGap, (s.arrivals[n] ?? performance.now()) - moved);
    }
  }
  await sleep(300);
  const verifiedOk = verifying.every(({ table: t, w }) => w.watch.refusals.length === 0 && (t.getMap('objects').toJSON() as Record<string, { x?: number }>)[`c${(MOVES - 1) % 20}`]?.x === 1000 + MOVES - 1);
  const perHundred = (v: number, n: number) => (v * 100) / n;
  const result = {
    spectators: SPECTATORS,
    moves: MOVES,
    delivery_p50_ms: Math.round(quantile(before, 0.5)),
    delivery_p95_ms: Math.round(quantile(before, 0.95)),
    delivery_all_p95_ms: Math.round(quantile(all, 0.95)),
    longest_gap_ms: Math.round(longestGap),
    lost_spectators: lost,
    verified_viewers_ok: verifiedOk,
    relay_cpu_pct_per_100: Math.round(perHundred(cpuA * 100, SPECTATORS / 2) * 10) / 10,
    relay_b_cpu_pct_per_100_after_kill: Math.round(perHundred(cpuB * 100, SPECTATORS) * 10) / 10,
    relay_rss_mb: { a_before: Math.round(rssBefore.a), b_before: Math.round(rssBefore.b), b_end: Math.round(rssB) },
    relay_rss_mb_per_100: Math.round(perHundred(rssBefore.a, SPECTATORS / 2)),
    moved_to_b: spectators.filter((s) => s.startedOn === 'a' && s.link.url() === relayB.url).length,
  };
  console.log(JSON.stringify(result));
} finally {
  for (const stop of stops) {
    try {
      stop();
    } catch {
      // already closed
    }
  }
  await Promise.all([relayA.stop(), relayB.stop()]);
  await redis.stop();
  clearTimeout(deadline);
}
process.exit(0);
