import { describe, expect, it } from 'vitest';
import { CUSTOM, DEFAULT_CLOCK_FORM, clockFromForm } from '../../../../src/ui/clock/clockForm';

describe('the wizard clock form', () => {
  it('is off by default', () => {
    expect(clockFromForm(DEFAULT_CLOCK_FORM, 'nofuture')).toEqual({ ok: true, config: { kind: 'off' } });
  });

  it('makes a chess clock in minutes for a turn game, and a planning timer in seconds for Falldown', () => {
    expect(clockFromForm({ kind: 'timed', preset: '10', custom: '', atZero: 'act' }, 'chrono'))
      .toEqual({ ok: true, config: { kind: 'chess', perSeatMs: 600_000, atZero: 'pass' } });
    expect(clockFromForm({ kind: 'timed', preset: '90', custom: '', atZero: 'act' }, 'falldown'))
      .toEqual({ ok: true, config: { kind: 'planning', perPhaseMs: 90_000, atZero: 'lock' } });
    expect(clockFromForm({ kind: 'timed', preset: '90', custom: '', atZero: 'warn' }, 'falldown'))
      .toMatchObject({ config: { atZero: 'warn' } });
  });

  it('accepts a custom 0.1 minute (6 s) and a decimal comma, refuses nonsense and absurd amounts', () => {
    expect(clockFromForm({ kind: 'timed', preset: CUSTOM, custom: '0,1', atZero: 'act' }, 'nofuture'))
      .toEqual({ ok: true, config: { kind: 'chess', perSeatMs: 6_000, atZero: 'pass' } });
    for (const custom of ['', 'abc', '0', '-5', '0.001', '100000']) {
      expect(clockFromForm({ kind: 'timed', preset: CUSTOM, custom, atZero: 'warn' }, 'nofuture')).toEqual({ ok: false, error: 'amount' });
    }
  });
});
