// Assist cards: support cards only in your own main phase, counter cards only in the opponent's
// battle phase; the cost is paid from assist cost (MF-R4); in one phase at most 1 card of cost 3,
// 2 of cost 2 and 3 of cost 1 (MF-R3). Played to the assist area; its effects become table commands
// where the table can show them (HP, draws) and hints otherwise.
import type { AssistCard } from '../../cards/multiverse';
import { ASSIST_COPY_LIMIT } from '../../cards/multiverse/rules';
import type { Seat } from '../../table';
import type { TableAction, Verdict } from '../core';
import { adjust, costChange, drawFrom, moveTo, verdict } from './actions';
import { PHASE, rebuiltDeck, refillActions } from './phases';
import { RULE } from './rulings';
import { fighterById, isStanding } from './stats';
import type { MfState } from './types';
import { zoneId } from './zones';

/** Effects that act on one fighter, which the player names as the target. */
const TARGETED: ReadonlySet<string> = new Set(['能力上昇', '能力低下', '体力回復', '直接攻撃', '状態異常']);

/** Does the card act on one fighter the player names? */
export function needsTarget(data: AssistCard): boolean {
  return data.keywords.some((k) => TARGETED.has(k.keyword));
}

/** Its effects help a fighter (raise, heal): the target is one's own, else an enemy's. */
export function helpsOwnFighter(data: AssistCard): boolean {
  return data.keywords.some((k) => k.keyword === '能力上昇' || k.keyword === '体力回復');
}

export function assistData(state: MfState, card: string | undefined): AssistCard | undefined {
  const data = card === undefined ? undefined : state.cards.get(card)?.data;
  return data?.kind === 'assist' ? data : undefined;
}

/** Assist cards of one cost this seat activated in the current phase (MF-R3). */
export function activatedThisPhase(state: MfState, seat: Seat, cost: number): number {
  const p = state.position;
  if (!p) return 0;
  let count = 0;
  // Only the current phase: from the last phase event on.
  let lastPhase = -1;
  state.events.forEach((e, i) => { if (e.kind === 'phase') lastPhase = i; });
  for (const a of state.activations) if (a.seat === seat && a.cost === cost && a.index > lastPhase) count++;
  return count;
}

export function validateAssist(state: MfState, seat: Seat, card: string | undefined, target: string | undefined): Verdict[] {
  const data = assistData(state, card);
  if (!data || card === undefined) return [verdict('illegal', RULE.support, 'アシストカードではありません', 'not an assist card')];
  const out: Verdict[] = [];
  const p = state.position;
  const here = state.cards.get(card);
  if (here?.zone !== zoneId(seat, 'hand')) out.push(verdict('warning', RULE.support, '手札のアシストカードを使います', 'assist cards are used from your hand'));
  if (data.assistType === 'support' && (!p || p.phase !== PHASE.main || p.active !== seat)) {
    out.push(verdict('illegal', RULE.support, 'サポートカードは自分のメインフェイズ時のみ発動します', 'support cards only in your own main phase'));
  }
  if (data.assistType === 'counter' && (!p || p.phase !== PHASE.battle || p.active === seat)) {
    out.push(verdict('illegal', RULE.counter, 'カウンターカードは相手のバトルフェイズ時のみ発動します', 'counter cards only in the opponent\'s battle phase'));
  }
  const cost = state.seats[seat].cost?.value ?? 0;
  if (cost < data.cost) {
    out.push(verdict('illegal', RULE.cost, `アシストコストが足りません（${cost} / ${data.cost}）`, `not enough assist cost (${cost} of ${data.cost})`));
  }
  const limit = ASSIST_COPY_LIMIT[data.cost] ?? 0;
  const used = activatedThisPhase(state, seat, data.cost);
  if (used >= limit) {
    // MF-R3 counts a main phase's support cards; MF-R6 counts each battle phase's counter cards the same way.
    out.push(verdict('illegal', p?.phase === PHASE.battle ? RULE.perPhase : RULE.perCost, `コスト${data.cost}のアシストはこのフェイズに${limit}回までです`, `at most ${limit} assist card${limit === 1 ? '' : 's'} of cost ${data.cost} per phase`));
  }
  const fighter = fighterById(state, target);
  if (needsTarget(data) && (!fighter || !isStanding(fighter))) {
    out.push(verdict('warning', RULE.support, '対象のファイターを選んでください', 'choose the fighter it affects'));
  }
  return out;
}

/**
 * A draw effect: from the deck, else (MF-R12) the used pile rebuilt for 1 more assist cost when
 * that is left after paying the card; at 0 the draw is skipped.
 */
function drawWithRefill(state: MfState, seat: Seat, count: number, paid: number): TableAction[] {
  const s = state.seats[seat];
  if (s.deck.count > 0) return drawFrom(state, s.deck, seat, count, RULE.support);
  if ((s.cost?.value ?? 0) - paid < 1) return [];
  const refill = refillActions(state, seat);
  return refill ? [...refill, ...drawFrom(state, rebuiltDeck(state, seat), seat, count, RULE.refill)] : [];
}

/** The table commands of activating an assist card: to the assist area, pay, and its table effects. */
export function assistActions(state: MfState, seat: Seat, card: string, target: string | undefined, moveCard = true): TableAction[] {
  const data = assistData(state, card);
  if (!data) return [];
  const name = { ja: data.name, en: data.nameEn || data.name };
  const out: TableAction[] = [];
  if (moveCard) {
    const move = moveTo(state, card, zoneId(seat, 'assist'), seat, { ja: `${name.ja}をアシストエリアに`, en: `${name.en} to the assist area` }, RULE.assistArea);
    if (move) out.push(move);
  }
  out.push(...costChange(state, seat, -data.cost, { ja: `アシストコスト${data.cost}を払う`, en: `pay ${data.cost} assist cost` }, RULE.cost));
  const fighter = fighterById(state, target);
  for (const k of data.keywords) {
    if (k.keyword === '体力回復' && fighter?.hp) {
      // MF-R7: healing stops at the printed HP; at full HP it does nothing.
      const heal = Math.max(0, Math.min(k.value, fighter.data.hp - fighter.hp.value));
      if (heal > 0) out.push(adjust(fighter.hp.id, heal, fighter.seat, { ja: `体力を${heal}回復`, en: `heal ${heal} HP` }, heal < k.value ? RULE.heal : RULE.support));
    } else if (k.keyword === '直接攻撃' && fighter?.hp) {
      const hit = Math.min(k.value, Math.max(0, fighter.hp.value));
      out.push(adjust(fighter.hp.id, -hit, fighter.seat, { ja: `${k.value}の直接ダメージ`, en: `${k.value} direct damage` }, hit < k.value ? RULE.heal : RULE.support));
      if (fighter.hp.value - k.value <= 0) {
        const move = moveTo(state, fighter.id, zoneId(fighter.seat, 'waiting'), fighter.seat, { ja: '体力0: 控え室へ', en: '0 HP: to the waiting room' }, RULE.waiting);
        if (move) out.push(move);
      }
    } else if (k.keyword === 'ドロー') {
      out.push(...drawWithRefill(state, seat, k.value, data.cost));
    }
  }
  return out;
}
