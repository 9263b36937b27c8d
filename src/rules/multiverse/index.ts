// Multiverse Fighters' rules assist (docs/rules/multiverse.md).
export { multiverseRules } from './module';
export { attackDamage, attributeBonus, hasAdvantage, minimumDamage, BEATS } from './damage';
export { evasionDie, evasionFace, evasionFaces, negatedBy, pendingAttack, previewAttack, type AttackPreview } from './attack';
export { PHASE } from './phases';
export { assistData, helpsOwnFighter, needsTarget } from './assist';
export { fighterStats, isStanding } from './stats';
export { choiceTotal, isLegalChoice, FIGHTER_COST_TOTAL } from './fighterChoice';
export { RULE as MF_RULE } from './rulings';
export {
  multiverseFlow, sideSwapOf, reserveFighters, openedChoice, fighterRoundOf, FIGHTER_ROUND_LABEL,
  type MultiverseEffect, type MultiverseVerb, type MultiverseLocal, type ReserveFighter, type SideSwapSource,
} from './flow';
export type { MfState, MfFighter, MfAttack } from './types';
