// Every dialog in both languages, in real Chromium: the visible text of each dialog and panel, in
// English mode, holds no kana or kanji (except proper nouns and text marked data-original, the
// Japanese original of a card), and in Japanese mode no English words (except the allowed ones:
// seats, HP, ruling ids). Screenshots: docs/bilingual-en.png and docs/bilingual-ja.png.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectPageErrors, launchBrowser, startApp } from './harness';
import { framesLater, steady } from './steady';
import { clickToolbar } from './tableQueries';

type Lang = 'ja' | 'en';
const GAMES = ['nofuture', 'multiverse', 'chrono', 'falldown'] as const;

let app: Awaited<ReturnType<typeof startApp>>;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
let errors: ReturnType<typeof collectPageErrors>;

// Proper nouns shown as such in either language (the app's name, the language switch's own label).
const EN_ALLOWED = ['札場', '日本語'];
// Words a Japanese screen keeps in Latin letters: seats, stats, ruling ids, units, names of games
// and formats, the other language's switch.
const JA_ALLOWED = new Set([
  'P1', 'P2', 'HP', 'AP', 'DP', 'EP', 'ATK', 'DEF', 'BG', 'BGM', 'NF', 'MF', 'CC', 'FD', 'OK', 'English', 'Fudaba', 'NoFuture', 'Collection',
  'Card', 'Multiverse', 'Fighters', 'Chrono', 'Falldown', 'JSON', 'CSV', 'UTF', 'STUN', 'TURN', 'WebRTC', 'URL', 'Esc', 'Enter', 'Ctrl', 'Shift',
  'Alt', 'Space', 'Del', 'F', 'T', 'R', 'S', 'D', 'G', 'C', 'N', 'ms', 'px', 'ID', 'id', 'PNG', 'png', 'Yjs', 'SRA', 'AES', 'GCM', 'stun', 'turn',
  'example', 'org', 'urls', 'ws', 'wss', 'localhost', 'a', 'z', 'NF-012', 'Z', 'Y', 'A', 'vs',
]);

/** The visible text under a selector, without elements marked data-original. */
async function visibleText(selector: string): Promise<string> {
  return page.evaluate((sel) => {
    const roots = [...document.querySelectorAll<HTMLElement>(sel)];
    const parts: string[] = [];
    for (const root of roots) {
      const clone = root.cloneNode(true) as HTMLElement;
      for (const el of clone.querySelectorAll('[data-original]')) el.remove();
      // innerText of a detached clone ignores layout: read the live one, then drop the originals' text.
      let text = root.innerText;
      // Longest first: a short original that is part of a longer one must not leave the rest behind.
      const originals = [...root.querySelectorAll<HTMLElement>('[data-original]')].map((el) => el.innerText).filter((t) => t !== '');
      for (const original of originals.sort((a, b) => b.length - a.length)) text = text.split(original).join(' ');
      for (const el of root.querySelectorAll<HTMLElement>('[title],[placeholder],[aria-label]')) {
        if (el.closest('[data-original]')) continue;
        for (const attr of ['title', 'placeholder', 'aria-label']) { const v = el.getAttribute(attr); if (v) parts.push(v); }
      }
      parts.push(text);
    }
    return parts.join('\n');
  }, selector);
}

/** Lines of text that belong to the other language. */
export function foreign(text: string, lang: Lang): string[] {
  const bad: string[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    if (lang === 'en') {
      let rest = line;
      for (const word of EN_ALLOWED) rest = rest.split(word).join('');
      if (/[\u3040-\u30ff\u3400-\u9fff\uff66-\uff9f]/u.test(rest)) bad.push(line);
    } else {
      // Hashes and commitments (hex, shown on hover) and colour codes (the lobby's swatches) are
      // figures, not words; the seat key's format prefix (the import field's sample) is typed as is.
      const words = line.replace(/\b[0-9a-f]{8,}\b/g, '').replace(/#[0-9a-f]{6}\b/gi, '').replace(/\bfudaba-key-v\d+:/g, '').match(/[A-Za-z][A-Za-z'’-]*(?:-[A-Z0-9]+)?/g) ?? [];
      // Ruling ids (NF-R12, MF-R3), card numbers (NF-012) and Latin kept in allowed words pass.
      const odd = words.filter((w) => !JA_ALLOWED.has(w) && !/^[A-Z]{2}-R?\d+$/.test(w) && !/^[A-Z]{1,3}$/.test(w));
      if (odd.length > 0) bad.push(`${line}  ⟵ ${odd.join(' ')}`);
    }
  }
  return bad;
}

// 'ui': the app's own strings, which must follow the language. 'cards': what the card sets, demo
// decks and lessons carry (card names, kinds, stats, quoted rule text), checked apart.
type Bucket = 'ui' | 'cards';
const found: Record<Bucket, Record<Lang, string[]>> = { ui: { ja: [], en: [] }, cards: { ja: [], en: [] } };
async function check(where: string, selector: string, lang: Lang, bucket: Bucket = 'ui'): Promise<void> {
  // Dialogs load when opened: a fixed pause alone often read an empty page (nothing checked).
  await page.locator(selector).first().waitFor({ state: 'visible', timeout: 15_000 });
  // Read once the text has stopped changing (lists fill in, panels load after the dialog shows).
  const text = await steady(async () => {
    await framesLater(page);
    return visibleText(selector);
  }, `the text of ${selector} (${where})`);
  for (const line of foreign(text, lang)) found[bucket][lang].push(`${where}: ${line}`);
}

async function open(lang: Lang, table: string): Promise<void> {
  await page.addInitScript((l) => localStorage.setItem('fudaba.lang', l), lang);
  await page.goto(`${app.url}?table=${table}`);
  await page.waitForFunction(() => document.body.dataset['ready'] === 'true' && !!window.fudaba);
  await page.getByTestId('seat').selectOption('p1');
}

/** Esc, else a click on the backdrop (every overlay closes on it). */
async function closeDialog(): Promise<void> {
  await page.keyboard.press('Escape');
  await framesLater(page); // the page has handled Esc and drawn what it left open
  const overlay = page.locator('.overlay').first();
  if (await overlay.count() > 0) await overlay.click({ position: { x: 4, y: 4 } });
  await expect.poll(() => page.locator('.overlay, [data-testid="deck-builder"]').count(), { message: 'the dialog closed (no overlay, no deck builder)' }).toBe(0);
}

async function walk(lang: Lang): Promise<void> {
  await open(lang, `bilingual-${lang}`);
  await check('toolbar', '.toolbar', lang);
  await clickToolbar(page, 'help');
  await check('help', '[data-testid="help-dialog"]', lang);
  await closeDialog();
  await clickToolbar(page, 'fair-play-open');
  await check('fair play', '[data-testid="fair-play"]', lang);
  await closeDialog();
  if (await page.getByTestId('lessons').count() > 0) {
    await clickToolbar(page, 'lessons');
    await page.waitForSelector('[data-testid="lesson-list"][aria-busy="false"]', { timeout: 15_000 }).catch(() => undefined);
    await check('lessons', '[data-testid="lesson-dialog"]', lang, 'cards');
    await closeDialog();
  }
  await clickToolbar(page, 'play-online');
  await check('lobby', '[data-testid="lobby"]', lang);
  await page.getByTestId('lobby').getByRole('button', { name: lang === 'en' ? 'Cancel' : 'キャンセル' }).click();
  await clickToolbar(page, 'decks');
  await page.getByTestId('deck-builder').waitFor({ state: 'visible', timeout: 15_000 }); // loads when opened
  await check('deck builder', 'body', lang, 'cards');
  await closeDialog();
  for (const game of GAMES) {
    await clickToolbar(page, 'new-table');
    await page.getByTestId(`wizard-game-${game}`).click();
    await check(`wizard ${game} (game)`, '[data-testid="wizard"]', lang);
    await page.getByTestId('wizard-next').click();
    await expect.poll(() => page.getByTestId('wizard-deck-p1-status').textContent(), { timeout: 15_000 }).toContain('✓');
    await check(`wizard ${game} (decks)`, '[data-testid="wizard"]', lang, 'cards');
    if (await page.getByTestId('wizard-next').count() > 0) {
      await page.getByTestId('wizard-next').click();
      await check(`wizard ${game} (first)`, '[data-testid="wizard"]', lang);
    }
    await page.getByTestId('wizard-start').click();
    await expect.poll(() => page.getByTestId('wizard').count()).toBe(0);
    // The game is set up (its log line written), its hidden decks' work done, its setup dialog open.
    await expect.poll(() => page.evaluate((g) => window.fudaba!.log().some((e) => e.op === 'gameSetup' && e.args['game'] === g), game), { message: `the ${game} setup in the log` }).toBe(true);
    await page.evaluate(() => window.fudaba!.secret.settled());
    if (game === 'multiverse') await page.getByTestId('fighter-choice').waitFor({ state: 'visible', timeout: 15_000 });
    // A dialog the game opens at setup (Multiverse's fighter choice) is part of the walk.
    await check(`log ${game}`, '[data-testid="log"]', lang);
    await check(`table ${game}`, 'body', lang, 'cards');
    if (game === 'nofuture') {
      await page.screenshot({ path: `docs/bilingual-${lang}.png` });
    }
    if (await page.locator('.overlay').count() > 0) await closeDialog();
  }
}

beforeAll(async () => {
  mkdirSync('docs', { recursive: true });
  app = await startApp();
  browser = await launchBrowser();
  page = browser.page;
  page.on('dialog', (dialog) => void dialog.accept());
  errors = collectPageErrors(page);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('every dialog speaks one language', () => {
  it('English mode: the app\'s own strings hold no Japanese outside proper nouns and marked originals', async () => {
    await walk('en');
    expect(found.ui.en).toEqual([]);
  }, 240_000);

  it('Japanese mode: the app\'s own strings hold no English words outside the allowed ones', async () => {
    await walk('ja');
    expect(found.ui.ja).toEqual([]);
    expect(errors.list()).toEqual([]);
  }, 240_000);

  // Card names, kinds and stats in the deck builder, the hand and the game panels, the demo decks'
  // names and the lessons' quoted rule text follow the language too: English mode shows the sets'
  // English glosses, with any Japanese original marked (the hover preview, the lessons' quotes).
  it('English mode: card data follows the language too', () => {
    console.log(`[bilingual] card data lines in Japanese in English mode: ${found.cards.en.length}`);
    if (found.cards.en.length > 0) console.log(found.cards.en.join('\n'));
    expect(found.cards.en).toEqual([]);
  });
});
