// No size splits a room, in Node over real WebRTC (@roamhq/wrtc) with stock y-webrtc under our
// chunking and resync (src/net/wire.ts, resync.ts): a 20,000-object transaction reaches the
// other peer and a late joiner, a lost message is noticed and healed, and a stock y-webrtc peer
// still reads what ours write. Runs inside a loopback-only network namespace (`npm test`).
import { spawn, type ChildProcess } from 'node:child_process';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { createInterface, type Interface } from 'node:readline';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSignalingServer, type StandaloneSignaling } from '../../src/server/signaling';

const OURS = join(import.meta.dirname, 'fudaba-peer.ts');
const STOCK = join(import.meta.dirname, 'stock-peer.mjs');
const ROOM = `large-${Date.now().toString(36)}`;
const PASSWORD = 'ookii-tsukue';

interface Status {
  webrtcPeers: number;
  bcPeers: number;
  count: number;
  hash: string;
  pending: boolean;
  links: string[];
  wire: { chunkedMessages: number; reassembled: number; droppedIn: number; failedOut: number };
  resync: { repairsSent: number; fullSyncsAsked: number };
  biggestUpdate: number;
}

interface Peer {
  child: ChildProcess;
  ask(command: Record<string, unknown>): Promise<Record<string, unknown>>;
  status(): Promise<Status>;
}

let server: StandaloneSignaling;
let url: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  const outside = Object.entries(networkInterfaces()).filter(([, infos]) => infos?.some((i) => !i.internal));
  if (outside.length > 0) throw new Error('test/net must run in a loopback-only network namespace: run `npm test`');
  server = await createSignalingServer({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${server.port}/signal`;
});

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await server?.close();
});

function ours(room = ROOM): Peer {
  const child = spawn(process.execPath, ['--import', 'tsx', OURS, url, room, PASSWORD], { stdio: ['pipe', 'pipe', 'inherit'] });
  children.push(child);
  const lines: Interface = createInterface({ input: child.stdout! });
  const waiting: ((line: Record<string, unknown>) => void)[] = [];
  lines.on('line', (text) => waiting.shift()?.(JSON.parse(text) as Record<string, unknown>));
  const ask = (command: Record<string, unknown>) => new Promise<Record<string, unknown>>((resolve, reject) => {
    waiting.push(resolve);
    child.stdin!.write(`${JSON.stringify(command)}\n`);
    // A peer hashing 20,000 objects on a loaded machine may take a while to answer: a hang-catcher, not a figure.
    setTimeout(() => reject(new Error(`no answer to ${JSON.stringify(command)} within 60 s`)), 60_000);
  });
  return { child, ask, status: async () => (await ask({ cmd: 'status' })) as unknown as Status };
}

async function until<T>(get: () => Promise<T>, ok: (value: T) => boolean, what: string, ms: number): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await get();
    if (ok(value)) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

let a: Peer;
let b: Peer;

it('a 20,000-object transaction reaches the other peer in chunks, and small edits follow', async () => {
  a = ours();
  // B joins once A is up: two peers announcing at the same instant can both start an offer (glare),
  // which y-webrtc does not always recover from; players join one after the other.
  await a.status();
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  b = ours();
  await until(() => a.status(), (s) => s.webrtcPeers === 1, 'a WebRTC link', 30_000);
  await until(() => b.status(), (s) => s.webrtcPeers === 1, 'a WebRTC link', 20_000);
  const t0 = Date.now();
  const loaded = await a.ask({ cmd: 'load', n: 20_000 });
  expect(loaded['biggestUpdate']).toBeGreaterThan(1_000_000);
  const want = (await a.status()).hash;
  const got = await until(() => b.status(), (s) => s.hash === want, 'B to hold A\'s 20,000 objects', 30_000);
  console.log(`large-updates: ${loaded['biggestUpdate']} B update A→B in ${Date.now() - t0} ms`);
  expect(got).toMatchObject({ count: 20_000, pending: false, bcPeers: 0 });
  expect(got.wire.reassembled).toBeGreaterThan(0);
  expect((await a.status()).wire).toMatchObject({ failedOut: 0 });
  expect((await a.status()).wire.chunkedMessages).toBeGreaterThan(0);

  await b.ask({ cmd: 'write', id: 'from-b', x: 7 });
  await a.ask({ cmd: 'write', id: 'from-a', x: 8 });
  const same = (await until(() => a.status(), (s) => s.count === 20_002, 'both small edits on A', 10_000)).hash;
  await until(() => b.status(), (s) => s.hash === same, 'both small edits on B', 10_000);
}, 180_000);

it('a lost update is noticed (out of sync) and healed, and the link reads WebRTC again', async () => {
  await a.ask({ cmd: 'dropNext' });
  await a.ask({ cmd: 'write', id: 'lost', x: 1 });
  await a.ask({ cmd: 'write', id: 'after', x: 2 });
  const want = (await a.status()).hash;
  // B holds A's later write in its pending structs: it cannot apply it without the lost one.
  expect((await b.status()).pending).toBe(true);
  const seen = new Set<string>();
  const healed = await until(() => b.status(), (s) => {
    for (const link of s.links) seen.add(link);
    return s.hash === want && s.links.every((l) => l === 'webrtc');
  }, 'B to heal', 30_000);
  expect(healed).toMatchObject({ pending: false, count: 20_004 });
  expect(seen.has('outOfSync')).toBe(true);
  const repairs = (await a.status()).resync.repairsSent + healed.resync.fullSyncsAsked;
  expect(repairs).toBeGreaterThan(0);
}, 120_000);

it('a late joiner gets the whole table', async () => {
  const c = ours();
  const want = (await a.status()).hash;
  const t0 = Date.now();
  const got = await until(() => c.status(), (s) => s.hash === want, 'C to hold the table', 90_000);
  console.log(`large-updates: late joiner synced in ${Date.now() - t0} ms`);
  expect(got).toMatchObject({ count: 20_004, pending: false });
  expect(got.webrtcPeers).toBeGreaterThan(0);
  c.child.kill('SIGTERM');
}, 180_000);

// Self-contained (its own room), so it may run again: about one run in five under a loaded CPU the
// stock peer's first sync over @roamhq/wrtc never completes (the link is up, nothing is read).
it('a stock y-webrtc peer still reads what our peer writes (small messages unchanged)', { retry: 2, timeout: 40_000 }, async () => {
  const room = `${ROOM}-stock-${Math.random().toString(36).slice(2, 8)}`;
  const d = ours(room);
  await d.ask({ cmd: 'write', id: 'tk-0', x: 42 });
  // The y-webrtc room our RoomConnection derives from the room id.
  const { roomName } = await d.ask({ cmd: 'status' });
  const reader = spawn(process.execPath, [STOCK, url, String(roomName), PASSWORD, 'read', '20000'], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(reader);
  let stderr = '';
  reader.stderr!.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
  const line = await new Promise<Record<string, unknown>>((resolve) => {
    createInterface({ input: reader.stdout! }).once('line', (text) => resolve(JSON.parse(text) as Record<string, unknown>));
  });
  if (line['event'] !== 'seen') console.log('our peer:', JSON.stringify(await d.status()), 'stock stderr:', stderr);
  expect(line).toMatchObject({ event: 'seen', webrtcPeers: 1, objects: { 'tk-0': { x: 42, kind: 'token' } } });
  // What it logs of our extension: at most the one HELLO it does not know.
  expect(stderr.split('Unable to compute message').length - 1).toBeLessThanOrEqual(1);
  d.child.kill('SIGTERM');
});
