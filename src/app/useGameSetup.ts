// The setup steps this browser carries out by itself, for the seat it plays now: drawing the
// opening hand once the keeper has shuffled the deck in secret (Multiverse's fighters are laid out
// by its flow's driver). Re-checked whenever the table, its meta or the journal changes.
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { journalOf } from '../secret/journal';
import { metaOf, type Seat } from '../table';
import { drawOpeningHand } from './gameSetup';
import type { TableSession } from './session';

/** Bumps on every change to the table, its meta, the journal, or what the keeper has opened. */
export function useSetupVersion(session: TableSession): number {
  const version = useRef(0);
  return useSyncExternalStore(
    useCallback((fn: () => void) => {
      const bump = () => {
        version.current++;
        fn();
      };
      const meta = metaOf(session.doc);
      const journal = journalOf(session.doc);
      meta.observe(bump);
      journal.observe(bump);
      const offLive = session.live.subscribe(bump);
      const offKeeper = session.keeper.subscribe(bump);
      const offJoint = session.joint.subscribe(bump); // a joint deck finished its shuffle
      return () => {
        offJoint();
        meta.unobserve(bump);
        journal.unobserve(bump);
        offLive();
        offKeeper();
      };
    }, [session]),
    () => version.current,
  );
}

export function useGameSetupSteps(session: TableSession, seat: Seat | null, version: number, fail: (message: string) => void): void {
  const report = useRef(fail);
  report.current = fail;
  const failed = useCallback((error: unknown) => report.current(error instanceof Error ? error.message : String(error)), []);

  useEffect(() => {
    if (seat) void drawOpeningHand(session, seat).catch(failed);
  }, [session, seat, version, failed]);
}
