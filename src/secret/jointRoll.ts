// Joint dice and coins: each seat commits a random share in a sealed-envelope round, and only once
// both shares are revealed (after both commitments were pinned and acknowledged) is the value
// derived from them. Neither seat can predict it or pick it: its own share is fixed before it sees
// the other's, and SHA-256 of both makes every face equally likely whatever one share is.
// The derivation is pure and deterministic, so every peer recomputes and checks it.
import { SecretError, toHex, utf8 } from './encoding';

/** Envelope rounds whose label starts so are joint rolls (their label names the piece). */
export const ROLL_LABEL = 'roll:';
export const ROLL_PURPOSE = 'fudaba-roll-v1';
/** A share is 32 random bytes, written as 64 hex digits. */
export const SHARE_PATTERN = /^[0-9a-f]{64}$/;

export interface RollShares { p1: string; p2: string }

/** What a round rolls: a die of `sides` faces (1..sides) or a coin (1 heads, 2 tails). */
export type RollTarget = { kind: 'die'; sides: number } | { kind: 'coin' };

export const rollLabel = (id: string): string => `${ROLL_LABEL}${id}`;

/** The piece a roll round's label names, or null for any other round. */
export function rolledPiece(label: string): string | null {
  if (!label.startsWith(ROLL_LABEL)) return null;
  const id = label.slice(ROLL_LABEL.length);
  return id.length > 0 && id.length <= 64 ? id : null;
}

/** A fresh share from the browser's cryptographic generator. */
export function newShare(): string {
  return toHex(crypto.getRandomValues(new Uint8Array(32)));
}

export const isShare = (value: unknown): value is string => typeof value === 'string' && SHARE_PATTERN.test(value);

const sidesOf = (target: RollTarget): number => (target.kind === 'coin' ? 2 : target.sides);

/** An integer in 1..sides from 32-bit words, without modulo bias: words past the last full cycle are rejected. */
function faceFrom(bytes: Uint8Array, sides: number): number | null {
  const limit = Math.floor(0x1_0000_0000 / sides) * sides;
  for (let i = 0; i + 4 <= bytes.length; i += 4) {
    const word = ((bytes[i]! << 24) >>> 0) + (bytes[i + 1]! << 16) + (bytes[i + 2]! << 8) + bytes[i + 3]!;
    if (word < limit) return 1 + (word % sides);
  }
  return null;
}

/**
 * The face a round gives: SHA-256 of the purpose, the round id, both shares, the index (several
 * values from one round, e.g. both first-player dice) and a counter, re-hashed with the next
 * counter in the (astronomically rare) case every word of a hash is rejected.
 */
export async function deriveFace(round: string, shares: RollShares, target: RollTarget, index = 0): Promise<number> {
  const sides = sidesOf(target);
  if (!Number.isInteger(sides) || sides < 2 || sides > 1_000_000) throw new SecretError(`a roll needs 2 to 1,000,000 sides, not ${sides}`);
  if (!isShare(shares.p1) || !isShare(shares.p2)) throw new SecretError('a roll share is 64 hex digits');
  for (let counter = 0; counter < 64; counter++) {
    const text = JSON.stringify([ROLL_PURPOSE, round, shares.p1, shares.p2, index, counter]);
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', utf8(text)));
    const face = faceFrom(digest, sides);
    if (face !== null) return face;
  }
  throw new SecretError('no face after 64 hashes');
}

/** A coin's face as the table stores it. */
export const isHeads = (face: number): boolean => face === 1;

/** One seat only: a face from the browser's cryptographic generator, without modulo bias. */
export function localFace(target: RollTarget): number {
  const sides = sidesOf(target);
  for (;;) {
    const face = faceFrom(crypto.getRandomValues(new Uint8Array(16)), sides);
    if (face !== null) return face;
  }
}
