// A Falldown phase in this browser: the draft plan (local only), the lock-in into the phase's
// envelope round, the reveal into the rules log (each seat writes its own revealed plan, once), the
// resolution computed once both plans are in, each browser's result hash, applying this seat's share
// of the table commands, and moving on to the next phase.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { readRulesEvents, type RulesEventDraft } from '../../rules/core';
import {
  checkDraft, pruneDraft, resolvePhase, stateHash, ENVELOPE_LINES, type DraftCheck, type FalldownPlan, type FalldownState,
} from '../../rules/falldown';
import type { EnvelopeView } from '../../secret/envelopeBoard';
import type { Seat } from '../../table';
import { overruleNotes } from '../../ui/rules/assistModel';
import type { GamePanelProps } from '../../ui/rules/gamePanel';
import { currentGame } from '../gameContext';
import { runAction } from '../rulesAssist';
import type { TableSession } from '../session';
import { useEnvelopeRounds } from '../useSecrets';
import {
  APPLIED_PROMPT, HASH_PROMPT, SEATS, phaseRound, revealEvents, roundLabel, samePlan, sealedPlan, seatValues, strayCommit, valueEvent,
} from './flow';
import { loadDraft, loadResolution, saveDraft, saveResolution, type StoredResolution, type Where } from './store';

export interface FalldownTable {
  state: FalldownState;
  seat: Seat;
  phase: number;
  draft: FalldownPlan;
  setDraft(plan: FalldownPlan): void;
  check: DraftCheck;
  /** This seat has sealed its plan for the phase. */
  sealed: boolean;
  committed: Record<Seat, boolean>;
  lockIn(): void;
  busy: boolean;
  error: string | null;
  /** Reveals that failed their commitment, or logged plans that differ from the sealed ones. */
  problems: { seat: Seat; kind: 'reveal' | 'log'; verdict?: string }[];
  /** Both plans as revealed and checked. */
  plans: Partial<Record<Seat, FalldownPlan>>;
  resolution: StoredResolution | null;
  hashes: Partial<Record<Seat, string>>;
  applied: Partial<Record<Seat, string>>;
  apply(unticked: ReadonlySet<number>): void;
  /** The hash of the table as it reads now. */
  tableHash: string;
  startNext(): void;
}

type Props = GamePanelProps & { session: TableSession };

export function falldownState(props: GamePanelProps): FalldownState | null {
  const view = props.assist.view;
  return view?.module.game === 'falldown' && view.state ? (view.state as FalldownState) : null;
}

export function useFalldown(props: Props): FalldownTable | null {
  const { assist, session } = props;
  const state = falldownState(props);
  const seat = assist.seat;
  const phase = state?.phase ?? 0;
  const setupId = currentGame(session)?.meta.setupId ?? '';
  const where = useMemo<Where | null>(() => (seat && setupId ? { table: session.tableName, setupId, seat, phase } : null), [session, setupId, seat, phase]);
  const rounds: EnvelopeView[] = useEnvelopeRounds(session);
  const label = roundLabel(setupId, phase);
  const round = phaseRound(rounds, label);

  const [stored, setStored] = useState(() => (where ? loadDraft(where) : null));
  const [resolution, setResolution] = useState<StoredResolution | null>(() => (where ? loadResolution(where) : null));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const whereKey = where ? `${where.table}|${where.setupId}|${where.seat}|${where.phase}` : '';
  useEffect(() => {
    setStored(where ? loadDraft(where) : null);
    setResolution(where ? loadResolution(where) : null);
    setError(null);
  }, [whereKey]);

  const events = useMemo(() => readRulesEvents(session.doc).events, [session, assist.view]);
  const hashes = useMemo(() => seatValues(events, phase, HASH_PROMPT), [events, phase]);
  const applied = useMemo(() => seatValues(events, phase, APPLIED_PROMPT), [events, phase]);

  const draft = useMemo(() => (state && seat && stored ? pruneDraft(state, seat, stored.plan) : stored?.plan ?? null), [state, seat, stored]);
  const check = useMemo(() => (state && seat && draft ? checkDraft(state, seat, draft) : null), [state, seat, draft]);
  const committed = { p1: !!round?.committed.includes('p1'), p2: !!round?.committed.includes('p2') };
  const sealed = !!seat && (committed[seat] || !!stored?.locked);

  const setDraft = useCallback((plan: FalldownPlan) => {
    if (!where || stored?.locked) return;
    saveDraft(where, plan, null);
    setStored({ plan, locked: null });
  }, [where, stored]);

  const lockIn = useCallback(() => {
    if (!where || !seat || !check || !draft || busy) return;
    if (!check.fits) {
      setError(`too long (${check.lines.length}/${ENVELOPE_LINES})`);
      return;
    }
    setBusy(true);
    setError(null);
    const lines = check.lines;
    void (async () => {
      try {
        const id = round?.id ?? session.envelopes.open(label, 'cards');
        // Recorded before the commitment: a reload in between still knows what was sealed.
        saveDraft(where, draft, lines);
        setStored({ plan: draft, locked: lines });
        if (state?.step === 'draw') assist.record([{ seat, kind: 'phase', turn: phase, active: seat, phase: 'plan' }]);
        await session.envelopes.commit(id, lines);
      } catch (failure) {
        setError(failure instanceof Error ? failure.message : String(failure));
        saveDraft(where, draft, null);
        setStored({ plan: draft, locked: null });
      } finally {
        setBusy(false);
      }
    })();
  }, [where, seat, check, draft, busy, round, session, label, state, assist, phase]);

  // Two rounds opened at once: commit again to the one every browser takes.
  const stray = seat ? strayCommit(rounds, label, seat) : undefined;
  const repairing = useRef('');
  useEffect(() => {
    if (!seat || !round || !stray || committed[seat] || !stored?.locked || repairing.current === round.id) return;
    repairing.current = round.id;
    void session.envelopes.commit(round.id, stored.locked).catch((failure: unknown) => setError(String(failure)));
  }, [seat, round, stray, committed, stored, session]);

  // Each browser draws its own cards: the draws the other browser left for this seat run here.
  const drawn = useRef(new Set<string>());
  useEffect(() => {
    for (const entry of assist.pending) {
      if (drawn.current.has(entry.id)) continue;
      drawn.current.add(entry.id);
      assist.applyPending(entry.id);
    }
  }, [assist]);

  // The reveal: both plans checked against their commitments.
  const problems: FalldownTable['problems'] = [];
  const plans: Partial<Record<Seat, FalldownPlan>> = {};
  const complete = !!round && SEATS.every((s) => round.committed.includes(s));
  if (round && complete) {
    for (const s of SEATS) {
      const verdict = round.verdicts[s];
      if (verdict === undefined || verdict === 'too-early' || verdict === 'missing') continue;
      const plan = verdict === 'ok' ? sealedPlan(round.values[s]) : null;
      if (!plan) problems.push({ seat: s, kind: 'reveal', verdict });
      else plans[s] = plan;
    }
  }
  for (const s of SEATS) {
    const logged = state?.plans[s];
    const plan = plans[s];
    if (plan && logged && !samePlan(plan, logged)) problems.push({ seat: s, kind: 'log' });
  }

  // This seat's revealed plan goes into the rules log once, as the engine reads it.
  const mine = seat ? plans[seat] : undefined;
  const revealedKey = useRef('');
  useEffect(() => {
    if (!seat || !state || !mine || samePlan(state.plans[seat], mine) || applied[seat]) return;
    const key = `${whereKey}|${round?.id ?? ''}`;
    if (revealedKey.current === key) return;
    revealedKey.current = key;
    assist.record(revealEvents(seat, mine, phase, state.step));
  }, [seat, state, mine, applied, whereKey, round, assist, phase]);

  // Both plans in the log and as sealed: resolve once, from the table as it is now, and say the hash.
  const bothIn = !!state && SEATS.every((s) => plans[s] && samePlan(plans[s], state.plans[s]));
  useEffect(() => {
    // Once a seat has applied its share the table no longer reads as before the phase: never recompute then.
    if (!where || !seat || !state || !bothIn || resolution || problems.length > 0 || Object.keys(applied).length > 0) return;
    const result = resolvePhase(state, { p1: plans.p1, p2: plans.p2 });
    const kept: StoredResolution = { hash: result.hash, steps: result.steps, actions: result.actions };
    saveResolution(where, kept);
    setResolution(kept);
    const drafts: RulesEventDraft[] = [];
    if (!hashes[seat]) drafts.push(valueEvent(seat, HASH_PROMPT, phase, result.hash));
    if (state.step !== 'resolve' && state.step !== 'end') drafts.push({ seat, kind: 'phase', turn: phase, active: seat, phase: 'resolve' });
    assist.record(drafts);
  }, [where, seat, state, bothIn, resolution, problems.length, plans.p1, plans.p2, hashes, applied, phase, assist]);

  const apply = useCallback((unticked: ReadonlySet<number>) => {
    if (!seat || !resolution || applied[seat]) return;
    const failures: string[] = [];
    // This seat's share only: the other seat's cards (its sealed hand above all) move in its own browser.
    for (const action of resolution.actions) {
      if (action.seat !== seat) continue;
      const result = runAction(session, action);
      if (!result.ok) failures.push(`${action.type}: ${result.error}`);
    }
    const lines = resolution.steps.map((s, index) => ({ index, reason: s.reason, ...(s.ruling ? { ruling: s.ruling } : {}) }));
    assist.record([...overruleNotes(lines, unticked, seat), valueEvent(seat, APPLIED_PROMPT, phase, resolution.hash)]);
    if (failures.length > 0) setError(failures.join('; '));
  }, [seat, resolution, applied, session, assist, phase]);

  const startNext = useCallback(() => {
    // From the log as it is now: the other browser may have moved on already.
    let last: { turn: number; phase: string } | null = null;
    for (const event of readRulesEvents(session.doc).events) if (event.kind === 'phase') last = event;
    if ((last?.turn ?? 0) !== phase) return;
    // resolve → end → the next phase's draw (a new game starts from nothing: one step).
    if (last?.phase === 'resolve') assist.advance(new Set());
    assist.advance(new Set());
  }, [session, phase, assist]);

  const tableHash = useMemo(() => (state ? stateHash(state) : ''), [state]);
  if (!state || !seat || !where || !draft || !check) return null;
  return {
    state, seat, phase, draft, setDraft, check, sealed, committed, lockIn, busy, error, problems, plans, resolution, hashes, applied, apply, tableHash, startNext,
  };
}
