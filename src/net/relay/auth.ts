// Who may do what on the relay. Viewers are always read-only; a publisher must present a token
// signed over the relay document name and a fresh time by the one key that name is bound to (see
// documentName.ts), so a stolen token expires and cannot be replayed on another document. The relay
// is still untrusted by viewers: they verify every signed entry themselves; this only keeps
// strangers from writing into (or squatting) a seat's broadcast.
import { z } from 'zod/mini';
import { fromBase64Url, toBase64Url } from '../seatKeys';

export const publisherTokenSchema = z.object({
  kind: z.literal('publisher'),
  document: z.string().check(z.minLength(1), z.maxLength(200)),
  issuedAt: z.int().check(z.minimum(0)),
  publicKey: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,200}$/)),
  signature: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,200}$/)),
});
export type PublisherToken = z.infer<typeof publisherTokenSchema>;

export const TOKEN_MAX_AGE_MS = 5 * 60_000;
export const TOKEN_MAX_SKEW_MS = 30_000;

export type RelayAccess = { readonly readOnly: true; readonly reason: 'viewer' | 'bad-token' | 'expired' | 'wrong-document' | 'wrong-key' | 'bad-signature' } | { readonly readOnly: false; readonly publicKey: string };

/** The bytes a publisher signs: document name and time, nothing else. */
export function tokenMessage(document: string, issuedAt: number): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`fudaba-relay-publish\n${document}\n${issuedAt}`);
}

export interface AuthInput {
  readonly document: string;
  readonly token: string | undefined;
  readonly now: number;
  /** Whether this public key (base64url) may publish into the document (the key its name is bound to). */
  readonly mayPublish: (publicKey: string) => boolean;
  readonly verify: (publicKey: string, message: Uint8Array<ArrayBuffer>, signature: string) => Promise<boolean>;
}

/** Decide a connection's access. Anything short of a valid publisher token is a read-only viewer. */
export async function decideAccess(input: AuthInput): Promise<RelayAccess> {
  if (input.token === undefined || input.token === '') return { readOnly: true, reason: 'viewer' };
  let raw: unknown;
  try {
    raw = JSON.parse(input.token);
  } catch {
    return { readOnly: true, reason: 'bad-token' };
  }
  const parsed = publisherTokenSchema.safeParse(raw);
  if (!parsed.success) return { readOnly: true, reason: 'bad-token' };
  const token = parsed.data;
  if (token.document !== input.document) return { readOnly: true, reason: 'wrong-document' };
  if (token.issuedAt > input.now + TOKEN_MAX_SKEW_MS || input.now - token.issuedAt > TOKEN_MAX_AGE_MS) return { readOnly: true, reason: 'expired' };
  if (!input.mayPublish(token.publicKey)) return { readOnly: true, reason: 'wrong-key' };
  const ok = await input.verify(token.publicKey, tokenMessage(token.document, token.issuedAt), token.signature).catch(() => false);
  if (!ok) return { readOnly: true, reason: 'bad-signature' };
  return { readOnly: false, publicKey: token.publicKey };
}

const ECDSA = { name: 'ECDSA', namedCurve: 'P-256' } as const;

/** Verify with WebCrypto (P-256 seat keys, raw public key and signature in base64url). */
export async function verifySeatSignature(publicKey: string, message: Uint8Array<ArrayBuffer>, signature: string): Promise<boolean> {
  const key = await crypto.subtle.importKey('raw', fromBase64Url(publicKey), ECDSA, false, ['verify']);
  return crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, fromBase64Url(signature), message);
}

/** A publisher token for `document`, signed by this seat's private key. */
export async function makePublisherToken(document: string, publicKey: string, privateKey: CryptoKey, now: number): Promise<string> {
  const sig = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, privateKey, tokenMessage(document, now)));
  const token: PublisherToken = { kind: 'publisher', document, issuedAt: now, publicKey, signature: toBase64Url(sig) };
  return JSON.stringify(token);
}
