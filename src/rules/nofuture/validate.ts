// The verdicts on an interpreted action, each with its ruling. The players' allowances are applied
// once, by rules/core (judge), not here.
import type { GameAction, Verdict } from '../core';
import { timesUsed } from './effects';
import { PHASE } from './phases';
import { verdict } from './text';
import type { NfState } from './types';
import { validatePlay, validateSwap } from './validatePlay';
import { validateSortie } from './validateSortie';
import { inPlay } from './zones';

export function validate(action: GameAction, state: NfState): Verdict[] {
  return rawVerdicts(action, state);
}

function rawVerdicts(action: GameAction, state: NfState): Verdict[] {
  switch (action.kind) {
    case 'play': return validatePlay(action, state);
    case 'swap': return validateSwap(action, state);
    case 'sortie': return validateSortie(action, state);
    case 'down': return validateDown(action, state);
    case 'up': return validateUp(action, state);
    case 'leave': return [verdict('ok', 'NF-R11', 'セット先が場を離れるので、セットカードは捨て山へ', 'its host leaves the field, so its set cards go to the discard pile')];
    default: return [];
  }
}

/** The 《↷》 effects of a card, by index. */
export function tapEffects(state: NfState, id: string): number[] {
  const data = state.cards.get(id)?.data;
  if (!data || data.kind === 'action') return [];
  return data.effects.flatMap((effect, i) => (effect.cost.kind === 'tap' ? [i] : []));
}

function validateDown(action: GameAction, state: NfState): Verdict[] {
  const out: Verdict[] = [];
  for (const id of action.cards) {
    const card = state.cards.get(id);
    if (card?.host) {
      out.push(verdict('warning', 'NF 4.2', 'セットカードはセット先と同じ状態です。セット先を動かしてください', 'a set card shares its host\'s state: turn the host instead'));
      continue;
    }
    const effects = tapEffects(state, id);
    if (effects.length === 0 || !inPlay(card?.place)) continue;
    const fresh = effects.filter((i) => timesUsed(state, id, String(i)) === 0);
    out.push(fresh.length > 0
      ? verdict('ok', 'NF 4.5', 'ダウンさせて《↷》の効果を発動できます（1ターンに1回）', 'turning it down can activate its 《↷》 effect (once per turn)')
      : verdict('illegal', 'NF 4.5', 'この《↷》の効果はこのターンもう発動しました', 'its 《↷》 effect was already activated this turn'));
  }
  return out;
}

function validateUp(action: GameAction, state: NfState): Verdict[] {
  const position = state.position;
  const seat = action.seat;
  if (!position || (position.phase === PHASE.up && position.active === seat)) return [];
  const cards = action.cards.map((id) => state.cards.get(id));
  if (cards.some((c) => c?.host)) {
    return [verdict('warning', 'NF 4.2', 'セットカードはセット先と同じ状態です。セット先を動かしてください', 'a set card shares its host\'s state: turn the host instead')];
  }
  return [verdict('warning', 'NF 4.1', 'カードがアップするのは持ち主のアップフェイズ（または効果）です', 'cards stand up in their owner\'s up phase (or by an effect)')];
}
