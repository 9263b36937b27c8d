import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { excerpt, insertionIndex, markerX, MIN_VISIBLE, overlapFor, TILE_GAP, visibleCentres } from '../../../src/ui/handTrayLayout';
import { runs } from '../../propertyRuns';

// Five tiles 100 wide, 10 apart: centres 50, 160, 270, 380, 490.
const centres = [50, 160, 270, 380, 490];

describe('insertionIndex', () => {
  it('puts the card before the first tile whose centre lies right of the drop', () => {
    expect(insertionIndex(0, centres, 2)).toBe(0);
    expect(insertionIndex(100, centres, 2)).toBe(1);
    expect(insertionIndex(420, centres, 2)).toBe(3);
    expect(insertionIndex(999, centres, 2)).toBe(4);
  });

  it('leaves the card where it was when dropped near its own place', () => {
    expect(insertionIndex(200, centres, 2)).toBe(2);
    expect(insertionIndex(330, centres, 2)).toBe(2);
  });

  it('moves the leftmost card to the end and back', () => {
    expect(insertionIndex(600, centres, 0)).toBe(4);
    expect(insertionIndex(-5, centres, 4)).toBe(0);
  });

  it('counts every tile for a card that was not among them', () => {
    expect(insertionIndex(999, centres, -1)).toBe(5);
    expect(insertionIndex(300, centres, -1)).toBe(3);
  });

  it('always gives an index in the hand', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 2000 }), { minLength: 1, maxLength: 40 }), fc.nat(), fc.integer({ min: -100, max: 2100 }),
      (raw, pick, x) => {
        const sorted = [...raw].sort((a, b) => a - b);
        const index = insertionIndex(x, sorted, pick % sorted.length);
        return index >= 0 && index <= sorted.length - 1;
      }), runs(100));
  });
});

describe('overlapFor', () => {
  it('keeps the normal gap when the hand fits', () => {
    expect(overlapFor(0, 96, 500)).toBe(TILE_GAP);
    expect(overlapFor(1, 96, 50)).toBe(TILE_GAP);
    expect(overlapFor(5, 96, 1000)).toBe(TILE_GAP);
  });

  it('overlaps just enough for a crowded hand to fit', () => {
    const m = overlapFor(10, 96, 600);
    expect(m).toBeLessThan(0);
    expect(10 * 96 + 9 * m).toBeLessThanOrEqual(600);
    expect(10 * 96 + 9 * (m + 1)).toBeGreaterThan(600);
  });

  it('never hides a tile beyond a grabbable sliver', () => {
    expect(overlapFor(200, 96, 300)).toBe(-(96 - MIN_VISIBLE));
  });

  it('fits whenever the sliver limit allows', () => {
    fc.assert(fc.property(fc.integer({ min: 2, max: 60 }), fc.integer({ min: 100, max: 3000 }), (count, available) => {
      const m = overlapFor(count, 96, available);
      const total = count * 96 + (count - 1) * m;
      return m <= TILE_GAP && (total <= available || m === -(96 - MIN_VISIBLE));
    }), runs(100));
  });
});

describe('visibleCentres and markerX', () => {
  const spread = [{ left: 0, right: 100 }, { left: 110, right: 210 }, { left: 220, right: 320 }];
  const overlapped = [{ left: 0, right: 96 }, { left: 20, right: 116 }, { left: 40, right: 136 }];

  it('uses full centres when tiles do not touch and the uncovered strip when they overlap', () => {
    expect(visibleCentres(spread)).toEqual([50, 160, 270]);
    expect(visibleCentres(overlapped)).toEqual([10, 30, 88]);
  });

  it('puts the marker at the edge of the tile that will follow, or after the last', () => {
    expect(markerX(0, spread, 2)).toBe(0);
    expect(markerX(1, spread, 0)).toBe(220);
    expect(markerX(2, spread, 0)).toBe(320);
    expect(markerX(0, [{ left: 5, right: 50 }], 0)).toBeNull();
  });
});

describe('excerpt', () => {
  it('keeps short text and cuts long text on characters', () => {
    expect(excerpt('登場時、カードを1枚引く。')).toBe('登場時、カードを1枚引く。');
    const long = 'あ'.repeat(59) + '😀' + 'い'.repeat(10);
    expect(excerpt(long)).toBe('あ'.repeat(59) + '😀…');
    expect(excerpt('a\n\n b', 60)).toBe('a b');
  });
});
