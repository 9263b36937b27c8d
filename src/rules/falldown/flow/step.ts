// A Falldown phase as a step function: from what the doc and this browser's store say now, the one
// thing this browser does next (like boardgame.io's flow: data in, the next move out). The FlowDriver
// runs the automatic effects at once and offers the rest to the player; a reload just calls it again.
import type { RulesEvent, RulesEventDraft, TableAction } from '../../core';
import type { FalldownPlan } from '../plan';
import { otherSeat, type FalldownState } from '../state';
import type { EnvelopeView } from '../../../secret/envelopeBoard';
import type { Seat } from '../../../table';
import type { StoredDraft, StoredResolution } from './local';
import { outcomeEvent, revealEvents, samePlan, sealedPlan, seatOutcomes, SEATS } from './phase';

/** What stops the phase: a reveal or a logged plan that is not the sealed one, or a lost result. */
export type FalldownProblem =
  | { kind: 'reveal'; seat: Seat; verdict: string }
  | { kind: 'log'; seat: Seat }
  /** This browser no longer has the phase's result and the table has changed since: not computed again. */
  | { kind: 'lost' };

export interface FalldownInput {
  state: FalldownState;
  seat: Seat;
  /** The envelope round of the phase (phaseRound), if one is open. */
  round: EnvelopeView | undefined;
  /** The label a new round for the phase gets. */
  label: string;
  /** The current match's rules events. */
  events: readonly RulesEvent[];
  /** This seat's draft and the lines it sealed (localStorage). */
  draft: StoredDraft;
  /** The result this browser computed for the phase (localStorage). */
  resolution: StoredResolution | null;
  /** The hash of the table as it reads now. */
  tableHash: string;
}

export type WaitFor =
  | 'start' // no phase entered yet: the player starts one
  | 'plan' // this seat drafts and locks in
  | 'foe-commit' | 'reveal' | 'foe-log' | 'foe-hash' | 'foe-apply';

export type FalldownEffect =
  | { kind: 'wait'; for: WaitFor }
  | { kind: 'open-round'; label: string }
  | { kind: 'commit'; round: string; lines: string[] }
  | { kind: 'log-reveal'; events: RulesEventDraft[] }
  | { kind: 'compute'; plans: Record<Seat, FalldownPlan> }
  | { kind: 'log-computed'; events: RulesEventDraft[] }
  /** Offered, not run: the player applies this seat's share (`agree`: both browsers' hashes match). */
  | { kind: 'apply'; actions: TableAction[]; hash: string; agree: boolean }
  /** Both seats applied; `agree`: the table now reads as the result said. */
  | { kind: 'done'; hash: string; agree: boolean }
  | { kind: 'problem'; problems: FalldownProblem[] };

/** The effects the FlowDriver runs by itself; the others wait for a player or a peer. */
export const AUTOMATIC: ReadonlySet<FalldownEffect['kind']> = new Set(['open-round', 'commit', 'log-reveal', 'compute', 'log-computed']);

export interface PhaseReveal {
  committed: Record<Seat, boolean>;
  /** Both plans as revealed and checked against their commitments. */
  plans: Partial<Record<Seat, FalldownPlan>>;
  /** Reveals still to come (a seat's verdict not in yet). */
  pending: boolean;
  problems: FalldownProblem[];
}

/** The phase's round read back: who committed, the plans that passed their commitments, what failed. */
export function phaseReveal(state: FalldownState, round: EnvelopeView | undefined): PhaseReveal {
  const committed = { p1: !!round?.committed.includes('p1'), p2: !!round?.committed.includes('p2') };
  const plans: Partial<Record<Seat, FalldownPlan>> = {};
  const problems: FalldownProblem[] = [];
  let pending = !round || !committed.p1 || !committed.p2;
  if (round && !pending) {
    for (const s of SEATS) {
      const verdict = round.verdicts[s];
      if (verdict === undefined || verdict === 'too-early' || verdict === 'missing') {
        pending = true;
        continue;
      }
      const plan = verdict === 'ok' ? sealedPlan(round.values[s]) : null;
      if (!plan) problems.push({ seat: s, kind: 'reveal', verdict });
      else plans[s] = plan;
    }
  }
  for (const s of SEATS) {
    const logged = state.plans[s];
    const plan = plans[s];
    if (plan && logged && !samePlan(plan, logged)) problems.push({ seat: s, kind: 'log' });
  }
  return { committed, plans, pending, problems };
}

export function nextFalldownEffect(input: FalldownInput): FalldownEffect {
  const { state, seat, round, events, draft, resolution, tableHash } = input;
  const phase = state.phase;
  const foe = otherSeat(seat);
  if (phase === 0 || state.step === null) return { kind: 'wait', for: 'start' };

  // Once this seat applied its share the table no longer reads as before the phase: nothing to redo.
  const applied = seatOutcomes(events, phase, 'applied');
  const mineApplied = applied[seat];
  if (mineApplied !== undefined) {
    if (applied[foe] === undefined) return { kind: 'wait', for: 'foe-apply' };
    const hash = resolution?.hash ?? mineApplied;
    return { kind: 'done', hash, agree: tableHash === hash };
  }

  const reveal = phaseReveal(state, round);
  if (!reveal.committed[seat]) {
    if (!draft.locked) return { kind: 'wait', for: 'plan' };
    // Sealed here but not in the phase's round yet: a reload mid-lock, or a commit to a round opened
    // at the same moment by the other browser that every browser now passes over.
    return round ? { kind: 'commit', round: round.id, lines: draft.locked } : { kind: 'open-round', label: input.label };
  }
  if (!reveal.committed[foe]) return { kind: 'wait', for: 'foe-commit' };
  if (reveal.problems.length > 0) return { kind: 'problem', problems: reveal.problems };
  if (reveal.pending) return { kind: 'wait', for: 'reveal' };

  const { p1, p2 } = reveal.plans;
  if (!p1 || !p2) return { kind: 'wait', for: 'reveal' };
  const mine = seat === 'p1' ? p1 : p2;
  if (!samePlan(state.plans[seat], mine)) return { kind: 'log-reveal', events: revealEvents(seat, mine, phase, state.step) };
  if (!samePlan(state.plans[foe], foe === 'p1' ? p1 : p2)) return { kind: 'wait', for: 'foe-log' };

  if (!resolution) {
    // The other seat has changed the table already: a result computed now would not be the phase's.
    if (applied[foe] !== undefined) return { kind: 'problem', problems: [{ kind: 'lost' }] };
    return { kind: 'compute', plans: { p1, p2 } };
  }
  const hashes = seatOutcomes(events, phase, 'computed');
  if (hashes[seat] === undefined) {
    const drafts: RulesEventDraft[] = [outcomeEvent(seat, 'computed', phase, resolution.hash)];
    if (state.step !== 'resolve' && state.step !== 'end') drafts.push({ seat, kind: 'phase', turn: phase, active: seat, phase: 'resolve' });
    return { kind: 'log-computed', events: drafts };
  }
  const theirs = hashes[foe];
  if (theirs === undefined) return { kind: 'wait', for: 'foe-hash' };
  return { kind: 'apply', actions: resolution.actions.filter((a) => a.seat === seat), hash: resolution.hash, agree: theirs === hashes[seat] };
}
