// Decks saved in this browser (localStorage), per game. A broken entry is skipped, never fatal.
import { z } from 'zod/mini';
import { GAME_IDS, type DeckList, type GameId } from '../cards/game';

const KEY = 'fudaba.decks';

const deckSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  game: z.enum(GAME_IDS),
  name: z.string().check(z.maxLength(80)),
  sections: z.record(z.string().check(z.maxLength(32)), z.array(z.object({ ref: z.string().check(z.minLength(1), z.maxLength(120)), count: z.int().check(z.gte(1), z.lte(99)) })).check(z.maxLength(200))),
  savedAt: z.int().check(z.gte(0)),
});
export type SavedDeck = DeckList & { id: string; savedAt: number };

export interface DeckStore {
  list(game?: GameId): SavedDeck[];
  save(deck: DeckList & { id?: string }): SavedDeck;
  remove(id: string): void;
}

export function localDeckStore(storage: Storage = localStorage): DeckStore {
  const read = (): SavedDeck[] => {
    try {
      const raw: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
      return Array.isArray(raw) ? raw.flatMap((entry) => {
        const parsed = deckSchema.safeParse(entry);
        return parsed.success ? [parsed.data] : [];
      }) : [];
    } catch {
      return [];
    }
  };
  const write = (decks: SavedDeck[]) => storage.setItem(KEY, JSON.stringify(decks));
  return {
    list: (game) => read().filter((d) => game === undefined || d.game === game).sort((a, b) => b.savedAt - a.savedAt),
    save: (deck) => {
      const saved: SavedDeck = { ...deck, id: deck.id ?? crypto.randomUUID(), savedAt: Date.now() };
      write([...read().filter((d) => d.id !== saved.id), saved]);
      return saved;
    },
    remove: (id) => write(read().filter((d) => d.id !== id)),
  };
}
