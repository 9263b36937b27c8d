// The match's clocks in React: the ClockDriver (plain, tested code) loads once the table holds a
// match, and is handed to the clock bar, which alone subscribes to its ticks. Passing the turn at
// zero goes through the rules assist's own Next phase; locking in a Falldown plan through the
// Falldown panel's Lock in (clockLock.ts).
import { useEffect, useRef, useState } from 'react';
import type { Seat } from '../../table';
import { SEATS } from '../../table';
import type { ClockSource } from '../../rules/core/clockFaces';
import type { TableSession } from '../session';
import { requestLock } from '../falldown/clockLock';
import type { ClockDriver } from './clockDriver';

export interface UseClockOptions {
  session: TableSession;
  seat: Seat | null;
  /** A table without a room: this browser plays (and times) both seats. */
  solo: boolean;
  /** The table holds a match (its rules are loaded). */
  hasMatch: boolean;
  advance(skipped: ReadonlySet<string>): void;
}

export function useClock(opts: UseClockOptions): ClockSource | null {
  const { session, seat, solo, hasMatch } = opts;
  const latest = useRef(opts);
  latest.current = opts;
  const [driver, setDriver] = useState<ClockDriver | null>(null);

  useEffect(() => {
    if (!hasMatch || driver) return;
    let live = true;
    void Promise.all([import('./clockDriver'), import('./clockPass')]).then(([{ ClockDriver }, { passTurn, docStepper }]) => {
      if (!live) return;
      setDriver(new ClockDriver(session, {
        seat: () => latest.current.seat,
        speaksFor: () => (latest.current.solo ? [...SEATS] : latest.current.seat ? [latest.current.seat] : []),
        passTurn: (who) => void passTurn(docStepper(session.doc, (skipped) => latest.current.advance(skipped)), who),
        lockPlan: (who) => requestLock(session, who),
      }));
    });
    return () => {
      live = false;
    };
  }, [hasMatch, driver, session]);
  useEffect(() => () => driver?.destroy(), [driver]);
  // The seats this browser times follow its seat.
  useEffect(() => driver?.sync(), [driver, seat, solo]);
  return driver;
}
