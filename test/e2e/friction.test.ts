// Friction removed (issue 17): what a new player runs into and is now told or spared.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectPageErrors, launchBrowser, roomReady, startApp, type App, type Browser, type PageErrors } from './harness';

let app: App;
const browsers: Browser[] = [];

beforeAll(async () => {
  app = await startApp();
}, 60_000);

afterAll(async () => {
  for (const browser of browsers) await browser.close();
  await app?.close();
});

async function open(webrtc: boolean, acceptDialogs = true): Promise<{ page: Page; errors: PageErrors }> {
  const browser = await launchBrowser({ webrtc });
  browsers.push(browser);
  const errors = collectPageErrors(browser.page);
  if (acceptDialogs) browser.page.on('dialog', (dialog) => void dialog.accept());
  return { page: browser.page, errors };
}

describe('a direct link that does not come up', () => {
  it('is reported on both sides within about 10 s, with the TURN advice', async () => {
    // A can use loopback; B is launched without the flag and permission, so no candidate pair forms.
    const { page: a, errors: errorsA } = await open(true);
    await a.addInitScript(() => localStorage.setItem('fudaba.lang', 'en'));
    await a.goto(`${app.url}?table=friction-link`);
    await a.waitForFunction(() => document.body.dataset['ready'] === 'true');
    await a.getByTestId('play-online').click();
    await a.getByTestId('lobby-name').fill('Akari');
    await a.getByTestId('lobby-submit').click();
    await a.waitForURL(/\?room=/);
    await roomReady(a);
    const { page: b, errors: errorsB } = await open(false);
    await b.goto(a.url());
    await b.getByTestId('lobby-name').fill('ゆう');
    await b.getByTestId('lobby-seat-p2').check();
    await b.getByTestId('lobby-submit').click();
    await roomReady(b);
    const joined = Date.now();
    await Promise.all([a, b].map((p) => p.getByTestId('link-failed').waitFor({ timeout: 14_000 })));
    const took = Date.now() - joined;
    expect(took).toBeLessThan(14_000);
    expect(took).toBeGreaterThan(8_000); // not before the timeout
    for (const p of [a, b]) {
      const text = await p.getByTestId('link-failed').innerText();
      expect(text).toMatch(/TURN/);
      expect(await p.getByTestId('peers-link-failed').count()).toBe(1);
    }
    expect(await a.getByTestId('link-failed').innerText()).toMatch(/Network settings/);
    expect(await b.getByTestId('link-failed').innerText()).toMatch(/ネットワーク設定/);
    expect((await b.evaluate(() => window.fudaba!.net!.status())).webrtcPeers).toBe(0);
    await a.screenshot({ path: 'docs/link-failed.png' });
    await b.screenshot({ path: 'docs/link-failed-ja.png' });
    expect([...errorsA.list(), ...errorsB.list()].filter((e) => !/WebRTC|ICE|peer/i.test(e))).toEqual([]);
  }, 90_000);
});

describe('the deck builder', () => {
  it('reads a list by name (kana- and width-insensitive), suggests a misspelt name, and asks before Esc throws work away', async () => {
    const { page, errors } = await open(false, false);
    await page.goto(`${app.url}?decks`);
    await page.waitForSelector('[data-testid=deck-builder]');
    await page.click('[data-testid=deck-text]');
    await page.fill('[data-testid=deck-import]', ['3 疾風のハヤテ', '1x Hayate of the Gale', '2 星見ひかり', '1 風見ﾂﾊﾞｻ', '1 Song of Hope (NF) 14', '2 Starlight Stafff'].join('\n'));
    await page.click('[data-testid=deck-read]');
    const problems = await page.$$eval('[data-testid=deck-text-problem]', (items) => items.map((li) => li.textContent ?? ''));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^6行目/);
    expect(problems[0]).toContain('「Starlight Staff」（NF-009）のことですか?');
    await page.click('[data-testid=deck-use-partial]');
    await page.waitForSelector('[data-testid=deck-text-dialog]', { state: 'detached' });
    expect(await page.textContent('[data-testid=deck-total]')).toMatch(/\b8\D/);

    // Esc with unsaved changes asks; "cancel" keeps the builder and the deck.
    const asked: string[] = [];
    page.once('dialog', (dialog) => { asked.push(dialog.message()); void dialog.dismiss(); });
    await page.keyboard.press('Escape');
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]).toContain('保存していない変更');
    expect(await page.isVisible('[data-testid=deck-builder]')).toBe(true);
    expect(await page.textContent('[data-testid=deck-total]')).toMatch(/\b8\D/);
    page.once('dialog', (dialog) => { asked.push(dialog.message()); void dialog.accept(); });
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => !url.search.includes('decks'));
    expect(asked).toHaveLength(2);
    expect(errors.list()).toEqual([]);
  }, 60_000);
});
