// What playing a card costs: its printed cost, plus its 追加コスト when the player opts in (NF 5.9),
// plus 抵抗(X) of the card an action hinders (NF 5.8: X more, of any colour).
import type { EnergyCost } from '../../cards/nofuture/energy';
import type { NofutureCard } from '../../cards/nofuture';
import { addCosts } from './energy';
import { extraCostOf, keywordValue } from './keywords';

export interface PlayCost {
  cost: EnergyCost;
  /** What was added and why, for the reason text. */
  extra: boolean;
  resistance: number;
}

export function playCost(card: NofutureCard, opts: { extra?: boolean; against?: NofutureCard | undefined }): PlayCost {
  const parts: EnergyCost[] = [card.cost];
  const extraCost = opts.extra ? extraCostOf(card) : undefined;
  if (extraCost) parts.push(extraCost.cost);
  const resistance = card.kind === 'action' ? keywordValue(opts.against, '抵抗') : 0;
  if (resistance > 0) parts.push({ pips: [], colorless: resistance });
  return { cost: addCosts(...parts), extra: extraCost !== undefined, resistance };
}
