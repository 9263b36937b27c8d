// This browser's seat signing key pair (ECDSA P-256): made on first use, kept in IndexedDB as
// CryptoKey objects so the private key never leaves WebCrypto (it is not extractable). Its public
// key and fingerprint go into the seat records this browser writes; signed writes will use it.

export interface SeatIdentity {
  /** The raw public key (uncompressed P-256 point), base64url. */
  publicKey: string;
  /** First 16 hex characters of SHA-256 of the raw public key. */
  fingerprint: string;
  privateKey: CryptoKey;
}

export interface KeyPairStore {
  load(): Promise<CryptoKeyPair | undefined>;
  save(pair: CryptoKeyPair): Promise<void>;
}

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' } as const;

export function toBase64Url(bytes: Uint8Array): string {
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new Uint8Array(Array.from(bin, (c) => c.charCodeAt(0)));
}

export async function fingerprintOf(rawPublicKey: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', rawPublicKey));
  return Array.from(digest.slice(0, 8), (b) => b.toString(16).padStart(2, '0')).join('');
}

function isPair(value: unknown): value is CryptoKeyPair {
  if (typeof value !== 'object' || value === null) return false;
  const { publicKey, privateKey } = value as Partial<CryptoKeyPair>;
  return typeof CryptoKey !== 'undefined' && publicKey instanceof CryptoKey && privateKey instanceof CryptoKey;
}

/** This browser's seat identity, made (and stored) on first use. */
export async function loadSeatIdentity(store: KeyPairStore): Promise<SeatIdentity> {
  let pair = await store.load().catch(() => undefined);
  if (!pair || !isPair(pair)) {
    pair = await crypto.subtle.generateKey(ALGORITHM, false, ['sign', 'verify']);
    await store.save(pair);
  }
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  return { publicKey: toBase64Url(raw), fingerprint: await fingerprintOf(raw), privateKey: pair.privateKey };
}

export class MemoryKeyPairStore implements KeyPairStore {
  pair: CryptoKeyPair | undefined;
  async load(): Promise<CryptoKeyPair | undefined> {
    return this.pair;
  }
  async save(pair: CryptoKeyPair): Promise<void> {
    this.pair = pair;
  }
}

const DB = 'fudaba-signing';
const STORE = 'pairs';
const NAME = 'seat';

function request<T>(mode: IDBTransactionMode, fn: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(DB, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error ?? new Error('cannot open the signing key store'));
  }).then((db) => new Promise<T>((resolve, reject) => {
    const req = fn(db.transaction(STORE, mode).objectStore(STORE));
    req.onsuccess = () => {
      resolve(req.result);
      db.close();
    };
    req.onerror = () => {
      reject(req.error ?? new Error('signing key store failed'));
      db.close();
    };
  }));
}

export const indexedDbKeyPairStore: KeyPairStore = {
  async load() {
    const value = await request<unknown>('readonly', (store) => store.get(NAME));
    return isPair(value) ? value : undefined;
  },
  async save(pair) {
    await request('readwrite', (store) => store.put(pair, NAME));
  },
};

/** The identity of this browser, or null where there is no IndexedDB or WebCrypto. */
/**
 * Can this page sign its moves? Only in a secure context (https, or localhost) does a browser give
 * WebCrypto; a LAN friend on an http:// address has none, and could only ever watch.
 */
export function canSignHere(): boolean {
  return typeof window !== 'undefined' && window.isSecureContext && typeof crypto !== 'undefined' && !!crypto.subtle && typeof indexedDB !== 'undefined';
}

export function browserSeatIdentity(): Promise<SeatIdentity | null> {
  if (typeof indexedDB === 'undefined' || typeof crypto === 'undefined' || !crypto.subtle) return Promise.resolve(null);
  return loadSeatIdentity(indexedDbKeyPairStore).catch((error: unknown) => {
    console.warn('[fudaba] no seat signing key:', error);
    return null;
  });
}
