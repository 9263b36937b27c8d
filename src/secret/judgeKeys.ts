// This browser's judge key pair (ECDH P-256), made on first use and kept in IndexedDB as CryptoKey
// objects (the private key is not extractable), so grants sealed to it still open after a reload.
import { generateJudgeKeyPair, type JudgeKeyPair } from './judgeGrant';

const DB = 'fudaba-judge';
const STORE = 'pairs';
const NAME = 'judge';

function request<T>(mode: IDBTransactionMode, fn: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(DB, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error ?? new Error('cannot open the judge key store'));
  }).then((db) => new Promise<T>((resolve, reject) => {
    const req = fn(db.transaction(STORE, mode).objectStore(STORE));
    req.onsuccess = () => {
      resolve(req.result);
      db.close();
    };
    req.onerror = () => {
      reject(req.error ?? new Error('judge key store failed'));
      db.close();
    };
  }));
}

function isPair(value: unknown): value is JudgeKeyPair {
  if (typeof value !== 'object' || value === null) return false;
  const { publicKey, privateKey } = value as Partial<JudgeKeyPair>;
  return typeof publicKey === 'string' && typeof CryptoKey !== 'undefined' && privateKey instanceof CryptoKey;
}

let cached: Promise<JudgeKeyPair> | null = null;

/** The judge key pair of this browser (one per browser; a grant is bound to the room anyway). */
export function browserJudgeKeys(): Promise<JudgeKeyPair> {
  cached ??= (async () => {
    if (typeof indexedDB === 'undefined') return generateJudgeKeyPair();
    const stored = await request<unknown>('readonly', (store) => store.get(NAME)).catch(() => undefined);
    if (isPair(stored)) return stored;
    const made = await generateJudgeKeyPair();
    await request('readwrite', (store) => store.put(made, NAME)).catch(() => undefined);
    return made;
  })();
  cached.catch(() => { cached = null; });
  return cached;
}
