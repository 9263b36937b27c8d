// Chrono Card's rules assist (docs/rules/chrono.md).
export { chronoRules } from './module';
export { combatLines, freeBlockers, placedThisTurn, resolveCharm, unanswered, unordered, type CombatLine } from './charm';
export { damageOrder } from './combat';
export { PHASE as CC_PHASE } from './phases';
export { epOf } from './placement';
export { epPool } from './state';
export { charactersOf, characterData, hasPierce, nameOf, onField, statsOf, supportValue } from './stats';
export { RULE as CC_RULE } from './rulings';
export type { CcCard, CcState } from './types';
export { chronoFlow, type ChronoEffect, type ChronoVerb, type ChronoLocal } from './flow';
