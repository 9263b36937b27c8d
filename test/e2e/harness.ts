// Helpers for the browser tests: the built app served in-process, and a real headless Chromium.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { startServer, type RunningServer } from '../../src/server/server';
import { clickToolbar } from './tableQueries';
import { describeBrowsers, watchPage } from './diagnostics';

// The tests serve a test build, which alone has the automation API's raw writes (`--mode e2e`,
// vite.config.ts); `npm test` makes it. FUDABA_DIST serves another one (e.g.
// `vite build --mode e2e --outDir .tmp/dist-x`), so builds never race.
export const DIST = process.env['FUDABA_DIST'] ? resolve(process.env['FUDABA_DIST']) : resolve(import.meta.dirname, '../../.tmp/dist-e2e');

export interface App {
  /** Base URL with a trailing slash, e.g. http://127.0.0.1:41234/ */
  url: string;
  /** For tests that attach more to the same port (e.g. signaling). */
  server: RunningServer['server'];
  /** The signaling server sharing the port (tests stop and restart it). */
  signaling: RunningServer['signaling'];
  close(): Promise<void>;
}

export const BUILD_HINT = '`npx vite build --mode e2e --outDir .tmp/dist-e2e` (or set FUDABA_DIST)';

/** Whether root holds a test build: a production one lacks window.fudaba.writeRaw (test/e2e/globalSetup.ts). */
export function isTestBuild(root: string): boolean {
  const assets = join(root, 'assets');
  if (!existsSync(assets)) return false;
  return readdirSync(assets).some((file) => file.endsWith('.js') && readFileSync(join(assets, file), 'utf8').includes('writeRaw'));
}

/** Serves the test build (or root, e.g. the bench's production build) on a free loopback port. */
export async function startApp(root: string = DIST): Promise<App> {
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`No built app in ${root}: run ${BUILD_HINT} before the e2e tests`);
  }
  const running = await startServer({ port: 0, host: '127.0.0.1', root });
  return { url: `http://127.0.0.1:${running.port}/`, server: running.server, signaling: running.signaling, close: running.close };
}

export interface Browser {
  context: BrowserContext;
  page: Page;
  /** Closes Chromium and deletes its profile directory. */
  close(): Promise<void>;
}

export interface LaunchOptions {
  /**
   * Real WebRTC on loopback needs both the flag and the camera+microphone permission: without
   * the permission Chromium hides interface addresses and gathers no candidates.
   */
  webrtc?: boolean;
  /** Extra environment for the browser process (e.g. FONTCONFIG_FILE), on top of this one's. */
  env?: Record<string, string>;
  /** Show the first-visit guide (off by default: other tests start from a table without it). */
  guide?: boolean;
  /** A touch device (tablet or phone): its viewport, touch events, and the mobile viewport meta honoured. */
  touch?: { width: number; height: number; /** CSS px to device px (a tablet's 2); 1 unless told. */ scale?: number };
  /** More Chromium flags (e.g. a host name mapped to loopback). */
  args?: readonly string[];
}

/** One Chromium process with its own fresh profile, so two browsers share no storage. */
export async function launchBrowser({ webrtc = false, env, guide = false, touch, args = [] }: LaunchOptions = {}): Promise<Browser> {
  const profile = await mkdtemp(join(tmpdir(), 'fudaba-chromium-'));
  let context: BrowserContext;
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      headless: true,
      args: [
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        ...(webrtc ? ['--allow-loopback-in-peer-connection'] : []),
        ...args,
        ...(process.env['FUDABA_CHROMIUM_ARGS']?.split(' ').filter(Boolean) ?? []),
      ],
      permissions: webrtc ? ['camera', 'microphone'] : [],
      viewport: touch ? { width: touch.width, height: touch.height } : { width: 1400, height: 900 },
      ...(touch ? { hasTouch: true, isMobile: true, ...(touch.scale ? { deviceScaleFactor: touch.scale } : {}) } : {}),
      ...(env ? { env: { ...process.env, ...env } as Record<string, string> } : {}),
    });
  } catch (err) {
    await rm(profile, { recursive: true, force: true });
    throw err;
  }
  if (!guide) await context.addInitScript(() => { try { localStorage.setItem('fudaba.guide.seen', '1'); } catch { /* no storage */ } });
  const page = context.pages()[0] ?? (await context.newPage());
  watchPage(page, `browser ${profile.slice(-6)}`);
  // FUDABA_E2E_CONSOLE=1 echoes the app's own console lines (refusals, warnings) when debugging.
  if (process.env['FUDABA_E2E_CONSOLE']) page.on('console', (m) => { if (m.text().includes('[fudaba]')) console.log(`[page ${profile.slice(-6)}] ${m.text().slice(0, 300)}`); });
  return {
    context,
    page,
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

export interface PageErrors {
  /** Every console error and uncaught exception so far, oldest first. */
  list(): string[];
}

/** Starts recording right away; call before page.goto so load-time errors are caught too. */
export function collectPageErrors(page: Page): PageErrors {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const { url, lineNumber } = msg.location();
    errors.push(`console.error: ${msg.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.stack ?? err.message}`));
  page.on('crash', () => errors.push('crash: the page crashed'));
  return { list: () => [...errors] };
}

/**
 * Waits for a condition outside a test (expect.poll works only inside one). On a time-out the error
 * says what it waited for and what every open browser showed (diagnostics.ts).
 */
export async function until(check: () => Promise<boolean>, what: string, timeout = 30_000): Promise<void> {
  const end = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out after ${timeout / 1000} s waiting for ${what}\n${await describeBrowsers()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The page is ready and plays in a room. */
export async function roomReady(page: Page): Promise<void> {
  try {
    await page.waitForFunction(() => document.body.dataset['ready'] === 'true' && !!window.fudaba?.net, null, { timeout: 30_000 });
  } catch (err) {
    throw new Error(`the page did not become ready in its room within 30 s (${err instanceof Error ? err.message.split('\n')[0] : String(err)})\n${await describeBrowsers()}`);
  }
}

export interface RoomPair {
  a: Page;
  b: Page;
  browsers: Browser[];
  errors: PageErrors[];
  close(): Promise<void>;
}

/** A page opens its own table and puts it online as P1: toolbar → lobby → the room's page. */
export async function hostRoom(page: Page, app: App, table: string, name = 'あかり'): Promise<void> {
  await page.goto(`${app.url}?table=${table}`);
  await page.waitForFunction(() => document.body.dataset['ready'] === 'true');
  await clickToolbar(page, 'play-online');
  await page.getByTestId('lobby-name').fill(name);
  await page.getByTestId('lobby-submit').click();
  await page.waitForURL(/\?room=/);
  await roomReady(page);
}

/**
 * Two Chromium processes in one room over real WebRTC: A creates it from the table `table` and
 * sits as p1, B joins by the invite link as p2. Confirm dialogs are accepted.
 */
export async function openRoomPair(app: App, table: string): Promise<RoomPair> {
  const browsers: Browser[] = [];
  const errors: PageErrors[] = [];
  const open = async () => {
    const browser = await launchBrowser({ webrtc: true });
    browsers.push(browser);
    errors.push(collectPageErrors(browser.page));
    browser.page.on('dialog', (dialog) => void dialog.accept());
    return browser.page;
  };
  // B's Chromium starts while A opens the room (a few seconds saved per file); A stays first in
  // `browsers` and `errors`.
  const a = await open();
  const bStarting = open();
  bStarting.catch(() => undefined);
  await hostRoom(a, app, table);
  const b = await bStarting;
  await b.goto(a.url());
  await b.getByTestId('lobby-name').fill('ゆう');
  await b.getByTestId('lobby-seat-p2').check();
  await b.getByTestId('lobby-submit').click();
  await roomReady(b);
  await until(async () => (await b.evaluate(() => window.fudaba!.net!.status())).webrtcPeers === 1, 'a WebRTC link');
  // Each browser knows both seats (as a player sees both names) before a test starts a game.
  for (const page of [a, b]) await until(async () => Object.keys(await page.evaluate(() => window.fudaba!.net!.seats())).length === 2, 'both seats known');
  return { a, b, browsers, errors, close: async () => { for (const browser of browsers) await browser.close(); } };
}
