// A card's identity sealed for its holder: AES-GCM under the seat's key, bound to the card id and
// the seat, padded so every ciphertext has the same length (the length would tell cards apart).
import type { SealedRef, Seat } from '../table/schema';
import { decryptJson, encryptJson } from './cipher';
import { SecretError } from './encoding';

const PADDED_LENGTH = 64;

export const cardContext = (cardId: string, seat: Seat) => `card:${cardId}:${seat}`;

export async function sealRef(key: CryptoKey, seat: Seat, cardId: string, ref: string): Promise<SealedRef> {
  const sealed = await encryptJson(key, ref.padEnd(PADDED_LENGTH, ' '), cardContext(cardId, seat));
  return { seat, ...sealed };
}

/** Opens a sealed identity; throws SecretError for a wrong key, another card's ciphertext or tampering. */
export async function openRef(key: CryptoKey, cardId: string, sealed: SealedRef): Promise<string> {
  const value = await decryptJson(key, { iv: sealed.iv, ct: sealed.ct }, cardContext(cardId, sealed.seat));
  if (typeof value !== 'string' || value.trim() === '') throw new SecretError(`sealed ${cardId} holds no card reference`);
  return value.trimEnd();
}

/** A uniformly random permutation from the browser's cryptographic generator (never a shared seed). */
export function secretShuffle<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = uniformBelow(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

function uniformBelow(n: number): number {
  // Rejection sampling keeps every index equally likely.
  const limit = Math.floor(0x1_0000_0000 / n) * n;
  const buffer = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buffer);
    const value = buffer[0] ?? 0;
    if (value < limit) return value % n;
  }
}
