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
    // y-indexeddb issues a write per update without waiting for it. A read-only transaction on
    // the same store starts only after those writes have committed, so its end means "on disk";
    // a page that navigates away earlier may lose them (a new room then opened empty).
    flush: async () => {
      await provider.whenSynced;
      if (provider.db) await committed(provider.db);
    },
    destroy: () => provider.destroy(),
  };
}

function committed(db: IDBDatabase): Promise<void> {
  return new Promise((resolve, reject) => {
    const tx = db.transaction(['updates'], 'readonly');
    tx.objectStore('updates').count();
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('the stored table could not be read back'));
    tx.onabort = () => reject(tx.error ?? new Error('the stored table could not be read back'));
  });
}

/** Erases a stored table (used by "new table"). */
export async function clearStoredTable(tableName: string): Promise<void> {
  await clearDocument(`fudaba:${tableName}`);
}
