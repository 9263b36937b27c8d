// Hints for a seat: a pending attack (the faces that evade; the roll is the assist panel's, which
// records it for the attack), an empty deck to rebuild, fighters at 0 HP still on the field,
// discards due at the end phase, and the fighters that may still attack.
import type { Seat } from '../../table';
import { otherSeat, type Hint } from '../core';
import { moveTo } from './actions';
import { evasionFaces, pendingAttack, previewAttack } from './attack';
import { discardsDue, PHASE, refillActions } from './phases';
import { RULE } from './rulings';
import { fighterStats, isStanding } from './stats';
import type { MfState } from './types';
import { zoneId } from './zones';

export function hints(state: MfState, seat: Seat): Hint[] {
  const out: Hint[] = [];
  const p = state.position;
  const attack = pendingAttack(state);
  const preview = attack ? previewAttack(state, attack) : null;
  if (attack && preview) {
    const faces = evasionFaces(state, attack);
    const defender = preview.target.seat;
    out.push({
      text: {
        ja: `攻撃中: 命中すれば${preview.damage}ダメージ。${defender === seat ? 'カウンターカードを使うなら今。' : ''}サイコロで${faces.length > 0 ? faces.join('・') : '（なし）'}が出れば回避${defender === seat && attack.roll === null ? '（アシストパネルの「回避のサイコロを振る」で、この攻撃の出目として記録）' : ''}`,
        en: `Attack under way: ${preview.damage} damage on a hit. ${defender === seat ? 'Counter cards now, if any. ' : ''}The die evades on ${faces.length > 0 ? faces.join(', ') : '(no face)'}${defender === seat && attack.roll === null ? ' (roll with the assist panel\'s "Roll for evasion": it records the face for this attack)' : ''}`,
      },
      ruling: RULE.evasion,
    });
  }
  // MF-R12: only when a card is to be drawn (the draw phase's step was skipped).
  const drawing = p?.phase === PHASE.draw && p.active === seat;
  const refill = drawing && state.seats[seat].deck.count === 0 ? refillActions(state, seat) : null;
  if (refill) out.push({ text: { ja: '山札が0枚: アシストコスト1で使用済みから作り直して引けます', en: 'Deck empty: rebuild it from the used pile for 1 assist cost, then draw' }, ruling: RULE.refill, actions: refill });
  for (const fighter of state.fighters) {
    if (isStanding(fighter) || fighter.seat !== seat) continue;
    const move = moveTo(state, fighter.id, zoneId(seat, 'waiting'), seat, { ja: '控え室へ', en: 'to the waiting room' }, RULE.waiting);
    out.push({ text: { ja: `${fighter.data.name}は体力0: 控え室へ`, en: `${fighter.data.nameEn || fighter.data.name} is at 0 HP: to the waiting room` }, ruling: RULE.waiting, ...(move ? { actions: [move] } : {}) });
  }
  if (p?.active === seat && p.phase === PHASE.end && discardsDue(state, seat) > 0) {
    out.push({ text: { ja: `手札を${discardsDue(state, seat)}枚使用済みに捨ててください（5枚以上でエンドフェイズを終えるのは違反）`, en: `Discard ${discardsDue(state, seat)} card(s) to the used pile (leaving the end phase with 5 or more is illegal)` }, ruling: RULE.handLimit });
  }
  if (p?.active === seat && p.phase === PHASE.battle && !attack) {
    const ready = state.fighters.filter((f) => f.seat === seat && isStanding(f) && !fighterStats(state, f).cannotAttack
      && !state.attacks.some((a) => a.attacker === f.id && a.turn === p.turn) && !state.mainAbilities.some((m) => m.card === f.id && m.turn === p.turn));
    if (ready.length > 0 && state.fighters.some((f) => f.seat === otherSeat(seat) && isStanding(f))) {
      out.push({ text: { ja: `まだ攻撃できるファイター: ${ready.map((f) => f.data.name).join('、')}`, en: `Fighters that may still attack: ${ready.map((f) => f.data.nameEn || f.data.name).join(', ')}` }, ruling: RULE.battle });
    }
  }
  return out;
}
