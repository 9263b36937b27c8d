import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mixSeed, randomInt, seededRandom, shuffled } from '../../../src/table';
import { runs } from '../../propertyRuns';

describe('seeded randomness', () => {
  it('the same seed gives the same sequence, in [0, 1)', () => {
    fc.assert(fc.property(fc.integer(), (seed) => {
      const a = seededRandom(seed);
      const b = seededRandom(seed);
      for (let i = 0; i < 20; i++) {
        const v = a();
        expect(v).toBe(b());
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThan(1);
      }
    }), runs(100));
  });

  it('mixSeed depends on the seed, the counter and the salt', () => {
    expect(mixSeed(1, 0, 's1')).toBe(mixSeed(1, 0, 's1'));
    expect(mixSeed(1, 0, 's1')).not.toBe(mixSeed(2, 0, 's1'));
    expect(mixSeed(1, 0, 's1')).not.toBe(mixSeed(1, 1, 's1'));
    expect(mixSeed(1, 0, 's1')).not.toBe(mixSeed(1, 0, 's2'));
    fc.assert(fc.property(fc.nat(), fc.nat(), fc.string(), (seed, n, salt) => {
      const v = mixSeed(seed, n, salt);
      expect(Number.isInteger(v) && v >= 0 && v < 2 ** 32).toBe(true);
    }), runs(100));
  });

  it('shuffled returns a permutation and leaves its input alone', () => {
    fc.assert(fc.property(fc.array(fc.integer(), { maxLength: 60 }), fc.integer(), (items, seed) => {
      const copy = [...items];
      const out = shuffled(items, seededRandom(seed));
      expect(items).toEqual(copy);
      expect([...out].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
    }), runs(100));
  });

  it('randomInt stays in range and reaches both ends', () => {
    const random = seededRandom(5);
    const seen = new Set<number>();
    for (let i = 0; i < 500; i++) {
      const v = randomInt(random, 1, 6);
      expect(v).toBeGreaterThanOrEqual(1);
      expect(v).toBeLessThanOrEqual(6);
      seen.add(v);
    }
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
