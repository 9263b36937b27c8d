// Issue 28, attack #8 (squatting), as players meet it: P1 copies the invite link, which keeps P2's
// seat for whoever opens it. A stranger who has only the room's address asks for P2 in the lobby:
// the page does not take the seat and says why (ja); the invited player, with the link, sits as P2.
// Three Chromium processes with their own profiles, real WebRTC through our signaling server.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectPageErrors, hostRoom, launchBrowser, roomReady, startApp, until, type App, type Browser, type PageErrors } from './harness';

let app: App;
const browsers: Browser[] = [];
const errors: PageErrors[] = [];
let a: Page;

async function open(): Promise<Page> {
  const browser = await launchBrowser({ webrtc: true });
  browsers.push(browser);
  errors.push(collectPageErrors(browser.page));
  browser.page.on('dialog', (dialog) => void dialog.accept());
  return browser.page;
}

async function join(page: Page, url: string, name: string): Promise<void> {
  await page.goto(url);
  await page.getByTestId('lobby-name').fill(name);
  await page.getByTestId('lobby-seat-p2').check();
  await page.getByTestId('lobby-submit').click();
  await roomReady(page);
}

const seatOf = (page: Page) => page.evaluate(() => window.fudaba!.net!.me().seat);
const seats = (page: Page) => page.evaluate(() => Object.keys(window.fudaba!.net!.seats()).sort().join(','));

beforeAll(async () => {
  app = await startApp();
  a = await open();
  await hostRoom(a, app, 'invite-e2e');
  await until(async () => (await seatOf(a)) === 'p1', 'A seated as P1', 60_000);
}, 120_000);

afterAll(async () => {
  for (const browser of browsers) await browser.close();
  await app?.close();
});

let inviteUrl = '';

it('P1\'s invite link names the seat it keeps; copying it reserves P2', async () => {
  await expect.poll(() => a.getByTestId('invite-reserves').textContent(), { timeout: 60_000, message: 'the note that the link keeps P2\'s seat' })
    .toContain('プレイヤー2');
  inviteUrl = (await a.getByTestId('invite-url').inputValue());
  expect(inviteUrl).toMatch(/[?&]inv=p2\.[A-Za-z0-9_-]{43}/);
  const signed = () => a.evaluate(() => window.fudaba!.net!.signed().signed);
  const before = await signed();
  await a.getByTestId('invite-copy').click();
  await expect.poll(signed, { message: 'A to sign the reservation' }).toBeGreaterThan(before);
}, 90_000);

it('a stranger with only the room\'s address asks for P2: not seated, and told why; P2 stays free', async () => {
  const c = await open();
  await join(c, a.url(), 'よそもの');
  await expect.poll(() => c.getByTestId('notice-warning').last().textContent(), { timeout: 60_000, message: 'the stranger\'s notice that P2 is kept for the invite' })
    .toContain('招待リンク');
  expect(await seatOf(c)).toBeNull();
  expect(await seats(a)).toBe('p1');
  expect(await seats(c)).toBe('p1');
}, 120_000);

it('the invited player opens the link and sits as P2, at both players', async () => {
  const b = await open();
  await join(b, inviteUrl, 'ゆう');
  await until(async () => (await seatOf(b)) === 'p2', 'B seated as P2', 60_000);
  await until(async () => (await seats(a)) === 'p1,p2', 'A to see B as P2', 60_000);
  for (const e of errors) expect(e.list()).toEqual([]);
}, 120_000);
