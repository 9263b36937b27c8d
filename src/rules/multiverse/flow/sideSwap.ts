// Multiverse's side change between games (ゲーム間のサイドチェンジ): once a match is finished each
// seat may swap cards of the deck it played with its side deck for the next game. What is open to
// a seat comes from the match record; the seat writes only its own choice (the rematch reads it).
import type { DeckList } from '../../../cards/game';
import type { Seat } from '../../../table';
import type { FlowRecords } from '../../core';

export interface SideSwapSource {
  match: string;
  seat: Seat;
  played: DeckList;
  /** The deck already chosen for the next game, if any. */
  chosen: DeckList | null;
}

/** The side change open to `seat` now: a finished Multiverse match it played. */
export function sideSwapOf(records: FlowRecords, seat: Seat): SideSwapSource | null {
  const match = records.match;
  if (!match || !match.finished || match.game !== 'multiverse') return null;
  const played = match.played[seat];
  if (!played) return null;
  return { match: match.id, seat, played, chosen: match.next[seat] ?? null };
}
