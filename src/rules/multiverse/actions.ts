// The ordinary table commands the Multiverse assist proposes, each with its reason and ruling, and
// the verdict helper.
import type { Localized } from '../../cards/game';
import type { Seat } from '../../table';
import { tableAction, zoneCentre, type TableAction, type Verdict, type VerdictLevel } from '../core';
import type { MfSeat, MfState } from './types';
import { zoneId } from './zones';

export const action = tableAction;

export function verdict(level: VerdictLevel, ruling: string, ja: string, en: string): Verdict {
  return { level, ruling, reason: { ja, en } };
}

/** Moves an object to the centre of a zone (a pile zone stacks it there). */
export function moveTo(state: MfState, id: string, zone: string, seat: Seat, reason: Localized, ruling?: string): TableAction | null {
  const target = state.view.zone(zone);
  return target ? action('move', { id, ...zoneCentre(target) }, seat, reason, ruling) : null;
}

export function adjust(id: string, delta: number, seat: Seat, reason: Localized, ruling?: string): TableAction {
  return action('adjust', { id, delta }, seat, reason, ruling);
}

/** Changes a seat's assist cost by `delta`, kept within 0–10 (MF-R4). */
export function costChange(state: MfState, seat: Seat, delta: number, reason: Localized, ruling: string): TableAction[] {
  const cost = state.seats[seat].cost;
  if (!cost || delta === 0) return [];
  return [adjust(cost.id, delta, seat, reason, ruling)];
}

/** Draws `count` assist cards (as many as the deck has). */
export function drawFrom(state: MfState, pile: MfSeat['deck'], seat: Seat, count: number, ruling: string): TableAction[] {
  const reason = { ja: `アシストデッキから${count}枚引く`, en: `draw ${count} assist card${count === 1 ? '' : 's'}` };
  const n = Math.min(count, pile.count);
  if (n <= 0) return [];
  if (pile.stack !== null) return [action('draw', { stack: pile.stack, count: n, seat }, seat, reason, ruling)];
  const move = pile.lone === null ? null : moveTo(state, pile.lone, zoneId(seat, 'hand'), seat, reason, ruling);
  return move ? [move] : [];
}
