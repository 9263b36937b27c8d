// Seeded randomness kept in the doc, so that a shuffle or a roll can be replayed exactly
// from its logged seed.
export type Random = () => number;

/** mulberry32: small, fast, and good enough for cards and dice. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes the table seed with a draw counter and a salt (e.g. the object id). */
export function mixSeed(tableSeed: number, counter: number, salt: string): number {
  let h = (tableSeed ^ Math.imul(counter + 1, 0x9e3779b1)) >>> 0;
  for (let i = 0; i < salt.length; i++) h = Math.imul(h ^ salt.charCodeAt(i), 0x01000193) >>> 0;
  return h >>> 0;
}

/** Fisher–Yates with the given generator; returns a new array. */
export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}

export function randomInt(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}
