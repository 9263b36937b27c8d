// The toolbar at common laptop and desktop widths, in Japanese and English: Save, Load and the
// replays sit in one "ファイル ▾ / File ▾" menu, so both languages keep every button in the bar from
// 1366 px (Japanese needs ~1,321 px, English ~1,225 px); the right-hand buttons fold into "…" only
// where they would not fit (toolbarFold.ts), so nothing is cut off or squeezed, and the "…" menu
// opens wholly on screen. One page, resized and switched between languages, so the fold is also
// re-measured on a resize and on a language change. The File menu works by keyboard and mouse.
// Screenshots: docs/toolbar-1366-ja.png, docs/toolbar-1366-en.png (File menu open).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectPageErrors, launchBrowser, startApp } from './harness';
import { clickToolbar } from './tableQueries';

type Lang = 'ja' | 'en';
const SIZES = [[1024, 768], [1280, 800], [1366, 768], [1440, 900], [1920, 1080]] as const;
/** Which widths fold, per language, with the app's own web font (Japanese at 1280 px fits by a few px: either is right). */
const FOLDS: Record<Lang, Record<number, boolean | 'either'>> = {
  ja: { 1024: true, 1280: 'either', 1366: false, 1440: false, 1920: false },
  en: { 1024: true, 1280: false, 1366: false, 1440: false, 1920: false },
};
/** Where each right-hand action is when the bar is unfolded: in the bar, or in File ▾. */
const IN_BAR = ['play-online', 'file-menu', 'new-table', 'decks', 'lessons', 'fair-play-open', 'toggle-log', 'language', 'help'];
const IN_FILE = ['save', 'load', 'replay-save', 'replay-open'];

let app: Awaited<ReturnType<typeof startApp>>;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
let errors: ReturnType<typeof collectPageErrors>;

interface BarLook { folded: boolean; overflow: number; rightmost: number; addWidth: number; width: number }

/** The bar as drawn: folded or not, how far its row overflows, its rightmost shown item, the Add picker's width. */
const look = (): Promise<BarLook> => page.evaluate(() => {
  const bar = document.querySelector<HTMLElement>('.toolbar')!;
  const shown = [...bar.querySelectorAll('button, select, .room-badge')].filter((el) => el.getBoundingClientRect().width > 0);
  return {
    folded: bar.dataset['folded'] === 'true',
    overflow: bar.scrollWidth - bar.clientWidth,
    rightmost: Math.max(...shown.map((el) => el.getBoundingClientRect().right)),
    addWidth: document.querySelector('[data-testid=add]')!.getBoundingClientRect().width,
    width: window.innerWidth,
  };
});

/** Resizes and waits for the fold to follow (a ResizeObserver) and the fonts to settle. */
async function resize(width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))));
}

async function setLanguage(lang: Lang): Promise<void> {
  if ((await page.evaluate(() => document.documentElement.lang)) !== lang) await clickToolbar(page, 'language');
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang);
}

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  page = browser.page;
  errors = collectPageErrors(page);
  await page.goto(`${app.url}?table=toolbar-fold`);
  await page.waitForFunction(() => document.body.dataset['ready'] === 'true' && !!window.fudaba);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('the toolbar at 1024–1920 px', () => {
  for (const lang of ['ja', 'en'] as const) {
    it(`folds only what does not fit, in ${lang === 'ja' ? 'Japanese' : 'English'}`, async () => {
      await setLanguage(lang);
      await resize(1920, 1080);
      // At 1920 px every button fits: the Add picker's width here is its natural one.
      const wide = await look();
      expect(wide.folded).toBe(false);
      for (const [width, height] of SIZES) {
        await resize(width, height);
        const fold = FOLDS[lang][width];
        if (fold !== 'either') await expect.poll(async () => (await look()).folded, { message: `${lang} ${width}: folded` }).toBe(fold);
        const bar = await look();
        expect(bar.overflow, `${lang} ${width}: the row overflows`).toBeLessThanOrEqual(0);
        expect(bar.rightmost, `${lang} ${width}: an item is cut off`).toBeLessThanOrEqual(width);
        expect(bar.addWidth, `${lang} ${width}: Add is squeezed`).toBeGreaterThanOrEqual(wide.addWidth - 0.5);
        if (!bar.folded) {
          for (const id of IN_BAR) expect(await page.getByTestId(id).isVisible(), `${lang} ${width}: ${id} in the bar`).toBe(true);
          for (const id of IN_FILE) expect(await page.getByTestId(id).isVisible(), `${lang} ${width}: ${id} behind File ▾`).toBe(false);
          await page.screenshot({ path: `.tmp/toolbar-${width}-${lang}.png`, clip: { x: 0, y: 0, width, height: 240 } });
          if (width !== 1366) continue;
          // File ▾ opens below its button, wholly on screen, with Save, Load and the replays.
          await page.getByTestId('file-menu').click();
          for (const id of IN_FILE) expect(await page.getByTestId(id).isVisible(), `${lang}: ${id} in File ▾`).toBe(true);
          const save = (await page.getByTestId('save').boundingBox())!;
          const open = (await page.getByTestId('replay-open').boundingBox())!;
          expect(open.x + open.width).toBeLessThanOrEqual(width);
          expect(save.y).toBeGreaterThan((await page.getByTestId('file-menu').boundingBox())!.y);
          await page.screenshot({ path: `docs/toolbar-1366-${lang}.png`, clip: { x: 0, y: 0, width, height: 300 } });
          await page.getByTestId('file-menu').click();
          await expect.poll(() => page.getByTestId('save').isVisible()).toBe(false);
          continue;
        }
        // The "…" menu opens wholly on screen, every item shown, and closes after a pick.
        await page.getByTestId('toolbar-more').click();
        const menu = (await page.getByTestId('toolbar-more-menu').boundingBox())!;
        expect(menu.x).toBeGreaterThanOrEqual(0);
        expect(menu.x + menu.width).toBeLessThanOrEqual(width);
        expect(menu.y + menu.height).toBeLessThanOrEqual(height);
        expect(await page.getByTestId('file-menu').isVisible(), `${lang} ${width}: File ▾ toggle in "…"`).toBe(false);
        for (const id of ['play-online', 'save', 'load', 'replay-save', 'replay-open', 'new-table', 'decks', 'lessons', 'fair-play-open', 'toggle-log', 'language', 'help']) {
          expect(await page.getByTestId(id).isVisible(), `${lang} ${width}: ${id} in "…"`).toBe(true);
        }
        await page.screenshot({ path: `.tmp/toolbar-${width}-${lang}-more.png`, clip: { x: 0, y: 0, width, height: Math.min(height, 720) } });
        await page.getByTestId('toolbar-more').click();
        await expect.poll(() => page.getByTestId('save').isVisible()).toBe(false);
      }
    }, 60_000);
  }

  it('opens File ▾ by keyboard; Escape, an outside click, a pick and a fold close it', async () => {
    await resize(1366, 768);
    await setLanguage('ja');
    await expect.poll(async () => (await look()).folded).toBe(false);
    const toggle = page.getByTestId('file-menu');
    expect(await toggle.textContent()).toBe('ファイル ▾');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    // Tab goes on into the menu's items.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset['testid'])).toBe('save');
    await page.keyboard.press('Escape');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByTestId('save').isVisible()).toBe(false);
    expect(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset['testid'])).toBe('file-menu');
    // A click outside (the table) closes it.
    await toggle.click();
    await expect.poll(() => page.getByTestId('load').isVisible()).toBe(true);
    await page.mouse.click(700, 500);
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    // A pick runs its action (Load opens the file picker) and closes the menu.
    await toggle.click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('load').click();
    await chooser;
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    // Left open across a fold and back, it does not drop down again by itself.
    await toggle.click();
    await resize(1024, 768);
    await expect.poll(async () => (await look()).folded).toBe(true);
    await resize(1366, 768);
    await expect.poll(async () => (await look()).folded).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByTestId('save').isVisible()).toBe(false);
  }, 60_000);

  it('re-measures on a language change at the same width', async () => {
    // 1200 px: English fits, Japanese does not.
    await resize(1200, 800);
    await setLanguage('en');
    await expect.poll(async () => (await look()).folded).toBe(false);
    await clickToolbar(page, 'language');
    await expect.poll(async () => (await look()).folded).toBe(true);
    await clickToolbar(page, 'language');
    await expect.poll(async () => (await look()).folded).toBe(false);
    // A toolbar action through the shared helper, folded or not: the log toggles.
    const pressed = await page.getByTestId('toggle-log').getAttribute('aria-pressed');
    await setLanguage('ja');
    await clickToolbar(page, 'toggle-log');
    await expect.poll(() => page.getByTestId('toggle-log').getAttribute('aria-pressed')).not.toBe(pressed);
    expect(errors.list()).toEqual([]);
  }, 60_000);
});
