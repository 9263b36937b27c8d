// Falldown's rules assist: the module, the plan, the state and the phase resolver.
export { falldownModule, FALLDOWN_PHASES } from './module';
export { planSchema, planCost, planBill, EMPTY_PLAN, PLAYER, type FalldownPlan, type PlanInput } from './plan';
export { planLines, parsePlanLines, planEvents, PLAN_PROMPT } from './plan-text';
export { readFalldown, emptyState, type FalldownState, type Unit } from './state';
export { resolvePhase, type PhaseResolution } from './resolve';
export { stateHash, canonicalState } from './canonical';
export {
  checkDraft, handMonsters, attackers, attackTargets, effectOptions, toggleSummon, setAttack, addSystem, removeSystem, setEffect, pruneDraft,
  ENVELOPE_LINES, ENVELOPE_LINE_CHARS, type DraftCheck, type HandOption, type AttackerOption, type TargetOption, type EffectOption,
} from './draft';
export type { Step, StepVisual } from './board';
export { otherSeat } from './state';
export {
  falldownFlow, falldownView, AUTOMATIC, nextFalldownEffect, phaseReveal, phaseRound, roundLabel, strayCommit, seatOutcomes, sealedPlan,
  samePlan, revealEvents, outcomeEvent, blankLocal, shareOf,
  type FalldownVerb, type FalldownView, type FalldownFlowInput, type FalldownEffect, type FalldownInput, type FalldownProblem,
  type PhaseReveal, type WaitFor, type OutcomeStep, type FalldownLocal, type StoredDraft, type StoredResolution,
} from './flow';
