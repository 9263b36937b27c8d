// A signing session: one per page that plays in a room. Its key pair is new on every load (so two
// tabs of one browser never write with the same Yjs client id); the browser's seat key vouches for
// it once, in the certificate. The Yjs client id is derived from the session key: a peer cannot
// claim another session's client id without finding a key whose hash collides with it.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { certPayload, encodeCert, entryPayload, type LogEntry, type SessionCert } from './codec';

export const ECDSA = { name: 'ECDSA', namedCurve: 'P-256' } as const;
export const SIGN = { name: 'ECDSA', hash: 'SHA-256' } as const;

/** The id of a session (its log's name): 16 hex characters of SHA-256 of its public key. */
export function sessionIdOf(sessionKey: Uint8Array): string {
  return bytesToHex(sha256(sessionKey).subarray(0, 8));
}

/** The Yjs client id a session writes with: 32 bits of SHA-256 of its public key. */
export function clientIdOf(sessionKey: Uint8Array): number {
  const digest = sha256(sessionKey);
  return ((digest[8]! << 24) | (digest[9]! << 16) | (digest[10]! << 8) | digest[11]!) >>> 0;
}

export function logNameOf(sessionId: string): string {
  return `s/${sessionId}`;
}

export interface BrowserSigner {
  /** The raw public key of this browser's seat key. */
  publicKey: Uint8Array;
  privateKey: CryptoKey;
}

export class SigningSession {
  private constructor(
    readonly id: string,
    readonly clientId: number,
    readonly cert: SessionCert,
    private readonly privateKey: CryptoKey,
  ) {}

  static async create(browser: BrowserSigner, roomId: string, now = Date.now()): Promise<SigningSession> {
    const pair = await crypto.subtle.generateKey(ECDSA, false, ['sign', 'verify']);
    const sessionKey = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
    const body = { sessionKey, browserKey: browser.publicKey, clientId: clientIdOf(sessionKey), roomId, created: Math.floor(now / 1000) };
    const signature = new Uint8Array(await crypto.subtle.sign(SIGN, browser.privateKey, certPayload(body) as Uint8Array<ArrayBuffer>));
    return new SigningSession(sessionIdOf(sessionKey), body.clientId, { ...body, signature }, pair.privateKey);
  }

  certBytes(): Uint8Array {
    return encodeCert(this.cert);
  }

  async sign(entry: Omit<LogEntry, 'signature'>): Promise<LogEntry> {
    const payload = entryPayload(this.id, entry) as Uint8Array<ArrayBuffer>;
    const signature = new Uint8Array(await crypto.subtle.sign(SIGN, this.privateKey, payload));
    return { ...entry, signature };
  }
}

async function importKey(raw: Uint8Array): Promise<CryptoKey | null> {
  try {
    return await crypto.subtle.importKey('raw', raw as Uint8Array<ArrayBuffer>, ECDSA, false, ['verify']);
  } catch {
    return null;
  }
}

/** A checked certificate: the browser key signed it for this room, and its client id is derived. */
export async function verifyCert(cert: SessionCert, roomId: string): Promise<CryptoKey | null> {
  if (cert.roomId !== roomId || cert.clientId !== clientIdOf(cert.sessionKey)) return null;
  const browserKey = await importKey(cert.browserKey);
  const sessionKey = await importKey(cert.sessionKey);
  if (!browserKey || !sessionKey) return null;
  const { signature, ...body } = cert;
  const ok = await crypto.subtle.verify(SIGN, browserKey, signature as Uint8Array<ArrayBuffer>, certPayload(body) as Uint8Array<ArrayBuffer>).catch(() => false);
  return ok ? sessionKey : null;
}

export async function verifyEntry(sessionKey: CryptoKey, sessionId: string, entry: LogEntry): Promise<boolean> {
  const { signature, ...body } = entry;
  return crypto.subtle.verify(SIGN, sessionKey, signature as Uint8Array<ArrayBuffer>, entryPayload(sessionId, body) as Uint8Array<ArrayBuffer>).catch(() => false);
}
