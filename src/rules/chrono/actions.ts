// The ordinary table commands the Chrono assist proposes, and the verdict helper.
import type { Localized } from '../../cards/game';
import type { Seat } from '../../table';
import { moveIntoZone, tableAction, type TableAction, type Verdict, type VerdictLevel } from '../core';
import { RULE } from './rulings';
import type { CcPile, CcState } from './types';
import { zoneId } from './zones';

export const action = tableAction;

export function verdict(level: VerdictLevel, ruling: string, ja: string, en: string): Verdict {
  return { level, ruling, reason: { ja, en } };
}

/** Moves a card into a zone: a slot or pile at its centre, an open area at a free place. */
export function moveTo(state: CcState, id: string, zone: string, seat: Seat, reason: Localized, ruling?: string, taken: { x: number; y: number }[] = []): TableAction | null {
  return moveIntoZone(state.view, id, zone, seat, reason, ruling, taken);
}

export function tap(ids: readonly string[], seat: Seat, reason: Localized, ruling?: string): TableAction {
  return action('tap', { ids: [...ids] }, seat, reason, ruling);
}

export function drawFrom(state: CcState, pile: CcPile, seat: Seat, count: number, ruling: string): TableAction[] {
  const reason = { ja: `山札から${count}枚引く`, en: `draw ${count} card${count === 1 ? '' : 's'}` };
  const n = Math.min(count, pile.count);
  if (n <= 0) return [];
  if (pile.stack !== null) return [action('draw', { stack: pile.stack, count: n, seat }, seat, reason, ruling)];
  const move = pile.lone === null ? null : moveTo(state, pile.lone, zoneId(seat, 'hand'), seat, reason, ruling);
  return move ? [move] : [];
}

/**
 * A card leaves the field for the discard pile, its items with it (アイテム: 付けた対象が場を離れる時には
 * 破棄), each item to its owner's discard pile, also from an enemy host (CC-R14).
 */
export function discardWithItems(state: CcState, card: string, seat: Seat, reason: Localized, ruling: string): TableAction[] {
  const out: TableAction[] = [];
  for (const item of state.cards.get(card)?.items ?? []) {
    const owner = state.cards.get(item)?.owner ?? seat;
    const move = moveTo(state, item, zoneId(owner, 'discard'), owner, { ja: 'アイテムを破棄（持ち主の捨て札へ）', en: 'the item is discarded (to its owner\'s discard pile)' }, RULE.itemOwner);
    if (move) out.push(move);
  }
  const owner = state.cards.get(card)?.owner ?? seat;
  const move = moveTo(state, card, zoneId(owner, 'discard'), owner, reason, ruling);
  if (move) out.push(move);
  return out;
}
