// A seat's own secrets of a joint deck: its deck keys, permutations and per-card layers. Each is
// written in the doc sealed under the seat's key (AES-GCM, bound to its place), so a reload finds
// them again and the end-of-game audit opens them with the revealed key; nobody else can read them.
import { z } from 'zod/mini';
import { decryptJson, encryptJson, type Sealed } from '../cipher';
import { decodeScalar, encodeScalar } from './group';

const scalars = z.array(z.string().check(z.length(43))).check(z.maxLength(400));
const perm = z.array(z.int().check(z.gte(0), z.lte(399))).check(z.maxLength(400));
export const roundSecretSchemas = {
  1: z.object({ key: z.string().check(z.length(43)) }),
  2: z.object({ key: z.string().check(z.length(43)), perm }),
  3: z.object({ perm, layers: scalars }),
  4: z.object({ layers: scalars }),
} as const;
export const insertSecretSchema = z.object({ layer: z.string().check(z.length(43)), ref: z.string().check(z.minLength(1), z.maxLength(120)), origin: z.string().check(z.minLength(1), z.maxLength(64)) });
export const deckListSchema = z.array(z.string().check(z.minLength(1), z.maxLength(120))).check(z.minLength(1), z.maxLength(400));

export interface RoundSecret { key?: bigint; perm?: number[]; layers?: bigint[] }
export interface InsertSecret { layer: bigint; ref: string; origin: string }

export function sealSecret(key: CryptoKey, value: RoundSecret | InsertSecret, context: string): Promise<Sealed> {
  const plain: Record<string, unknown> = {};
  if ('origin' in value) Object.assign(plain, { layer: encodeScalar(value.layer), ref: value.ref, origin: value.origin });
  else {
    if (value.key !== undefined) plain['key'] = encodeScalar(value.key);
    if (value.perm) plain['perm'] = value.perm;
    if (value.layers) plain['layers'] = value.layers.map(encodeScalar);
  }
  return encryptJson(key, plain, context);
}

/** Opens a round secret; null when it does not open or is malformed (then the round is not this seat's). */
export async function openRoundSecret(key: CryptoKey, sealed: Sealed, round: 1 | 2 | 3 | 4, context: string): Promise<RoundSecret | null> {
  const value = await decryptJson(key, sealed, context).catch(() => null);
  const parsed = roundSecretSchemas[round].safeParse(value);
  if (!parsed.success) return null;
  const data = parsed.data as { key?: string; perm?: number[]; layers?: string[] };
  const out: RoundSecret = {};
  if (data.key !== undefined) {
    const scalar = decodeScalar(data.key);
    if (scalar === null) return null;
    out.key = scalar;
  }
  if (data.perm) out.perm = data.perm;
  if (data.layers) {
    const layers = data.layers.map(decodeScalar);
    if (layers.some((l) => l === null)) return null;
    out.layers = layers as bigint[];
  }
  return out;
}

export async function openInsertSecret(key: CryptoKey, sealed: Sealed, context: string): Promise<InsertSecret | null> {
  const parsed = insertSecretSchema.safeParse(await decryptJson(key, sealed, context).catch(() => null));
  if (!parsed.success) return null;
  const layer = decodeScalar(parsed.data.layer);
  return layer === null ? null : { layer, ref: parsed.data.ref, origin: parsed.data.origin };
}

/** The holder's deck list (refs in the order of the opening's card ids), or null when it does not open. */
export async function openDeckList(key: CryptoKey, sealed: Sealed, context: string, count: number): Promise<string[] | null> {
  const parsed = deckListSchema.safeParse(await decryptJson(key, sealed, context).catch(() => null));
  return parsed.success && parsed.data.length === count ? parsed.data : null;
}
