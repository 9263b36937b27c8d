// Japanese that always renders: Chromium with every system CJK font hidden (a fontconfig of its own
// that lists only Latin font folders) still shows Japanese in the DOM and on the canvas, through the
// web font the app ships (Noto Sans JP from @fontsource, woff2 in unicode-range chunks).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { collectPageErrors, launchBrowser, startApp, type Browser } from './harness';
import { sceneLook, sceneSteady, steady } from './steady';

let app: Awaited<ReturnType<typeof startApp>>;
let fontDir: string;

/** Only DejaVu and Liberation (Latin, Greek, Cyrillic); and anything claiming Japanese rejected. */
function fontsConf(cache: string): string {
  return `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>/usr/share/fonts/truetype/dejavu</dir>
  <dir>/usr/share/fonts/truetype/liberation</dir>
  <cachedir>${cache}</cachedir>
  <selectfont>
    <rejectfont>
      <glob>*ipa*</glob><glob>*japanese*</glob><glob>*CJK*</glob><glob>*cjk*</glob>
      <pattern><patelt name="lang"><string>ja</string></patelt></pattern>
      <pattern><patelt name="lang"><string>zh-cn</string></patelt></pattern>
      <pattern><patelt name="lang"><string>ko</string></patelt></pattern>
    </rejectfont>
  </selectfont>
</fontconfig>
`;
}

interface Visit {
  browser: Browser;
  page: Page;
  errors: ReturnType<typeof collectPageErrors>;
  /** Bytes of every woff2 response, by path. */
  fonts: Map<string, number>;
  /** Font bytes loaded by the table opening, before any card was drawn. */
  openingBytes: number;
  /** 'late' only: p1's hand label as first drawn, before the font came, and once it is in. */
  early?: Buffer;
  afterFont?: Buffer;
}

/** The web font as served, blocked, or served late (after the scene's first draw gave up waiting). */
type FontMode = 'served' | 'blocked' | 'late';

const total = (fonts: Map<string, number>) => [...fonts.values()].reduce((s, n) => s + n, 0);

/** A first visit (fresh profile) to a Japanese table, the font files served as `mode` says. */
async function visit(table: string, mode: FontMode): Promise<Visit> {
  const browser = await launchBrowser({ env: { FONTCONFIG_FILE: join(fontDir, 'fonts.conf') } });
  const { page } = browser;
  const errors = collectPageErrors(page);
  const fonts = new Map<string, number>();
  if (mode === 'blocked') await page.route(/\.woff2?$/, (route) => route.abort());
  // 'late': every font request is held until the first draw has been looked at, then let through
  // (a timer would race a loaded machine: the font could arrive before the first look).
  const held: Route[] = [];
  let released = false;
  const release = () => {
    released = true;
    for (const route of held.splice(0)) void route.continue().catch(() => undefined);
  };
  if (mode === 'late') await page.route(/\.woff2?$/, (route) => { if (released) void route.continue().catch(() => undefined); else held.push(route); });
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (!path.endsWith('.woff2')) return;
    void response.body().then((body) => fonts.set(path, body.length), () => undefined);
  });
  await page.addInitScript(() => localStorage.setItem('fudaba.lang', 'ja'));
  // Pending fonts hold the load event back: a late font must not hold the test back the same way.
  await page.goto(`${app.url}?table=${table}`, { waitUntil: mode === 'late' ? 'commit' : 'load' });
  await page.waitForFunction(() => document.body.dataset['ready'] === 'true' && !!window.fudaba);
  let early: Buffer | undefined;
  if (mode === 'late') {
    // The scene starts drawing once its wait for the first glyphs (1.5 s) gave up: the font is held.
    await sceneSteady(page, 'the first draw, the web font held back');
    early = await handLabel(page);
    release();
  }
  await fontsSettled(page);
  const afterFont = mode === 'late' ? await handLabel(page) : undefined;
  const openingBytes = total(fonts);
  // Card faces on the canvas: three cards into p1's hand, and p1's deck turned face up.
  const deck = await page.evaluate(() => window.fudaba!.snapshot().objects.find((o) => o.kind === 'stack' && o.owner === 'p1')?.id ?? null);
  expect(deck).not.toBeNull();
  const size = await page.evaluate((id) => (window.fudaba!.object(id) as unknown as { order?: string[] } | null)?.order?.length ?? 0, deck!);
  await page.mouse.click(5, 500);
  await page.keyboard.press('3');
  await page.evaluate((id) => window.fudaba!.run('flip', { ids: [id] }), deck!);
  await expect.poll(() => page.evaluate((id) => {
    const pile = window.fudaba!.object(id) as unknown as { faceUp?: boolean; order?: string[] } | null;
    return { faceUp: pile?.faceUp, cards: pile?.order?.length };
  }, deck!), { message: 'three cards drawn from p1\'s deck and the deck turned up' }).toEqual({ faceUp: true, cards: size - 3 });
  await sceneSteady(page, 'the hand and the turned deck drawn');
  return { browser, page, errors, fonts, openingBytes, ...(early ? { early } : {}), ...(afterFont ? { afterFont } : {}) };
}

/** The ink height of あ ア 札 ー drawn in this font on a canvas (the web font's chunks loaded first). */
function inkHeights(page: Page, font: string): Promise<number[]> {
  return page.evaluate(async (spec) => {
    const sample = ['あ', 'ア', '札', 'ー'];
    await document.fonts.load(spec, sample.join('')).catch(() => undefined);
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.font = spec;
    return sample.map((c) => {
      const m = ctx.measureText(c);
      return Math.round(m.actualBoundingBoxAscent + m.actualBoundingBoxDescent);
    });
  }, font);
}

/** The pixels of p1's hand label (手札) on the canvas. */
async function handLabel(page: Page): Promise<Buffer> {
  const box = await page.evaluate(() => {
    const zone = window.fudaba!.snapshot().objects.find((o) => o.id === 'p1-hand') as unknown as { x: number; y: number } | undefined;
    if (!zone) return null;
    const a = window.fudaba!.worldToClient(zone.x + 4, zone.y + 2);
    const b = window.fudaba!.worldToClient(zone.x + 64, zone.y + 26);
    return a && b ? { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), width: Math.abs(b.x - a.x), height: Math.abs(b.y - a.y) } : null;
  });
  expect(box).not.toBeNull();
  // Straight from the compositor (CDP): Playwright's own screenshot waits for pending fonts, which
  // would hold the early look of a late font until the font is in.
  const cdp = await page.context().newCDPSession(page);
  try {
    const shot = await cdp.send('Page.captureScreenshot', { format: 'png', clip: { ...box!, scale: 1 } });
    return Buffer.from(shot.data, 'base64');
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}

const labels: Partial<Record<FontMode, Buffer>> = {};

/**
 * Waits until no font is loading, the scene has drawn its text again with what arrived (no redraw
 * still to come) and its frames show it: the same twice (a redraw may ask for more glyphs).
 */
async function fontsSettled(page: Page): Promise<void> {
  await steady(async () => {
    await page.evaluate(async () => { await document.fonts.ready; });
    const fonts = await page.evaluate(() => ({ status: document.fonts.status, ...window.fudaba!.webFont() }));
    const scene = await sceneLook(page);
    return fonts.status === 'loaded' && !fonts.settling && scene ? { fonts, scene } : null;
  }, 'no web font loading and its redraw done');
}

beforeAll(async () => {
  app = await startApp();
  fontDir = await mkdtemp(join(tmpdir(), 'fudaba-fonts-'));
  await writeFile(join(fontDir, 'fonts.conf'), fontsConf(join(fontDir, 'cache')));
});

afterAll(async () => {
  await app?.close();
  if (fontDir) await rm(fontDir, { recursive: true, force: true });
});

describe('Japanese without a system CJK font', () => {
  it('the browser really has no Japanese font of its own (the web font blocked: tofu)', async () => {
    const v = await visit('fonts-blocked', 'blocked');
    try {
      await fontsSettled(v.page);
      expect(await v.page.evaluate(() => document.fonts.check('16px "Noto Sans JP"', 'あ'))).toBe(false);
      // Every missing glyph is the same box: distinct characters have one ink height in the fallback.
      expect(new Set(await inkHeights(v.page, '32px sans-serif')).size).toBe(1);
      await v.page.screenshot({ path: 'docs/fonts-no-system-cjk-blocked.png' });
      labels.blocked = await handLabel(v.page);
      expect(v.fonts.size).toBe(0);
    } finally {
      await v.browser.close();
    }
  });

  it('renders Japanese with the shipped web font, in the DOM and on the canvas', async () => {
    const v = await visit('fonts-web', 'served');
    try {
      await fontsSettled(v.page);
      // What the visit itself loaded, before the checks below ask for more glyphs.
      const bytes = total(v.fonts);
      const kib = (n: number) => `${n} bytes (${(n / 1024).toFixed(1)} KiB)`;
      console.log(`[fonts] first visit to a Japanese table: opening ${kib(v.openingBytes)}; with 3 cards drawn and a deck turned up (24 names in the log) ${v.fonts.size} woff2 files, ${kib(bytes)}`);
      expect(v.fonts.size).toBeGreaterThan(0);
      // Only chunks, not the whole font (about 120 files per weight).
      expect(v.fonts.size).toBeLessThan(100);
      expect(await v.page.evaluate(() => document.fonts.check('16px "Noto Sans JP"', 'あ'))).toBe(true);
      expect(await v.page.evaluate(() => document.fonts.check('700 16px "Noto Sans JP"', '札'))).toBe(true);
      const family = await v.page.locator('header.toolbar').evaluate((el) => getComputedStyle(el).fontFamily);
      expect(family.startsWith('"Noto Sans JP"')).toBe(true);
      // Each Japanese glyph now has a shape of its own (the fallback above drew one box for all).
      expect(new Set(await inkHeights(v.page, '32px "Noto Sans JP", sans-serif')).size).toBe(4);
      await v.page.screenshot({ path: 'docs/fonts-no-system-cjk.png' });
      labels.served = await handLabel(v.page);
      expect(labels.served.equals(labels.blocked!)).toBe(false);
      // A close look at the canvas: the hand's card faces and the zone labels, zoomed in.
      await v.page.mouse.move(480, 600);
      for (let i = 0; i < 2; i++) await v.page.mouse.wheel(0, -240);
      await v.page.mouse.move(1060, 60); // away from the cards: no hover preview over them
      await expect.poll(() => v.page.getByTestId('card-preview').count(), { message: 'no card preview before the screenshot' }).toBe(0);
      await fontsSettled(v.page); // zoomed in: the view steady, the text drawn again at this size
      await v.page.screenshot({ path: 'docs/fonts-no-system-cjk-canvas.png', clip: { x: 0, y: 40, width: 1100, height: 700 } });
      expect(v.errors.list()).toEqual([]);
    } finally {
      await v.browser.close();
    }
  });

  it('draws the canvas text again when the font arrives after the first draw', async () => {
    const v = await visit('fonts-late', 'late');
    try {
      await fontsSettled(v.page);
      expect(await v.page.evaluate(() => document.fonts.check('700 16px "Noto Sans JP"', '手札'))).toBe(true);
      // First drawn without the font (on a loaded machine the early look may catch the label before
      // its fallback draw is complete, so it is held against the font's pixels, not the fallback's),
      // now pixel for pixel as with the font.
      expect(v.early).toBeDefined();
      expect(v.early!.equals(labels.served!)).toBe(false);
      expect(v.afterFont?.equals(labels.served!)).toBe(true); // redrawn by the font's arrival alone
      expect((await handLabel(v.page)).equals(labels.served!)).toBe(true);
      expect(v.errors.list()).toEqual([]);
    } finally {
      await v.browser.close();
    }
  });
});
