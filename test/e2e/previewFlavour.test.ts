// The hover preview's flavour line in real Chromium, from the deck builder: in English it is the
// set's English flavour (a Multiverse fighter's profile), with the Japanese original in its own
// marked line below; in Japanese it is the Japanese alone, with no English gloss. Screenshots:
// docs/preview-flavour-en.png and docs/preview-flavour-ja.png.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectPageErrors, launchBrowser, startApp } from './harness';

type Lang = 'ja' | 'en';
const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff\uff66-\uff9f]/u;
const LATIN_WORD = /[A-Za-z]{2,}/;

let app: Awaited<ReturnType<typeof startApp>>;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
let errors: ReturnType<typeof collectPageErrors>;

async function openBuilder(lang: Lang, game: string): Promise<void> {
  await page.addInitScript((l) => localStorage.setItem('fudaba.lang', l), lang);
  await page.goto(`${app.url}?decks`);
  await page.waitForSelector('[data-testid=deck-builder]');
  if (game !== 'nofuture') await page.click(`[data-testid=game-${game}]`);
  await page.waitForSelector(`[data-testid=deck-builder][data-game=${game}]`);
}

interface PreviewText {
  flavour: string | null;
  original: string | null;
  originalMarked: boolean;
  /** Everything the preview shows outside the marked originals. */
  rest: string;
}

/** Hovers a card of the deck builder's list and reads its preview. */
async function preview(ref: string): Promise<PreviewText> {
  await page.mouse.move(5, 5);
  await expect.poll(() => page.getByTestId('card-preview').count()).toBe(0);
  await page.locator(`[data-testid=card-tile][data-ref="${ref}"] .tile-main`).hover();
  await page.waitForSelector('[data-testid=card-preview]');
  return page.evaluate(() => {
    const root = document.querySelector<HTMLElement>('[data-testid=card-preview]')!;
    const flavour = root.querySelector<HTMLElement>('[data-testid=card-preview-flavor]');
    const original = root.querySelector<HTMLElement>('[data-testid=card-preview-flavor-original]');
    const clone = root.cloneNode(true) as HTMLElement;
    for (const el of clone.querySelectorAll('[data-original]')) el.remove();
    return {
      flavour: flavour?.innerText ?? null,
      original: original?.innerText ?? null,
      originalMarked: original?.hasAttribute('data-original') === true && original.lang === 'ja',
      rest: clone.textContent ?? '',
    };
  });
}

/** A picture of the preview alone, with a margin of the page around it. */
async function shoot(path: string): Promise<void> {
  const box = (await page.getByTestId('card-preview').boundingBox())!;
  const clip = { x: Math.max(0, box.x - 16), y: Math.max(0, box.y - 16), width: box.width + 32, height: Math.min(900 - Math.max(0, box.y - 16), box.height + 32) };
  await page.screenshot({ path, clip });
}

beforeAll(async () => {
  mkdirSync('docs', { recursive: true });
  app = await startApp();
  browser = await launchBrowser();
  page = browser.page;
  errors = collectPageErrors(page);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('the hover preview’s flavour follows the language', () => {
  it('English: the English flavour, the Japanese original in a marked line below, no Japanese elsewhere', async () => {
    await openBuilder('en', 'nofuture');
    const nf = await preview('nf-demo:NF-001');
    expect(nf.flavour).toBe('“The stars haven’t gone out yet!”');
    expect(nf.original).toBe('「星はまだ、消えてない！」');
    expect(nf.originalMarked).toBe(true);
    expect(nf.rest).not.toMatch(JAPANESE);
    await shoot('docs/preview-flavour-en.png');

    await openBuilder('en', 'multiverse');
    // A fighter without flavour shows its profile; its type line names affiliation and gender.
    const fighter = await preview('mf-demo:MF-002');
    expect(fighter.flavour).toMatch(/^A delivery boy/);
    expect(fighter.original).toMatch(JAPANESE);
    expect(fighter.originalMarked).toBe(true);
    expect(fighter.rest).not.toMatch(JAPANESE);
    expect(fighter.rest).toContain('Mech City Neo Gear · Male');

    for (const [game, ref] of [['chrono', 'cc-demo:CC-006'], ['falldown', 'fd-demo:FD-015']] as const) {
      await openBuilder('en', game);
      const shown = await preview(ref);
      expect(shown.flavour, ref).not.toMatch(JAPANESE);
      expect(shown.flavour, ref).toMatch(LATIN_WORD);
      expect(shown.original, ref).toMatch(JAPANESE);
      expect(shown.rest, ref).not.toMatch(JAPANESE);
    }
  }, 120_000);

  it('Japanese: the Japanese flavour alone, with no English gloss', async () => {
    await openBuilder('ja', 'nofuture');
    const nf = await preview('nf-demo:NF-001');
    expect(nf.flavour).toBe('「星はまだ、消えてない！」');
    expect(nf.flavour).not.toMatch(LATIN_WORD);
    expect(nf.original).toBeNull();
    await shoot('docs/preview-flavour-ja.png');

    await openBuilder('ja', 'multiverse');
    const fighter = await preview('mf-demo:MF-002');
    expect(fighter.flavour).toMatch(JAPANESE);
    expect(fighter.flavour).not.toMatch(LATIN_WORD);
    expect(fighter.original).toBeNull();
    expect(errors.list()).toEqual([]);
  }, 120_000);
});
