// Lessons in one browser: the lessons dialog lists the bundled scenarios by game; the NoFuture
// battle example from the rule text (defending team takes 5, attacking team takes 4, only the
// attacker's front character is destroyed) is laid on a fresh table and stepped through to the
// end, every check ✓, the phase bar showing the scenario's phase. A broken file given through the
// file input is refused with its problems and the table stays as it was; a file dropped on the
// dialog is offered for opening. A screenshot goes to docs/lesson.png.
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectPageErrors, launchBrowser, startApp, type App, type Browser, type PageErrors } from './harness';
import { clickToolbar } from './tableQueries';

interface Obj { id: string; kind: string; x: number; y: number; w?: number; h?: number; stack?: string | null; attachedTo?: string | null; ref?: string }

/** Every scenario file the app bundles, as "game/file.json". */
const bundled = readdirSync('scenarios').flatMap((game) => readdirSync(`scenarios/${game}`).filter((f) => f.endsWith('.json')).map((f) => `${game}/${f}`));

let app: App;
let browser: Browser;
let page: Page;
let errors: PageErrors;

const objects = (): Promise<Obj[]> => page.evaluate(() => window.fudaba!.snapshot().objects as unknown as Obj[]);

async function cardsIn(zoneId: string): Promise<Obj[]> {
  const all = await objects();
  const zone = all.find((o) => o.kind === 'zone' && o.id === zoneId) as (Obj & { w: number; h: number }) | undefined;
  if (!zone) throw new Error(`no zone ${zoneId}`);
  return all.filter((o) => o.kind === 'card' && !o.stack && !o.attachedTo && o.x >= zone.x && o.x <= zone.x + zone.w && o.y >= zone.y && o.y <= zone.y + zone.h);
}

const phase = () => page.getAttribute('[data-testid=phase-name]', 'data-phase');

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  page = browser.page;
  errors = collectPageErrors(page);
  await page.addInitScript(() => localStorage.setItem('fudaba.lang', 'en'));
  await page.goto(`${app.url}?table=lesson-e2e`);
  await page.waitForFunction(() => document.body.dataset['ready'] === 'true');
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('lessons', () => {
  it('opens the battle example from the lessons dialog and steps it through to the end', async () => {
    await clickToolbar(page, 'lessons');
    await page.waitForSelector('[data-testid=lesson-dialog]');
    // Every bundled lesson, by game, title and about in the UI language.
    await page.waitForSelector('[data-testid="lesson-nofuture/worked-example"]');
    const headings = await page.$$eval('.lesson-list h3', (hs) => hs.map((h) => h.textContent));
    const names: Record<string, string> = { nofuture: 'NoFuture Collection Card', multiverse: 'Multiverse Fighters', chrono: 'Chrono Card', falldown: 'Falldown' };
    const games = Object.keys(names).filter((game) => bundled.some((file) => file.startsWith(`${game}/`)));
    expect(headings).toEqual(games.map((game) => names[game]));
    const listed = await page.$$eval('.lesson-list li button', (bs) => bs.length);
    expect(listed).toBe(bundled.length);
    expect(await page.textContent('[data-testid="lesson-nofuture/worked-example"]')).toContain("The rule text's battle example");

    await page.click('[data-testid="lesson-nofuture/worked-example"]');
    await page.waitForSelector('[data-testid=lesson-confirm]:not([disabled])');
    expect(await page.textContent('[data-testid=lesson-dialog]')).toContain('clears the current table');
    await page.click('[data-testid=lesson-confirm]');
    await page.waitForSelector('[data-testid=lesson-panel]');
    expect(await page.isVisible('[data-testid=lesson-dialog]')).toBe(false);
    expect(await page.textContent('[data-testid=lesson-title]')).toBe("The rule text's battle example");

    // A normal game table: the phase bar shows the scenario's turn and phase, the tallies its figures.
    await page.waitForSelector('[data-testid=phase-name][data-phase=battle]');
    expect(await page.textContent('[data-testid=phase-turn]')).toContain('3');
    expect(await cardsIn('p1-battle2-front')).toHaveLength(1);

    for (let n = 1; n <= 5; n++) {
      await page.waitForSelector('[data-testid=lesson-next]:not([disabled])');
      await page.click('[data-testid=lesson-next]');
      await page.waitForSelector(`[data-testid=lesson-step-${n - 1}]`);
      if (n === 2) {
        // The battle resolved: the rulings it applied are shown with their ids.
        const text = await page.textContent('[data-testid=lesson-step-1]');
        expect(text).toContain('NF 4.4');
      }
    }
    await page.waitForSelector('[data-testid=lesson-summary]');
    const checks = await page.$$eval('[data-testid=lesson-check]', (ps) => ps.map((p) => p.textContent));
    expect(checks).toEqual(['✓ The table matches', '✓ The table matches', '✓ The table matches']);
    expect(await page.textContent('[data-testid=lesson-summary]')).toContain('3 / 3 checks match');
    expect(await page.isDisabled('[data-testid=lesson-next]')).toBe(true);

    // Only the attacker's front character was destroyed; the end phase sent the others back to base.
    expect(await cardsIn('p1-discard')).toHaveLength(1);
    expect(await cardsIn('p2-discard')).toHaveLength(0);
    expect(await cardsIn('p1-base')).toHaveLength(1);
    expect(await cardsIn('p2-base')).toHaveLength(2);
    expect(await phase()).toBe('end');
    await page.screenshot({ path: 'docs/lesson.png' });
  });

  it('Restart lays the position again; the table stays playable by hand', async () => {
    await page.click('[data-testid=lesson-restart]');
    await page.waitForSelector('[data-testid=phase-name][data-phase=battle]');
    expect(await cardsIn('p1-battle2-front')).toHaveLength(1);
    expect(await page.textContent('[data-testid=lesson-count]')).toContain('1 / 5');
    await page.click('[data-testid=lesson-to-end]');
    await page.waitForSelector('[data-testid=lesson-summary]');
    expect(await page.$$eval('[data-testid=lesson-check]', (ps) => ps.every((p) => p.textContent?.startsWith('✓')))).toBe(true);
  });

  it('a broken file is refused with its problems, and nothing on the table changes', async () => {
    const before = await objects();
    await clickToolbar(page, 'lessons');
    await page.waitForSelector('[data-testid=lesson-dialog]');
    const broken = JSON.stringify({ game: 'nofuture', turn: 'three', zones: { 'p1-nowhere': ['NF-999'] }, actions: [{ do: 'resolve' }] }, null, 2);
    await page.setInputFiles('[data-testid=lesson-file]', { name: 'disputed.json', mimeType: 'application/json', buffer: Buffer.from(broken) });
    await page.waitForSelector('[data-testid=lesson-problems]');
    const text = (await page.textContent('[data-testid=lesson-problems]')) ?? '';
    expect(text).toContain('disputed.json cannot be opened');
    expect(text).toMatch(/line \d+ turn/);
    expect(text).toContain('Nothing on the table has changed.');
    expect(await page.isVisible('[data-testid=lesson-confirm]')).toBe(false);
    expect(await objects()).toEqual(before);
    expect(await phase()).toBe('end');
    expect(await page.isVisible('[data-testid=lesson-panel]')).toBe(true);

    // A position someone sent, dropped on the dialog, is offered for opening.
    const sent = readFileSync('scenarios/nofuture/first-strike.json', 'utf8');
    await page.evaluate((content) => {
      const data = new DataTransfer();
      data.items.add(new File([content], 'sent.json', { type: 'application/json' }));
      document.querySelector('.lesson-dialog')!.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    }, sent);
    await page.waitForSelector('[data-testid=lesson-confirm]');
    expect(await page.textContent('[data-testid=lesson-dialog]')).toContain('First strike');
    await page.click('[data-testid=lesson-back]');
    await page.click('[data-testid=lesson-close]');
    expect(await page.isVisible('[data-testid=lesson-dialog]')).toBe(false);
    expect(await objects()).toEqual(before);
    expect(errors.list()).toEqual([]);
  });
});
