// The rules-assist framework: the contract, the rules event log, reading a doc for a module, table
// helpers every game needs, turn tracking, manual adjudication and the module registry.
export * from './contract';
export { RULES_LOG, rulesEventSchema, readRulesEvents, appendRulesEvent, completeEvent, type RulesEventsRead } from './events';
export * from './match';
export { currentTurn, placeEvents, eventsOfTurn, eventsOfPhase, otherSeat, type TurnPosition, type PlacedEvent } from './turn';
export { nextInCycle } from './phaseCycle';
export { actionKey, isAllowed, judge, judgedProposal, withAllowances, worstVerdict } from './allow';
export { TableView, positionOf, isDown, zoneCentre, type Objects } from './tableView';
export { freePlaces, moveIntoZone, tableAction } from './placement';
export { rulesInput, publicIdentity, firstPlayerOf } from './input';
export { createRulesRegistry, anyModule, type AnyGameModule, type RulesRegistry } from './registry';
export { resolutionHash } from './resolutionHash';
export { canonicalJson, hashText } from './hash';
