// The four rounds of a joint shuffle, as pure functions over points and scalars. The holder H and
// the other seat O alternate; each round multiplies every card by a factor and may permute:
//   1 (H) X_i = a'·a_i⁻¹·D_i        swaps H's per-card layers for one deck-wide key a' (no permutation:
//                                   O must still find its own per-card layer at each position)
//   2 (O) Y_j = b'·b⁻¹_π(j)·X_π(j)   swaps O's per-card layers for b', and O permutes
//   3 (H) Z_j = a'_j·a'⁻¹·Y_σ(j)     H permutes, and swaps a' for fresh per-card layers a'_j
//   4 (O) W_j = b'_j·b'⁻¹·Z_j        O swaps b' for fresh per-card layers b'_j
// so W_j = a'_j·b'_j·P(card) and neither seat knows (or chose) which card lies at j.
import { invertScalar, mulScalars, multiply, randomScalar, type GroupPoint } from './group';
import type { RoundSecret } from './secrets';

/** out_j = factor_j · points[from_j]: one round's arithmetic. */
export function transform(points: readonly GroupPoint[], factors: readonly bigint[], from?: readonly number[]): GroupPoint[] {
  return factors.map((factor, j) => {
    const point = points[from ? (from[j] ?? -1) : j];
    if (!point) throw new RangeError(`round input has no position ${from ? from[j] : j}`);
    return factor === 1n ? point : multiply(point, factor);
  });
}

/** A uniformly random permutation of 0..n-1 (rejection sampling over the browser's generator). */
export function randomPermutation(n: number): number[] {
  const out = Array.from({ length: n }, (_, i) => i);
  const buffer = new Uint32Array(1);
  for (let i = n - 1; i > 0; i--) {
    const limit = Math.floor(0x1_0000_0000 / (i + 1)) * (i + 1);
    let value: number;
    do {
      crypto.getRandomValues(buffer);
      value = buffer[0] ?? 0;
    } while (value >= limit);
    const j = value % (i + 1);
    [out[i], out[j]] = [out[j] as number, out[i] as number];
  }
  return out;
}

export const isPermutation = (perm: readonly number[], n: number): boolean =>
  perm.length === n && new Set(perm).size === n && perm.every((i) => Number.isInteger(i) && i >= 0 && i < n);

/** Round 1 factors: a'·a_i⁻¹, with a_i = 1n where H has no layer on the card. */
export const round1Factors = (key: bigint, layers: readonly bigint[]): bigint[] => layers.map((layer) => mulScalars(key, invertScalar(layer)));
/** Round 2 factors, in output order: b'·b⁻¹_π(j). */
export const round2Factors = (key: bigint, layers: readonly bigint[], perm: readonly number[]): bigint[] =>
  perm.map((from) => mulScalars(key, invertScalar(layers[from] ?? 1n)));
/** Rounds 3 and 4: fresh per-card layers times the inverse of the round's deck key. */
export const layerFactors = (key: bigint, fresh: readonly bigint[]): bigint[] => {
  const inverse = invertScalar(key);
  return fresh.map((layer) => mulScalars(layer, inverse));
};

export const freshScalars = (n: number): bigint[] => Array.from({ length: n }, () => randomScalar());

/** Whether every point of a round's output is different (a copied card shows at once). */
export function allDistinct(points: readonly string[]): boolean {
  return new Set(points).size === points.length;
}

/** One seat's turn: the points it writes and the secret it keeps (sealed for itself). */
export interface Turn { out: GroupPoint[]; secret: RoundSecret }

/** Rounds 1 (no permutation) and 2 (permuted) over n cards: the seat's per-card layers give way to a fresh deck key. */
export function keyRound(round: 1 | 2, n: number, inputs: readonly GroupPoint[], layers: readonly bigint[]): Turn {
  const deckKey = randomScalar();
  if (round === 1) return { secret: { key: deckKey }, out: transform(inputs, round1Factors(deckKey, layers)) };
  const perm = randomPermutation(n);
  return { secret: { key: deckKey, perm }, out: transform(inputs, round2Factors(deckKey, layers, perm), perm) };
}

/** Rounds 3 (permuted) and 4 over n cards: the seat's deck key of round 1 or 2 gives way to fresh per-card layers. */
export function layerRound(round: 3 | 4, n: number, input: readonly GroupPoint[], earlierKey: bigint): Turn {
  const fresh = freshScalars(n);
  if (round === 3) {
    const perm = randomPermutation(n);
    return { secret: { perm, layers: fresh }, out: transform(input, layerFactors(earlierKey, fresh), perm) };
  }
  return { secret: { layers: fresh }, out: transform(input, layerFactors(earlierKey, fresh)) };
}
