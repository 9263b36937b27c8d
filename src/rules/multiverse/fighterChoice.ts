// The fighter choice of ゲームの準備 3: at least one fighter from the reserve, costs adding up to
// exactly 5. The app seals and opens the choice; the rule itself lives here.
import { FIGHTER_COST_TOTAL } from '../../cards/multiverse/setup';

export { FIGHTER_COST_TOTAL };

export function choiceTotal(fighters: readonly { cost: number }[]): number {
  return fighters.reduce((sum, f) => sum + f.cost, 0);
}

/** The rule: at least one fighter, costs adding up to exactly FIGHTER_COST_TOTAL. */
export function isLegalChoice(fighters: readonly { cost: number }[]): boolean {
  return fighters.length > 0 && choiceTotal(fighters) === FIGHTER_COST_TOTAL;
}
