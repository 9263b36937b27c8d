// What the deck builder needs from the app around it. The app's stores (src/app/deckStore.ts,
// src/app/customSets.ts) fulfil these shapes; the UI layer never imports the app layer.
import type { DeckList, GameId, Localized } from '../../cards/game';
import type { GameSet } from '../../cards/setFile';

export interface SavedDeck extends DeckList {
  id: string;
  savedAt: number;
}

/** Decks saved in this browser. `save` may throw when storage is full or unavailable. */
export interface DeckStore {
  list(game?: GameId): SavedDeck[];
  save(deck: DeckList & { id?: string }): SavedDeck;
  remove(id: string): void;
}

export interface StoredSetInfo {
  id: string;
  game: GameId;
  name: Localized;
  cards: number;
}

/** Imported card sets kept for the next visit. Promises reject when storage fails. */
export interface CustomSetStore {
  save(set: GameSet): Promise<void>;
  list(): Promise<StoredSetInfo[]>;
  remove(id: string): Promise<void>;
}
