// Two players in two separate Chromium processes (own profiles, so no BroadcastChannel) on one
// table over real WebRTC through our server's signaling, on loopback only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { attachSignaling, type Signaling } from '../../src/server/signaling';
import { collectPageErrors, launchBrowser, startApp, type Browser } from './harness';
import { clickToolbar } from './tableQueries';

interface Obj { id: string; kind: string; x: number; y: number; stack?: string | null; value?: number; lastRoller?: string | null; order?: string[] }

const PASSWORD = 'kagi-2026';
let restartedSignaling: Signaling | null = null;
let app: Awaited<ReturnType<typeof startApp>>;
const browsers: Browser[] = [];
let a: Page;
let b: Page;
let roomUrl = '';
const errorsA: { list(): string[] }[] = [];

const objects = (page: Page): Promise<Obj[]> => page.evaluate(() => window.fudaba!.snapshot().objects as unknown as Obj[]);
const sorted = async (page: Page) => JSON.stringify(await objects(page));
/** True once both pages show the same table. */
const same = async (x: Page, y: Page) => (await sorted(x)) === (await sorted(y));
const objectOn = async (page: Page, id: string) => (await objects(page)).find((o) => o.id === id);
const ready = (page: Page) => page.waitForFunction(() => document.body.dataset['ready'] === 'true' && !!window.fudaba?.net, null, { timeout: 30_000 });

async function join(page: Page, name: string, password: string, seat: 'p1' | 'p2' | 'spectator'): Promise<void> {
  await page.goto(roomUrl);
  await page.getByTestId('lobby-name').fill(name);
  await page.getByTestId('lobby-password').fill(password);
  await page.getByTestId(`lobby-seat-${seat}`).check();
  await page.getByTestId('lobby-submit').click();
  await ready(page);
}

async function newBrowser(): Promise<Page> {
  const browser = await launchBrowser({ webrtc: true });
  browsers.push(browser);
  errorsA.push(collectPageErrors(browser.page));
  return browser.page;
}

/** A loose card of seat p1's, taken from its deck by A, laid in A's play area. */
async function looseCard(x: number, y: number): Promise<string> {
  // The room's table comes from A's browser storage; under load it can take a moment to appear.
  const deckOf = async () => (await objects(a)).find((o) => o.kind === 'stack' && (o as { owner?: string }).owner === 'p1');
  await expect.poll(async () => Boolean(await deckOf()), { timeout: 60_000 }).toBe(true);
  const deck = await deckOf();
  if (!deck) throw new Error('no deck');
  const taken = await a.evaluate(([id, px, py]) => window.fudaba!.run('take', { stack: id, x: px, y: py }), [deck.id, x, y] as const);
  if (!taken.ok) throw new Error(taken.error);
  return (taken.value as string[])[0] ?? '';
}

beforeAll(async () => {
  app = await startApp();
  a = await newBrowser();
  await a.goto(app.url);
  await a.waitForFunction(() => document.body.dataset['ready'] === 'true');
  await clickToolbar(a, 'play-online');
  await a.getByTestId('lobby-name').fill('あかり');
  await a.getByTestId('lobby-password').fill(PASSWORD);
  await a.getByTestId('lobby-submit').click();
  await a.waitForURL(/\?room=/);
  await ready(a);
  roomUrl = a.url();
  b = await newBrowser();
  await join(b, 'ゆう', PASSWORD, 'p2');
}, 180_000);

afterAll(async () => {
  for (const browser of browsers) await browser.close();
  restartedSignaling?.close();
  await app?.close();
});

describe('two players over WebRTC', () => {
  it('connects the two browsers by WebRTC only, with seats p1 and p2', async () => {
    // Synced over a real data channel, not BroadcastChannel.
    await expect.poll(async () => (await b.evaluate(() => window.fudaba!.net!.status())).webrtcPeers, { timeout: 30_000 }).toBeGreaterThan(0);
    // The room starts as a copy of A's table: two starter decks of 24.
    await expect.poll(async () => (await objects(a)).filter((o) => o.kind === 'card').length, { timeout: 60_000 }).toBe(48);
    await expect.poll(() => same(a, b), { timeout: 60_000 }).toBe(true);
    const statusB = await b.evaluate(() => window.fudaba!.net!.status());
    expect(statusB.bcPeers).toBe(0);
    expect(statusB.webrtcPeers).toBe(1);
    await expect.poll(async () => (await b.evaluate(() => window.fudaba!.net!.me())).seat, { timeout: 60_000 }).toBe('p2');
    expect((await a.evaluate(() => window.fudaba!.net!.me())).seat).toBe('p1');
    // A fresh link may first read "out of sync" until the resync's first probes agree (2 s apart, a
    // repair after 4 s): it must then settle on WebRTC.
    await expect.poll(async () => (await a.evaluate(() => window.fudaba!.net!.peers()))[0]?.link, { timeout: 60_000 }).toBe('webrtc');
  });

  it('shows B the card A drags with the mouse', async () => {
    const id = await looseCard(400, 820);
    await expect.poll(async () => (await objectOn(b, id))?.x).toBe(400);
    // A player drags what is drawn: the sprite is on A's canvas first (new sprites mount in slices).
    await expect.poll(() => a.evaluate((cid) => window.fudaba!.drawnPosition(cid)?.x ?? null, id)).toBe(400);
    // The view settles first (a refit as the room fills in would move the card from under the
    // pointer): the card's place on screen is the same twice, 250 ms apart.
    let from: { x: number; y: number } | null = null;
    await expect.poll(async () => {
      const now = await a.evaluate((cid) => window.fudaba!.screenPosition(cid), id);
      const same = !!now && !!from && Math.abs(now.x - from.x) < 0.5 && Math.abs(now.y - from.y) < 0.5;
      from = now;
      return same;
    }, { timeout: 10_000, interval: 250 }).toBe(true);
    const to = await a.evaluate(() => window.fudaba!.worldToClient(700, 900));
    if (!from || !to) throw new Error('not drawn');
    const start: { x: number; y: number } = from;
    // What the mouse will press: the canvas, not a notice or panel laid over the card.
    const pressed = await a.evaluate(([x, y]) => { const el = document.elementFromPoint(x, y); return el ? `${el.tagName.toLowerCase()}.${el.className}` : 'nothing'; }, [start.x, start.y] as const);
    console.log(`[rooms] the card at ${start.x.toFixed(0)},${start.y.toFixed(0)} is under ${pressed}`);
    await a.mouse.move(start.x, start.y);
    await a.mouse.down();
    await a.mouse.move(to.x, to.y, { steps: 8 });
    await a.mouse.up();
    await expect.poll(async () => (await objectOn(a, id))?.x).toBe(start.x === to.x ? 400 : 700);
    await expect.poll(async () => {
      const o = await objectOn(b, id);
      return o && [o.x, o.y];
    }, { timeout: 60_000 }).toEqual([700, 900]);
  });

  it('shows A the value B rolls', async () => {
    const die = (await objects(b)).find((o) => o.kind === 'die' && o.y < 650);
    if (!die) throw new Error('no die');
    const rolled = await b.evaluate((id) => window.fudaba!.run('roll', { ids: [id] }), die.id);
    expect(rolled.ok).toBe(true);
    // With both seats held the roll is joint: B's browser writes the face once both shares are in.
    await expect.poll(async () => (await objectOn(b, die.id))?.lastRoller, { timeout: 60_000 }).toBe('p2');
    const atB = await objectOn(b, die.id);
    await expect.poll(async () => {
      const o = await objectOn(a, die.id);
      return o && [o.value, o.lastRoller];
    }, { timeout: 60_000 }).toEqual([atB?.value, 'p2']);
  });

  it("shows A's cursor and live drag ghost at B before the drop", async () => {
    const id = await looseCard(500, 800);
    await expect.poll(async () => (await objectOn(b, id))?.x).toBe(500);
    const from = await a.evaluate((cid) => window.fudaba!.screenPosition(cid), id);
    if (!from) throw new Error('not drawn');
    await a.mouse.move(from.x, from.y);
    await a.mouse.down();
    await a.mouse.move(from.x + 60, from.y - 40, { steps: 6 });
    await expect.poll(async () => (await b.evaluate(() => window.fudaba!.net!.peers()))[0]?.dragging ?? [], { timeout: 60_000 }).toEqual([id]);
    const peer = (await b.evaluate(() => window.fudaba!.net!.peers()))[0];
    expect(peer?.name).toBe('あかり');
    expect(peer?.cursor).not.toBeNull();
    // The doc has not changed yet: only the ghost moved.
    expect((await objectOn(b, id))?.x).toBe(500);
    await a.mouse.up();
    await expect.poll(async () => (await b.evaluate(() => window.fudaba!.net!.peers()))[0]?.dragging ?? ['?']).toEqual([]);
    await expect.poll(async () => (await objectOn(b, id))?.x).not.toBe(500);
  });

  it('lets A play offline while B plays on, then merges both', async () => {
    const mine = await looseCard(300, 900);
    await expect.poll(async () => (await objectOn(b, mine))?.x).toBe(300);
    const theirs = (await objects(b)).find((o) => o.kind === 'counter' && o.y < 650);
    if (!theirs) throw new Error('no counter');
    await a.evaluate(() => window.fudaba!.net!.disconnect());
    await expect.poll(() => a.getByTestId('reconnecting').count(), { timeout: 60_000 }).toBe(1);
    // B, still in the room, is told whom it waits for and since when, not that it is offline.
    await expect.poll(() => b.getByTestId('absence').textContent(), { timeout: 60_000, message: 'B\'s banner naming the absent P1 with a clock' })
      .toMatch(/プレイヤー1\(あかり\)との接続が切れています · \d+:\d\d/);
    expect(await b.getByTestId('reconnecting').count()).toBe(0);
    await a.evaluate((id) => window.fudaba!.run('move', { id, x: 350, y: 950 }), mine);
    await b.evaluate((id) => window.fudaba!.run('adjust', { id, delta: -3 }), theirs.id);
    // Apart, each sees only its own change.
    expect((await objectOn(b, mine))?.x).toBe(300);
    await a.evaluate(() => window.fudaba!.net!.connect());
    await expect.poll(() => same(a, b), { timeout: 30_000 }).toBe(true);
    expect((await objectOn(b, mine))?.x).toBe(350);
    expect(((await objectOn(a, theirs.id)) as { value?: number } | undefined)?.value).toBe(17);
    await expect.poll(() => a.getByTestId('reconnecting').count(), { timeout: 60_000 }).toBe(0);
    await expect.poll(() => b.getByTestId('absence').count(), { timeout: 60_000, message: 'B\'s absence banner gone once A is back' }).toBe(0);
  });

  it('plays on when the signaling server goes away, and peers find each other again after it restarts', async () => {
    app.signaling?.close();
    await expect.poll(async () => (await a.evaluate(() => window.fudaba!.net!.status())).signaling, { timeout: 60_000 }).toBe(false);
    // The data channel does not need the signaling server.
    const id = await looseCard(600, 780);
    await expect.poll(async () => (await objectOn(b, id))?.x, { timeout: 60_000 }).toBe(600);
    expect(await a.getByTestId('reconnecting').count()).toBe(0);
    // Both drop their connections: with no signaling they cannot meet again…
    await a.evaluate(() => window.fudaba!.net!.disconnect());
    await b.evaluate(() => window.fudaba!.net!.disconnect());
    await a.evaluate(() => window.fudaba!.net!.connect());
    await b.evaluate(() => window.fudaba!.net!.connect());
    await a.evaluate((cid) => window.fudaba!.run('move', { id: cid, x: 640, y: 800 }), id);
    await b.waitForTimeout(2_000);
    expect((await objectOn(b, id))?.x).toBe(600);
    // …until the server is back.
    restartedSignaling = attachSignaling(app.server);
    await expect.poll(async () => (await b.evaluate(() => window.fudaba!.net!.status())).webrtcPeers, { timeout: 40_000 }).toBeGreaterThan(0);
    await expect.poll(() => same(a, b), { timeout: 60_000 }).toBe(true);
    expect((await objectOn(b, id))?.x).toBe(640);
  });

  it('shows nothing of the room to a browser with the wrong password', async () => {
    const c = await newBrowser();
    await join(c, 'いたずら', 'wrong-password', 'p1');
    await c.waitForTimeout(6_000);
    expect(await objects(c)).toEqual([]);
    expect((await c.evaluate(() => window.fudaba!.net!.status())).connectedPeers).toBe(0);
    expect((await a.evaluate(() => window.fudaba!.net!.peers())).map((p) => p.name)).not.toContain('いたずら');
    expect((await a.evaluate(() => window.fudaba!.net!.seats()))['p1']?.name).toBe('あかり');
  });

  it('shows a spectator the table, and refuses its changes', async () => {
    const s = await newBrowser();
    await join(s, '観客', PASSWORD, 'spectator');
    await expect.poll(() => same(s, a), { timeout: 30_000 }).toBe(true);
    expect((await s.evaluate(() => window.fudaba!.net!.me())).seat).toBeNull();
    const die = (await objects(s)).find((o) => o.kind === 'die');
    const result = await s.evaluate((id) => window.fudaba!.run('roll', { ids: [id] }), die?.id ?? '');
    expect(result.ok).toBe(false);
  });

  it('gives B its seat back after a reload', async () => {
    await b.reload();
    await ready(b);
    await expect.poll(async () => (await b.evaluate(() => window.fudaba!.net!.me())).seat).toBe('p2');
    await expect.poll(() => same(b, a), { timeout: 30_000 }).toBe(true);
  });

  it('raised no page errors', () => {
    const relevant = errorsA.flatMap((e) => e.list()).filter((line) => !line.includes('WebSocket connection'));
    expect(relevant).toEqual([]);
  });
});
