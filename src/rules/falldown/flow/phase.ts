// One Falldown phase at the table, as data: which envelope round seals the phase's plans, what the
// rules log already holds for the phase (each browser's result hash, who applied), and the events a
// browser adds. No doc writes: the FlowDriver (app/match/flowDriver.ts) does those.
import type { RulesEvent, RulesEventDraft } from '../../core';
import type { FalldownPlan } from '../plan';
import { parsePlanLines, planEvents, planLines } from '../plan-text';
import type { EnvelopeView } from '../../../secret/envelopeBoard';
import type { Seat } from '../../../table';

export const SEATS: readonly Seat[] = ['p1', 'p2'];

/** The envelope round of a phase of one game (a new game on the same table gets new rounds). */
export function roundLabel(setupId: string, phase: number): string {
  return `Falldown フェイズ${phase} · ${setupId.slice(0, 12)}`;
}

/**
 * The phase's round. Two browsers may open one at the same moment: every browser then takes the
 * oldest (then the smallest id), and a seat that committed to the other one commits again here.
 */
export function phaseRound(rounds: readonly EnvelopeView[], label: string): EnvelopeView | undefined {
  return rounds.filter((r) => r.label === label).sort((a, b) => a.t - b.t || (a.id < b.id ? -1 : 1))[0];
}

/** Rounds of the label this seat committed to, other than the phase's round. */
export function strayCommit(rounds: readonly EnvelopeView[], label: string, seat: Seat): EnvelopeView | undefined {
  const main = phaseRound(rounds, label);
  return rounds.find((r) => r.label === label && r.id !== main?.id && r.committed.includes(seat));
}

export type OutcomeStep = 'computed' | 'applied';

/** Each seat's result hash of the phase at this step (the first one a seat wrote counts). */
export function seatOutcomes(events: readonly RulesEvent[], phase: number, step: OutcomeStep): Partial<Record<Seat, string>> {
  const out: Partial<Record<Seat, string>> = {};
  for (const event of events) {
    if (event.kind === 'outcome' && event.step === step && event.phase === phase && out[event.seat] === undefined) out[event.seat] = event.hash;
  }
  return out;
}

/** A seat's sealed value as a plan; null when it is not a list of plan lines. */
export function sealedPlan(value: unknown): FalldownPlan | null {
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) return null;
  return parsePlanLines(value).plan;
}

export const samePlan = (a: FalldownPlan | undefined | null, b: FalldownPlan | undefined | null): boolean =>
  !!a && !!b && planLines(a).join('\n') === planLines(b).join('\n');

/** The events that put a seat's revealed plan in the log, with the reveal step if the log is not there yet. */
export function revealEvents(seat: Seat, plan: FalldownPlan, phase: number, step: string | null): RulesEventDraft[] {
  const steps: RulesEventDraft[] = step === 'reveal' || step === 'resolve' || step === 'end' ? [] : [{ seat, kind: 'phase', turn: phase, active: seat, phase: 'reveal' }];
  return [...planEvents(seat, plan), ...steps];
}

export const outcomeEvent = (seat: Seat, step: OutcomeStep, phase: number, hash: string): RulesEventDraft =>
  ({ seat, kind: 'outcome', step, phase, hash });
