// Falldown's rules assist: the module, the plan, the state and the phase resolver.
export { falldownModule, FALLDOWN_PHASES } from './module';
export { planSchema, planCost, planBill, EMPTY_PLAN, PLAYER, type FalldownPlan, type PlanInput } from './plan';
export { planLines, parsePlanLines, planEvents, PLAN_PROMPT } from './plan-text';
export { readFalldown, emptyState, type FalldownState, type Unit } from './state';
export { resolvePhase, type PhaseResolution } from './resolve';
export { stateHash, canonicalState } from './canonical';
