// The hostile-peer suite (issue 14): two seated browsers (A = p1, B = p2) over real WebRTC and a
// third peer that runs a modified client: a Node y-webrtc peer with the room (its own valid signed
// session as a spectator, plus hand-written sessions: test/net/hostile-peer.ts) and a spectator
// browser using the test build's raw writes. Each attack is refused by both honest browsers: the
// attacked things are unchanged, nothing hidden is revealed, the refusal is logged (net.signed()
// and the log panel), and the pages stay responsive and in sync. Loopback only (`unshare -n`).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import * as Y from 'yjs';
import { collectPageErrors, launchBrowser, openRoomPair, roomReady, startApp, until, type Browser, type PageErrors, type RoomPair } from './harness';
import { clickToolbar } from './tableQueries';

interface Obj { id: string; kind: string; x: number; y: number; ref?: string; owner?: string | null; stack?: string | null; value?: number; faceUp?: boolean; sealed?: unknown }
interface Signed { started: boolean; applied: number; refused: number; waiting: number; signed: number; refusals: { code: string; of: string | null; what: string; role: string | null }[] }

const HOSTILE = join(import.meta.dirname, '../net/hostile-peer.ts');
const PLAN = 'hidari-kara-kougeki';
const starter = JSON.parse(readFileSync('public/assets/sets/starter.json', 'utf8')) as { cards: { number: string; name: string }[] };
const nameOf = (ref: string) => starter.cards.find((c) => `starter:${c.number}` === ref)?.name ?? '';

let app: Awaited<ReturnType<typeof startApp>>;
let pair: RoomPair | undefined;
let a: Page;
let b: Page;
let s: Page;
let spectator: Browser | undefined;
let spectatorErrors: PageErrors | undefined;
let ask: (command: Record<string, unknown>) => Promise<Record<string, unknown>>;

let hand: { id: string; ref: string }[] = [];
let deckA: Obj;
let round = '';
let counterA: Obj;
let counterB: Obj;
let cardsB: string[] = [];

const objects = (page: Page): Promise<Obj[]> => page.evaluate(() => window.fudaba!.snapshot().objects as unknown as Obj[]);
const pick = async (page: Page, ids: string[]) => (await objects(page)).filter((o) => ids.includes(o.id));
const signed = (page: Page): Promise<Signed> => page.evaluate(() => window.fudaba!.net!.signed());
/** The table doc of a page, decoded here from its dump (its non-object roots too). */
async function docOf(page: Page): Promise<Y.Doc> {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, Buffer.from(await page.evaluate(() => window.fudaba!.docDump()), 'base64'));
  return doc;
}
const rootJson = async (page: Page, root: string, kind: 'map' | 'array') => {
  const doc = await docOf(page);
  return JSON.stringify(kind === 'map' ? doc.getMap(root).toJSON() : doc.getArray(root).toJSON());
};
const logText = async (page: Page) => (await page.getByTestId('log').textContent()) ?? '';
const refusedLines = (text: string) => text.split(/拒否|refused|署名のない|signature/).length - 1;

/** Dismisses every notice on a page (the screenshots show one refusal, not the pile before it). */
async function dismissNotices(page: Page): Promise<void> {
  const close = page.locator('[data-testid="notices"] .notice > button:last-child');
  for (let n = await close.count(); n > 0; n = await close.count()) await close.first().click();
}

/** A round trip into the page, timed: the page is not frozen. */
async function responsive(page: Page): Promise<void> {
  const t0 = performance.now();
  await page.evaluate(() => 1 + 1);
  expect(performance.now() - t0).toBeLessThan(3_000); // not frozen (a busy CI machine may take a second)
}

/**
 * Runs an attack and checks both honest pages: a new refusal with `code` (and what `match` asks),
 * a new refused line in the log panel, and the attacked objects as they were.
 */
async function refusedByBoth(attack: () => Promise<unknown>, code: string, ids: string[], match: (r: Signed['refusals'][number]) => boolean = () => true): Promise<void> {
  const pages = [a, b];
  const before = await Promise.all(pages.map(async (p) => ({ refusals: (await signed(p)).refusals.length, log: refusedLines(await logText(p)), objects: await pick(p, ids) })));
  await attack();
  for (const [i, page] of pages.entries()) {
    await expect.poll(async () => (await signed(page)).refusals.slice(before[i]!.refusals).filter((r) => r.code === code && match(r)).length,
      { timeout: 10_000, message: `${i === 0 ? 'A' : 'B'} refuses with ${code}` }).toBeGreaterThan(0);
    await expect.poll(async () => refusedLines(await logText(page)), { timeout: 5_000 }).toBeGreaterThan(before[i]!.log);
    expect(await pick(page, ids)).toEqual(before[i]!.objects);
    await responsive(page);
  }
}

async function attack(name: string, args: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const answer = await ask({ cmd: 'attack', name, ...args });
  if (answer['error']) throw new Error(`attack ${name}: ${String(answer['error'])}`);
  return answer;
}

/** A moves its own counter: the move reaches B (honest writes still flow). */
async function honestMoveReaches(x: number): Promise<void> {
  expect(await a.evaluate(([id, px]) => window.fudaba!.run('move', { id, x: px, y: 300 }), [counterA.id, x] as const)).toMatchObject({ ok: true });
  await expect.poll(async () => (await pick(b, [counterA.id]))[0]?.x, { timeout: 10_000 }).toBe(x);
}

interface PeerProcess { child: ChildProcess; ask(command: Record<string, unknown>): Promise<Record<string, unknown>> }
const children: ChildProcess[] = [];
let signalUrl = '';
let roomId = '';

/** A test/net/hostile-peer.ts process in the room. */
function peerProcess(): PeerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', HOSTILE, signalUrl, roomId, ''], { stdio: ['pipe', 'pipe', 'inherit'] });
  children.push(child);
  const waiting: ((line: Record<string, unknown>) => void)[] = [];
  createInterface({ input: child.stdout! }).on('line', (text) => waiting.shift()?.(JSON.parse(text) as Record<string, unknown>));
  return {
    child,
    ask: (command) => new Promise((resolve, reject) => {
      waiting.push(resolve);
      child.stdin!.write(`${JSON.stringify(command)}\n`);
      setTimeout(() => reject(new Error(`no answer to ${JSON.stringify(command)}`)), 15_000);
    }),
  };
}

beforeAll(async () => {
  app = await startApp();
  pair = await openRoomPair(app, 'hostile-e2e');
  ({ a, b } = pair);
  await until(async () => (await objects(b)).filter((o) => o.kind === 'card' && o.ref !== '').length === 0, 'sealed decks');
  const all = await objects(a);
  deckA = all.find((o) => o.kind === 'stack' && o.owner === 'p1')!;
  counterA = all.find((o) => o.kind === 'counter' && o.owner === 'p1')!;
  counterB = all.find((o) => o.kind === 'counter' && o.owner === 'p2')!;
  cardsB = all.filter((o) => o.kind === 'card' && o.owner === 'p2').map((o) => o.id);
  expect(cardsB.length).toBeGreaterThan(0);
  // A draws a hand and seals a plan in an envelope B has not committed to yet.
  expect(await a.evaluate((id) => window.fudaba!.run('draw', { stack: id, count: 5, seat: 'p1' }), deckA.id)).toMatchObject({ ok: true });
  await a.evaluate(() => window.fudaba!.secret.settled());
  const drawn = (await objects(a)).filter((o) => o.kind === 'card' && o.owner === 'p1' && !o.stack).map((o) => o.id);
  // A joint deck's draw opens once B's browser has released its layers: wait for every identity.
  const identities = () => a.evaluate((ids) => ids.map((id) => ({ id, ref: window.fudaba!.secret.identity(id) ?? '' })), drawn);
  await until(async () => (await identities()).every((c) => c.ref !== ''), 'the hand opened for A');
  hand = await identities();
  expect(hand).toHaveLength(5);
  round = await a.evaluate(() => window.fudaba!.secret.openEnvelope('plan', 'text'));
  await a.evaluate(([r, plan]) => window.fudaba!.secret.commitEnvelope(r, plan), [round, PLAN] as const);
  await until(async () => (await pick(b, drawn)).every((o) => !o.stack), 'B to see A\'s hand on the table', 10_000);

  // The Node peer: the same room (no password here), our app server's signaling.
  signalUrl = `${app.url.replace(/^http/, 'ws')}signal`;
  roomId = await a.evaluate(() => window.fudaba!.net!.roomId());
  ({ ask } = peerProcess());
  const count = all.length;
  await until(async () => {
    const status = await ask({ cmd: 'status' });
    return (status['webrtcPeers'] as number) >= 2 && (status['objects'] as number) >= count;
  }, 'the hostile peer in sync', 40_000);
  expect(await ask({ cmd: 'start' })).toMatchObject({ started: true });

  // The spectator browser.
  spectator = await launchBrowser({ webrtc: true });
  spectatorErrors = collectPageErrors(spectator.page);
  s = spectator.page;
  await s.goto(a.url());
  await s.getByTestId('lobby-name').fill('観客');
  await s.getByTestId('lobby-seat-spectator').check();
  await s.getByTestId('lobby-submit').click();
  await roomReady(s);
  await until(async () => (await objects(s)).some((o) => o.id === counterB.id) && (await signed(s)).started, 'the spectator in sync and signing', 30_000);
}, 150_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await spectator?.close();
  await pair?.close();
  await app?.close();
});

describe('a hostile third peer', () => {
  const asSpectator = (r: Signed['refusals'][number]) => r.role === 'spectator';

  it('moves a sealed card of A\'s hand: refused', async () => {
    await refusedByBoth(() => attack('moveSealed', { id: hand[0]!.id }), 'spectator', [hand[0]!.id], (r) => asSpectator(r) && r.what === hand[0]!.id);
  });

  it('turns A\'s deck face up: refused, the deck stays face down', async () => {
    await refusedByBoth(() => attack('deckFaceUp', { id: deckA.id }), 'spectator', [deckA.id], asSpectator);
    expect((await pick(a, [deckA.id]))[0]?.faceUp).toBe(false);
  });

  it('queues work for A (a rulesPending entry): refused, nothing queued', async () => {
    const before = await Promise.all([a, b].map((p) => rootJson(p, 'rulesPending', 'array')));
    await refusedByBoth(() => attack('queueWork', { seat: 'p1' }), 'spectator', [deckA.id, ...hand.map((c) => c.id)], (r) => asSpectator(r) && r.what === 'rulesPending');
    expect(await Promise.all([a, b].map((p) => rootJson(p, 'rulesPending', 'array')))).toEqual(before);
  });

  it('replaces A\'s commitment and writes one for B: refused, A does not reveal', async () => {
    const before = await Promise.all([a, b].map((p) => rootJson(p, 'envelopes', 'map')));
    await refusedByBoth(() => attack('replaceCommitment', { round, seat: 'p2' }), 'spectator', [], (r) => asSpectator(r) && r.what === 'envelopes');
    expect(await Promise.all([a, b].map((p) => rootJson(p, 'envelopes', 'map')))).toEqual(before);
  });

  it('forges a reveal (an envelope reveal, a card written in clear): refused', async () => {
    const before = await Promise.all([a, b].map((p) => rootJson(p, 'envelopes', 'map')));
    await refusedByBoth(() => attack('forgeReveal', { round, seat: 'p1', id: hand[1]!.id }), 'spectator', [hand[1]!.id], asSpectator);
    expect(await Promise.all([a, b].map((p) => rootJson(p, 'envelopes', 'map')))).toEqual(before);
  });

  it('writes an audit key for seat 1: refused', async () => {
    const before = await Promise.all([a, b].map((p) => rootJson(p, 'auditKeys', 'map')));
    await refusedByBoth(() => attack('auditKey', { seat: 'p1' }), 'spectator', [], (r) => asSpectator(r) && r.what === 'auditKeys');
    expect(await Promise.all([a, b].map((p) => rootJson(p, 'auditKeys', 'map')))).toEqual(before);
  });

  it('forges a journal entry (a reorder by seat 1): refused', async () => {
    const before = await Promise.all([a, b].map((p) => rootJson(p, 'journal', 'array')));
    await refusedByBoth(() => attack('journal', { seat: 'p1' }), 'spectator', [], (r) => asSpectator(r) && r.what === 'journal');
    expect(await Promise.all([a, b].map((p) => rootJson(p, 'journal', 'array')))).toEqual(before);
  });

  it('deletes all of B\'s cards: refused, all still there', async () => {
    await refusedByBoth(() => attack('deleteCards', { ids: cardsB }), 'spectator', cardsB, asSpectator);
    expect(await pick(b, cardsB)).toHaveLength(cardsB.length);
  });

  it('the spectator browser sets B\'s HP to 1 with a raw write: refused', async () => {
    await dismissNotices(a);
    await refusedByBoth(() => s.evaluate((c) => window.fudaba!.writeRaw!(c.id, { ...c, value: 1 }), counterB), 'spectator', [counterB.id],
      (r) => asSpectator(r) && r.what === counterB.id);
    expect((await pick(b, [counterB.id]))[0]?.value).toBe(counterB.value);
    await a.getByTestId('notice-warning').last().waitFor({ state: 'visible', timeout: 5_000 });
    await a.screenshot({ path: 'docs/hostile-refused.png' });
  });

  it('says it in English too (the toolbar\'s language switch)', async () => {
    await dismissNotices(a);
    await clickToolbar(a, 'language');
    await expect.poll(() => a.evaluate(() => document.documentElement.lang)).toBe('en');
    await refusedByBoth(() => s.evaluate((c) => window.fudaba!.writeRaw!(c.id, { ...c, value: 1 }), counterA), 'spectator', [counterA.id],
      (r) => asSpectator(r) && r.what === counterA.id);
    await a.getByTestId('notice-warning').filter({ hasText: 'refused' }).last().waitFor({ state: 'visible', timeout: 5_000 });
    await a.screenshot({ path: 'docs/hostile-refused-en.png' });
  });

  it('the spectator browser deletes B\'s cards with raw writes: refused', async () => {
    await refusedByBoth(() => s.evaluate((ids) => window.fudaba!.deleteRaw!(ids), cardsB.slice(0, 10)), 'spectator', cardsB, asSpectator);
  });

  it('plants entries with a bad signature in A\'s and B\'s logs: refused', async () => {
    await refusedByBoth(() => attack('badSignature', { id: counterA.id }), 'badSignature', [counterA.id]);
  });

  it('signs an entry under A\'s Yjs client id: refused', async () => {
    // Each page sees it: B as an entry claiming A's structs; A as one claiming its own.
    await refusedByBoth(() => attack('foreignClient', { seat: 'p1', id: counterA.id }), 'foreignClient', [counterA.id]);
  });

  it('deletes A\'s and B\'s records in the transport doc: the tables keep them, and A\'s moves still reach B', async () => {
    const before = await Promise.all([a, b].map((p) => objects(p)));
    const result = await attack('deleteLogs');
    expect(result['deleted']).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await Promise.all([a, b].map((p) => objects(p)))).toEqual(before);
    await honestMoveReaches(counterA.x + 40);
    for (const page of [a, b]) await responsive(page);
  });

  it('writes straight into a root named `objects` of the transport doc: ignored', async () => {
    const before = await Promise.all([a, b].map((p) => pick(p, [counterB.id])));
    await attack('transportObjects', { id: counterB.id });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await Promise.all([a, b].map((p) => pick(p, [counterB.id])))).toEqual(before);
    for (const page of [a, b]) await responsive(page);
  });

  it('after all that: nothing of A\'s hand or plan reached B, A\'s cards stay sealed, honest moves flow', async () => {
    const dump = Buffer.from(await b.evaluate(() => window.fudaba!.docDump()), 'base64');
    const dom = await b.content();
    expect(await b.evaluate((ids) => ids.map((id) => window.fudaba!.secret.identity(id)), hand.map((c) => c.id))).toEqual(hand.map(() => null));
    for (const card of hand) {
      for (const needle of [card.ref, card.ref.split(':')[1] ?? '', nameOf(card.ref)]) {
        expect(dump.includes(Buffer.from(needle, 'utf8')), `B's doc holds ${needle}`).toBe(false);
        expect(dom.includes(needle), `B's DOM holds ${needle}`).toBe(false);
      }
    }
    expect(dump.includes(Buffer.from(PLAN, 'utf8'))).toBe(false);
    const envelopes = (await docOf(b)).getMap('envelopes');
    expect([...envelopes.keys()].filter((k) => k.startsWith(`v/${round}/`))).toEqual([]);
    // A's own view: its hand still sealed, its deck face down.
    for (const card of await pick(a, hand.map((c) => c.id))) expect(card.sealed).toBeTruthy();
    expect((await pick(a, [deckA.id]))[0]?.faceUp).toBe(false);
    await honestMoveReaches(counterA.x + 80);
    // The Node peer itself saw its own writes refused nowhere but verified everyone's.
    const status = await ask({ cmd: 'status' });
    expect(status['applied']).toBeGreaterThan(0);
  });

  it('a late joiner after the deletions still gets the whole verified table', async () => {
    const late = peerProcess();
    const count = (await objects(a)).length;
    await until(async () => (await late.ask({ cmd: 'status' }))['objects'] === count, 'the late joiner to hold A\'s table', 30_000);
    const status = await late.ask({ cmd: 'status' });
    expect(status['seats']).toEqual({ p1: 'あかり', p2: 'ゆう' });
    late.child.kill('SIGTERM');
  });

  it('takes a held seat with a second session: the pins keep A in p1, its record write is refused', async () => {
    const before = await Promise.all([a, b].map((p) => p.evaluate(() => window.fudaba!.net!.seats())));
    // Overwriting the held record is refused (seatClaim); the session's later move as "p1" is a spectator's.
    await refusedByBoth(() => attack('takeSeat', { seat: 'p1', id: counterA.id }), 'seatClaim', [counterA.id], (r) => r.of === 'p1');
    for (const page of [a, b]) {
      await expect.poll(async () => (await signed(page)).refusals.filter((r) => r.code === 'spectator' && r.what === counterA.id).length, { timeout: 5_000 }).toBeGreaterThan(0);
    }
    expect(await Promise.all([a, b].map((p) => p.evaluate(() => window.fudaba!.net!.seats())))).toEqual(before);
    expect((await a.evaluate(() => window.fudaba!.net!.me())).seat).toBe('p1');
  });

  it('after the seat attack, A\'s moves still reach B', async () => {
    await honestMoveReaches(counterA.x + 120);
  });

  // Last, since B's own table keeps what it wrote: the seat B, with a modified client, as the attacker.
  // (This once stalled: A's "changedBy" log line was written inside the transaction that applied
  // B's entry, so it was never signed and B waited for it forever. Notes are now told after it.)
  it('seat B changes A\'s public HP: applied but attributed, and A puts it back in one click', async () => {
    const now = (await pick(a, [counterA.id]))[0]!;
    await dismissNotices(a);
    await b.evaluate((c) => window.fudaba!.writeRaw!(c.id, { ...c, value: 3 }), now);
    await expect.poll(async () => (await pick(a, [counterA.id]))[0]?.value, { timeout: 10_000 }).toBe(3);
    await a.getByTestId('put-back').last().click();
    for (const page of [a, b]) await expect.poll(async () => (await pick(page, [counterA.id]))[0]?.value, { timeout: 8_000 }).toBe(now.value);
    await honestMoveReaches(counterA.x + 160);
  });

  it('seat B moves one of A\'s sealed cards with a raw write: A refuses it (hiddenOf) and keeps it sealed', async () => {
    const card = (await pick(b, [hand[2]!.id]))[0]!;
    const before = (await signed(a)).refusals.length;
    const mine = await pick(a, [card.id]);
    await b.evaluate((c) => window.fudaba!.writeRaw!(c.id, { ...c, x: 500, y: 500 }), card);
    await expect.poll(async () => (await signed(a)).refusals.slice(before).filter((r) => r.code === 'hiddenOf' && r.of === 'p1' && r.role === 'p2').length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await pick(a, [card.id])).toEqual(mine);
    expect(await a.evaluate((id) => window.fudaba!.secret.identity(id), card.id)).toBe(hand[2]!.ref);
    await responsive(a);
  });

  it('raised no page errors in the honest browsers', () => {
    const relevant = [...(pair?.errors ?? []), ...(spectatorErrors ? [spectatorErrors] : [])]
      .flatMap((e) => e.list()).filter((line) => !line.includes('WebSocket connection') && !line.includes('refused a signed change'));
    expect(relevant).toEqual([]);
  });
});
