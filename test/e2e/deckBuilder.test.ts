// The deck builder in real Chromium (opened full-page with ?decks): search, building a legal
// NoFuture deck and breaking it, saving and loading across a reload, deck lists as text, and card
// set import from CSV with every problem listed.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectPageErrors, launchBrowser, startApp } from './harness';

const TEMPLATE = resolve(import.meta.dirname, '../../public/assets/sets/templates/nofuture.csv');
const SCREENSHOT = resolve(import.meta.dirname, '../../docs/deck-builder.png');

let app: Awaited<ReturnType<typeof startApp>>;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
let errors: ReturnType<typeof collectPageErrors>;

async function openBuilder(): Promise<void> {
  await page.goto(`${app.url}?decks`);
  await page.waitForSelector('[data-testid=deck-builder]');
}

const total = async (): Promise<number> => Number((await page.textContent('[data-testid=deck-total]'))?.match(/\d+/)?.[0]);
const ruleIds = (): Promise<string[]> => page.$$eval('[data-testid=deck-problem]', (items) => items.map((li) => li.getAttribute('data-rule') ?? ''));
const tile = (ref: string) => page.locator(`[data-testid=card-tile][data-ref="${ref}"]`);
const tileNames = (): Promise<string[]> => page.$$eval('[data-testid=card-tile]', (items) => items.map((li) => li.getAttribute('data-name') ?? ''));

async function search(query: string): Promise<void> {
  await page.fill('[data-testid=card-search]', query);
}

async function chooseSetFile(name: string, text: string): Promise<void> {
  await page.click('[data-testid=open-set-import]');
  await page.setInputFiles('[data-testid=set-file]', { name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });
  await page.waitForSelector('[data-testid=csv-fields]');
  await page.selectOption('[data-testid=csv-game]', 'nofuture');
}

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  page = browser.page;
  errors = collectPageErrors(page);
  page.on('dialog', (dialog) => void dialog.accept());
  await openBuilder();
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('the deck builder in a real browser', () => {
  it('opens with the search box focused, and finds katakana names from a hiragana query', async () => {
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('card-search');
    expect(await page.getAttribute('[data-testid=deck-builder]', 'data-game')).toBe('nofuture');
    const all = (await tileNames()).length;
    await page.keyboard.type('ひかり');
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid=card-tile]').length < n, all);
    const names = await tileNames();
    expect(names.length).toBeGreaterThan(0);
    expect(names).toContain('星見ヒカリ');
    expect(names.every((name) => name.includes('ヒカリ'))).toBe(true);
    // Full-width letters find half-width numbers too.
    await search('ｎｆ－０２８');
    expect(await tileNames()).toEqual(['悪夢の咆哮']);
    await search('');
  });

  it('builds a NoFuture deck from a demo deck, shows the NF 2.1 problem when cards are removed, and is legal again once they are back', async () => {
    await page.selectOption('[data-testid=deck-open-select]', 'demo:0');
    await page.click('[data-testid=deck-open]');
    await page.waitForSelector('[data-testid=deck-legal]');
    expect(await total()).toBe(40);
    expect(await page.textContent('[data-testid=deck-legal]')).toContain('ルールどおり');

    // − on a deck row, then a right-click on a tile, each take one copy out.
    const removed: string[] = [];
    while (!(await ruleIds()).includes('NF 2.1')) {
      const row = page.locator('[data-testid=deck-entry]').first();
      removed.push((await row.getAttribute('data-ref')) ?? '');
      await row.locator('[data-testid=entry-remove]').click();
    }
    expect(removed).toHaveLength(1);
    expect(await tile('nf-demo:NF-001').locator('[data-testid=tile-copies]').textContent()).toBe('×3');
    await tile('nf-demo:NF-001').locator('.tile-main').click({ button: 'right' });
    expect(await tile('nf-demo:NF-001').locator('[data-testid=tile-copies]').textContent()).toBe('×2');
    expect(await total()).toBe(38);
    expect(await page.textContent('[data-testid=deck-problems]')).toContain('NF 2.1');
    expect(await page.textContent('[data-testid=deck-problems]')).toContain('現在38枚');

    // A click on a tile and Enter on a focused tile each add one.
    await tile('nf-demo:NF-001').locator('.tile-main').click();
    await tile(removed[0]!).locator('.tile-main').focus();
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid=deck-legal]');
    expect(await total()).toBe(40);
    const curve = await page.$$eval('[data-testid=curve-bar]', (bars) => bars.map((b) => Number(b.getAttribute('data-count'))));
    expect(curve.reduce((a, b) => a + b, 0)).toBe(40);

    // One copy too many breaks the copy limit of the same rule.
    await tile('nf-demo:NF-001').locator('.tile-main').click();
    await page.waitForSelector('[data-testid=deck-problems]');
    expect(await page.textContent('[data-testid=deck-problems]')).toContain('3枚まで');
    expect(await page.locator('[data-testid=deck-entry].flagged').getAttribute('data-ref')).toBe('nf-demo:NF-001');
    await page.locator('[data-testid=deck-entry][data-ref="nf-demo:NF-001"] [data-testid=entry-remove]').click();
    await page.waitForSelector('[data-testid=deck-legal]');
  });

  it('saves the deck and opens it again after a reload', async () => {
    await page.fill('[data-testid=deck-name]', 'E2E 星の守り手');
    await page.click('[data-testid=deck-save]');
    expect(await page.textContent('[data-testid=deck-status]')).toContain('E2E 星の守り手');

    await openBuilder();
    expect(await total()).toBe(0);
    await page.selectOption('[data-testid=deck-open-select]', { label: 'E2E 星の守り手' });
    await page.click('[data-testid=deck-open]');
    await page.waitForSelector('[data-testid=deck-legal]');
    expect(await total()).toBe(40);
    expect(await page.inputValue('[data-testid=deck-name]')).toBe('E2E 星の守り手');
  });

  it('writes the deck as text and reads a list back, listing every line it cannot use', async () => {
    await page.click('[data-testid=deck-text]');
    const exported = await page.inputValue('[data-testid=deck-export]');
    expect(exported).toContain('# name: E2E 星の守り手');
    expect(exported).toMatch(/^3 NF-001 {2}# 星見ヒカリ$/m);

    await page.fill('[data-testid=deck-import]', '# name: 読み込み\n3 NF-015\n2 NF-999\nこれは 読めない 行 です\n[side]\n');
    await page.click('[data-testid=deck-read]');
    const problems = await page.$$eval('[data-testid=deck-text-problem]', (items) => items.map((li) => li.textContent ?? ''));
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^3行目/);
    expect(problems[1]).toMatch(/^4行目/);
    expect(problems[2]).toMatch(/^5行目/);
    expect(await total()).toBe(40);

    await page.fill('[data-testid=deck-import]', exported);
    await page.click('[data-testid=deck-read]');
    await page.waitForSelector('[data-testid=deck-text-dialog]', { state: 'detached' });
    expect(await total()).toBe(40);
    await page.waitForSelector('[data-testid=deck-legal]');
  });

  it('refuses a CSV with two bad rows, listing both with their lines, and imports nothing', async () => {
    const [header, first] = readFileSync(TEMPLATE, 'utf8').split('\n');
    const broken = [
      header,
      first?.replace('NF-101', 'NF-301').replace('朝霧ユイ', '壊れない行'),
      'NF-302,壊れた行,Broken Row,character,blue,青1,1,魔法少女,abc,1,3,,,,,,,,,,',
      'NF-303,,No Name,character,blue,青1,1,魔法少女,1,1,3,,,,,,,,,,',
    ].join('\n');
    await chooseSetFile('broken.csv', broken);
    expect(await page.inputValue('[data-testid=csv-set-id]')).toBe('broken');
    await page.click('[data-testid=set-import]');
    await page.waitForSelector('[data-testid=set-problems]');
    const problems = await page.$$eval('[data-testid=set-problem][data-severity=error]', (items) => items.map((li) => li.textContent ?? ''));
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^3行目 fight列\(9列目\)/);
    expect(problems[1]).toMatch(/^4行目 name列\(2列目\)/);

    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid=set-import-dialog]', { state: 'detached' });
    expect(await page.isVisible('[data-testid=deck-builder]')).toBe(true);
    await search('壊れない行');
    expect(await tileNames()).toEqual([]);
  });

  it('imports the template CSV: its cards are in the list at once, and still after a reload', async () => {
    await chooseSetFile('nofuture.csv', readFileSync(TEMPLATE, 'utf8'));
    await page.fill('[data-testid=csv-set-id]', 'my-nofuture');
    await page.fill('[data-testid=csv-name-ja]', '自作セット');
    await page.click('[data-testid=set-import]');
    await page.waitForSelector('[data-testid=set-imported]');
    expect(await page.textContent('[data-testid=set-imported]')).toContain('5枚');
    await page.keyboard.press('Escape');

    await search('朝霧');
    expect(await tileNames()).toEqual(['朝霧ユイ']);
    expect(await tile('my-nofuture:NF-101').count()).toBe(1);

    await openBuilder();
    await search('朝霧');
    await page.waitForSelector('[data-testid=card-tile][data-ref="my-nofuture:NF-101"]');
    await page.click('[data-testid=open-set-import]');
    expect(await page.textContent('[data-testid=stored-sets]')).toContain('自作セット');
    await page.keyboard.press('Escape');
  });

  it('looks right', async () => {
    await search('');
    await page.selectOption('[data-testid=deck-open-select]', 'demo:1');
    await page.click('[data-testid=deck-open]');
    await page.waitForSelector('[data-testid=deck-legal]');
    await page.click('[data-testid=facet-kind] >> text=キャラクター');
    await tile('nf-demo:NF-018').locator('.tile-main').hover();
    await page.waitForSelector('[data-testid=card-preview]');
    await page.screenshot({ path: SCREENSHOT });
    expect(errors.list()).toEqual([]);
  });

  it('closes with Esc and goes to the table', async () => {
    await page.mouse.move(5, 5);
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => !url.search.includes('decks'));
  });
});
