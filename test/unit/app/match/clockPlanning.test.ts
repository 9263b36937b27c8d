// Falldown's planning timer in two synced browsers, on a fake clock: both seats' timers count while
// a phase is planned, a seat's stops once its plan is sealed (the phase's envelope round), and at
// zero with "lock in" only each seat's own browser asks its panel to seal the draft.
import { afterEach, describe, expect, it } from 'vitest';
import type { Seat } from '../../../../src/table';
import { ClockDriver } from '../../../../src/app/match/clockDriver';
import { clockFaces } from '../../../../src/ui/clock/clockView';
import type { FalldownEffect } from '../../../../src/rules/falldown';
import type { FalldownDriver } from '../../../../src/app/falldown/falldownDriver';
import { logOps, newGame, twoSeats, type Browser, type TwoSeats } from './twoSeats';
import { flowOf, reach } from './falldownSeats';

let table: TwoSeats | null = null;
const clocks: ClockDriver[] = [];
const made: FalldownDriver[] = [];
afterEach(() => {
  for (const clock of clocks.splice(0)) clock.destroy();
  for (const flow of made.splice(0)) flow.destroy();
  table?.destroy();
  table = null;
});

let now = 5_000_000;
const PLANNING: ReadonlySet<FalldownEffect['kind']> = new Set(['wait']);

function clockFor(browser: Browser, locks: Seat[]): ClockDriver {
  const clock = new ClockDriver(browser.session, {
    seat: () => browser.seat, speaksFor: () => [browser.seat], passTurn: () => undefined,
    lockPlan: (seat) => locks.push(seat), now: () => now, autoTick: false,
  });
  clocks.push(clock);
  return clock;
}

const settleClock = async (t: TwoSeats, clock: ClockDriver) => {
  for (let i = 0; i < 20; i++) {
    await t.settle();
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  clock.sync();
};

describe('the Falldown planning timer', () => {
  it('counts for both seats in planning, stops for a seat that sealed, and at zero locks in only in the seat\'s own browser', async () => {
    table = await twoSeats();
    await newGame(table, 'falldown', 'p1', { clock: { kind: 'planning', perPhaseMs: 90_000, atZero: 'lock' } });
    const locks1: Seat[] = [];
    const locks2: Seat[] = [];
    const c1 = clockFor(table.p1, locks1);
    const c2 = clockFor(table.p2, locks2);
    expect(clockFaces(c1.snapshot()!, now).map((f) => f.running)).toEqual([false, false]);
    expect(c1.snapshot()?.counting).toBe(false);

    const flows = [flowOf(table.p1), flowOf(table.p2)];
    made.push(...flows);
    table.p1.driver.advance(new Set()); // phase 1: draw, then planning
    await reach(table, flows, PLANNING);
    for (const c of [c1, c2]) {
      c.sync();
      expect(c.snapshot()?.counting).toBe(true);
      expect(clockFaces(c.snapshot()!, now).map((f) => [f.seat, f.running, f.leftMs])).toEqual([['p1', true, 90_000], ['p2', true, 90_000]]);
    }
    now += 30_000;
    // P2 seals its plan: its timer stops at 60 s left in both browsers; P1's goes on.
    flows[1]!.act({ kind: 'lock' });
    await reach(table, flows, new Set(['wait']));
    await settleClock(table, c2);
    await settleClock(table, c1);
    for (const c of [c1, c2]) {
      expect(clockFaces(c.snapshot()!, now).map((f) => [f.seat, f.running, f.leftMs])).toEqual([['p1', true, 60_000], ['p2', false, 60_000]]);
    }
    now += 61_000;
    c2.tick();
    expect(locks2).toEqual([]); // P2's browser never locks in for P1
    c1.tick();
    expect(locks1).toEqual(['p1']);
    expect(logOps(table.p2)).toContain('clockLock');
  }, 60_000);
});
