// The fighter choice of ゲームの準備 3 (「ファイターカードを合計コスト５になるように選択する」): at
// least one fighter card, costs adding up to exactly 5. The New-game wizard, the rules assist's
// scenario step and lessons all check a choice here.
import type { DeckProblem } from '../game';
import { FIGHTER_COST_TOTAL } from './setup';

export const SELECTION_RULE = 'MF ゲームの準備';

/** What the check reads of a chosen card: its cost, and its kind when known. */
export interface ChosenFighter {
  cost: number;
  kind?: string;
  name?: string;
}

/** Every problem with the choice; empty when it is legal. */
export function fighterChoiceProblems(chosen: readonly ChosenFighter[]): DeckProblem[] {
  const problems: DeckProblem[] = [];
  for (const card of chosen) {
    if (card.kind !== undefined && card.kind !== 'fighter') {
      problems.push({
        rule: SELECTION_RULE, section: 'fighters',
        message: { ja: `「${card.name ?? '?'}」はファイターカードではありません`, en: `"${card.name ?? '?'}" is not a fighter card` },
      });
    }
  }
  const total = chosen.reduce((sum, card) => sum + card.cost, 0);
  if (chosen.length === 0 || total !== FIGHTER_COST_TOTAL) {
    problems.push({
      rule: SELECTION_RULE, section: 'fighters',
      message: {
        ja: `選ぶファイターの合計コストは${FIGHTER_COST_TOTAL}です(今${total})`,
        en: `The chosen fighters' costs must add up to ${FIGHTER_COST_TOTAL} (now ${total})`,
      },
    });
  }
  return problems;
}
