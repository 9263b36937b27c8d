// What the game e2e tests read and do on a table: its objects through window.fudaba, the loose
// pieces in a zone, a zone's centre on screen, a mouse drag, and a game started from the wizard.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** A table object as the tests read it from the snapshot. */
export interface Obj {
  id: string; kind: string; x: number; y: number; w?: number; h?: number; ref?: string; owner?: string | null;
  stack?: string | null; order?: string[]; rotation?: number; faceUp?: boolean; color?: string; count?: number;
  label?: string; value?: number; attachedTo?: string | null;
}
export type ZoneObj = Obj & { w: number; h: number };
export interface Point { x: number; y: number }

export const objects = (page: Page): Promise<Obj[]> => page.evaluate(() => window.fudaba!.snapshot().objects as unknown as Obj[]);
export const objectOf = async (page: Page, id: string): Promise<Obj | undefined> => (await objects(page)).find((o) => o.id === id);

export async function zone(page: Page, id: string): Promise<ZoneObj> {
  const found = (await objects(page)).find((o) => o.kind === 'zone' && o.id === id);
  if (!found) throw new Error(`no zone ${id}`);
  return found as ZoneObj;
}

export const inside = (o: Point, z: { x: number; y: number; w: number; h: number }) => o.x >= z.x && o.x <= z.x + z.w && o.y >= z.y && o.y <= z.y + z.h;

/** Loose cards and piles lying in a zone (not cards inside a pile or attached to another). */
export async function inZone(page: Page, id: string): Promise<Obj[]> {
  const z = await zone(page, id);
  return (await objects(page)).filter((o) => o.kind !== 'zone' && !o.stack && !o.attachedTo && inside(o, z));
}

export const cardsIn = async (page: Page, id: string) => (await inZone(page, id)).filter((o) => o.kind === 'card');
/** Cards in a zone, counting each pile's cards. */
export const pileSize = async (page: Page, id: string) => (await inZone(page, id)).reduce((n, o) => n + (o.kind === 'stack' ? o.order?.length ?? 0 : o.kind === 'card' ? 1 : 0), 0);
export const counterIn = async (page: Page, id: string) => (await inZone(page, id)).find((o) => o.kind === 'counter')?.value ?? NaN;
/** A card's identity as this browser knows it (public, or its own hidden card). */
export const identity = (page: Page, id: string) => page.evaluate((card) => window.fudaba!.secret.identity(card), id);

export async function clientOf(page: Page, x: number, y: number): Promise<Point> {
  const at = await page.evaluate(([wx, wy]) => window.fudaba!.worldToClient(wx, wy), [x, y] as const);
  if (!at) throw new Error('table not drawn');
  return at;
}

export async function zoneCentre(page: Page, id: string): Promise<Point> {
  const z = await zone(page, id);
  return clientOf(page, z.x + z.w / 2, z.y + z.h / 2);
}

/** A mouse drag in twelve steps, as a hand would move. */
export async function drag(page: Page, from: Point, to: Point): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) await page.mouse.move(from.x + ((to.x - from.x) * i) / 12, from.y + ((to.y - from.y) * i) / 12);
  await page.mouse.up();
}

/**
 * Clicks a toolbar action wherever it is now: in the bar, in the "…" menu the bar folds into when
 * its buttons do not fit (toolbarFold.ts: Japanese under ~1300 px), or in the bar's File ▾ menu.
 * The fold follows the web font, so this waits for the fonts first; a fold that still flips
 * between the look and the click is caught by looking again.
 */
export async function clickToolbar(page: Page, testid: string): Promise<void> {
  const target = page.getByTestId(testid);
  for (let attempt = 0; ; attempt++) {
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    if (!(await target.isVisible())) {
      const more = page.getByTestId('toolbar-more');
      if ((await more.isVisible()) && (await more.getAttribute('aria-expanded')) !== 'true') await more.click();
      // Save, load and the replays sit in the bar's File ▾ menu (listed flat in "…" when folded).
      const file = page.getByTestId('file-menu');
      if (!(await target.isVisible()) && (await file.isVisible()) && (await file.getAttribute('aria-expanded')) !== 'true') await file.click();
    }
    // A trial click checks that the button can be clicked now and clicks nothing, so it may be
    // retried (the bar may fold while fonts arrive); the real click then happens exactly once: a
    // retried real click could land a second time after a slow first one had already opened a dialog.
    try {
      await target.click({ trial: true, timeout: attempt < 2 ? 5_000 : 30_000 });
    } catch (err) {
      if (attempt >= 2) throw err;
      continue;
    }
    await target.click({ timeout: 30_000 });
    return;
  }
}

export const phaseOf = (page: Page) => page.getByTestId('phase-name').getAttribute('data-phase');

/** Toolbar → wizard → the game → its demo decks → the first player → Start. */
export async function startFromWizard(page: Page, game: string, first: 'p1' | 'p2' = 'p1'): Promise<void> {
  await clickToolbar(page, 'new-table');
  await page.getByTestId(`wizard-game-${game}`).click();
  await page.getByTestId('wizard-next').click();
  for (const seat of ['p1', 'p2']) await expect.poll(() => page.getByTestId(`wizard-deck-${seat}-status`).textContent()).toContain('✓');
  await page.getByTestId('wizard-next').click();
  await page.getByTestId(`wizard-first-${first}`).check();
  await page.getByTestId('wizard-start').click();
}

/**
 * Toolbar → wizard → the game → its demo decks → a die roll for the first player → Start, then
 * waits for the game's setup in the log. The wizard's code loads on first use: on a loaded machine
 * it may take seconds to open, so each step waits up to 15 s.
 */
export async function startWithDemoDecks(page: Page, game: string): Promise<void> {
  const wait = { timeout: 15_000 };
  await clickToolbar(page, 'new-table');
  await expect.poll(() => page.getByTestId('wizard').isVisible(), wait).toBe(true);
  await page.getByTestId(`wizard-game-${game}`).click();
  await page.getByTestId('wizard-next').click();
  for (const seat of ['p1', 'p2']) {
    await expect.poll(() => page.getByTestId(`wizard-deck-${seat}-status`).textContent(), wait).toContain('✓');
  }
  if (await page.getByTestId('wizard-next').count() > 0) {
    await page.getByTestId('wizard-next').click();
    await expect.poll(() => page.getByTestId('wizard-first-die').isChecked(), wait).toBe(true);
  }
  await page.getByTestId('wizard-start').click();
  await expect.poll(() => page.getByTestId('wizard').count(), wait).toBe(0);
  await expect.poll(() => page.evaluate((g) => window.fudaba!.log().some((e) => e.op === 'gameSetup' && e.args['game'] === g), game), wait).toBe(true);
}

/**
 * Presses T on the selected card until it lies at `rotation`: once the page has drawn the card as
 * selected (the keys act on the selection as drawn), a press, then up to 2 s for the turn to land;
 * a press the key handler missed is pressed again (at most five).
 */
export async function turnWithKey(page: Page, id: string, rotation: number): Promise<void> {
  const seen: string[] = [];
  for (let i = 0; i < 5; i++) {
    if ((await objectOf(page, id))?.rotation === rotation) return;
    await expect.poll(() => page.evaluate((card) => window.fudaba!.selection().includes(card), id), { message: `${id} selected before T` }).toBe(true);
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
    await page.keyboard.press('t');
    try {
      await expect.poll(async () => (await objectOf(page, id))?.rotation, { timeout: 2000 }).toBe(rotation);
      return;
    } catch {
      seen.push(String((await objectOf(page, id))?.rotation));
    }
  }
  expect((await objectOf(page, id))?.rotation, `${id} turned to ${rotation} by T (after each press it lay at ${seen.join(', ')})`).toBe(rotation);
}
