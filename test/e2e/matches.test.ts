// A real evening of play in one room, two browsers over WebRTC: a NoFuture game conceded, the
// rematch of a best of three where the loser picks who starts, then Falldown and Chrono. Each new
// game starts "not started" at turn 1 / phase 1 with the right first player (nothing of the last
// game is read), and seat 2's view frames its own side after each New game.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRoomPair, startApp, type App, type RoomPair } from './harness';
import { clickToolbar, phaseOf, zone } from './tableQueries';

let app: App;
let pair: RoomPair;
let a: Page;
let b: Page;

beforeAll(async () => {
  app = await startApp();
  pair = await openRoomPair(app, 'e2e-matches');
  ({ a, b } = pair);
}, 90_000);

afterAll(async () => {
  await pair?.close();
  await app?.close();
});

/** Toolbar → wizard → game → demo decks (and the match length) → first player, when the game has one → Start. */
async function newGame(page: Page, game: string, opts: { first?: 'p1' | 'p2'; bestOf?: 1 | 3 | 5 } = {}): Promise<void> {
  await clickToolbar(page, 'new-table');
  await page.getByTestId(`wizard-game-${game}`).click();
  await page.getByTestId('wizard-next').click();
  for (const seat of ['p1', 'p2']) await expect.poll(() => page.getByTestId(`wizard-deck-${seat}-status`).textContent()).toContain('✓');
  if (opts.bestOf) await page.getByTestId('wizard-best-of').selectOption(String(opts.bestOf));
  if (await page.getByTestId('wizard-next').count() > 0) {
    await page.getByTestId('wizard-next').click();
    await page.getByTestId(`wizard-first-${opts.first ?? 'p1'}`).check();
  }
  await page.getByTestId('wizard-start').click();
}

/** The current match as a browser's match bar shows it. */
const matchState = (page: Page) => page.getByTestId('match-bar').getAttribute('data-state');

/** Seat 2's own rows (its base, HP and hand zones) lie inside the canvas and above the hand tray. */
async function framesOwnSide(page: Page, zones: string[]): Promise<boolean> {
  const tray = await page.getByTestId('hand-tray').boundingBox();
  const bottom = tray ? tray.y : await page.evaluate(() => window.innerHeight);
  for (const id of zones) {
    const z = await zone(page, id);
    for (const [x, y] of [[z.x, z.y], [z.x + z.w, z.y + z.h]] as const) {
      const at = await page.evaluate(([wx, wy]) => window.fudaba!.worldToClient(wx, wy), [x, y] as const);
      if (!at || at.y < 0 || at.y > bottom + 1 || at.x < 0 || at.x > (await page.evaluate(() => window.innerWidth))) return false;
    }
  }
  return true;
}

describe('matches in one room', () => {
  it('NoFuture, best of three: starts not started at turn 1; P1 concedes and both see P2 win', async () => {
    await newGame(a, 'nofuture', { first: 'p1', bestOf: 3 });
    for (const page of [a, b]) {
      await expect.poll(() => page.getByTestId('phase-bar').textContent(), { timeout: 20_000 }).toMatch(/開始前|Not started/);
      await expect.poll(() => page.getByTestId('match-score').textContent()).toMatch(/P1 0 – 0 P2/);
    }
    await expect.poll(() => framesOwnSide(b, ['p2-base', 'p2-hp', 'p2-hand']), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => matchState(a), { timeout: 20_000 }).toBe('playing');
    await a.getByTestId('next-phase').click();
    if (await a.getByTestId('phase-steps').count() > 0) await a.getByTestId('phase-apply').click();
    await expect.poll(() => b.getByTestId('phase-turn').textContent()).toMatch(/1/);

    await a.getByTestId('match-concede').click();
    for (const page of [a, b]) {
      await expect.poll(() => page.getByTestId('match-result').getAttribute('data-how'), { timeout: 10_000 }).toBe('conceded');
      expect(await page.getByTestId('match-result').getAttribute('data-winner')).toBe('p2');
      await expect.poll(() => page.getByTestId('match-score').textContent()).toMatch(/P1 0 – 1 P2/);
    }
  }, 120_000);

  it('the rematch keeps the decks; P1, who lost, chooses who starts; P2 then has the first turn', async () => {
    await b.getByTestId('match-rematch').click();
    await expect.poll(() => a.getByTestId('match-choose-first').count(), { timeout: 20_000 }).toBe(1);
    expect(await b.getByTestId('match-choose-first').count()).toBe(0);
    await a.getByTestId('match-first-them').click();
    for (const page of [a, b]) {
      await expect.poll(() => page.getByTestId('phase-bar').textContent(), { timeout: 20_000 }).toMatch(/開始前|Not started/);
      await expect.poll(() => matchState(page), { timeout: 20_000 }).toBe('playing');
    }
    await expect.poll(() => framesOwnSide(b, ['p2-base', 'p2-hp', 'p2-hand']), { timeout: 10_000 }).toBe(true);
    await b.getByTestId('next-phase').click();
    if (await b.getByTestId('phase-steps').count() > 0) await b.getByTestId('phase-apply').click();
    await expect.poll(() => a.getByTestId('phase-bar').textContent()).toMatch(/(プレイヤー2|Player 2)/);
    expect(await phaseOf(a)).not.toBeNull();
  }, 120_000);

  it('Falldown after NoFuture opens before phase 1 with its Start button, not at an old turn', async () => {
    await newGame(b, 'falldown');
    for (const page of [a, b]) {
      await expect.poll(() => page.getByTestId('fd-panel').getAttribute('data-phase'), { timeout: 20_000 }).toBe('0');
      await expect.poll(() => page.getByTestId('fd-start').count()).toBe(1);
      expect(await page.getByTestId('match-result').count()).toBe(0);
    }
    await b.getByTestId('match-concede').click();
    await expect.poll(() => a.getByTestId('match-result').getAttribute('data-winner'), { timeout: 10_000 }).toBe('p1');
  }, 120_000);

  it('Chrono after Falldown: not started, and the first Next phase is P1\'s turn 1', async () => {
    await newGame(a, 'chrono', { first: 'p1' });
    for (const page of [a, b]) await expect.poll(() => page.getByTestId('phase-bar').textContent(), { timeout: 20_000 }).toMatch(/開始前|Not started/);
    await expect.poll(() => framesOwnSide(b, ['p2-hand']), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => matchState(a), { timeout: 20_000 }).toBe('playing');
    await a.getByTestId('next-phase').click();
    if (await a.getByTestId('phase-steps').count() > 0) await a.getByTestId('phase-apply').click();
    for (const page of [a, b]) {
      await expect.poll(() => page.getByTestId('phase-turn').textContent(), { timeout: 10_000 }).toMatch(/ターン1$|Turn 1$/);
      await expect.poll(() => page.getByTestId('phase-bar').textContent()).toMatch(/プレイヤー1|Player 1/);
    }
    for (const errors of pair.errors) expect(errors.list()).toEqual([]);
  }, 120_000);
});
