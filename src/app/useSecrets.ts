// React state fed by the secret layer: re-render when this browser opens hidden cards, the
// envelope rounds as they change, and each seat's audit once its key is revealed.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Seat } from '../table';
import { AUDIT_KEYS } from '../secret/keeper';
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

/** Audits every seat whose key has been revealed; calls onResult once per new verdict. */
export function useAudits(session: TableSession, onResult: (seat: Seat, audit: AuditState) => void) {
  const [revealed, setRevealed] = useState<Seat[]>(() => session.keeper.revealedSeats());
  const [audits, setAudits] = useState<Partial<Record<Seat, AuditState>>>({});
  const report = useRef(onResult);
  report.current = onResult;
  useEffect(() => {
    const map = session.doc.getMap(AUDIT_KEYS);
    const done = new Set<Seat>();
    let alive = true;
    const update = () => {
      const seats = session.keeper.revealedSeats();
      setRevealed(seats);
      for (const seat of seats) {
        if (done.has(seat)) continue;
        done.add(seat);
        // Let the journal entries that travelled with the key arrive first.
        void session.keeper.settled()
          .then(() => session.keeper.audit(seat))
          .then((audit): AuditState => audit, (error: unknown): AuditState => ({ error: error instanceof Error ? error.message : String(error) }))
          .then((audit) => {
            if (!alive) return;
            setAudits((all) => ({ ...all, [seat]: audit }));
            report.current(seat, audit);
          });
      }
    };
    map.observe(update);
    update();
    return () => {
      alive = false;
      map.unobserve(update);
    };
  }, [session]);
  return { revealed, audits };
}
