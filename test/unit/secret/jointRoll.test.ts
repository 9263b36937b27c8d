// The pure derivation of a joint roll: deterministic, in range, unbiased, and no share of one seat
// alone fixes the face.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deriveFace, isShare, localFace, newShare, rollLabel, rolledPiece } from '../../../src/secret/jointRoll';
import { runs } from '../../propertyRuns';

const hexShare = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => [...b].map((x) => x.toString(16).padStart(2, '0')).join(''));
const die = { kind: 'die', sides: 6 } as const;

describe('joint roll derivation', () => {
  it('gives the same face for the same round and shares, in 1..sides', async () => {
    await fc.assert(fc.asyncProperty(hexShare, hexShare, fc.integer({ min: 2, max: 100 }), async (p1, p2, sides) => {
      const face = await deriveFace('r1', { p1, p2 }, { kind: 'die', sides });
      expect(face).toBeGreaterThanOrEqual(1);
      expect(face).toBeLessThanOrEqual(sides);
      expect(await deriveFace('r1', { p1, p2 }, { kind: 'die', sides })).toBe(face);
    }), runs(60));
  });

  it('binds the round, the order of the seats and the index', async () => {
    const p1 = 'a'.repeat(64);
    const p2 = 'b'.repeat(64);
    const faces = new Set<number>();
    for (let i = 0; i < 40; i++) faces.add(await deriveFace(`r${i}`, { p1, p2 }, { kind: 'die', sides: 1000 }));
    expect(faces.size).toBeGreaterThan(30);
    const swapped = await Promise.all(Array.from({ length: 20 }, (_, i) => deriveFace(`s${i}`, { p1: p2, p2: p1 }, { kind: 'die', sides: 1000 })));
    const straight = await Promise.all(Array.from({ length: 20 }, (_, i) => deriveFace(`s${i}`, { p1, p2 }, { kind: 'die', sides: 1000 })));
    expect(swapped).not.toEqual(straight);
    const byIndex = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => deriveFace('r', { p1, p2 }, { kind: 'die', sides: 1000 }, i)));
    expect(new Set(byIndex).size).toBeGreaterThan(3);
  });

  it('whatever share one seat picks, the face is uniform over the other seat’s random share (chi-square)', async () => {
    // The adversary fixes its share (it may even pick it after seeing the other's commitment):
    // the other's share is random and unseen, so every face stays equally likely.
    await fc.assert(fc.asyncProperty(hexShare, fc.boolean(), async (chosen, asP1) => {
      const counts = [0, 0, 0, 0, 0, 0];
      const n = 600;
      for (let i = 0; i < n; i++) {
        const other = newShare();
        const face = await deriveFace('round', asP1 ? { p1: chosen, p2: other } : { p1: other, p2: chosen }, die);
        counts[face - 1]!++;
      }
      const expected = n / 6;
      const chi = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
      // 5 degrees of freedom: p < 0.0001 beyond 25.7.
      expect(chi).toBeLessThan(25.7);
    }), runs(8));
  });

  it('tosses a coin as 1 (heads) or 2 (tails), both seen', async () => {
    const seen = new Set<number>();
    for (let i = 0; i < 40; i++) seen.add(await deriveFace(`c${i}`, { p1: newShare(), p2: newShare() }, { kind: 'coin' }));
    expect([...seen].sort()).toEqual([1, 2]);
  });

  it('refuses shares that are not 64 hex digits and sides out of range', async () => {
    const ok = 'c'.repeat(64);
    await expect(deriveFace('r', { p1: 'xyz', p2: ok }, die)).rejects.toThrow(/64 hex/);
    await expect(deriveFace('r', { p1: ok, p2: ok.toUpperCase() }, die)).rejects.toThrow(/64 hex/);
    await expect(deriveFace('r', { p1: ok, p2: ok }, { kind: 'die', sides: 1 })).rejects.toThrow(/sides/);
    expect(isShare(newShare())).toBe(true);
  });

  it('rolls locally from the cryptographic generator, every face seen', () => {
    const seen = new Set(Array.from({ length: 300 }, () => localFace(die)));
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('names the piece in the round label', () => {
    expect(rolledPiece(rollLabel('d-12'))).toBe('d-12');
    expect(rolledPiece('Fighters')).toBeNull();
    expect(rolledPiece('roll:')).toBeNull();
  });
});
