// What the table shows of the clocks: the match's clock and each seat's record as this browser
// accepted it. The faces (time left, running, low, flag) are computed at each tick from these and
// this browser's clock, so the view needs no writes to count down. Here, not in ui/, because the
// app's ClockDriver produces it; the clock bar only draws it (src/ui/clock/clockView.ts formats).
import { isLowTime, remainingMs, type ClockConfig, type ClockRecord } from './clock';
import type { Seat } from '../../table';

/** A clock event this browser tells its player about (the log has the line too). */
export type ClockEvent =
  | { kind: 'zero'; seat: Seat; own: boolean }
  | { kind: 'passed'; seat: Seat }
  | { kind: 'locked'; seat: Seat }
  | { kind: 'flag-claimed'; seat: Seat }
  | { kind: 'refused'; seat: Seat; reason: string };

/** What the clock bar subscribes to (the app's ClockDriver): it changes at every tick, so only the bar re-renders. */
export interface ClockSource {
  subscribe(listener: () => void): () => void;
  snapshot(): ClockSnapshot | null;
  /** This seat says the other seat's time ran out beyond the grace (logged). */
  claimFlag(of: Seat): void;
}

export interface ClockSnapshot {
  config: Exclude<ClockConfig, { kind: 'off' }>;
  /** Each seat's clock as accepted here (a fresh one until its seat writes). */
  records: Record<Seat, ClockRecord>;
  /** A record this browser refused (written by the wrong writer, time going back …), per seat. */
  refused: Partial<Record<Seat, string>>;
  /** Seats whose clock ran out beyond the grace without their browser acting: this seat may claim the flag. */
  flagClaimable: Seat[];
  /** Falldown: a phase is being planned (the timers count); always true for a chess clock in play. */
  counting: boolean;
  /** The last clock event here, and when (this browser's clock), for a passing notice. */
  notice: { event: ClockEvent; at: number } | null;
}

export interface ClockFace {
  seat: Seat;
  leftMs: number;
  running: boolean;
  low: boolean;
  flag: boolean;
}

export function clockFaces(snapshot: ClockSnapshot, now: number): ClockFace[] {
  return (['p1', 'p2'] as const).map((seat) => {
    const record = snapshot.records[seat];
    const leftMs = remainingMs(snapshot.config, record, now) ?? 0;
    return { seat, leftMs, running: record.runningSince !== null, low: isLowTime(leftMs), flag: leftMs <= 0 };
  });
}
