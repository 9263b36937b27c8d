// Seat keys in the browser's IndexedDB, in a database of their own.
import type { KeyStore } from './keyring';

const DB = 'fudaba-keys';
const STORE = 'keys';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('cannot open the key store'));
  });
}

function run<T>(mode: IDBTransactionMode, fn: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return open().then((db) => new Promise<T>((resolve, reject) => {
    const request = fn(db.transaction(STORE, mode).objectStore(STORE));
    request.onsuccess = () => {
      resolve(request.result);
      db.close();
    };
    request.onerror = () => {
      reject(request.error ?? new Error('key store failed'));
      db.close();
    };
  }));
}

export const indexedDbKeyStore: KeyStore = {
  async load(name) {
    const value = await run<unknown>('readonly', (store) => store.get(name));
    return typeof value === 'string' ? value : undefined;
  },
  async save(name, text) {
    await run('readwrite', (store) => store.put(text, name));
  },
};
