// A Falldown phase in this browser, as React sees it: subscribes to the doc, the envelope rounds and
// this browser's store, asks the step function (step.ts) what comes next, and runs that: the
// automatic effects at once (each once), the apply when the player says so. The draft and Lock in
// are the player's; everything else follows from the step function.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { readRulesEvents } from '../../rules/core';
import { checkDraft, pruneDraft, resolvePhase, stateHash, ENVELOPE_LINES, type FalldownPlan, type FalldownState } from '../../rules/falldown';
import type { EnvelopeView } from '../../secret/envelopeBoard';
import type { GamePanelProps } from '../../ui/rules/gamePanel';
import type { FalldownTable } from '../../ui/rules/falldown/table';
import { currentGame } from '../gameContext';
import type { TableSession } from '../session';
import { useEnvelopeRounds } from '../useSecrets';
import { applyShare } from './apply';
import { phaseRound, roundLabel, seatOutcomes } from './flow';
import { AUTOMATIC, nextFalldownEffect, phaseReveal, type FalldownEffect } from './step';
import { loadDraft, loadResolution, saveDraft, saveResolution, type StoredDraft, type StoredResolution, type Where } from './store';
import { onLockRequest } from './clockLock';

type Props = GamePanelProps & { session: TableSession };

export function falldownState(props: GamePanelProps): FalldownState | null {
  const view = props.assist.view;
  return view?.module.game === 'falldown' && view.state ? (view.state as FalldownState) : null;
}

const keyOf = (where: Where | null) => (where ? `${where.table}|${where.setupId}|${where.seat}|${where.phase}` : '');

export function useFalldown(props: Props): FalldownTable | null {
  const { assist, session } = props;
  const state = falldownState(props);
  const seat = assist.seat;
  const phase = state?.phase ?? 0;
  const setupId = currentGame(session)?.meta.setupId ?? '';
  const where = useMemo<Where | null>(() => (seat && setupId ? { table: session.tableName, setupId, seat, phase } : null), [session, setupId, seat, phase]);
  const whereKey = keyOf(where);
  const rounds: EnvelopeView[] = useEnvelopeRounds(session);
  const label = roundLabel(setupId, phase);
  const round = phaseRound(rounds, label);

  const [stored, setStored] = useState<StoredDraft | null>(() => (where ? loadDraft(where) : null));
  const [resolution, setResolution] = useState<StoredResolution | null>(() => (where ? loadResolution(where) : null));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setStored(where ? loadDraft(where) : null);
    setResolution(where ? loadResolution(where) : null);
    setError(null);
  }, [where]);

  // Read with the view the assist derived (from the same doc): state and log never disagree.
  const view = assist.view;
  const events = useMemo(() => (view ? readRulesEvents(session.doc).events : []), [session, view]);
  const tableHash = useMemo(() => (state ? stateHash(state) : ''), [state]);
  const draft = useMemo(() => (state && seat && stored ? pruneDraft(state, seat, stored.plan) : stored?.plan ?? null), [state, seat, stored]);
  const check = useMemo(() => (state && seat && draft ? checkDraft(state, seat, draft) : null), [state, seat, draft]);
  const reveal = useMemo(() => (state ? phaseReveal(state, round) : null), [state, round]);
  const effect = useMemo<FalldownEffect | null>(() => (
    state && seat && stored ? nextFalldownEffect({ state, seat, round, label, events, draft: stored, resolution, tableHash }) : null
  ), [state, seat, round, label, events, stored, resolution, tableHash]);

  // The automatic effect last started: React renders again before the doc says it is done.
  const started = useRef('');
  useEffect(() => {
    if (!effect || !where || !seat || !state || !AUTOMATIC.has(effect.kind)) return;
    const key = `${whereKey}|${round?.id ?? ''}|${JSON.stringify(effect)}`;
    if (started.current === key) return;
    started.current = key;
    switch (effect.kind) {
      case 'open-round':
        try {
          session.envelopes.open(effect.label, 'cards');
        } catch (failure) {
          setError(String(failure));
        }
        return;
      case 'commit':
        void session.envelopes.commit(effect.round, effect.lines).catch((failure: unknown) => {
          // Back to planning: Lock in may be pressed again.
          setError(failure instanceof Error ? failure.message : String(failure));
          if (stored) {
            saveDraft(where, stored.plan, null);
            setStored({ plan: stored.plan, locked: null });
          }
          started.current = '';
        });
        return;
      case 'log-reveal':
      case 'log-computed':
        assist.record(effect.events);
        return;
      case 'compute': {
        const result = resolvePhase(state, effect.plans);
        const kept: StoredResolution = { hash: result.hash, steps: result.steps, actions: result.actions };
        saveResolution(where, kept);
        setResolution(kept);
        return;
      }
    }
  }, [effect, where, whereKey, seat, state, round, session, assist, stored]);

  // Each browser draws its own cards: the draws the other browser left for this seat run here.
  const drawn = useRef(new Set<string>());
  useEffect(() => {
    for (const entry of assist.pending) {
      if (drawn.current.has(entry.id)) continue;
      drawn.current.add(entry.id);
      assist.applyPending(entry.id);
    }
  }, [assist]);

  const setDraft = useCallback((plan: FalldownPlan) => {
    if (!where || stored?.locked) return;
    saveDraft(where, plan, null);
    setStored({ plan, locked: null });
  }, [where, stored]);

  const lockIn = useCallback(() => {
    if (!where || !seat || !check || !draft || stored?.locked) return;
    if (!check.fits) {
      setError(`too long (${check.lines.length}/${ENVELOPE_LINES})`);
      return;
    }
    setError(null);
    // Recorded before the commitment: the step function opens the round and commits from it, and a
    // reload in between still knows what was sealed.
    saveDraft(where, draft, check.lines);
    setStored({ plan: draft, locked: check.lines });
    if (state?.step === 'draw') assist.record([{ seat, kind: 'phase', turn: phase, active: seat, phase: 'plan' }]);
  }, [where, seat, check, draft, stored, state, assist, phase]);

  // The planning timer ran out and the players chose "lock in as drafted": this seat's draft is sealed here.
  const lockLatest = useRef(lockIn);
  lockLatest.current = lockIn;
  useEffect(() => onLockRequest(session, (who) => {
    if (who === seat) lockLatest.current();
  }), [session, seat]);

  const apply = useCallback((unticked: ReadonlySet<number>) => {
    if (!seat || !resolution || effect?.kind !== 'apply' || busy) return;
    setBusy(true);
    try {
      const failures = applyShare(session, seat, phase, resolution, unticked);
      if (failures.length > 0) setError(failures.join('; '));
    } finally {
      setBusy(false);
    }
  }, [seat, resolution, effect, busy, session, phase]);

  const startNext = useCallback(() => {
    // From the log as it is now: the other browser may have moved on already.
    let last: { turn: number; phase: string } | null = null;
    for (const event of readRulesEvents(session.doc).events) if (event.kind === 'phase') last = event;
    if ((last?.turn ?? 0) !== phase) return;
    // resolve → end → the next phase's draw (a new game starts from nothing: one step).
    if (last?.phase === 'resolve') assist.advance(new Set());
    assist.advance(new Set());
  }, [session, phase, assist]);

  const hashes = useMemo(() => seatOutcomes(events, phase, 'computed'), [events, phase]);
  const applied = useMemo(() => seatOutcomes(events, phase, 'applied'), [events, phase]);
  if (!state || !seat || !where || !draft || !check || !reveal || !effect) return null;
  const sealing = effect.kind === 'open-round' || effect.kind === 'commit';
  return {
    state, seat, phase, draft, setDraft, check,
    sealed: reveal.committed[seat] || !!stored?.locked,
    committed: reveal.committed, lockIn, busy: busy || sealing, error,
    problems: effect.kind === 'problem' ? effect.problems : reveal.problems,
    plans: reveal.plans, resolution, hashes, applied, apply, tableHash, startNext,
  };
}
