// Chrono Card's rules assist (docs/rules/chrono.md).
export { chronoRules } from './module';
export { combatLines, resolveCharm } from './charm';
export { epPool } from './state';
export { RULE as CC_RULE } from './rulings';
export type { CcState } from './types';
