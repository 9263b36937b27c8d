// The New game wizard's clock choice as plain data: what the form holds and the ClockConfig it
// makes. Minutes and seconds accept decimals (0.1 min is 6 s, handy for a quick test); anything
// unreadable or out of range is said, never guessed.
import { CLOCK_MAX_MS, type ClockConfig } from '../../rules/core/clock';

export const CHESS_MINUTES = [5, 10, 20, 30] as const;
export const PLANNING_SECONDS = [60, 90, 120, 180] as const;
export const CUSTOM = 'custom';

export interface ClockForm {
  kind: 'off' | 'timed';
  /** A preset (as text) or CUSTOM. */
  preset: string;
  /** The custom amount: minutes for a chess clock, seconds for a planning timer. */
  custom: string;
  /** What happens at zero: warn only, or the seat's own browser passes / locks in. */
  atZero: 'warn' | 'act';
}

export const DEFAULT_CLOCK_FORM: ClockForm = { kind: 'off', preset: '10', custom: '', atZero: 'warn' };

/** Falldown plans at once (a timer per phase); the other games take turns (a chess clock per seat). */
export const clockKindFor = (game: string): 'chess' | 'planning' => (game === 'falldown' ? 'planning' : 'chess');

export function defaultPreset(game: string): string {
  return clockKindFor(game) === 'planning' ? '90' : '10';
}

export type ClockFormResult = { ok: true; config: ClockConfig } | { ok: false; error: 'amount' };

export function clockFromForm(form: ClockForm, game: string): ClockFormResult {
  if (form.kind === 'off') return { ok: true, config: { kind: 'off' } };
  const kind = clockKindFor(game);
  const amount = Number((form.preset === CUSTOM ? form.custom : form.preset).trim().replace(',', '.'));
  const ms = Math.round(amount * (kind === 'chess' ? 60_000 : 1_000));
  if (!Number.isFinite(amount) || ms < 1_000 || ms > CLOCK_MAX_MS) return { ok: false, error: 'amount' };
  return kind === 'chess'
    ? { ok: true, config: { kind: 'chess', perSeatMs: ms, atZero: form.atZero === 'act' ? 'pass' : 'warn' } }
    : { ok: true, config: { kind: 'planning', perPhaseMs: ms, atZero: form.atZero === 'act' ? 'lock' : 'warn' } };
}
