// The toolbar at common laptop and desktop widths, in Japanese and English: its right-hand buttons
// fold into "…" exactly when they would not fit in one row (toolbarFold.ts), so nothing is cut off
// or squeezed; Japanese (longer labels) folds at 1366 and 1440 px, English keeps every button in
// the bar from 1366 px; the "…" menu opens wholly on screen. One page, resized and switched
// between languages, so the fold is also re-measured on a resize and on a language change.
// Screenshots: docs/toolbar-1366-ja.png, docs/toolbar-1366-en.png.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectPageErrors, launchBrowser, startApp } from './harness';
import { clickToolbar } from './tableQueries';

type Lang = 'ja' | 'en';
const SIZES = [[1280, 800], [1366, 768], [1440, 900], [1920, 1080]] as const;
/** Which widths fold, per language, with the app's own web font. */
const FOLDS: Record<Lang, Record<number, boolean>> = {
  ja: { 1280: true, 1366: true, 1440: true, 1920: false },
  en: { 1280: true, 1366: false, 1440: false, 1920: false },
};

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

describe('the toolbar at 1280–1920 px', () => {
  for (const lang of ['ja', 'en'] as const) {
    it(`folds only what does not fit, in ${lang === 'ja' ? 'Japanese' : 'English'}`, async () => {
      await setLanguage(lang);
      await resize(1920, 1080);
      // At 1920 px every button fits: the Add picker's width here is its natural one.
      const wide = await look();
      expect(wide.folded).toBe(false);
      for (const [width, height] of SIZES) {
        await resize(width, height);
        await expect.poll(async () => (await look()).folded, { message: `${lang} ${width}: folded` }).toBe(FOLDS[lang][width]);
        const bar = await look();
        expect(bar.overflow, `${lang} ${width}: the row overflows`).toBeLessThanOrEqual(0);
        expect(bar.rightmost, `${lang} ${width}: an item is cut off`).toBeLessThanOrEqual(width);
        expect(bar.addWidth, `${lang} ${width}: Add is squeezed`).toBeGreaterThanOrEqual(wide.addWidth - 0.5);
        if (!bar.folded) {
          if (width === 1366) await page.screenshot({ path: `docs/toolbar-1366-${lang}.png`, clip: { x: 0, y: 0, width, height: 240 } });
          continue;
        }
        // The "…" menu opens wholly on screen, every item shown, and closes after a pick.
        await page.getByTestId('toolbar-more').click();
        const menu = (await page.getByTestId('toolbar-more-menu').boundingBox())!;
        expect(menu.x).toBeGreaterThanOrEqual(0);
        expect(menu.x + menu.width).toBeLessThanOrEqual(width);
        expect(menu.y + menu.height).toBeLessThanOrEqual(height);
        for (const id of ['play-online', 'save', 'load', 'new-table', 'decks', 'replay-save', 'fair-play-open', 'toggle-log', 'language', 'help']) {
          expect(await page.getByTestId(id).isVisible(), `${lang} ${width}: ${id} in "…"`).toBe(true);
        }
        if (width === 1366) await page.screenshot({ path: `docs/toolbar-1366-${lang}.png`, clip: { x: 0, y: 0, width, height: 620 } });
        await page.getByTestId('toolbar-more').click();
        await expect.poll(() => page.getByTestId('save').isVisible()).toBe(false);
      }
    }, 60_000);
  }

  it('re-measures on a language change at the same width', async () => {
    await resize(1366, 768);
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
