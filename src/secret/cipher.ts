// Private content in the shared doc: AES-GCM with a fresh 96-bit IV per message. The associated
// data binds a ciphertext to its place (e.g. "hand:p1"), so it cannot be moved elsewhere unseen.
import { z } from 'zod/mini';
import { SecretError, fromBase64Url, toBase64Url, utf8 } from './encoding';

export const sealedSchema = z.object({ iv: z.string().check(z.minLength(16), z.maxLength(32)), ct: z.string().check(z.minLength(1), z.maxLength(1_000_000)) });
export type Sealed = z.infer<typeof sealedSchema>;

export async function encryptJson(key: CryptoKey, value: unknown, context: string): Promise<Sealed> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = utf8(JSON.stringify(value));
  const ct = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: utf8(context) }, key, plain));
  return { iv: toBase64Url(iv), ct: toBase64Url(ct) };
}

/** Decrypts or throws SecretError (wrong key, wrong place, or tampered ciphertext). */
export async function decryptJson(key: CryptoKey, sealed: unknown, context: string): Promise<unknown> {
  const parsed = sealedSchema.safeParse(sealed);
  if (!parsed.success) throw new SecretError('not an encrypted record');
  let plain: ArrayBuffer;
  try {
    plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64Url(parsed.data.iv), additionalData: utf8(context) },
      key,
      fromBase64Url(parsed.data.ct),
    );
  } catch {
    throw new SecretError(`cannot decrypt ${context}: wrong key, or the data was altered`);
  }
  try {
    return JSON.parse(new TextDecoder().decode(plain)) as unknown;
  } catch {
    throw new SecretError(`decrypted ${context} is not JSON`);
  }
}
