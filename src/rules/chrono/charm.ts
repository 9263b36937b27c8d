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
import { charactersOf, characterData, hasPierce, nameOf, onField, statsOf, supportValue } from './stats';
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
    if (!card.faceUp) out.push(verdict('illegal', RULE.checked, `${name.ja}は行動不能（裏向き）です`, `${name.en} is face down and cannot act`));
    if (card.checked) out.push(verdict('illegal', RULE.checked, `${name.ja}はCheck状態なので攻撃できません`, `${name.en} is checked and cannot attack`));
    if (!card.heroine && placedThisTurn(state, id)) out.push(verdict('illegal', RULE.sickness, `${name.ja}はこのターン配置されたので攻撃できません（召喚酔い）`, `${name.en} was placed this turn and cannot attack (summoning sickness)`));
  }
  if (supporters.length > 0 && !attackers.some((id) => state.cards.get(id)?.heroine)) {
    out.push(verdict('illegal', RULE.heroine, '支援を受けられるのは攻撃するヒロインだけです', 'only an attacking heroine can be supported'));
  }
  for (const id of supporters) {
    const card = state.cards.get(id);
    if (!onField(card, seat) || supportValue(card) === 0 || card.checked || !card.faceUp || attackers.includes(id)) {
      out.push(verdict('illegal', RULE.heroine, `${nameOf(card).ja}は支援できません（支援を持つ未Checkの自分のキャラクター）`, `${nameOf(card).en} cannot support (an unchecked own character with 支援)`));
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
    if (card.checked || !card.faceUp) out.push(verdict('illegal', RULE.checked, `${name.ja}は未Check状態ではないので防御できません`, `${name.en} is not unchecked and cannot block`));
    for (const [other, list] of charm.blocks) {
      if (other !== attacker && list.includes(id)) out.push(verdict('illegal', RULE.blockers, `${name.ja}はもう別の攻撃を防御しています`, `${name.en} already blocks another attacker`));
    }
  }
  return out;
}

export interface CombatLine {
  attacker: string;
  ap: number;
  blockers: { id: string; dp: number; absorbed: number; destroyed: boolean }[];
  toPlayer: number;
  attackerDamage: number;
  attackerDestroyed: boolean;
}

/** The combat arithmetic of each attacker (CC-R3), from the state as it is. */
export function combatLines(state: CcState): CombatLine[] {
  const charm = state.charm;
  if (!charm) return [];
  const support = charm.supporters.reduce((n, id) => {
    const card = state.cards.get(id);
    return card ? n + supportValue(card) : n;
  }, 0);
  return charm.attackers.flatMap((id) => {
    const card = state.cards.get(id);
    const stats = card ? statsOf(state, card) : null;
    if (!card || !stats) return [];
    const ap = stats.ap + (card.heroine ? support : 0);
    const blockers = (charm.blocks.get(id) ?? []).map((b) => state.cards.get(b)).filter((b): b is CcCard => b !== undefined);
    let left = ap;
    let attackerDamage = 0;
    const lines = blockers.map((blocker) => {
      const bs = statsOf(state, blocker) ?? { ap: 0, dp: 0 };
      const absorbed = Math.min(left, bs.dp);
      left -= absorbed;
      attackerDamage += bs.ap;
      return { id: blocker.id, dp: bs.dp, absorbed, destroyed: absorbed > 0 && absorbed >= bs.dp };
    });
    const toPlayer = blockers.length === 0 ? ap : hasPierce(card) ? left : 0;
    return [{ attacker: id, ap, blockers: lines, toPlayer, attackerDamage, attackerDestroyed: attackerDamage > 0 && attackerDamage >= stats.dp }];
  });
}

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
    for (const b of line.blockers) {
      const bn = nameOf(state.cards.get(b.id));
      steps.push({
        reason: { ja: `${an.ja} → ${bn.ja}: ${b.absorbed}ダメージ（DP${b.dp}）${b.destroyed ? '、破壊' : ''}`, en: `${an.en} → ${bn.en}: ${b.absorbed} damage (DP ${b.dp})${b.destroyed ? ', destroyed' : ''}` },
        ruling: RULE.combat, cards: [line.attacker, b.id],
      });
      if (b.destroyed) destroyed.add(b.id);
    }
    if (line.blockers.length > 0 && line.toPlayer > 0) {
      steps.push({ reason: { ja: `貫通: 残り${line.toPlayer}点を相手に`, en: `pierce: the remaining ${line.toPlayer} to the player` }, ruling: RULE.heroine, cards: [line.attacker] });
    }
    if (line.blockers.length > 0) {
      steps.push({
        reason: { ja: `${an.ja}は${line.attackerDamage}ダメージを受ける${line.attackerDestroyed ? '、破壊' : ''}`, en: `${an.en} takes ${line.attackerDamage} damage${line.attackerDestroyed ? ', destroyed' : ''}` },
        ruling: RULE.combat, cards: [line.attacker],
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
      const move = discardWithItems(state, item, itemSeat, { ja: 'アイテムを破棄', en: 'the item is discarded' }, RULE.item);
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

/** The attackers of the charm under way that the defender has not answered yet (no block, no "no block"). */
export function unanswered(state: CcState): string[] {
  const charm = state.charm;
  if (!charm || charm.done || charm.turn !== state.position?.turn) return [];
  return charm.attackers.filter((id) => !charm.blocks.has(id));
}
