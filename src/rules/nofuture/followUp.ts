// What completes an action taken by hand: a character played into base is turned down (unless 奇襲)
// and paid for, and gets its first magic coin (魔力チャージ); a set card or an action is paid for; an
// action goes to the discard pile and onto the response stack; a swap sends the replaced card away;
// turning a card down for its 《↷》 effect records the activation.
import type { FollowUp, GameAction, RulesEventDraft, TableAction } from '../core';
import { playCost } from './costs';
import { ACTION_EFFECT, effectEvent, extraCostEvent } from './events';
import { colorlessChoices, paymentActions, paymentEvent, planPayment } from './energy';
import { hasKeyword, keywordValue } from './keywords';
import { newMagicCoin } from './phases';
import { characterData } from './state';
import { coinToSupply, moveToZone, remove, tap } from './tableActions';
import { cardName } from './text';
import type { NfCard, NfState } from './types';
import { tapEffects } from './validate';
import { inPlay, zoneId } from './zones';

const NONE: FollowUp = { actions: [], events: [] };

export function followUp(action: GameAction, before: NfState): FollowUp {
  switch (action.kind) {
    case 'play': return followPlay(action, before);
    case 'swap': return followSwap(action, before);
    case 'down': return followDown(action, before);
    case 'leave': return { actions: action.cards.flatMap((id) => { const host = before.cards.get(id); return host ? setCardsToDiscard(before, host, action.seat) : []; }), events: [] };
    default: return NONE;
  }
}

/** Paying for the card from the seat's unused energy, as far as it goes (a shortfall was warned of). */
function payFor(action: GameAction, before: NfState, card: NfCard): FollowUp {
  if (!card.data) return NONE;
  const against = typeof action.detail['against'] === 'string' ? before.cards.get(action.detail['against'])?.data : undefined;
  const { cost, extra } = playCost(card.data, { extra: action.detail['extra'] === true, against });
  const unused = before.seats[action.seat].unused;
  const plan = planPayment(cost, unused);
  const ruling = extra ? 'NF 5.9' : 'NF 4.2';
  const events = extra ? [extraCostEvent(action.seat, card.id)] : [];
  // Colorless energy from either colour: when it matters, the player picks (NF 4.2).
  const withPayment = (pay: typeof plan.pay) => [...events, ...[paymentEvent(action.seat, pay, card.id, ruling)].filter((e) => e !== null)];
  const options = colorlessChoices(cost, unused).map(({ prefer, plan: other }) => ({
    label: prefer === 'blue' ? { ja: '無色を青で払う', en: 'pay colorless with blue' } : { ja: '無色を赤で払う', en: 'pay colorless with red' },
    actions: paymentActions(before, action.seat, other.pay, cardName(card), ruling),
    events: withPayment(other.pay),
  }));
  return { actions: paymentActions(before, action.seat, plan.pay, cardName(card), ruling), events: withPayment(plan.pay), ...(options.length > 0 ? { options } : {}) };
}

function firstMagicCoin(card: NfCard, seat: GameAction['seat']): TableAction[] {
  const charge = keywordValue(characterData(card), '魔力チャージ');
  return charge > 0 ? [newMagicCoin(card.id, 0, seat, { ja: '魔力チャージ: 場に出た時、魔力コインを1個置く', en: 'magic charge: it enters with one magic coin' })] : [];
}

function followPlay(action: GameAction, before: NfState): FollowUp {
  const card = before.cards.get(action.cards[0] ?? '');
  if (!card?.data) return NONE;
  const paid = payFor(action, before, card);
  const actions: TableAction[] = [];
  const events: RulesEventDraft[] = [];
  if (card.data.kind === 'character') {
    if (!hasKeyword(card.data, '奇襲')) actions.push(tap([card.id], action.seat, { ja: 'ダウン状態で置く', en: 'it enters down' }, 'NF 4.2'));
    actions.push(...firstMagicCoin(card, action.seat));
  }
  if (card.data.kind === 'action') {
    const to = action.detail['place'] as NfCard['place'];
    if (to?.kind !== 'discard') {
      const move = moveToZone(before, card.id, zoneId(card.owner ?? action.seat, 'discard'), action.seat, { ja: '使ったアクションは捨て山へ', en: 'a used action goes to the discard pile' }, 'NF 2.2');
      if (move) actions.push(move);
    }
    if (before.position) events.push(effectEvent(action.seat, card.id, ACTION_EFFECT, before.position.turn));
  }
  const options = paid.options?.map((o) => ({ label: o.label, actions: [...o.actions, ...actions], events: [...o.events, ...events] }));
  return { actions: [...paid.actions, ...actions], events: [...paid.events, ...events], ...(options ? { options } : {}) };
}

/**
 * 換装 (NF 5.10): the replaced card goes to the discard pile, the new one keeps its up/down state. The
 * replaced card leaves the field, so its set cards go to their owners' discard piles (NF-R11); its
 * magic coins go back to the supply and its damage is cleared (they were the replaced card's).
 */
function followSwap(action: GameAction, before: NfState): FollowUp {
  const card = before.cards.get(action.cards[0] ?? '');
  const replaced = before.cards.get(String(action.detail['replaces']));
  if (!card?.data || !replaced) return NONE;
  const seat = action.seat;
  const paid = payFor(action, before, card);
  const owner = replaced.owner ?? seat;
  const toDiscard = moveToZone(before, replaced.id, zoneId(owner, 'discard'), seat, { ja: '置き換えられたカードは捨て山へ', en: 'the replaced card goes to the discard pile' }, 'NF 5.10');
  const sets = setCardsToDiscard(before, replaced, seat);
  const coins = replaced.magicCoins.flatMap((coin, i) => coinToSupply(before, coin, zoneId(owner, 'supply'), i, seat, { ja: '魔力コインを戻す', en: 'return its magic coin' }, 'NF 2.4') ?? []);
  const damage = replaced.damageCoins.length > 0 ? [remove(replaced.damageCoins, seat, { ja: 'ダメージを取り除く', en: 'clear its damage' }, 'NF 5.10')] : [];
  const state = replaced.down ? [tap([card.id], seat, { ja: '置き換え前と同じダウン状態', en: 'down, as the replaced card was' }, 'NF 5.10')] : [];
  // Dropped onto the replaced card, the two form a pile: take the replaced one away before attaching.
  const droppedOnto = action.table.type === 'move' && typeof action.table.args['onto'] === 'string';
  const actions = droppedOnto
    ? [...(toDiscard ? [toDiscard] : []), ...sets, ...coins, ...damage]
    : [...sets, ...coins, ...damage, ...(toDiscard ? [toDiscard] : [])];
  return { actions: [...paid.actions, ...actions, ...state, ...firstMagicCoin(card, seat)], events: paid.events };
}

/** A set card whose host leaves the field goes to its owner's discard pile (NF-R11). */
export function setCardsToDiscard(before: NfState, host: NfCard, seat: GameAction['seat']): TableAction[] {
  return host.under.flatMap((id) => {
    const owner = before.cards.get(id)?.owner ?? host.owner ?? seat;
    return moveToZone(before, id, zoneId(owner, 'discard'), seat, { ja: 'セット先が場を離れたのでセットカードは捨て山へ', en: 'its host left the field: the set card goes to the discard pile' }, 'NF-R11') ?? [];
  });
}

/** Turning a card on the field down activates its 《↷》 effect when it has exactly one (NF 4.5). */
function followDown(action: GameAction, before: NfState): FollowUp {
  const position = before.position;
  if (!position) return NONE;
  const events: RulesEventDraft[] = [];
  for (const id of action.cards) {
    const card = before.cards.get(id);
    const effects = tapEffects(before, id);
    if (!card || card.host !== null || !inPlay(card.place) || effects.length !== 1) continue;
    events.push(effectEvent(action.seat, id, String(effects[0]), position.turn));
  }
  return { actions: [], events };
}
