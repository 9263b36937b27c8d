// Effects (NF 4.5): each effect once per turn; 《↷》 needs the card up; activations wait on a response
// stack and resolve last in, first out. An effect whose condition no longer holds when its turn comes
// (its card left the field, its target is gone) does nothing; the player confirms that.
import type { Localized } from '../../cards/game';
import type { Seat } from '../../table';
import { eventsOfTurn } from '../core';
import { ACTION_EFFECT, choiceList, PROMPT } from './events';
import { inSameArea, notHere, printedTelekinesis } from './telekinesis';
import { cardName } from './text';
import type { NfState } from './types';
import { inPlay } from './zones';

export interface Activation {
  /** Position in the rules log (stable on every peer). */
  index: number;
  seat: Seat;
  card: string;
  effect: string;
  turn: number;
  target?: string;
  settled?: 'done' | 'nothing';
}

/** Every activation of the current turn, oldest first, with its target and whether it was resolved. */
export function activations(state: NfState): Activation[] {
  if (!state.position) return [];
  const placed = eventsOfTurn(state.events, state.position.turn);
  const out: Activation[] = [];
  for (const { event, index } of placed) {
    if (event.kind === 'effect') {
      out.push({ index, seat: event.seat, card: event.card, effect: event.effect, turn: event.turn });
      continue;
    }
    const target = choiceList(event, PROMPT.target);
    if (target && target.length >= 3) {
      const open = [...out].reverse().find((a) => a.card === target[0] && a.effect === target[1] && a.target === undefined);
      if (open) open.target = target[2];
    }
    const settle = choiceList(event, PROMPT.settle);
    if (settle && settle.length >= 3) {
      const open = [...out].reverse().find((a) => a.card === settle[0] && a.effect === settle[1] && a.settled === undefined);
      if (open) open.settled = settle[2] === 'nothing' ? 'nothing' : 'done';
    }
  }
  return out;
}

/** How many times this turn an effect of a card was activated. */
export function timesUsed(state: NfState, card: string, effect: string): number {
  return activations(state).filter((a) => a.card === card && a.effect === effect).length;
}

/** Activations still waiting, the next to resolve first (last in, first out). */
export function responseStack(state: NfState): Activation[] {
  return activations(state).filter((a) => a.settled === undefined).reverse();
}

export interface Condition {
  holds: boolean;
  reason: Localized;
  /** The ruling that decides it (NF 4.5, or NF-R10 for 念動力). */
  ruling: string;
}

/** X when the activation is a printed 念動力 effect (NF 5.13), else 0. */
export function activationTelekinesis(state: NfState, activation: Activation): number {
  const data = state.cards.get(activation.card)?.data;
  if (!data || data.kind === 'action') return 0;
  const effect = data.effects[Number(activation.effect)];
  return effect ? printedTelekinesis(effect.text) : 0;
}

/** Whether an activation can still do its work: its card is on the field (actions excepted), its target too. */
export function conditionOf(state: NfState, activation: Activation): Condition {
  const source = state.cards.get(activation.card);
  if (activation.effect !== ACTION_EFFECT && !inPlay(source?.place)) {
    const name = cardName(source);
    return { holds: false, ruling: 'NF 4.5', reason: { ja: `${name.ja}が場を離れたので、この効果は何もしません`, en: `${name.en} left the field, so this effect does nothing` } };
  }
  if (activationTelekinesis(state, activation) > 0) {
    // NF-R10: the card and its target must still share the area.
    const target = activation.target === undefined ? undefined : state.cards.get(activation.target);
    if (!inSameArea(source, target)) {
      const why = activation.target === undefined ? { ja: '対象がありません', en: 'it has no target' } : notHere(source, target);
      return { holds: false, ruling: 'NF-R10', reason: { ja: `念動力は何もしません（${why.ja}）`, en: `the telekinesis does nothing (${why.en})` } };
    }
    return { holds: true, ruling: 'NF-R10', reason: { ja: '対象は同じエリアの敵です。ダメージを与えます', en: 'its target is an enemy in the same area: deal the damage' } };
  }
  if (activation.target !== undefined) {
    const target = state.cards.get(activation.target);
    if (!inPlay(target?.place)) {
      const name = cardName(target);
      return { holds: false, ruling: 'NF 4.5', reason: { ja: `対象の${name.ja}が場にいないので、この効果は何もしません`, en: `its target ${name.en} is no longer on the field, so this effect does nothing` } };
    }
  }
  return { holds: true, ruling: 'NF 4.5', reason: { ja: '発動条件を満たしています。効果を処理します', en: 'its condition still holds: resolve it' } };
}
