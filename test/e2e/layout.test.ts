// The table's layout at 1440×900 in real Chromium: how much of the screen the mat gets (with the side
// column and the hand tray open, then both collapsed), zone labels readable at fit zoom, no rules
// panel over a mat zone (NoFuture and Multiverse, laid out by the New game wizard), and a hover
// preview that shows the card itself large. Screenshots: docs/table-1440.png (ja), -en.png.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectPageErrors, launchBrowser, startApp } from './harness';
import { boxSteady, sceneLook, steady } from './steady';
import { clickToolbar, phaseOf, startFromWizard, startWithDemoDecks } from './tableQueries';

interface Box { left: number; top: number; right: number; bottom: number }
interface Zone { id: string; kind: string; x: number; y: number; w: number; h: number }

let app: Awaited<ReturnType<typeof startApp>>;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
let errors: ReturnType<typeof collectPageErrors>;

/** Panels the rules assist puts over the table. */
const PANELS = ['phase-bar', 'tallies', 'match-bar', 'nf-panel', 'mf-panel', 'cc-panel', 'fd-panel'];

/** The mat as drawn now (client px), the fit zoom's label size, and the free part of the canvas. */
async function measure(): Promise<{ mat: Box; labelPx: number; scale: number }> {
  return page.evaluate(() => {
    const api = window.fudaba!;
    const view = api.view?.();
    // Today's code has no view(): the default mat and the label size drawn at 16 world units.
    const size = view?.mat ?? { width: 1700, height: 1300 };
    const a = api.worldToClient(0, 0)!;
    const b = api.worldToClient(size.width, size.height)!;
    const scale = Math.abs(b.x - a.x) / size.width;
    return {
      mat: { left: Math.min(a.x, b.x), top: Math.min(a.y, b.y), right: Math.max(a.x, b.x), bottom: Math.max(a.y, b.y) },
      labelPx: view?.labelPx ?? 16 * scale,
      scale,
    };
  });
}

/** Every mat zone's rectangle on screen (hands included). */
async function zoneBoxes(): Promise<{ id: string; box: Box }[]> {
  return page.evaluate(() => {
    const api = window.fudaba!;
    const zones = api.snapshot().objects.filter((o) => o.kind === 'zone') as unknown as Zone[];
    return zones.map((z) => {
      const a = api.worldToClient(z.x, z.y)!;
      const b = api.worldToClient(z.x + z.w, z.y + z.h)!;
      return { id: z.id, box: { left: Math.min(a.x, b.x), top: Math.min(a.y, b.y), right: Math.max(a.x, b.x), bottom: Math.max(a.y, b.y) } };
    });
  });
}

async function panelBoxes(): Promise<{ id: string; box: Box }[]> {
  const out: { id: string; box: Box }[] = [];
  for (const id of PANELS) {
    const el = page.getByTestId(id);
    if (await el.count() === 0 || !(await el.first().isVisible())) continue;
    const r = (await el.first().boundingBox())!;
    out.push({ id, box: { left: r.x, top: r.y, right: r.x + r.width, bottom: r.y + r.height } });
  }
  return out;
}

const overlap = (a: Box, b: Box) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;

/** Panel–zone pairs that overlap on screen: the zone lies (partly) under the panel. */
async function covered(): Promise<string[]> {
  const zones = await zoneBoxes();
  const panels = await panelBoxes();
  return panels.flatMap((p) => zones.filter((z) => overlap(p.box, z.box)).map((z) => `${p.id} over ${z.id}`));
}

const fmt = (b: Box) => `${Math.round(b.right - b.left)}×${Math.round(b.bottom - b.top)}`;
/** What the layout checks read: the mat on screen, the panels' boxes and the canvas (two frames on). */
const settle = () => steady(async () => {
  const scene = await sceneLook(page);
  return scene && { scene, mat: await measure(), panels: await panelBoxes() };
}, 'the mat, the panels and the canvas');
const fit = () => page.getByRole('button', { name: /全体表示|Fit table/ }).click();

/** Seals the named fighters (costs adding up to 5) for the seat picked now. */
async function chooseFighters(names: string[]): Promise<void> {
  await expect.poll(() => page.getByTestId('fighter-option').count(), { timeout: 20_000 }).toBe(7);
  for (const name of names) await page.locator(`[data-testid="fighter-option"][aria-label="${name}"]`).check();
  await page.getByTestId('fighters-commit').click();
}

/** Side column and hand tray both open or both collapsed, through their own buttons. */
async function setCollapsed(collapsed: boolean): Promise<void> {
  for (const id of ['toggle-side', 'toggle-tray']) {
    const button = page.getByTestId(id);
    if ((await button.getAttribute('aria-expanded')) === String(collapsed)) await button.click();
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe(String(!collapsed));
  }
  await settle();
  await fit();
  await settle();
}

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  page = browser.page;
  await page.setViewportSize({ width: 1440, height: 900 });
  errors = collectPageErrors(page);
  await page.goto(`${app.url}?table=layout-1440`);
  await page.waitForFunction(() => document.body.dataset['ready'] === 'true' && !!window.fudaba);
  await page.getByTestId('seat').selectOption('p1');
  await page.evaluate(() => localStorage.removeItem('fudaba.layout'));
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('the table at 1440×900', () => {
  it('gives the mat more room with the side column and the tray collapsed, labels readable', async () => {
    await startWithDemoDecks(page, 'nofuture');
    await settle();
    const open = await measure();
    console.log(`[layout] open: mat ${fmt(open.mat)} px, zone labels ${open.labelPx.toFixed(1)} px (scale ${open.scale.toFixed(3)})`);
    expect(open.labelPx).toBeGreaterThanOrEqual(11);
    await setCollapsed(true);
    const shut = await measure();
    console.log(`[layout] collapsed: mat ${fmt(shut.mat)} px, zone labels ${shut.labelPx.toFixed(1)} px`);
    expect(shut.mat.right - shut.mat.left).toBeGreaterThan(open.mat.right - open.mat.left);
    expect(shut.labelPx).toBeGreaterThanOrEqual(11);
    await page.screenshot({ path: 'docs/table-1440-collapsed.png' });
    // Remembered across a reload.
    await page.reload();
    await page.waitForFunction(() => document.body.dataset['ready'] === 'true' && !!window.fudaba);
    expect(await page.getByTestId('toggle-side').getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByTestId('toggle-tray').getAttribute('aria-expanded')).toBe('false');
    await setCollapsed(false);
  }, 90_000);

  it('puts no rules panel over a mat zone in NoFuture, open and collapsed', async () => {
    await expect.poll(() => page.getByTestId('phase-bar').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await covered()).toEqual([]);
    await setCollapsed(true);
    expect(await covered()).toEqual([]);
    await setCollapsed(false);
  }, 60_000);

  it('keeps the view still when a panel lays something over the table (a verdict popover at a card) or while a card is held', async () => {
    const origin = () => page.evaluate(() => window.fudaba!.worldToClient(0, 0));
    const before = await origin();
    // What the rules layer puts out of the column's flow, as the verdict popover does (position: fixed).
    await page.evaluate(() => {
      const pop = document.createElement('div');
      pop.id = 'e2e-fixed-popover';
      pop.style.cssText = 'position: fixed; left: 420px; top: 300px; width: 320px; height: 120px; background: #333';
      document.querySelector('[data-testid="dock-right"]')!.append(pop);
    });
    await settle();
    expect(await origin()).toEqual(before);
    await page.evaluate(() => document.getElementById('e2e-fixed-popover')!.remove());
    // A panel of the column that changes while the pointer is down waits for the pointer to come up.
    const area = (await page.locator('.table-area').boundingBox())!;
    await page.mouse.move(area.x + area.width / 2, area.y + 20);
    await page.mouse.down();
    await page.evaluate(() => {
      const extra = document.createElement('div');
      extra.id = 'e2e-dock-panel';
      extra.style.cssText = 'width: 250px; height: 40px; background: #333';
      document.querySelector('[data-testid="dock-left"]')!.append(extra);
    });
    await settle();
    expect(await origin()).toEqual(before);
    await page.mouse.up();
    await settle();
    expect(await origin(), 'the wider column is fitted once the pointer is up').not.toEqual(before);
    await page.evaluate(() => document.getElementById('e2e-dock-panel')!.remove());
    await settle();
    await fit();
    await settle();
    expect(await origin()).toEqual(before);
  });

  it('previews a hovered card large, as drawn, with its text', async () => {
    const card = page.getByTestId('hand-card').first();
    await expect.poll(() => card.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await card.hover();
    const image = page.getByTestId('card-preview-image');
    await expect.poll(() => image.isVisible(), { timeout: 10_000 }).toBe(true);
    const box = (await image.boundingBox())!;
    console.log(`[layout] preview image ${Math.round(box.width)}×${Math.round(box.height)} px`);
    expect(box.height).toBeGreaterThanOrEqual(250);
    await page.screenshot({ path: 'docs/table-1440.png' });
    // The face's text sits below the picture; the whole preview stays on screen, whichever card
    // of the hand it shows (their texts differ in length).
    const hand = page.getByTestId('hand-card');
    for (let i = 0; i < await hand.count(); i++) {
      await page.mouse.move(700, 300);
      await hand.nth(i).hover();
      await expect.poll(() => page.getByTestId('card-preview').count()).toBe(1);
      // The preview is placed after it has measured its text: read its box once it stays put.
      const preview = await boxSteady(page, '[data-testid="card-preview"]');
      expect(preview.y).toBeGreaterThanOrEqual(0);
      expect(preview.y + preview.height, `the preview of hand card ${i}`).toBeLessThanOrEqual(900);
    }
    await card.hover();
    await expect.poll(() => image.isVisible(), { timeout: 10_000 }).toBe(true);
    await page.mouse.move(700, 300);
    // A face-down pile (the decks) is never previewed: its cards stay unknown here.
    const piles = await page.evaluate(() => window.fudaba!.snapshot().objects.filter((o) => o.kind === 'stack' && !(o as { faceUp?: boolean }).faceUp).map((o) => o.id));
    expect(piles.length).toBeGreaterThan(0);
    for (const id of piles) {
      const at = await page.evaluate((pile) => window.fudaba!.screenPosition(pile), id);
      if (!at) continue;
      await page.mouse.move(at.x, at.y);
      // The page has rendered the pile as hovered: a preview would show in that same render.
      await expect.poll(() => page.evaluate(() => window.fudaba!.hovered()), { message: `the page rendering ${id} as hovered` }).toBe(id);
      expect(await page.getByTestId('card-preview').count(), `no preview of ${id}`).toBe(0);
    }
    await page.mouse.move(700, 300);
  }, 60_000);

  it('reads in English too', async () => {
    await clickToolbar(page, 'language');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    await settle();
    const card = page.getByTestId('hand-card').first();
    await card.hover();
    await expect.poll(() => page.getByTestId('card-preview-image').isVisible(), { timeout: 10_000 }).toBe(true);
    await page.screenshot({ path: 'docs/table-1440-en.png' });
    await page.mouse.move(700, 300);
    await clickToolbar(page, 'language');
  }, 60_000);

  it('puts no rules panel over a mat zone in Multiverse; "Declare the attack" is on screen without scrolling', async () => {
    await startFromWizard(page, 'multiverse', 'p1');
    await expect.poll(() => page.getByTestId('wizard').count()).toBe(0);
    // Each seat seals its fighters (alone at the table, the seat picker plays both).
    await chooseFighters(['紅の竜騎士ヴァルカ', '焔拳のカグラ']);
    await page.getByTestId('seat').selectOption('p2');
    await chooseFighters(['深淵の司祭ノクス', '聖盾の守護者アルマ']);
    await page.getByTestId('seat').selectOption('p1');
    await expect.poll(() => page.getByTestId('fighter-reveal').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await page.getByTestId('fighter-reveal').getByRole('button').click();
    await expect.poll(() => page.getByTestId('phase-bar').isVisible(), { timeout: 15_000 }).toBe(true);
    for (const phase of ['start', 'draw', 'main', 'battle']) {
      await page.getByTestId('next-phase').click();
      if (await page.getByTestId('phase-steps').count() > 0) await page.getByTestId('phase-apply').click();
      await expect.poll(() => phaseOf(page), { timeout: 10_000 }).toBe(phase);
    }
    await expect.poll(() => page.getByTestId('mf-attack').isVisible(), { timeout: 10_000 }).toBe(true);
    await settle();
    await fit();
    await settle();
    expect(await covered()).toEqual([]);
    // The button lies inside the window and inside its dock's visible part: no scrolling needed.
    const declare = (await page.getByTestId('mf-declare').boundingBox())!;
    const dock = (await page.getByTestId('dock-left').boundingBox())!;
    expect(declare.y + declare.height).toBeLessThanOrEqual(Math.min(900, dock.y + dock.height));
    expect(await page.getByTestId('dock-left').evaluate((el) => el.scrollTop)).toBe(0);
    const m = await measure();
    console.log(`[layout] multiverse open: mat ${fmt(m.mat)} px, zone labels ${m.labelPx.toFixed(1)} px`);
    await page.screenshot({ path: 'docs/table-1440-multiverse.png' });
    await setCollapsed(true);
    expect(await covered()).toEqual([]);
    const c = await measure();
    console.log(`[layout] multiverse collapsed: mat ${fmt(c.mat)} px, zone labels ${c.labelPx.toFixed(1)} px`);
    await setCollapsed(false);
    expect(errors.list()).toEqual([]);
  }, 120_000);
});
