// The ordinary table commands the NoFuture assist proposes, each with its reason and ruling.
import type { Localized } from '../../cards/game';
import type { Seat } from '../../table';
import { moveIntoZone, tableAction, zoneCentre, type TableAction } from '../core';
import { DAMAGE_COIN } from './state';
import type { NfState } from './types';

export const action = tableAction;

/**
 * Moves a card into a zone: a slot or a pile at its centre (a pile zone stacks it), an open zone
 * (a base) at a free place. `taken` collects places already promised in the same batch.
 */
export function moveToZone(
  state: NfState, card: string, zone: string, seat: Seat, reason: Localized, ruling?: string, taken: { x: number; y: number }[] = [],
): TableAction | null {
  return moveIntoZone(state.view, card, zone, seat, reason, ruling, taken);
}

export function tap(ids: readonly string[], seat: Seat, reason: Localized, ruling?: string): TableAction {
  return action('tap', { ids: [...ids] }, seat, reason, ruling);
}

export function adjust(id: string, delta: number, seat: Seat, reason: Localized, ruling?: string): TableAction {
  return action('adjust', { id, delta }, seat, reason, ruling);
}

export function remove(ids: readonly string[], seat: Seat, reason: Localized, ruling?: string): TableAction {
  return action('delete', { ids: [...ids] }, seat, reason, ruling);
}

export function attach(id: string, host: string, seat: Seat, reason: Localized, ruling?: string): TableAction {
  return action('attach', { id, host }, seat, reason, ruling);
}

/** A new token pile lying in a zone (left half for blue, right half for red). */
export function createTokens(state: NfState, zone: string, color: string, count: number, seat: Seat, reason: Localized, ruling?: string): TableAction | null {
  const target = state.view.zone(zone);
  if (!target || count <= 0) return null;
  const centre = zoneCentre(target);
  const x = centre.x + (color === 'blue' ? -30 : 30);
  return action('create', { object: { kind: 'token', x, y: centre.y, color, count } }, seat, reason, ruling);
}

/** Damage coins on a card, one per point (docs/rules/nofuture.md), after the ones already there. */
export function damageCoins(host: string, already: number, amount: number, seat: Seat, reason: Localized, ruling?: string): TableAction[] {
  return Array.from({ length: Math.max(0, amount) }, (_, i) => action('create', {
    object: { kind: 'coin', x: 40, y: -60 + 14 * ((already + i) % 8), coinKind: DAMAGE_COIN, heads: true, attachedTo: host },
  }, seat, reason, ruling));
}

/** A loose coin put back in a supply zone. */
export function coinToSupply(state: NfState, coin: string, supplyZone: string, nth: number, seat: Seat, reason: Localized, ruling?: string): TableAction | null {
  const target = state.view.zone(supplyZone);
  if (!target) return null;
  const centre = zoneCentre(target);
  return action('move', { id: coin, x: centre.x - 40 + (nth % 5) * 20, y: centre.y + 40 + Math.floor(nth / 5) * 20 }, seat, reason, ruling);
}
