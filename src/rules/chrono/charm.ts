// The charm (攻撃): once per turn all chosen attackers attack together; attacks always target the
// opposing player; the defender assigns any number of blockers to each attacker, one blocker per
// attacker at most (CC-R1). Resolution (CC-R3): an unblocked attacker deals its AP as damage
// points; a blocked one deals its AP to its blockers in order, each absorbing up to its DP, and
// each blocker deals its AP to the attacker; DP reaching 0 turns a character face down and
// destroys it (the heroine only turns face down); pierce sends the AP left over to the player.
import type { Seat } from '../../table';
import { otherSeat, type Figure, type Resolution, type TableAction, type Verdict } from '../core';
import { action, discardWithItems, verdict } from './actions';
import { PHASE } from './phases';
import { RULE } from './rulings';
import { combatLines, damageOrder, sameMembers } from './combat';
import { charactersOf, characterData, nameOf, onField, supportValue } from './stats';
import type { CcCard, CcState } from './types';

/** Characters placed this turn (CC-R4 summoning sickness); the heroine is on the field from the start. */
export function placedThisTurn(state: CcState, card: string): boolean {
  const turn = state.position?.turn;
  return state.placements.some((p) => p.card === card && p.turn === turn);
}

export function validateCharm(state: CcState, seat: Seat, attackers: readonly string[], supporters: readonly string[]): Verdict[] {
  const out: Verdict[] = [];
  const p = state.position;
  if (!p || p.phase !== PHASE.charm || p.active !== seat) out.push(verdict('illegal', RULE.turn, 'チャームは自分のチャームフェイズに行います', 'charm in your own charm phase'));
  if (state.charm && state.charm.turn === p?.turn) out.push(verdict('illegal', RULE.turn, 'チャームは1ターンに1度です', 'one charm per turn'));
  if (attackers.length === 0) out.push(verdict('warning', RULE.turn, '攻撃するキャラクターを選んでください', 'choose the attacking characters'));
  for (const id of attackers) {
    const card = state.cards.get(id);
    const name = nameOf(card);
    if (!onField(card, seat) || !characterData(card)) {
      out.push(verdict('illegal', RULE.turn, `${name.ja}: 攻撃するのは場の自分のキャラクターです`, `${name.en}: attackers are your characters on the field`));
      continue;
    }
    if (!card.faceUp) out.push(verdict('illegal', RULE.faceDown, `${name.ja}は行動不能（裏向き）なので攻撃できません`, `${name.en} is face down and cannot attack`));
    if (card.checked) out.push(verdict('illegal', RULE.checked, `${name.ja}はCheck状態なので攻撃できません`, `${name.en} is checked and cannot attack`));
    if (!card.heroine && placedThisTurn(state, id)) out.push(verdict('illegal', RULE.sickness, `${name.ja}はこのターン配置されたので攻撃できません（召喚酔い）`, `${name.en} was placed this turn and cannot attack (summoning sickness)`));
  }
  if (supporters.length > 0 && !attackers.some((id) => state.cards.get(id)?.heroine)) {
    out.push(verdict('illegal', RULE.heroine, '支援を受けられるのは攻撃するヒロインだけです', 'only an attacking heroine can be supported'));
  }
  for (const id of supporters) {
    const card = state.cards.get(id);
    const name = nameOf(card);
    if (onField(card, seat) && !card.faceUp) {
      out.push(verdict('illegal', RULE.faceDown, `${name.ja}は行動不能（裏向き）なので支援できません`, `${name.en} is face down and cannot support`));
    } else if (!onField(card, seat) || supportValue(card) === 0 || card.checked || attackers.includes(id)) {
      out.push(verdict('illegal', RULE.support, `${name.ja}は支援できません（支援を持つ未Checkの自分のキャラクター）`, `${name.en} cannot support (an unchecked own character with 支援)`));
    }
  }
  return out;
}

export function validateBlock(state: CcState, seat: Seat, attacker: string | undefined, blockers: readonly string[]): Verdict[] {
  const out: Verdict[] = [];
  const charm = state.charm;
  if (!charm || charm.done || charm.turn !== state.position?.turn) return [verdict('illegal', RULE.blockers, 'ブロックする攻撃がありません', 'there is no charm to block')];
  if (seat === charm.seat) out.push(verdict('illegal', RULE.blockers, '防御キャラクターを選ぶのは防御側です', 'the defender assigns blockers'));
  if (attacker === undefined || !charm.attackers.includes(attacker)) out.push(verdict('illegal', RULE.blockers, '攻撃しているキャラクターを選んでください', 'choose an attacking character'));
  for (const id of blockers) {
    const card = state.cards.get(id);
    const name = nameOf(card);
    if (!onField(card, seat) || !characterData(card)) {
      out.push(verdict('illegal', RULE.blockers, `${name.ja}: 防御するのは場の自分のキャラクターです`, `${name.en}: blockers are your characters on the field`));
      continue;
    }
    if (!card.faceUp) out.push(verdict('illegal', RULE.faceDown, `${name.ja}は行動不能（裏向き）なので防御できません`, `${name.en} is face down and cannot block`));
    else if (card.checked) out.push(verdict('illegal', RULE.checked, `${name.ja}は未Check状態ではないので防御できません`, `${name.en} is not unchecked and cannot block`));
    for (const [other, list] of charm.blocks) {
      if (other !== attacker && list.includes(id)) out.push(verdict('illegal', RULE.blockers, `${name.ja}はもう別の攻撃を防御しています`, `${name.en} already blocks another attacker`));
    }
  }
  return out;
}

/**
 * The attacking player's order of an attacker's blockers (CC-R10, after the blocks are declared):
 * only the attacker orders, and the order names exactly that attacker's blockers.
 */
export function validateOrder(state: CcState, seat: Seat, attacker: string | undefined, order: readonly string[]): Verdict[] {
  const charm = state.charm;
  if (!charm || charm.done || charm.turn !== state.position?.turn) return [verdict('illegal', RULE.order, '順番を決めるチャームがありません', 'there is no charm to order')];
  const out: Verdict[] = [];
  if (seat !== charm.seat) out.push(verdict('illegal', RULE.order, 'ダメージの順番を決めるのは攻撃側です', 'the attacking player chooses the damage order'));
  if (attacker === undefined || !charm.attackers.includes(attacker)) {
    out.push(verdict('illegal', RULE.order, '攻撃しているキャラクターを選んでください', 'choose an attacking character'));
    return out;
  }
  const listed = charm.blocks.get(attacker);
  if (listed === undefined) out.push(verdict('illegal', RULE.order, '防御の宣言の後に順番を決めます', 'the order is chosen after the blocks are declared'));
  else if (!sameMembers(order, listed)) {
    out.push(verdict('illegal', RULE.order, 'その攻撃の防御キャラクター全員を1回ずつ並べてください', 'list each of that attacker\'s blockers once'));
  }
  return out;
}

export { combatLines, type CombatLine } from './combat';

/** The table commands of the charm's result: damage points, destroyed characters face down (and to the discard pile). */
export function resolveCharm(state: CcState): Resolution | null {
  const charm = state.charm;
  if (!charm || charm.done || charm.turn !== state.position?.turn) return null;
  const defender = otherSeat(charm.seat);
  const lines = combatLines(state);
  const steps: Resolution['steps'] = [];
  const destroyed = new Set<string>();
  let points = 0;
  for (const line of lines) {
    const an = nameOf(state.cards.get(line.attacker));
    if (line.blockers.length === 0) {
      steps.push({ reason: { ja: `${an.ja}: 防御なし、相手に${line.ap}点`, en: `${an.en}: unblocked, ${line.ap} damage points` }, ruling: RULE.combat, cards: [line.attacker] });
    }
    if (line.blockers.length > 1) {
      const names = line.blockers.map((b) => nameOf(state.cards.get(b.id)));
      const list = { ja: names.map((n) => n.ja).join(' → '), en: names.map((n) => n.en).join(' → ') };
      steps.push({
        reason: line.ordered
          ? { ja: `${an.ja}: ダメージの順番（攻撃側が決定）${list.ja}`, en: `${an.en}: damage order (chosen by the attacker) ${list.en}` }
          : { ja: `${an.ja}: ダメージの順番（攻撃側が未決定、防御側の並び）${list.ja}`, en: `${an.en}: damage order (not chosen by the attacker yet: the defender's listing) ${list.en}` },
        ruling: RULE.order, cards: [line.attacker, ...line.blockers.map((b) => b.id)],
      });
    }
    for (const b of line.blockers) {
      const bn = nameOf(state.cards.get(b.id));
      steps.push({
        reason: {
          ja: `${an.ja} → ${bn.ja}: ${b.absorbed}ダメージ（DP${b.dp}）${b.destroyed ? '、破壊' : `、残りDP${b.dp - b.absorbed}`}`,
          en: `${an.en} → ${bn.en}: ${b.absorbed} damage (DP ${b.dp})${b.destroyed ? ', destroyed' : `, DP now ${b.dp - b.absorbed}`}`,
        },
        ruling: RULE.dpLowered, cards: [line.attacker, b.id],
      });
      if (b.destroyed) destroyed.add(b.id);
    }
    if (line.blockers.length > 0 && line.toPlayer > 0) {
      steps.push({ reason: { ja: `貫通: 残り${line.toPlayer}点を相手に`, en: `pierce: the remaining ${line.toPlayer} to the player` }, ruling: RULE.heroine, cards: [line.attacker] });
    }
    if (line.blockers.length > 0) {
      steps.push({
        reason: { ja: `${an.ja}は${line.attackerDamage}ダメージを受ける（DPが下がる）${line.attackerDestroyed ? '、破壊' : ''}`, en: `${an.en} takes ${line.attackerDamage} damage (its DP is lowered)${line.attackerDestroyed ? ', destroyed' : ''}` },
        ruling: RULE.dpLowered, cards: [line.attacker],
      });
    }
    if (line.attackerDestroyed) destroyed.add(line.attacker);
    points += line.toPlayer;
  }
  const actions: TableAction[] = [];
  const damage = state.seats[defender].damage;
  if (points > 0 && damage) {
    actions.push(action('adjust', { id: damage.id, delta: points }, defender, { ja: `ダメージ${points}点`, en: `${points} damage points` }, RULE.combat));
  }
  for (const id of destroyed) actions.push(...destroyActions(state, id));
  const figures: Figure[] = [{ id: 'charm.points', label: { ja: '相手へのダメージ', en: 'Damage points dealt' }, value: points, seat: defender, ruling: RULE.combat }];
  steps.push({ reason: { ja: `合計${points}点のダメージ`, en: `${points} damage points in all` }, ruling: RULE.combat, cards: [], figures });
  return { steps, actions };
}

/** A destroyed character: face down; the heroine stays on the field, any other goes to the discard pile with its items. */
export function destroyActions(state: CcState, id: string): TableAction[] {
  const card = state.cards.get(id);
  if (!card) return [];
  const seat = card.owner ?? card.side ?? 'p1';
  const name = nameOf(card);
  const out: TableAction[] = [];
  if (card.faceUp) out.push(action('flip', { ids: [id] }, seat, { ja: `${name.ja}を裏向きにする（破壊）`, en: `turn ${name.en} face down (destroyed)` }, RULE.character));
  if (card.heroine) {
    for (const item of card.items) {
      const itemSeat = state.cards.get(item)?.owner ?? seat;
      const move = discardWithItems(state, item, itemSeat, { ja: 'アイテムを破棄（持ち主の捨て札へ）', en: 'the item is discarded (to its owner\'s discard pile)' }, RULE.itemOwner);
      out.push(...move);
    }
    return out;
  }
  out.push(...discardWithItems(state, id, seat, { ja: `${name.ja}は破壊: 捨て札へ`, en: `${name.en} is destroyed: to the discard pile` }, RULE.character));
  return out;
}

/** Characters of the defender that may still block (unchecked, face up, not blocking yet). */
export function freeBlockers(state: CcState, seat: Seat): CcCard[] {
  const busy = new Set([...(state.charm?.blocks.values() ?? [])].flat());
  return charactersOf(state, seat).filter((c) => c.faceUp && !c.checked && !busy.has(c.id) && characterData(c) !== undefined);
}

/** Blocked attackers with several blockers whose damage order the attacking player has not chosen (CC-R10: the assist asks). */
export function unordered(state: CcState): string[] {
  const charm = state.charm;
  if (!charm || charm.done || charm.turn !== state.position?.turn) return [];
  return charm.attackers.filter((id) => (charm.blocks.get(id)?.length ?? 0) > 1 && !damageOrder(charm, id).ordered);
}

/** The attackers of the charm under way that the defender has not answered yet (no block, no "no block"). */
export function unanswered(state: CcState): string[] {
  const charm = state.charm;
  if (!charm || charm.done || charm.turn !== state.position?.turn) return [];
  return charm.attackers.filter((id) => !charm.blocks.has(id));
}
