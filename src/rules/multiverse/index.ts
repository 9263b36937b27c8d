// Multiverse Fighters' rules assist (docs/rules/multiverse.md).
export { multiverseRules } from './module';
export { attackDamage, attributeBonus, hasAdvantage, minimumDamage, BEATS } from './damage';
export { evasionFaces, pendingAttack, previewAttack } from './attack';
export { RULE as MF_RULE } from './rulings';
export type { MfState, MfFighter } from './types';
