// Falldown's phase cycle as the module's flow (GameFlow, rules/core/contract.ts): the step function
// (step.ts) says what this seat does next; the automatic effects come to envelope, log and keep
// actions; the player's verbs (draft, Lock in, apply, next phase) come to the same actions. Pure:
// the app's FlowDriver carries the actions out, the Node tests drive that same driver.
import type { FlowAction, FlowInput, GameFlow, RulesEventDraft } from '../../core';
import type { Seat } from '../../../table';
import { stateHash } from '../canonical';
import { checkDraft, pruneDraft, ENVELOPE_LINES, type DraftCheck } from '../draft';
import type { FalldownPlan } from '../plan';
import { resolvePhase } from '../resolve';
import type { FalldownState } from '../state';
import { blankLocal, type FalldownLocal } from './local';
import { phaseRound, roundLabel, seatOutcomes } from './phase';
import { shareOf } from './share';
import { nextFalldownEffect, phaseReveal, type FalldownEffect, type PhaseReveal } from './step';

export type FalldownFlowInput = FlowInput<FalldownState, FalldownLocal>;
type Action = FlowAction<FalldownLocal>;

/** What the player asks of the phase. */
export type FalldownVerb =
  | { kind: 'draft'; plan: FalldownPlan }
  /** Seals the draft as it stands (the planning timer's "lock in as drafted" asks the same). */
  | { kind: 'lock' }
  /** This seat's share of the result; the unticked steps are logged as overruled. */
  | { kind: 'apply'; unticked: ReadonlySet<number> }
  /** "Start phase 1" / "On to phase N+1": resolve → end → the next phase's draw. */
  | { kind: 'next' };

// The table's hash, once per state read (the step function and the panel's view both ask).
const hashes = new WeakMap<FalldownState, string>();
function tableHashOf(state: FalldownState): string {
  let hash = hashes.get(state);
  if (hash === undefined) {
    hash = stateHash(state);
    hashes.set(state, hash);
  }
  return hash;
}

/** The phase's envelope round, as every browser picks it. */
function roundOf(input: FalldownFlowInput) {
  const label = roundLabel(input.scope, input.state.phase);
  return { label, round: phaseRound(input.rounds, label) };
}

function step(input: FalldownFlowInput): FalldownEffect {
  const { state, seat, events, local } = input;
  const { label, round } = roundOf(input);
  return nextFalldownEffect({ state, seat, round, label, events, draft: local.draft, resolution: local.resolution, tableHash: tableHashOf(state) });
}

function auto(effect: FalldownEffect, input: FalldownFlowInput): Action[] | null {
  switch (effect.kind) {
    case 'open-round':
      return [{ kind: 'open-round', label: effect.label, envelope: 'cards' }];
    case 'commit':
      return [{ kind: 'commit', round: effect.round, value: effect.lines }];
    case 'log-reveal':
    case 'log-computed':
      return [{ kind: 'record', events: effect.events }];
    case 'compute': {
      const result = resolvePhase(input.state, effect.plans);
      return [{ kind: 'keep', local: { ...input.local, resolution: { hash: result.hash, steps: result.steps, actions: result.actions } } }];
    }
    default:
      return null;
  }
}

function lockIn(input: FalldownFlowInput): Action[] {
  const { state, seat, local } = input;
  if (local.draft.locked) return [];
  const draft = pruneDraft(state, seat, local.draft.plan);
  const check = checkDraft(state, seat, draft);
  if (!check.fits) return [{ kind: 'say', error: `too long (${check.lines.length}/${ENVELOPE_LINES})` }];
  // Kept before the commitment: the step function opens the round and commits from it, and a
  // reload in between still knows what was sealed.
  const actions: Action[] = [{ kind: 'say', error: null }, { kind: 'keep', local: { ...local, draft: { plan: draft, locked: check.lines } } }];
  const planStep: RulesEventDraft = { seat, kind: 'phase', turn: state.phase, active: seat, phase: 'plan' };
  if (state.step === 'draw') actions.push({ kind: 'record', events: [planStep] });
  return actions;
}

function startNext(input: FalldownFlowInput): Action[] {
  // From the log as it is now: the other browser may have moved on already.
  let last: { turn: number; phase: string } | null = null;
  for (const event of input.events) if (event.kind === 'phase') last = event;
  if ((last?.turn ?? 0) !== input.state.phase) return [];
  // resolve → end → the next phase's draw (a new game starts from nothing: one step).
  return last?.phase === 'resolve' ? [{ kind: 'advance' }, { kind: 'advance' }] : [{ kind: 'advance' }];
}

function verb(asked: FalldownVerb, input: FalldownFlowInput, effect: FalldownEffect): Action[] {
  const { local } = input;
  switch (asked.kind) {
    case 'draft':
      return local.draft.locked ? [] : [{ kind: 'keep', local: { ...local, draft: { plan: asked.plan, locked: null } } }];
    case 'lock':
      return lockIn(input);
    case 'apply': {
      if (effect.kind !== 'apply' || !local.resolution) return [];
      return [{ kind: 'run', ...shareOf(input.seat, input.state.phase, local.resolution, asked.unticked) }];
    }
    case 'next':
      return startNext(input);
  }
}

export const falldownFlow: GameFlow<FalldownState, FalldownLocal, FalldownEffect, FalldownVerb> = {
  period: (state) => state.phase,
  blank: blankLocal,
  step,
  auto,
  // A commitment that failed: back to planning with the draft kept, so Lock in may be pressed again.
  recover: (effect, input) => (effect.kind === 'commit' ? { ...input.local, draft: { plan: input.local.draft.plan, locked: null } } : null),
  verb,
  // Each browser draws its own cards: the draws the other browser left for this seat run at once.
  takesQueued: true,
};

/** What the Falldown panel shows of the phase, derived from the flow's input and effect. */
export interface FalldownView {
  /** The draft, pruned to what the table still allows. */
  draft: FalldownPlan;
  check: DraftCheck;
  reveal: PhaseReveal;
  /** Each seat's hash of the result as its browser computed it, and as it applied it. */
  hashes: Partial<Record<Seat, string>>;
  applied: Partial<Record<Seat, string>>;
  tableHash: string;
  /** This seat has sealed its plan (or is sealing it). */
  sealed: boolean;
}

export function falldownView(input: FalldownFlowInput): FalldownView {
  const { state, seat, events, local } = input;
  const draft = pruneDraft(state, seat, local.draft.plan);
  const reveal = phaseReveal(state, roundOf(input).round);
  return {
    draft, check: checkDraft(state, seat, draft), reveal,
    hashes: seatOutcomes(events, state.phase, 'computed'),
    applied: seatOutcomes(events, state.phase, 'applied'),
    tableHash: tableHashOf(state),
    sealed: reveal.committed[seat] || !!local.draft.locked,
  };
}

export { AUTOMATIC, nextFalldownEffect, phaseReveal, type FalldownEffect, type FalldownInput, type FalldownProblem, type PhaseReveal, type WaitFor } from './step';
export { phaseRound, roundLabel, strayCommit, seatOutcomes, sealedPlan, samePlan, revealEvents, outcomeEvent, type OutcomeStep } from './phase';
export { blankLocal, type FalldownLocal, type StoredDraft, type StoredResolution } from './local';
export { shareOf } from './share';
