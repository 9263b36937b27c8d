// NoFuture's response stack as the players see it (NF 4.5): last in, first out; for each effect who
// activated it, its text and target, and whether it can still do its work (the top resolves next).
import type { Localized } from '../../../cards/game';
import { formatEffect } from '../../../cards/nofuture/effects';
import type { Seat } from '../../../table';
import { conditionOf, responseStack } from '../effects';
import { ACTION_EFFECT } from '../events';
import { cardName } from '../text';
import type { NfCard, NfState } from '../types';

export interface StackEntry {
  card: string;
  name: Localized;
  /** The printed effect (mark and text) or, for an action card, its text. */
  text: Localized;
  seat: Seat;
  target: Localized | null;
  holds: boolean;
  reason: Localized;
}

function effectText(card: NfCard | undefined, effect: string): Localized {
  const data = card?.data;
  if (!data) return { ja: '', en: '' };
  if (effect === ACTION_EFFECT || data.kind === 'action') return { ja: data.text, en: data.textEn || data.text };
  const printed = data.effects[Number(effect)];
  return printed ? { ja: formatEffect(printed, 'ja'), en: formatEffect(printed, 'en') } : { ja: '', en: '' };
}

/** The stack, top first. */
export function stackEntries(state: NfState): StackEntry[] {
  return responseStack(state).map((activation): StackEntry => {
    const source = state.cards.get(activation.card);
    const condition = conditionOf(state, activation);
    return {
      card: activation.card, name: cardName(source), text: effectText(source, activation.effect), seat: activation.seat,
      target: activation.target === undefined ? null : cardName(state.cards.get(activation.target)),
      holds: condition.holds, reason: condition.reason,
    };
  });
}
