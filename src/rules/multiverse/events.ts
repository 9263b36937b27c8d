// The rules events the Multiverse module writes (choice prompts) and reads back.
import type { Seat } from '../../table';
import type { RulesEventDraft } from '../core';

export const PROMPT = {
  attack: 'mf-attack',
  strike: 'mf-strike',
  /** The evasion roll of the pending attack (MF-R2: one roll per attack). */
  roll: 'mf-roll',
  assist: 'mf-assist',
  discard: 'mf-discard',
} as const;

export const MAIN_ABILITY_EFFECT = '▲';

export function attackEvent(seat: Seat, attacker: string, target: string, hp: number | null): RulesEventDraft {
  return { seat, kind: 'choice', prompt: PROMPT.attack, value: [attacker, target, hp === null ? '' : String(hp)] };
}

export function strikeEvent(seat: Seat, attacker: string, target: string, face: number | null): RulesEventDraft {
  return { seat, kind: 'choice', prompt: PROMPT.strike, value: [attacker, target, face === null ? '' : String(face)] };
}

export function rollEvent(seat: Seat, attacker: string, target: string, face: number): RulesEventDraft {
  return { seat, kind: 'choice', prompt: PROMPT.roll, value: [attacker, target, String(face)] };
}

export function assistEvent(seat: Seat, card: string, cost: number, target: string | null): RulesEventDraft {
  return { seat, kind: 'choice', prompt: PROMPT.assist, value: [card, String(cost), target ?? ''] };
}

export function mainAbilityEvent(seat: Seat, card: string, turn: number): RulesEventDraft {
  return { seat, kind: 'effect', card, effect: MAIN_ABILITY_EFFECT, turn };
}
