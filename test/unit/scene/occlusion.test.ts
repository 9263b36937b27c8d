import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CoverageGrid, visibleFrontToBack, type Box, type Occludable } from '../../../src/scene/occlusion';
import { occludableAt } from '../../../src/scene/culling';
import type { CardView, StackView, TokenView } from '../../../src/scene/view';
import { CARD_H, CARD_W, FAN_STEP } from '../../../src/table/geometry';

const VIEW: Box = { x0: 0, y0: 0, x1: 1000, y1: 800 };
const rect = (x0: number, y0: number, w: number, h: number): Box => ({ x0, y0, x1: x0 + w, y1: y0 + h });
const card = (x: number, y: number, w = 120, h = 168): Occludable => ({ bounds: rect(x, y, w, h), opaque: rect(x + 8, y + 8, w - 16, h - 16) });
const inside = (b: Box, x: number, y: number) => x >= b.x0 && x <= b.x1 && y >= b.y0 && y <= b.y1;

describe('occlusion culling', () => {
  it('skips a card wholly under a card in front of it, and draws one that shows by a sliver', () => {
    const front = card(100, 100, 300, 300);
    const hidden = card(150, 150);
    const peeking = card(150 + 300 - 8 - 119, 150); // its right edge passes the front card's opaque part by 1
    expect(visibleFrontToBack([front, hidden, peeking], VIEW, 6)).toEqual([true, false, true]);
  });

  it('skips what lies off the view and draws what reaches into it', () => {
    expect(visibleFrontToBack([card(-500, 10), card(-100, 10)], VIEW, 6)).toEqual([false, true]);
  });

  it('a piece with no opaque part hides nothing', () => {
    const glass: Occludable = { bounds: rect(0, 0, 1000, 800), opaque: null };
    expect(visibleFrontToBack([glass, card(10, 10)], VIEW, 6)).toEqual([true, true]);
  });

  it('never culls an object any point of which is left unpainted by those in front (property)', () => {
    const item = fc.record({ x: fc.integer({ min: -200, max: 1100 }), y: fc.integer({ min: -200, max: 900 }), w: fc.integer({ min: 20, max: 400 }), h: fc.integer({ min: 20, max: 400 }), solid: fc.boolean() })
      .map(({ x, y, w, h, solid }): Occludable => ({ bounds: rect(x, y, w, h), opaque: solid ? rect(x + 8, y + 8, Math.max(0, w - 16), Math.max(0, h - 16)) : null }));
    fc.assert(fc.property(fc.array(item, { minLength: 1, maxLength: 60 }), fc.integer({ min: 2, max: 40 }), fc.array(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true })), { minLength: 20, maxLength: 20 }), (items, cell, samples) => {
      const drawn = visibleFrontToBack(items, VIEW, cell);
      items.forEach((it, i) => {
        if (drawn[i]) return;
        const b = it.bounds;
        for (const [u, v] of samples) {
          const x = b.x0 + u * (b.x1 - b.x0);
          const y = b.y0 + v * (b.y1 - b.y0);
          // Pixels are half-open: a box's right and bottom edges, and the view's, draw nothing.
          if (!inside(VIEW, x, y) || x === VIEW.x1 || y === VIEW.y1 || x === b.x1 || y === b.y1) continue;
          const hidden = items.slice(0, i).some((f) => f.opaque && inside(f.opaque, x, y));
          expect(hidden, `item ${i} culled, yet (${x}, ${y}) shows`).toBe(true);
        }
      });
    }), { numRuns: 300 });
  });

  it('a grid over a huge view grows its cells instead of its memory', () => {
    const grid = new CoverageGrid();
    grid.reset(rect(0, 0, 1e6, 1e6), 1);
    grid.paint(rect(0, 0, 1e6, 1e6));
    expect(grid.covers(rect(10, 10, 5, 5))).toBe(true);
  });
});

describe('what a table object hides', () => {
  const base = { id: 'c', x: 0, y: 0, zIndex: 1, spin: 0 };
  it('a card hides its face inside the rounded corners, turned a quarter or not', () => {
    const view: CardView = { ...base, kind: 'card', ref: 'x', showFace: true, rotation: 0, hostId: null, sealed: false };
    const up = occludableAt(view, 100, 100, 0, true);
    expect(up?.opaque).toEqual(rect(100 - CARD_W / 2 + 8, 100 - CARD_H / 2 + 8, CARD_W - 16, CARD_H - 16));
    const tapped = occludableAt(view, 100, 100, Math.PI / 2, true);
    expect((tapped?.bounds.x1 ?? 0) - (tapped?.bounds.x0 ?? 0)).toBeCloseTo(CARD_H);
    expect(tapped?.opaque).not.toBeNull();
    expect(occludableAt(view, 100, 100, 0.3, true)?.opaque).toBeNull();
    expect(occludableAt(view, 100, 100, 0, false)?.opaque).toBeNull();
  });
  it('a fanned deck reaches along its fan, and its badge lies inside its bounds', () => {
    const view: StackView = { ...base, kind: 'stack', count: 5, layout: 'fanned', cards: [], showFace: true };
    const fan = occludableAt(view, 0, 0, 0, true);
    expect(fan?.area.x1).toBe(CARD_W / 2 + 4 * FAN_STEP);
    expect(fan?.bounds.y0).toBeLessThanOrEqual(-CARD_H / 2 - 10);
  });
  it('tokens, coins, dice and counters are always drawn', () => {
    const token: TokenView = { ...base, kind: 'token', color: 'blue', count: 2 };
    expect(occludableAt(token, 0, 0, 0, true)).toBeNull();
  });
});
