// The prime-order group of the joint shuffles: ristretto255 (RFC 9496) from @noble/curves, cards
// hashed onto it with RFC 9380 hash-to-curve. Encrypting a card is multiplying its point by a
// secret scalar; multiplications commute, so two seats can each add and remove their own layer in
// any order (Pohlig–Hellman / SRA over an elliptic-curve group).
import { ristretto255, ristretto255_hasher } from '@noble/curves/ed25519.js';
import { fromBase64Url, toBase64Url, utf8 } from '../encoding';

const Point = ristretto255.Point;
export type GroupPoint = InstanceType<typeof Point>;
const ORDER = Point.Fn.ORDER;

/** Domain separation: these points mean "card slot of a joint deck" and nothing else. */
const CARD_DST = 'fudaba-joint-deck-v1';

/** A uniformly random scalar in [1, ORDER): 64 random bytes reduced, so the bias is < 2^-250. */
export function randomScalar(): bigint {
  for (;;) {
    const bytes = crypto.getRandomValues(new Uint8Array(64));
    let value = 0n;
    for (let i = bytes.length - 1; i >= 0; i--) value = (value << 8n) | BigInt(bytes[i] ?? 0);
    const scalar = value % ORDER;
    if (scalar !== 0n) return scalar;
  }
}

export const mulScalars = (a: bigint, b: bigint): bigint => (a * b) % ORDER;
export const invertScalar = (a: bigint): bigint => Point.Fn.inv(a);

/**
 * The point of a card of joint deck `deck`: its identity `ref`, told apart from other copies by
 * `origin` (the id of the card it was when it entered the deck). Only who knows both can make it.
 */
const pointCache = new Map<string, GroupPoint>();
export function cardPoint(deck: string, ref: string, origin: string): GroupPoint {
  const key = `${deck}\u0000${origin}\u0000${ref}`;
  let point = pointCache.get(key);
  if (!point) {
    point = ristretto255_hasher.hashToCurve(utf8(key), { DST: CARD_DST });
    if (pointCache.size > 20_000) pointCache.clear();
    pointCache.set(key, point);
  }
  return point;
}

export const multiply = (point: GroupPoint, scalar: bigint): GroupPoint => point.multiply(scalar);
export const samePoint = (a: GroupPoint, b: GroupPoint): boolean => a.equals(b);

export const encodePoint = (point: GroupPoint): string => toBase64Url(point.toBytes());

/** A point from the doc, or null when the text is not a canonical ristretto255 encoding. */
export function decodePoint(text: string): GroupPoint | null {
  try {
    const bytes = fromBase64Url(text);
    if (bytes.length !== 32) return null;
    const point = Point.fromBytes(bytes);
    return point.is0() ? null : point;
  } catch {
    return null;
  }
}

/** Scalars travel as 32 little-endian bytes, base64url. */
export function encodeScalar(scalar: bigint): string {
  const bytes = new Uint8Array(32);
  let value = scalar;
  for (let i = 0; i < 32; i++) {
    bytes[i] = Number(value & 0xffn);
    value >>= 8n;
  }
  return toBase64Url(bytes);
}

export function decodeScalar(text: string): bigint | null {
  try {
    const bytes = fromBase64Url(text);
    if (bytes.length !== 32) return null;
    let value = 0n;
    for (let i = 31; i >= 0; i--) value = (value << 8n) | BigInt(bytes[i] ?? 0);
    return value > 0n && value < ORDER ? value : null;
  } catch {
    return null;
  }
}
