// Issue 30, "a friend on the LAN": a page opened from a network address over http:// is not a
// secure context, so it has no WebCrypto and cannot sign. It is never seated: its lobby says why
// and what to do (ja, en) and offers only to watch; the player who hosts sees it as a spectator.
// The LAN address is simulated on loopback: Chromium maps lan.test to 127.0.0.1.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectPageErrors, hostRoom, launchBrowser, roomReady, startApp, until, type App, type Browser, type PageErrors } from './harness';

let app: App;
const browsers: Browser[] = [];
const errors: PageErrors[] = [];
let a: Page;
let friend: Page;

beforeAll(async () => {
  app = await startApp();
  const host = await launchBrowser({ webrtc: true });
  const lan = await launchBrowser({ webrtc: true, args: ['--host-resolver-rules=MAP lan.test 127.0.0.1'] });
  browsers.push(host, lan);
  [a, friend] = [host.page, lan.page];
  for (const page of [a, friend]) errors.push(collectPageErrors(page));
  await hostRoom(a, app, 'lan-e2e');
}, 120_000);

afterAll(async () => {
  for (const browser of browsers) await browser.close();
  await app?.close();
});

it('the lobby at an http:// network address says the page cannot sign, and offers only to watch (ja, en)', async () => {
  await friend.goto(a.url().replace('127.0.0.1', 'lan.test'));
  expect(await friend.evaluate(() => window.isSecureContext)).toBe(false);
  await expect.poll(() => friend.getByTestId('lobby-cannot-sign').textContent(), { timeout: 60_000, message: 'the lobby\'s reason' })
    .toMatch(/署名できません[\s\S]*localhost/);
  expect(await friend.getByTestId('lobby-seat-p2').isDisabled()).toBe(true);
  expect(await friend.getByTestId('lobby-seat-p1').isDisabled()).toBe(true);
  expect(await friend.getByTestId('lobby-seat-spectator').isChecked()).toBe(true);
  await friend.getByTestId('lobby-language').click();
  await expect.poll(() => friend.getByTestId('lobby-cannot-sign').textContent()).toMatch(/cannot sign its moves[\s\S]*localhost/);
}, 90_000);

it('it joins as a spectator: the host sees it watching, and P2 stays free', async () => {
  await friend.getByTestId('lobby-name').fill('ともだち');
  await friend.getByTestId('lobby-submit').click();
  await roomReady(friend);
  expect(await friend.evaluate(() => window.fudaba!.net!.me().seat)).toBeNull();
  await until(async () => (await a.evaluate(() => window.fudaba!.net!.peers().map((p) => `${p.name}:${p.seat ?? '-'}`))).includes('ともだち:-'), 'the host to see the friend watching', 60_000);
  expect(Object.keys(await a.evaluate(() => window.fudaba!.net!.seats()))).toEqual(['p1']);
  for (const e of errors) expect(e.list()).toEqual([]);
}, 120_000);
