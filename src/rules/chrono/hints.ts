// Hints for a seat: EP that will vanish at the next phase change, blockers to assign, the charm to
// resolve, items whose host is gone or face down, the hand limit at the end phase.
import type { Seat } from '../../table';
import { otherSeat, type Hint } from '../core';
import { discardWithItems } from './actions';
import { freeBlockers, resolveCharm, unordered } from './charm';
import { discardsDue, HAND_LIMIT, PHASE } from './phases';
import { RULE } from './rulings';
import { epPool } from './state';
import { nameOf, onField } from './stats';
import type { CcState } from './types';

export function hints(state: CcState, seat: Seat): Hint[] {
  const out: Hint[] = [];
  const pool = epPool(state, seat);
  if (pool > 0) {
    out.push({ text: { ja: `未使用のEPが${pool}あります。フェイズが変わると消滅します`, en: `${pool} EP unspent: it vanishes when the phase changes` }, ruling: RULE.ep });
  }
  const charm = state.charm;
  const p = state.position;
  if (charm && !charm.done && charm.turn === p?.turn) {
    if (seat === otherSeat(charm.seat) && freeBlockers(state, seat).length > 0) {
      out.push({ text: { ja: '攻撃ごとに防御キャラクターを選べます（1体は1つの攻撃だけ）', en: 'Assign blockers to each attacker (each blocker blocks one attacker)' }, ruling: RULE.blockers });
    }
    // CC-R10: the defender's listing stands only until the attacking player chooses the order.
    if (seat === charm.seat) {
      for (const id of unordered(state)) {
        const name = nameOf(state.cards.get(id));
        out.push({ text: { ja: `${name.ja}の防御キャラクターにダメージを与える順番を決めてください（今は防御側の並び）`, en: `Choose the order in which ${name.en} deals damage to its blockers (now: the defender's listing)` }, ruling: RULE.order });
      }
    }
    const resolution = resolveCharm(state);
    if (resolution && seat === charm.seat) out.push({ text: { ja: 'チャームを解決する', en: 'Resolve the charm' }, ruling: RULE.combat, actions: resolution.actions });
  }
  for (const card of state.cards.values()) {
    if (card.host === null || card.data?.kind !== 'item') continue;
    const host = state.cards.get(card.host);
    if (host && onField(host) && host.faceUp) continue;
    const owner = card.owner ?? seat;
    if (owner !== seat) continue;
    out.push({
      text: { ja: `${nameOf(card).ja}の付け先が場にいないか裏向き: 破棄`, en: `${nameOf(card).en}'s host left the field or is face down: discard it` },
      ruling: RULE.item, actions: discardWithItems(state, card.id, owner, { ja: 'アイテムを破棄', en: 'discard the item' }, RULE.item),
    });
  }
  if (p?.active === seat && p.phase === PHASE.end && discardsDue(state, seat) > 0) {
    out.push({ text: { ja: `手札の上限は${HAND_LIMIT}枚: ${discardsDue(state, seat)}枚捨ててください`, en: `Hand limit ${HAND_LIMIT}: discard ${discardsDue(state, seat)}` }, ruling: RULE.handLimit });
  }
  return out;
}
