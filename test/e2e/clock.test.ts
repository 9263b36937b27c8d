// Clocks in one room, two browsers over WebRTC: a NoFuture game with a 0.2-minute chess clock
// (12 s) and "pass the turn" at zero. The active seat's clock runs and the other's does not, both
// browsers show the same time left, and at zero P1's own browser passes the turn (logged).
// Falldown's planning timer is covered in Node (test/unit/app/match/clockPlanning.test.ts): a
// Falldown game in a room would cost this file ~50 s more.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRoomPair, startApp, type App, type RoomPair } from './harness';
import { clickToolbar } from './tableQueries';

let app: App;
let pair: RoomPair;
let a: Page;
let b: Page;

beforeAll(async () => {
  app = await startApp();
  pair = await openRoomPair(app, 'e2e-clock');
  ({ a, b } = pair);
}, 90_000);

afterAll(async () => {
  await pair?.close();
  await app?.close();
});

/** Toolbar → wizard → game → demo decks, the clock (custom amount, act at zero) → first player → Start. */
async function newGame(page: Page, game: string, clock: { amount: string; atZero: 'warn' | 'act' }): Promise<void> {
  await clickToolbar(page, 'new-table');
  await page.getByTestId(`wizard-game-${game}`).click();
  await page.getByTestId('wizard-next').click();
  for (const seat of ['p1', 'p2']) await expect.poll(() => page.getByTestId(`wizard-deck-${seat}-status`).textContent()).toContain('✓');
  await page.getByTestId('wizard-clock-kind').selectOption('timed');
  await page.getByTestId('wizard-clock-preset').selectOption('custom');
  await page.getByTestId('wizard-clock-custom').fill(clock.amount);
  await page.getByTestId(`wizard-clock-zero-${clock.atZero}`).check();
  if (await page.getByTestId('wizard-next').count() > 0) {
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('wizard-first-p1').check();
  }
  await page.getByTestId('wizard-start').click();
}

const face = async (page: Page, seat: 'p1' | 'p2') => {
  const el = page.getByTestId(`clock-${seat}`);
  return { running: await el.getAttribute('data-running'), left: Number(await el.getAttribute('data-left')), flag: await el.getAttribute('data-flag') };
};
const logOps = (page: Page) => page.evaluate(() => window.fudaba!.log().map((e) => e.op));

describe('clocks in one room', () => {
  it('NoFuture, a 12 s chess clock: the active seat\'s runs, both browsers agree, and at zero the turn passes', async () => {
    await newGame(a, 'nofuture', { amount: '0.2', atZero: 'act' });
    for (const page of [a, b]) {
      await expect.poll(() => page.getByTestId('phase-bar').textContent(), { timeout: 20_000 }).toMatch(/開始前|Not started/);
      await expect.poll(() => page.getByTestId('clock-bar').count(), { timeout: 20_000 }).toBe(1);
      expect(await face(page, 'p1')).toMatchObject({ running: 'false', left: 12_000 });
    }
    await expect.poll(() => a.getByTestId('match-bar').getAttribute('data-state'), { timeout: 20_000 }).toBe('playing');
    await a.getByTestId('next-phase').click();
    if (await a.getByTestId('phase-steps').count() > 0) await a.getByTestId('phase-apply').click();
    for (const page of [a, b]) {
      await expect.poll(() => face(page, 'p1').then((f) => f.running), { timeout: 5_000 }).toBe('true');
      expect((await face(page, 'p2')).running).toBe('false');
    }
    // Both browsers count P1's time the same (the bars tick every 250 ms); P2's has not moved.
    const [onA, onB] = await Promise.all([a, b].map((page) => face(page, 'p1')));
    expect(onA!.left).toBeLessThan(12_000);
    expect(onB!.running).toBe('true');
    expect(Math.abs(onA!.left - onB!.left)).toBeLessThan(1_000);
    expect((await face(b, 'p2')).left).toBe(12_000);

    // At zero P1's own browser passes the turn: P2 is active, P2's clock runs, P1 shows its flag.
    for (const page of [a, b]) {
      await expect.poll(() => page.getByTestId('phase-bar').textContent(), { timeout: 20_000 }).toMatch(/プレイヤー2|Player 2/);
      await expect.poll(() => face(page, 'p2').then((f) => f.running), { timeout: 5_000 }).toBe('true');
      expect(await face(page, 'p1')).toMatchObject({ running: 'false', flag: 'true' });
    }
    expect(await logOps(b)).toContain('clockPass');
    for (const errors of pair.errors) expect(errors.list()).toEqual([]);
  }, 60_000);
});
