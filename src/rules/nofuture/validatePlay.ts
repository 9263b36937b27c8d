// Checks of playing a card (NF 4.2 and the keywords of section 5): where it goes, when it may be
// played, and whether the unused energy covers its cost.
import type { Seat } from '../../table';
import type { GameAction, Verdict } from '../core';
import { formatEnergy } from '../../cards/nofuture/energy';
import { playCost } from './costs';
import { unpayable } from './energy';
import { hasKeyword, swapAttribute } from './keywords';
import { PHASE } from './phases';
import { characterData } from './state';
import { verdict } from './text';
import type { NfCard, NfState } from './types';

export function inOwnPreparation(state: NfState, seat: Seat): boolean {
  return state.position?.phase === PHASE.preparation && state.position.active === seat;
}

function costVerdict(state: NfState, seat: Seat, card: NfCard, action: GameAction): Verdict[] {
  if (!card.data) return [];
  const against = typeof action.detail['against'] === 'string' ? state.cards.get(action.detail['against'])?.data : undefined;
  const { cost, resistance } = playCost(card.data, { extra: action.detail['extra'] === true, against });
  const text = formatEnergy(cost);
  const out: Verdict[] = [];
  if (resistance > 0) out.push(verdict('ok', 'NF 5.8', `抵抗(${resistance})のためコストは${text}です`, `resistance (${resistance}): the cost is ${formatEnergy(cost, 'en')}`));
  const short = unpayable(cost, state.seats[seat].unused);
  if (short) out.push(short);
  return out;
}

function timing(state: NfState, seat: Seat, card: NfCard, what: { ja: string; en: string }): Verdict | null {
  if (!state.position || inOwnPreparation(state, seat)) return null;
  if (hasKeyword(card.data, 'クイック')) {
    return verdict('ok', 'NF 5.5', `クイック: 準備フェイズ以外でもプレイできます`, `quick: playable outside the preparation phase`);
  }
  return verdict('illegal', 'NF 4.2', `${what.ja}は自分の準備フェイズにのみプレイできます`, `${what.en} can be played only in your own preparation phase`);
}

export function validatePlay(action: GameAction, state: NfState): Verdict[] {
  const card = state.cards.get(action.cards[0] ?? '');
  if (!card?.data) return [];
  const seat = action.seat;
  const out: Verdict[] = [];
  const push = (v: Verdict | null) => v && out.push(v);
  const place = action.detail['place'] as NfCard['place'];
  switch (card.data.kind) {
    case 'character': {
      if (place?.kind !== 'base' || action.detail['side'] !== seat) {
        out.push(verdict('illegal', 'NF 4.2', 'キャラクターは自分の拠点エリアにプレイします', 'a character is played into your own base'));
      }
      push(timing(state, seat, card, { ja: 'キャラクター', en: 'a character' }));
      out.push(...costVerdict(state, seat, card, action));
      out.push(hasKeyword(card.data, '奇襲')
        ? verdict('ok', 'NF 5.4', '奇襲: アップ状態で場に出ます', 'ambush: it enters play up')
        : verdict('ok', 'NF 4.2', 'キャラクターはダウン状態で拠点エリアに置かれます', 'a character enters the base down'));
      break;
    }
    case 'set': {
      const host = typeof action.detail['host'] === 'string' ? state.cards.get(action.detail['host']) : undefined;
      if (!host) {
        out.push(verdict('illegal', 'NF 4.2', 'セットカードはキャラクターの下にセットします', 'a set card is set under a character'));
        break;
      }
      if (!characterData(host) || host.host !== null) {
        out.push(verdict('illegal', 'NF 4.2', 'セット先はキャラクターカードです', 'a set card goes under a character card'));
      } else if (host.place?.kind === 'battle') {
        out.push(hasKeyword(card.data, 'クイック')
          ? verdict('ok', 'NF 5.5', 'クイック: 戦闘エリアのキャラクターにもセットできます', 'quick: it may be set on a character in a battle area')
          : verdict('illegal', 'NF 5.5', '戦闘エリアのキャラクターにセットできるのはクイックのセットカードだけです', 'only a quick set card may be set on a character in a battle area'));
      } else if (host.place?.kind !== 'base') {
        out.push(verdict('illegal', 'NF 4.2', 'セット先は場にいるキャラクターです', 'the host must be a character on the field'));
      }
      if (host.place?.kind !== 'battle') push(timing(state, seat, card, { ja: 'セットカード', en: 'a set card' }));
      out.push(...costVerdict(state, seat, card, action));
      out.push(verdict('ok', 'NF 4.2', 'セットカードはセット先と同じアップ・ダウン状態になります', 'a set card shares its host\'s up or down state'));
      break;
    }
    case 'action':
      out.push(verdict('ok', 'NF 4.2', 'アクションカードはいつでもプレイできます', 'an action card can be played at any time'));
      out.push(...costVerdict(state, seat, card, action));
      break;
  }
  return out;
}

/** 換装【X】 (NF 5.10): from the hand, replaces an own base character whose attribute is X. */
export function validateSwap(action: GameAction, state: NfState): Verdict[] {
  const card = state.cards.get(action.cards[0] ?? '');
  const target = state.cards.get(String(action.detail['replaces']));
  const data = characterData(card);
  if (!card || !data) return [];
  const attribute = swapAttribute(data);
  const out: Verdict[] = [];
  if (attribute === undefined) {
    return [verdict('illegal', 'NF 5.10', 'このカードは換装を持っていません', 'this card has no swap (換装)')];
  }
  const targetData = characterData(target);
  if (!target || !targetData || target.place?.kind !== 'base' || target.side !== action.seat || target.owner !== action.seat) {
    out.push(verdict('illegal', 'NF 5.10', '換装で置き換えられるのは自分の拠点エリアのキャラクターです', 'swap replaces one of your own characters in your base'));
  } else if (targetData.attribute !== attribute) {
    out.push(verdict('illegal', 'NF 5.10', `換装【${attribute}】: 置き換え先の属性が${targetData.attribute}です`, `swap [${attribute}]: the replaced character's attribute is ${targetData.attribute}`));
  } else {
    out.push(verdict('ok', 'NF 5.10', '換装: 置き換え前と同じアップ・ダウン状態で、置き換えたカードは捨て山へ', 'swap: same up/down state as the replaced card, which goes to the discard pile'));
    if (target.under.length > 0) out.push(verdict('ok', 'NF-R11', '置き換えられたカードのセットカードも捨て山へ', 'the replaced card\'s set cards go to the discard pile too'));
  }
  const when = timing(state, action.seat, card, { ja: '換装', en: 'a swap' });
  if (when) out.push(when);
  out.push(...costVerdict(state, action.seat, card, action));
  return out;
}
