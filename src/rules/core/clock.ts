// Pure chess-clock / planning-timer logic. No React, no doc access: callers pass
// the seat's own record (written by that seat only) and this browser's clock.
// A record is data from a stranger, so every reader checks it (checkClockRecord)
// and compares the claim with what it measured itself (clockDisagrees).
import { z } from 'zod/mini';

/** How long any single claim may be off before we flag it (5 s + network). */
export const CLOCK_TOLERANCE_MS = 7_000;
/** Longest clock we accept at all (10 h): anything above is an absurd record. */
export const CLOCK_MAX_MS = 10 * 60 * 60 * 1000;

export const ClockConfigSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('off') }),
  z.object({
    kind: z.literal('chess'),
    perSeatMs: z.int().check(z.positive(), z.lte(CLOCK_MAX_MS)),
    atZero: z.enum(['warn', 'pass']),
  }),
  z.object({
    kind: z.literal('planning'),
    perPhaseMs: z.int().check(z.positive(), z.lte(CLOCK_MAX_MS)),
    atZero: z.enum(['warn', 'lock']),
  }),
]);
export type ClockConfig = z.infer<typeof ClockConfigSchema>;

/** One seat's clock as that seat writes it: time used in finished turns and the
 *  start of the running turn (null when not running or paused). */
export const ClockRecordSchema = z.object({
  seat: z.string().check(z.minLength(1), z.maxLength(32)),
  usedMs: z.int().check(z.gte(0), z.lte(CLOCK_MAX_MS)),
  runningSince: z.nullable(z.int().check(z.nonnegative())),
});
export type ClockRecord = z.infer<typeof ClockRecordSchema>;

export function budgetMs(config: ClockConfig): number | null {
  if (config.kind === 'chess') return config.perSeatMs;
  if (config.kind === 'planning') return config.perPhaseMs;
  return null;
}

/** Time used including the running interval, measured on the caller's clock. */
export function usedNow(rec: ClockRecord, now: number): number {
  const running = rec.runningSince === null ? 0 : Math.max(0, now - rec.runningSince);
  return rec.usedMs + running;
}

/** Remaining ms (never negative), or null when the clock is off. */
export function remainingMs(config: ClockConfig, rec: ClockRecord, now: number): number | null {
  const budget = budgetMs(config);
  if (budget === null) return null;
  return Math.max(0, budget - usedNow(rec, now));
}

export type ClockOp =
  | { type: 'start'; at: number }
  | { type: 'stop'; at: number } // turn passed or paused: the running interval is banked
  | { type: 'reset' }; // planning timer: a new phase starts from the full budget

/** The seat's own browser applies its ops; intervals are banked on stop. */
export function applyClockOp(rec: ClockRecord, op: ClockOp): ClockRecord {
  switch (op.type) {
    case 'start':
      return rec.runningSince === null ? { ...rec, runningSince: op.at } : rec;
    case 'stop':
      if (rec.runningSince === null) return rec;
      return { ...rec, usedMs: Math.min(CLOCK_MAX_MS, rec.usedMs + Math.max(0, op.at - rec.runningSince)), runningSince: null };
    case 'reset':
      return { ...rec, usedMs: 0, runningSince: null };
  }
}

export type ClockRefusal = 'malformed' | 'wrong-writer' | 'time-went-back' | 'start-in-future' | 'back-dated-start';

/**
 * Is `next` an acceptable successor of `prev` for `seat`, written by `writer`?
 * `observedStart` is when this browser itself saw the seat's turn begin (if it did).
 */
export function checkClockRecord(
  seat: string,
  writer: string,
  prev: ClockRecord | null,
  nextRaw: unknown,
  localNow: number,
  observedStart: number | null,
  config: ClockConfig,
): { ok: true; record: ClockRecord } | { ok: false; reason: ClockRefusal } {
  const parsed = ClockRecordSchema.safeParse(nextRaw);
  if (!parsed.success || parsed.data.seat !== seat) return { ok: false, reason: 'malformed' };
  if (writer !== seat) return { ok: false, reason: 'wrong-writer' };
  const next = parsed.data;
  // Used time only grows, except a planning timer's reset at a new phase.
  if (prev && next.usedMs < prev.usedMs && !(config.kind === 'planning' && next.usedMs === 0)) {
    return { ok: false, reason: 'time-went-back' };
  }
  if (next.runningSince !== null) {
    if (next.runningSince > localNow + CLOCK_TOLERANCE_MS) return { ok: false, reason: 'start-in-future' };
    if (observedStart !== null && next.runningSince > observedStart + CLOCK_TOLERANCE_MS) {
      // Claims to have started later than we saw the turn begin: hides used time.
      return { ok: false, reason: 'back-dated-start' };
    }
  }
  return { ok: true, record: next };
}

/** True when the seat's claim is off from what this browser measured by more than the tolerance. */
export function clockDisagrees(rec: ClockRecord, locallyMeasuredUsedMs: number, now: number): boolean {
  return Math.abs(usedNow(rec, now) - locallyMeasuredUsedMs) > CLOCK_TOLERANCE_MS;
}

export type AtZero = 'none' | 'warn' | 'pass-turn' | 'lock-plan' | 'offer-flag-claim';

/**
 * What this browser does about `seat`'s clock. Only the seat's own browser passes
 * or locks; the opponent may only offer a flag claim once the grace has run out.
 */
export function atZeroDecision(
  config: ClockConfig,
  rec: ClockRecord,
  now: number,
  isOwnSeat: boolean,
): AtZero {
  const left = remainingMs(config, rec, now);
  if (left === null || left > 0 || config.kind === 'off') return 'none';
  if (config.atZero === 'warn') return 'warn';
  if (isOwnSeat) return config.kind === 'chess' ? 'pass-turn' : 'lock-plan';
  const budget = budgetMs(config) ?? 0;
  return usedNow(rec, now) > budget + CLOCK_TOLERANCE_MS ? 'offer-flag-claim' : 'warn';
}

/** The last 30 s are shown as a warning. */
export function isLowTime(left: number | null): boolean {
  return left !== null && left <= 30_000;
}
