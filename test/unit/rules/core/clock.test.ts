import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyClockOp, atZeroDecision, checkClockRecord, clockDisagrees, remainingMs,
  type ClockConfig, type ClockRecord,
} from '../../../../src/rules/core/clock';
import { runs } from '../../../propertyRuns';

const chess: ClockConfig = { kind: 'chess', perSeatMs: 20_000, atZero: 'pass' };
const fresh: ClockRecord = { seat: 'p1', usedMs: 0, runningSince: null };

describe('clock', () => {
  it('remaining time equals the budget minus the sum of running intervals, for any start/stop sequence', () => {
    fc.assert(fc.property(fc.array(fc.tuple(fc.boolean(), fc.nat(5_000)), { maxLength: 40 }), (steps) => {
      let rec = fresh; let t = 1_000; let expected = 0; let since: number | null = null;
      for (const [start, dt] of steps) {
        t += dt;
        if (start) { rec = applyClockOp(rec, { type: 'start', at: t }); if (since === null) since = t; }
        else { rec = applyClockOp(rec, { type: 'stop', at: t }); if (since !== null) { expected += t - since; since = null; } }
      }
      const running = since === null ? 0 : t - since;
      expect(remainingMs(chess, rec, t)).toBe(Math.max(0, 20_000 - expected - running));
    }), runs(100));
  });

  it('refuses the opponent writing my clock, absurd or negative time, time going back and a back-dated start', () => {
    const now = 100_000;
    expect(checkClockRecord('p1', 'p2', null, fresh, now, null, chess)).toEqual({ ok: false, reason: 'wrong-writer' });
    expect(checkClockRecord('p1', 'p1', null, { ...fresh, usedMs: -5 }, now, null, chess)).toEqual({ ok: false, reason: 'malformed' });
    expect(checkClockRecord('p1', 'p1', null, { ...fresh, usedMs: 1e12 }, now, null, chess)).toEqual({ ok: false, reason: 'malformed' });
    expect(checkClockRecord('p1', 'p1', { ...fresh, usedMs: 5_000 }, { ...fresh, usedMs: 1_000 }, now, null, chess)).toEqual({ ok: false, reason: 'time-went-back' });
    expect(checkClockRecord('p1', 'p1', null, { ...fresh, runningSince: now + 60_000 }, now, null, chess)).toEqual({ ok: false, reason: 'start-in-future' });
    expect(checkClockRecord('p1', 'p1', null, { ...fresh, runningSince: 90_000 }, now, 50_000, chess)).toEqual({ ok: false, reason: 'back-dated-start' });
    expect(checkClockRecord('p1', 'p1', null, { ...fresh, runningSince: 50_500 }, now, 50_000, chess).ok).toBe(true);
  });

  it('flags a claim off by more than the tolerance', () => {
    expect(clockDisagrees({ ...fresh, usedMs: 10_000 }, 10_500, 0)).toBe(false);
    expect(clockDisagrees({ ...fresh, usedMs: 1_000 }, 30_000, 0)).toBe(true);
  });

  it('at zero only the own seat passes; the opponent may only claim the flag after the grace', () => {
    const running: ClockRecord = { seat: 'p1', usedMs: 0, runningSince: 0 };
    expect(atZeroDecision(chess, running, 10_000, true)).toBe('none');
    expect(atZeroDecision(chess, running, 20_000, true)).toBe('pass-turn');
    expect(atZeroDecision(chess, running, 20_000, false)).toBe('warn');
    expect(atZeroDecision(chess, running, 40_000, false)).toBe('offer-flag-claim');
    expect(atZeroDecision({ ...chess, atZero: 'warn' }, running, 40_000, true)).toBe('warn');
    expect(atZeroDecision({ kind: 'planning', perPhaseMs: 60_000, atZero: 'lock' }, running, 60_000, true)).toBe('lock-plan');
  });
});
