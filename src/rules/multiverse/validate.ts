// The verdicts on an interpreted action, each with its ruling. The players' allowances are applied
// once, by rules/core (judge), not here.
import { ASSIST_COST_MAX } from '../../cards/multiverse/setup';
import type { GameAction, Verdict } from '../core';
import { verdict } from './actions';
import { validateAssist } from './assist';
import { RULE } from './rulings';
import { fighterById } from './stats';
import type { MfState } from './types';

export function validate(action: GameAction, state: MfState): Verdict[] {
  return rawVerdicts(action, state);
}

function rawVerdicts(action: GameAction, state: MfState): Verdict[] {
  switch (action.kind) {
    case 'assist': return validateAssist(state, action.seat, action.cards[0], typeof action.detail['target'] === 'string' ? action.detail['target'] : undefined);
    case 'defeat': {
      const fighter = fighterById(state, action.cards[0]);
      return fighter?.hp && fighter.hp.value > 0
        ? [verdict('warning', RULE.waiting, `体力が${fighter.hp.value}残っています。控え室に置くのは体力0のファイターです`, `it still has ${fighter.hp.value} HP; the waiting room is for fighters at 0 HP`)]
        : [];
    }
    case 'hideFighter':
      // ゲームエリア・フィールド「必ず表側表示にする」: the text forbids it, so illegal.
      return [verdict('illegal', RULE.field, 'フィールドのファイターは必ず表側表示です', 'fighters on the field are always face up')];
    case 'cost': {
      const after = Number(action.detail['after']);
      if (after > ASSIST_COST_MAX) return [verdict('warning', RULE.setup, `アシストコストは最大${ASSIST_COST_MAX}です`, `assist cost is at most ${ASSIST_COST_MAX}`)];
      if (after < 0) return [verdict('illegal', RULE.cost, 'アシストコストは0より少なくなりません', 'assist cost cannot go below 0')];
      return [];
    }
    default: return [];
  }
}
