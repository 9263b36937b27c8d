// Broadcast through a real relay process (issue 19): a seated player turns Broadcast on (no delay);
// a viewer browser opens the viewer link and watches through the relay alone (no WebRTC, no room
// password). It sees the player's moves, verified, and never a face of the player's hand. The relay
// document is named after the seat's key fingerprint, so only the viewer link's fp leads to it.
// Loopback only (`unshare -n`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startRelay } from '../../scripts/relayProcesses.mjs';
import { collectPageErrors, launchBrowser, roomReady, startApp, until, type Browser, type PageErrors } from './harness';
import { clickToolbar } from './tableQueries';

interface Obj { id: string; kind: string; x: number; y: number; ref?: string; owner?: string | null; stack?: string | null; sealed?: unknown }

let app: Awaited<ReturnType<typeof startApp>>;
let relay: Awaited<ReturnType<typeof startRelay>>;
const browsers: Browser[] = [];
const errors: PageErrors[] = [];
let player: Page;
let viewer: Page;
let viewerUrl = '';
let hand: { id: string; ref: string }[] = [];

const objects = (page: Page): Promise<Obj[]> => page.evaluate(() => window.fudaba!.snapshot().objects as unknown as Obj[]);

async function open(lang: 'ja' | 'en' = 'ja'): Promise<Page> {
  const browser = await launchBrowser({ webrtc: true });
  browsers.push(browser);
  errors.push(collectPageErrors(browser.page));
  if (lang === 'en') await browser.page.addInitScript(() => localStorage.setItem('fudaba.lang', 'en'));
  return browser.page;
}

beforeAll(async () => {
  [app, relay] = await Promise.all([startApp(), startRelay({ name: 'e2e' })]);
  player = await open();
  // The ?relay= link is remembered: the room it leads to offers Broadcast.
  await player.goto(`${app.url}?table=broadcast-e2e&relay=${encodeURIComponent(relay.url)}`);
  await player.waitForFunction(() => document.body.dataset['ready'] === 'true');
  await clickToolbar(player, 'play-online');
  await player.getByTestId('lobby-name').fill('あかり');
  // The lobby offers Broadcast (a relay is configured): live, started once the seat is held.
  await player.getByTestId('lobby-broadcast').selectOption('0');
  await player.getByTestId('lobby-submit').click();
  await player.waitForURL(/\?room=/);
  await roomReady(player);
  await until(async () => (await player.evaluate(() => window.fudaba!.net!.me())).seat === 'p1', 'seat p1');
}, 90_000);

afterAll(async () => {
  for (const browser of browsers) await browser.close();
  await relay?.stop();
  await app?.close();
});

describe('broadcast through a relay', () => {
  it('the Broadcast chosen in the lobby starts with the seat, and the seat gets a viewer link', async () => {
    await expect.poll(() => player.getByTestId('broadcast').getAttribute('data-status'), { timeout: 60_000 }).toBe('live');
    viewerUrl = await player.getByTestId('broadcast-url').inputValue();
    expect(viewerUrl).toMatch(/\?watch=[a-z0-9-]+&relay=ws%3A%2F%2F127\.0\.0\.1%3A\d+&fp=p1\.[0-9a-f]{16}$/);
  });

  it('the viewer sees the table and the player\'s moves through the relay, and never a face of the hand', async () => {
    const deck = (await objects(player)).find((o) => o.kind === 'stack' && o.owner === 'p1')!;
    expect(await player.evaluate((id) => window.fudaba!.run('draw', { stack: id, count: 3, seat: 'p1' }), deck.id)).toMatchObject({ ok: true });
    await player.evaluate(() => window.fudaba!.secret.settled());
    const drawn = (await objects(player)).filter((o) => o.kind === 'card' && o.owner === 'p1' && !o.stack).map((o) => o.id);
    await until(async () => (await player.evaluate((ids) => ids.map((id) => window.fudaba!.secret.identity(id) ?? ''), drawn)).every((r) => r !== ''), 'the hand open for its seat');
    hand = await player.evaluate((ids) => ids.map((id) => ({ id, ref: window.fudaba!.secret.identity(id) ?? '' })), drawn);
    expect(hand.length).toBe(3);

    viewer = await open();
    await viewer.goto(viewerUrl);
    await viewer.waitForFunction(() => document.body.dataset['ready'] === 'true' && !!window.fudabaWatch);
    expect(await viewer.getByTestId('watch-banner').count()).toBe(1);
    const count = (await objects(player)).length;
    await expect.poll(async () => (await objects(viewer)).length, { timeout: 60_000 }).toBe(count);

    // A public card of the player's moves: the viewer sees it move.
    const card = (await objects(player)).find((o) => o.kind === 'card' && o.stack === null && !hand.some((h) => h.id === o.id))
      ?? (await objects(player)).find((o) => o.kind === 'counter')!;
    expect(await player.evaluate((id) => window.fudaba!.run('move', { id, x: 640, y: 480, snap: false }), card.id)).toMatchObject({ ok: true });
    await expect.poll(async () => (await objects(viewer)).find((o) => o.id === card.id)?.x, { timeout: 60_000 }).toBe(640);

    // The hand: sealed at the viewer, no identity, and no face name of it anywhere in its table.
    const seen = (await objects(viewer)).filter((o) => hand.some((h) => h.id === o.id));
    expect(seen).toHaveLength(3);
    for (const o of seen) {
      expect(o.ref ?? '').toBe('');
      expect(o.sealed).toBeTruthy();
    }
    expect(await viewer.evaluate((ids) => ids.map((id) => window.fudaba!.secret?.identity(id) ?? ''), hand.map((h) => h.id))).toEqual(['', '', '']);
    expect(await viewer.evaluate(() => window.fudabaWatch!.refusals())).toEqual([]);
    expect(await viewer.evaluate(() => window.fudabaWatch!.status().started)).toBe(true);
    for (const e of errors) expect(e.list()).toEqual([]);
  });

  it('a viewer link must name the seat\'s key: another fingerprint opens another (empty) document, none is refused', async () => {
    // The relay document is named after the fp: a link naming another key sees nothing of this seat.
    const page = await browsers[1]!.context.newPage();
    await page.addInitScript(() => localStorage.setItem('fudaba.lang', 'en'));
    await page.goto(viewerUrl.replace(/fp=p1\.[0-9a-f]{16}/, 'fp=p1.0123456789abcdef'));
    await page.waitForFunction(() => document.body.dataset['ready'] === 'true' && !!window.fudabaWatch);
    await expect.poll(() => page.evaluate(() => window.fudabaWatch!.status().synced), { timeout: 60_000 }).toBe(true);
    await expect.poll(() => page.getByTestId('watch-banner').textContent()).toContain('Waiting for the broadcast to start');
    expect(await objects(page)).toEqual([]);
    // An old link (no fp) names no document: a clear message, in the page's language.
    await page.goto(viewerUrl.replace(/&fp=p1\.[0-9a-f]{16}/, ''));
    await expect.poll(() => page.locator('.fatal').textContent(), { timeout: 60_000 }).toContain('names no broadcasting seat (fp=p1.…)');
    await page.close();
  });
});
