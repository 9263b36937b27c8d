// React state fed by the secret layer: re-render when this browser opens hidden cards, the
// envelope rounds as they change, and each seat's audit once its key is revealed (and again
// whenever the key or the journal changes).
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { SEATS, type Seat } from '../table';
import { AUDIT_KEYS, RefusedKeyError } from '../secret/auditKeys';
import { JOURNAL } from '../secret/journal';
import { ENVELOPES, type EnvelopeView } from '../secret/envelopeBoard';
import type { AuditState } from '../ui/auditText';
import type { TableSession } from './session';

/** Bumps whenever the keeper can show something new (a card opened for this seat). */
export function useKeeperVersion(session: TableSession): number {
  const version = useRef(0);
  return useSyncExternalStore(
    useCallback((fn: () => void) => session.keeper.subscribe(() => {
      version.current++;
      fn();
    }), [session]),
    () => version.current,
  );
}

export function useEnvelopeRounds(session: TableSession): EnvelopeView[] {
  const [rounds, setRounds] = useState<EnvelopeView[]>([]);
  useEffect(() => {
    const map = session.doc.getMap(ENVELOPES);
    let alive = true;
    const update = () => void session.envelopes.rounds().then((r) => alive && setRounds(r));
    map.observe(update);
    update();
    return () => {
      alive = false;
      map.unobserve(update);
    };
  }, [session]);
  return rounds;
}

/** The audit's answer for a seat, or why it could not be made (a refused key says which refusal). */
async function auditState(session: TableSession, seat: Seat): Promise<AuditState> {
  try {
    return await session.keeper.audit(seat);
  } catch (error) {
    if (error instanceof RefusedKeyError) return { error: error.message, refused: error.reason };
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Audits every seat whose key has been revealed, and audits again whenever its inputs change (a key
 * revealed, refused or replaced; journal entries arriving): a verdict never outlives its inputs.
 * Calls onResult whenever a seat's verdict changes.
 */
export function useAudits(session: TableSession, onResult: (seat: Seat, audit: AuditState) => void) {
  const [revealed, setRevealed] = useState<Seat[]>(() => session.keeper.revealedSeats());
  const [audits, setAudits] = useState<Partial<Record<Seat, AuditState>>>({});
  const report = useRef(onResult);
  report.current = onResult;
  useEffect(() => {
    const keys = session.doc.getMap(AUDIT_KEYS);
    const journal = session.doc.getArray(JOURNAL);
    const reported = new Map<Seat, string>();
    let generation = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let alive = true;
    const run = () => {
      const revealedNow = session.keeper.revealedSeats();
      setRevealed(revealedNow);
      // Once one key is out the audit is asked of every seat with a deck: one that keeps its key back is named.
      const seats = SEATS.filter((seat) => revealedNow.includes(seat) || (revealedNow.length > 0 && session.keeper.hasDecks(seat)));
      const mine = ++generation;
      const current = () => alive && mine === generation;
      // Let the journal entries that travelled with the key arrive first.
      void session.keeper.settled().then(async () => {
        const next: Partial<Record<Seat, AuditState>> = {};
        for (const seat of seats) {
          // A seat whose decks are all shuffled jointly is audited with them (useJointAudits).
          if (!session.keeper.keepsDecks(seat)) continue;
          next[seat] = await auditState(session, seat);
          if (!current()) return;
        }
        setAudits(next);
        for (const seat of seats) {
          const audit = next[seat];
          const signature = JSON.stringify(audit);
          if (!audit || reported.get(seat) === signature) continue;
          reported.set(seat, signature);
          report.current(seat, audit);
        }
      });
    };
    // A burst of journal entries is audited once.
    const update = () => {
      clearTimeout(timer);
      timer = setTimeout(run, 120);
    };
    keys.observe(update);
    journal.observe(update);
    run();
    return () => {
      alive = false;
      clearTimeout(timer);
      keys.unobserve(update);
      journal.unobserve(update);
    };
  }, [session]);
  return { revealed, audits };
}
