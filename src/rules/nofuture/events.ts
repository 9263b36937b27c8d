// How NoFuture records in the rules log what the table cannot show. Every convention is a
// 'choice' or 'effect' event of the shared contract, so any peer derives the same state.
import type { Seat } from '../../table';
import type { RulesEvent, RulesEventDraft } from '../core';
import type { EnergyChoice } from './types';

export const PROMPT = {
  /** The Energy phase's action: 'blue', 'red' or 'draw' (NF 3.2). */
  energy: 'energy',
  /** A card played with its 追加コスト paid: [card id] (NF 5.9). */
  extraCost: 'extra-cost',
  /** A modifier for this turn from an effect's text: [card id, fight, shoot, durability]. */
  modify: 'modify',
  /** 念動力's target for this turn's battle: [source id, target id] (NF 5.13). */
  telekinesis: 'telekinesis',
  /** The target of an activated effect: [card id, effect, target id]. */
  target: 'target',
  /** An effect on the response stack was resolved: [card id, effect, 'done' | 'nothing'] (NF 4.5). */
  settle: 'settle',
  /** A seat had to draw from an empty deck: value is the seat (NF 3.3). */
  emptyDeck: 'empty-deck',
} as const;

/** The effect name of an action card's play on the response stack. */
export const ACTION_EFFECT = 'action';

export function energyChoiceEvent(seat: Seat, value: EnergyChoice): RulesEventDraft {
  return { seat, kind: 'choice', prompt: PROMPT.energy, value };
}

export function extraCostEvent(seat: Seat, card: string): RulesEventDraft {
  return { seat, kind: 'choice', prompt: PROMPT.extraCost, value: [card] };
}

export function emptyDeckEvent(seat: Seat): RulesEventDraft {
  return { seat, kind: 'choice', prompt: PROMPT.emptyDeck, value: seat };
}

export function effectEvent(seat: Seat, card: string, effect: string, turn: number): RulesEventDraft {
  return { seat, kind: 'effect', card, effect, turn };
}

/** The string list of a choice event with this prompt, or null. */
export function choiceList(event: RulesEvent, prompt: string): string[] | null {
  return event.kind === 'choice' && event.prompt === prompt && Array.isArray(event.value) ? event.value : null;
}
