// Multiverse's side change between games, app side: which deck this browser's seat played in the
// match just finished, the one it chose for the next game, and writing its choice (the rematch
// reads it). Only the browser's own seat: a seat never writes the other seat's decks.
import type * as Y from 'yjs';
import type { DeckList } from '../../cards/game';
import { readCurrentMatch, readMatchDeck, readNextDeck, writeNextDeck } from '../../rules/core';
import type { Seat } from '../../table';
import { SETUP_ORIGIN } from '../gameContext';
import type { Viewer } from '../session';

/** The games whose rules have a side deck swapped between games. */
const SIDE_DECK_GAMES: ReadonlySet<string> = new Set(['multiverse']);

export interface SideSwapSource {
  match: string;
  seat: Seat;
  played: DeckList;
  /** The deck already chosen for the next game, if any. */
  chosen: DeckList | null;
}

/** The side change open to this browser now: a finished match of a side-deck game it played. */
export function sideSwapSource(doc: Y.Doc, viewer: Viewer): SideSwapSource | null {
  if (viewer === 'spectator') return null;
  const match = readCurrentMatch(doc);
  if (!match || match.result === null || !SIDE_DECK_GAMES.has(match.record.game)) return null;
  const played = readMatchDeck(doc, match.record.id, viewer);
  if (!played) return null;
  return { match: match.record.id, seat: viewer, played, chosen: readNextDeck(doc, match.record.id, viewer) };
}

/** Writes the seat's deck for the next game; the caller checked it (validateSideSwap). */
export function chooseNextDeck(doc: Y.Doc, source: SideSwapSource, deck: DeckList): void {
  doc.transact(() => writeNextDeck(doc, source.match, source.seat, deck), SETUP_ORIGIN);
}

/** The deck played, again: written too, so that the match bar shows the seat has decided. */
export function keepPlayedDeck(doc: Y.Doc, source: SideSwapSource): void {
  chooseNextDeck(doc, source, source.played);
}
