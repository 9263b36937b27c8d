// Keeps a table's doc in the browser (IndexedDB), so a reload finds the table as it was.
import { IndexeddbPersistence, clearDocument } from 'y-indexeddb';
import type * as Y from 'yjs';

export interface LocalStore {
  /** Resolves once the stored doc has been loaded into memory. */
  ready: Promise<void>;
  /** Resolves when everything written so far is on disk. */
  flush(): Promise<void>;
  destroy(): Promise<void>;
}

export function persistLocally(doc: Y.Doc, tableName: string): LocalStore {
  const provider = new IndexeddbPersistence(`fudaba:${tableName}`, doc);
  return {
    ready: provider.whenSynced.then(() => undefined),
    // y-indexeddb writes each update as it happens; a no-op transaction round-trip is enough.
    flush: async () => {
      await provider.whenSynced;
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    destroy: () => provider.destroy(),
  };
}

/** Erases a stored table (used by "new table"). */
export async function clearStoredTable(tableName: string): Promise<void> {
  await clearDocument(`fudaba:${tableName}`);
}
