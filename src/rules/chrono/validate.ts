// The verdicts on an interpreted action, each with its ruling. The players' allowances are applied
// once, by rules/core (judge), not here.
import type { GameAction, Verdict } from '../core';
import { verdict } from './actions';
import { PHASE } from './phases';
import { validateCheck, validatePlacement } from './placement';
import { RULE } from './rulings';
import type { CcState } from './types';

export function validate(action: GameAction, state: CcState): Verdict[] {
  return rawVerdicts(action, state);
}

function rawVerdicts(action: GameAction, state: CcState): Verdict[] {
  switch (action.kind) {
    case 'place': return action.cards[0] === undefined ? [] : validatePlacement(state, action.seat, action.cards[0], typeof action.detail['host'] === 'string' ? action.detail['host'] : undefined);
    case 'check': return validateCheck(state, action.seat, action.cards);
    case 'uncheck': {
      const p = state.position;
      return p && p.phase === PHASE.start && p.active === action.seat ? [] : [verdict('warning', RULE.untap, 'Check状態が戻るのは持ち主のスタートフェイズです', 'checked cards become unchecked in their owner\'s start phase')];
    }
    case 'heroine-leaves': return [verdict('illegal', RULE.heroine, 'ヒロインは場を離れることはありません', 'the heroine never leaves the field')];
    default: return [];
  }
}
