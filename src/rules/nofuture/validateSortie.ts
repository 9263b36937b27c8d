// Checks of a sortie (NF 4.3): the attacker in the attacker's step, then the defender; at most one
// front and one back character per area, never a back without a front; down characters stay home
// (NF 4.1); against an all-flying attacking team only flying characters may defend (NF 5.2).
import type { GameAction, Verdict } from '../core';
import { otherSeat } from '../core';
import { slotCards } from './battle/teams';
import { hasKeyword } from './keywords';
import { PHASE } from './phases';
import { characterData } from './state';
import { verdict } from './text';
import type { NfState } from './types';
import { facingArea, type Row } from './zones';

export function validateSortie(action: GameAction, state: NfState): Verdict[] {
  const id = action.cards[0] ?? '';
  const card = state.cards.get(id);
  const area = Number(action.detail['area']);
  const row = action.detail['row'] as Row;
  const side = action.detail['side'];
  const seat = action.seat;
  const out: Verdict[] = [];
  if (side !== seat) {
    out.push(verdict('illegal', 'NF 4.3', '出撃先は自分の戦闘エリアです', 'a character sorties into its own side\'s battle areas'));
    return out;
  }
  const position = state.position;
  const attacking = position?.active === seat;
  const step = attacking ? PHASE.sortieAttack : PHASE.sortieDefense;
  // Before the first phase event the assist does not know the phase, so it says nothing of timing.
  if (position && position.phase !== step) {
    out.push(attacking
      ? verdict('illegal', 'NF 3.2', '攻撃側の出撃は出撃フェイズの最初に行います', 'the attacker sorties at the start of the sortie phase')
      : verdict('illegal', 'NF 3.2', '防御側の出撃は攻撃側の出撃の後です', 'the defender sorties after the attacker, in the sortie phase'));
  }
  if (card?.down) out.push(verdict('illegal', 'NF 4.1', 'ダウン状態のキャラクターは出撃できません', 'a down character cannot sortie'));
  const inSlot = slotCards(state, seat, area, row).filter((other) => other !== id);
  if (inSlot.length > 0) {
    out.push(verdict('illegal', 'NF 4.3', `エリア${area}の${row === 'front' ? '前列' : '後列'}にはもうキャラクターがいます（前列1体・後列1体まで）`,
      `area ${area} already has a ${row} character (one front and one back at most)`));
  }
  if (row === 'back' && slotCards(state, seat, area, 'front').filter((other) => other !== id).length === 0) {
    out.push(verdict('illegal', 'NF 4.3', '後列にのみキャラクターを配置することはできません（先に前列へ）', 'a back character needs a front one in the same area (sortie the front first)'));
  }
  if (!attacking && !hasKeyword(characterData(card), '飛行')) {
    const attackers = [...slotCards(state, otherSeat(seat), facingArea(area), 'front'), ...slotCards(state, otherSeat(seat), facingArea(area), 'back')];
    if (attackers.length > 0 && attackers.every((a) => hasKeyword(characterData(state.cards.get(a)), '飛行'))) {
      out.push(verdict('illegal', 'NF 5.2', '飛行だけの攻撃側チームがいるエリアには、飛行を持たないキャラクターは出撃できません',
        'against an attacking team made only of flying characters, only flying characters may sortie there'));
    }
  }
  if (!out.some((v) => v.level !== 'ok')) {
    out.push(verdict('ok', 'NF 4.3', `エリア${area}の${row === 'front' ? '前列' : '後列'}に出撃`, `sorties to area ${area}, ${row}`));
  }
  return out;
}
