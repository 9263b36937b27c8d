// Card sets the user imported, kept in this browser's IndexedDB (images make them too large for
// localStorage) and loaded again at start. A stored set that no longer parses is skipped with a
// console warning, never fatal.
import { z } from 'zod/mini';
import { GAME_IDS } from '../cards/game';
import type { GameCatalog } from '../cards/gameCatalog';
import { gameSetToJson, type GameSet } from '../cards/setFile';
import type { CustomSetStore, StoredSetInfo } from '../ui/deckBuilder/ports';

const DB = 'fudaba-sets';
const STORE = 'sets';

const recordSchema = z.object({
  id: z.string().check(z.minLength(1)),
  game: z.enum(GAME_IDS),
  name: z.object({ ja: z.string(), en: z.string() }),
  cards: z.int().check(z.gte(0)),
  /** The set file as JSON (CSV imports are stored converted), images included. */
  text: z.string(),
  savedAt: z.number(),
});
type StoredSetRecord = z.infer<typeof recordSchema>;

export interface IndexedDbSetStore extends CustomSetStore {
  /** Every readable record, oldest first (the order they were imported in). */
  records(): Promise<StoredSetRecord[]>;
}

/** The store in `factory` (the browser's IndexedDB by default); every call rejects when there is none. */
export function customSetStore(factory: IDBFactory | undefined = globalThis.indexedDB): IndexedDbSetStore {
  const open = (): Promise<IDBDatabase> => new Promise((resolve, reject) => {
    if (factory === undefined) throw new Error('this browser has no IndexedDB');
    const request = factory.open(DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('cannot open the card-set store'));
  });
  const run = async <T>(mode: IDBTransactionMode, fn: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> => {
    const db = await open();
    try {
      return await new Promise<T>((resolve, reject) => {
        const tx = db.transaction(STORE, mode);
        const request = fn(tx.objectStore(STORE));
        // Resolve once the transaction is durable, not merely when the request succeeded.
        tx.oncomplete = () => resolve(request.result);
        tx.onerror = () => reject(tx.error ?? request.error ?? new Error('card-set store failed'));
        tx.onabort = () => reject(tx.error ?? new Error('card-set store aborted'));
      });
    } finally {
      db.close();
    }
  };
  const records = async (): Promise<StoredSetRecord[]> => {
    const raw = await run<unknown[]>('readonly', (store) => store.getAll());
    return raw.flatMap((entry) => {
      const parsed = recordSchema.safeParse(entry);
      if (!parsed.success) console.warn('[fudaba] skipped an unreadable stored card set');
      return parsed.success ? [parsed.data] : [];
    }).sort((a, b) => a.savedAt - b.savedAt);
  };
  return {
    records,
    async save(set: GameSet) {
      const record: StoredSetRecord = { id: set.id, game: set.game, name: set.name, cards: set.cards.length, text: gameSetToJson(set), savedAt: Date.now() };
      await run('readwrite', (store) => store.put(record));
    },
    async list(): Promise<StoredSetInfo[]> {
      return (await records()).map(({ id, game, name, cards }) => ({ id, game, name, cards }));
    },
    async remove(id: string) {
      await run('readwrite', (store) => store.delete(id));
    },
  };
}

/**
 * Loads every stored set into the catalog and gives the ids loaded. Sets already in the catalog
 * are left alone, so calling it twice is harmless. Never throws.
 */
export async function loadCustomSets(games: GameCatalog, store?: Pick<IndexedDbSetStore, 'records'>): Promise<string[]> {
  let stored: StoredSetRecord[];
  try {
    stored = await (store ?? customSetStore()).records();
  } catch (error) {
    console.warn(`[fudaba] imported card sets are unavailable: ${error instanceof Error ? error.message : String(error)}`);
    return [];
  }
  const loaded: string[] = [];
  for (const record of stored) {
    if (games.hasSet(record.id)) continue;
    const result = games.loadJson(record.text);
    if (result.ok) loaded.push(result.set.id);
    else console.warn(`[fudaba] stored card set "${record.id}" no longer loads and is skipped: ${result.problems.slice(0, 3).map((p) => p.reason).join('; ')}`);
  }
  return loaded;
}
