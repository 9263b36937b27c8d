// NoFuture Collection Card's rules assist.
export { nofutureRules } from './module';
export { PHASE, PHASES } from './phases';
export { PROMPT } from './events';
export { resolveBattle, resolveArea, previewAttack, type AreaBattle, type AreaOutcome, type Fighter, type Team } from './battle';
export { responseStack, conditionOf, activations, type Activation } from './effects';
export { statsReader, type Stats } from './stats';
export { planPayment } from './energy';
export type { NfState, NfCard, NfSeat } from './types';
export { nofutureFlow, stackEntries, type NofutureEffect, type NofutureVerb, type NofutureLocal, type StackEntry } from './flow';
