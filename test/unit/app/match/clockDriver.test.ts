// The clocks of a match in two synced browsers, on a fake clock: each browser writes only its own
// seat's record, the active seat's clock runs and the other's does not, both read the same time
// left, at zero with "pass the turn" only the seat's own browser passes it (through the rules
// driver), "warn only" logs once, a hostile record is refused, and a new game starts fresh.
import { afterEach, describe, expect, it } from 'vitest';
import type { ClockConfig } from '../../../../src/rules/core/clock';
import { clockKey } from '../../../../src/rules/core/clockRecords';
import { currentTurn, matchesOf, readCurrentMatch, readRulesEvents } from '../../../../src/rules/core';
import type { Seat } from '../../../../src/table';
import { ClockDriver, type ClockEvent } from '../../../../src/app/match/clockDriver';
import { passTurn } from '../../../../src/app/match/clockPass';
import { clockFaces } from '../../../../src/ui/clock/clockView';
import { logOps, newGame, twoSeats, type Browser, type TwoSeats } from './twoSeats';

let table: TwoSeats | null = null;
const clocks: ClockDriver[] = [];
afterEach(() => {
  for (const clock of clocks.splice(0)) clock.destroy();
  table?.destroy();
  table = null;
});

let now = 1_000_000;
const noWait = () => Promise.resolve();

interface Clocked { browser: Browser; clock: ClockDriver; passes: Seat[]; events: ClockEvent[] }

function clockFor(browser: Browser): Clocked {
  const passes: Seat[] = [];
  const events: ClockEvent[] = [];
  const clock = new ClockDriver(browser.session, {
    seat: () => browser.seat,
    speaksFor: () => [browser.seat],
    passTurn: (seat) => {
      passes.push(seat);
      const stepper = { position: () => currentTurn(readRulesEvents(browser.session.doc).events), advance: (skipped: ReadonlySet<string>) => browser.driver.advance(skipped) };
      void passTurn(stepper, seat, noWait);
    },
    notify: (event) => events.push(event),
    now: () => now,
    autoTick: false,
  });
  clocks.push(clock);
  return { browser, clock, passes, events };
}

async function clockedGame(config: ClockConfig): Promise<{ t: TwoSeats; p1: Clocked; p2: Clocked }> {
  table = await twoSeats();
  await newGame(table, 'nofuture', 'p1', { clock: config });
  return { t: table, p1: clockFor(table.p1), p2: clockFor(table.p2) };
}

const faces = (c: Clocked) => clockFaces(c.clock.snapshot()!, now);
const position = (b: Browser) => b.driver.snapshot().view?.position ?? null;
const flush = async () => {
  for (let i = 0; i < 200; i++) await Promise.resolve();
};

describe('the chess clock', () => {
  it('runs for the active seat only, the same on both browsers, and passes the turn at zero in the seat\'s own browser', async () => {
    const { t, p1, p2 } = await clockedGame({ kind: 'chess', perSeatMs: 6_000, atZero: 'pass' });
    // Not started: nobody's clock runs.
    expect(faces(p1).map((f) => f.running)).toEqual([false, false]);
    t.p1.driver.advance(new Set());
    expect(position(t.p1)).toMatchObject({ turn: 1, active: 'p1' });
    for (const c of [p1, p2]) expect(faces(c).map((f) => [f.seat, f.running, f.leftMs])).toEqual([['p1', true, 6_000], ['p2', false, 6_000]]);
    now += 4_000;
    for (const c of [p1, p2]) {
      c.clock.tick();
      expect(faces(c).map((f) => f.leftMs)).toEqual([2_000, 6_000]);
    }
    now += 2_500;
    p2.clock.tick();
    expect(p2.passes).toEqual([]); // the other browser never acts for p1
    p1.clock.tick();
    expect(p1.passes).toEqual(['p1']);
    await flush();
    expect(position(t.p2)).toMatchObject({ turn: 2, active: 'p2' });
    expect(logOps(t.p2)).toContain('clockPass');
    for (const c of [p1, p2]) {
      expect(faces(c).map((f) => [f.seat, f.running, f.flag])).toEqual([['p1', false, true], ['p2', true, false]]);
    }
    now += 1_000;
    expect(faces(p1).find((f) => f.seat === 'p2')?.leftMs).toBe(5_000);
    // p1's zero acted once: further ticks of the same turn do nothing more.
    p1.clock.tick();
    expect(p1.passes).toEqual(['p1']);
  });

  it('warn only: the seat\'s own browser logs it once and the turn stays', async () => {
    const { t, p1, p2 } = await clockedGame({ kind: 'chess', perSeatMs: 2_000, atZero: 'warn' });
    t.p1.driver.advance(new Set());
    now += 3_000;
    for (let i = 0; i < 3; i++) for (const c of [p1, p2]) c.clock.tick();
    expect(p1.passes).toEqual([]);
    expect(position(t.p1)).toMatchObject({ active: 'p1' });
    expect(logOps(t.p1).filter((op) => op === 'clockZero')).toHaveLength(1);
    expect(p1.events).toContainEqual({ kind: 'zero', seat: 'p1', own: true });
    expect(p2.events).toContainEqual({ kind: 'zero', seat: 'p1', own: false });
  });

  it('when the seat\'s own browser does not act at zero, offers the other seat a flag claim after the grace, and logs the claim', async () => {
    const { t, p1, p2 } = await clockedGame({ kind: 'chess', perSeatMs: 2_000, atZero: 'pass' });
    t.p1.driver.advance(new Set());
    now += 5_000; // p1's browser is gone (or modified): it never passes
    p2.clock.tick();
    expect(p2.clock.snapshot()?.flagClaimable).toEqual([]);
    expect(p2.passes).toEqual([]);
    now += 5_000;
    p2.clock.tick();
    expect(p2.clock.snapshot()?.flagClaimable).toEqual(['p1']);
    expect(p1.clock.snapshot()?.flagClaimable).toEqual([]);
    p2.clock.claimFlag('p1');
    expect(logOps(t.p1)).toContain('clockFlag');
    expect(p2.clock.snapshot()?.flagClaimable).toEqual([]);
  });

  it('refuses a back-dated start (hiding used time) and keeps the record it had; the seat\'s own browser writes its true record back', async () => {
    const { t, p1, p2 } = await clockedGame({ kind: 'chess', perSeatMs: 60_000, atZero: 'pass' });
    t.p1.driver.advance(new Set());
    now += 10_000;
    t.p2.driver.advance(new Set()); // a phase later, still p1's turn: p1's record is read again
    p1.clock.sync();
    p2.clock.sync();
    const id = readCurrentMatch(t.p1.session.doc)!.record.id;
    // A hostile write (the policy refuses it in a room; here it reaches the doc): p1's clock set back.
    t.p2.session.doc.transact(() => matchesOf(t.p2.session.doc).set(clockKey(id, 'p1'), { seat: 'p1', usedMs: 0, runningSince: now, period: 0 }));
    expect(p2.events).toContainEqual({ kind: 'refused', seat: 'p1', reason: 'back-dated-start' });
    expect(p1.events).toContainEqual({ kind: 'refused', seat: 'p1', reason: 'back-dated-start' });
    now += 1_000;
    p2.clock.sync();
    expect(faces(p2).find((f) => f.seat === 'p1')?.leftMs).toBe(49_000);
    expect(p2.clock.snapshot()?.refused).toEqual({});
  });

  it('a new game starts from fresh clocks and reads none of the last match\'s records', async () => {
    const { t, p1 } = await clockedGame({ kind: 'chess', perSeatMs: 60_000, atZero: 'pass' });
    t.p1.driver.advance(new Set());
    now += 20_000;
    p1.clock.tick();
    await newGame(t, 'chrono', 'p2', { clock: { kind: 'chess', perSeatMs: 60_000, atZero: 'warn' } });
    p1.clock.sync();
    expect(faces(p1).map((f) => [f.leftMs, f.running])).toEqual([[60_000, false], [60_000, false]]);
    await newGame(t, 'chrono', 'p2');
    p1.clock.sync();
    expect(p1.clock.snapshot()).toBeNull();
  });
});
