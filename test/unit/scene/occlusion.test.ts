import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CoverageGrid, drawnPartsFrontToBack, visibleFrontToBack, type Box, type Occludable } from '../../../src/scene/occlusion';
import { cardOpaque, occludableAt } from '../../../src/scene/occludable';
import type { CardView, StackView, TokenView } from '../../../src/scene/view';
import { CARD_H, CARD_W, FAN_STEP } from '../../../src/table/geometry';
import { runs } from '../../propertyRuns';

const VIEW: Box = { x0: 0, y0: 0, x1: 1000, y1: 800 };
const rect = (x0: number, y0: number, w: number, h: number): Box => ({ x0, y0, x1: x0 + w, y1: y0 + h });
const card = (x: number, y: number, w = 120, h = 168): Occludable => ({ bounds: rect(x, y, w, h), opaque: [rect(x + 8, y + 8, w - 16, h - 16)] });
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
    const glass: Occludable = { bounds: rect(0, 0, 1000, 800), opaque: [] };
    expect(visibleFrontToBack([glass, card(10, 10)], VIEW, 6)).toEqual([true, true]);
  });

  // Random tables of boxes, some solid (opaque inside an 8-unit rim, or a rounded card's cross and
  // square), some glass; random cell sizes; 20 sample points per object.
  const item = fc.record({ x: fc.integer({ min: -500, max: 1100 }), y: fc.integer({ min: -500, max: 900 }), w: fc.integer({ min: 20, max: 400 }), h: fc.integer({ min: 20, max: 400 }), solid: fc.constantFrom('rim', 'card', 'glass') })
    .map(({ x, y, w, h, solid }): Occludable => {
      const bounds = rect(x, y, w, h);
      if (solid === 'glass') return { bounds, opaque: [] };
      return { bounds, opaque: solid === 'card' ? cardOpaque(bounds) : [rect(x + 8, y + 8, Math.max(0, w - 16), Math.max(0, h - 16))] };
    });
  // Boxes reaching into the view by a sliver past its left or top edge (their opaque part may lie
  // wholly outside it), mixed with the rest.
  const sliver = fc.record({ w: fc.integer({ min: 20, max: 400 }), h: fc.integer({ min: 20, max: 400 }), reach: fc.integer({ min: 1, max: 20 }), along: fc.integer({ min: -300, max: 700 }), top: fc.boolean(), solid: fc.constantFrom('rim', 'card') })
    .map(({ w, h, reach, along, top, solid }): Occludable => {
      const bounds = top ? rect(along, reach - h, w, h) : rect(reach - w, along, w, h);
      return { bounds, opaque: solid === 'card' ? cardOpaque(bounds) : [rect(bounds.x0 + 8, bounds.y0 + 8, Math.max(0, w - 16), Math.max(0, h - 16))] };
    });
  const anyItem = fc.oneof({ arbitrary: item, weight: 4 }, { arbitrary: sliver, weight: 1 });
  const unit = fc.double({ min: 0, max: 1, noNaN: true });
  const samples = fc.array(fc.tuple(unit, unit), { minLength: 20, maxLength: 20 });
  /** Calls `check` with each sample point of each item that lies in the view and no opaque part in front covers. */
  const eachShowingPoint = (items: Occludable[], points: [number, number][], check: (i: number, x: number, y: number) => void) => {
    items.forEach((it, i) => {
      const b = it.bounds;
      for (const [u, v] of points) {
        const x = b.x0 + u * (b.x1 - b.x0);
        const y = b.y0 + v * (b.y1 - b.y0);
        // Pixels are half-open: a box's right and bottom edges, and the view's, draw nothing.
        if (!inside(VIEW, x, y) || x === VIEW.x1 || y === VIEW.y1 || x === b.x1 || y === b.y1) continue;
        if (items.slice(0, i).some((f) => f.opaque.some((o) => inside(o, x, y)))) continue;
        check(i, x, y);
      }
    });
  };

  it('never culls an object any point of which is left unpainted by those in front (property)', () => {
    fc.assert(fc.property(fc.array(anyItem, { minLength: 1, maxLength: 60 }), fc.integer({ min: 2, max: 40 }), samples, (items, cell, points) => {
      const drawn = visibleFrontToBack(items, VIEW, cell);
      eachShowingPoint(items, points, (i, x, y) => expect(drawn[i], `item ${i} culled, yet (${x}, ${y}) shows`).toBe(true));
    }), runs(300));
  });

  it('partial drawing: every point of an object not covered by opaque parts in front lies in its drawn part (property)', () => {
    fc.assert(fc.property(fc.array(anyItem, { minLength: 1, maxLength: 60 }), fc.integer({ min: 2, max: 40 }), samples, (items, cell, points) => {
      const parts = drawnPartsFrontToBack(items, VIEW, cell);
      eachShowingPoint(items, points, (i, x, y) => {
        const part = parts[i];
        expect(part, `item ${i} culled, yet (${x}, ${y}) shows`).not.toBeNull();
        if (part) expect(inside(part, x, y), `(${x}, ${y}) of item ${i} shows outside its drawn part ${JSON.stringify(part)}`).toBe(true);
      });
      // A drawn part never reaches past what the object draws.
      parts.forEach((part, i) => {
        const b = items[i]?.bounds;
        if (part && b) expect(part.x0 >= b.x0 && part.y0 >= b.y0 && part.x1 <= b.x1 && part.y1 <= b.y1).toBe(true);
      });
    }), runs(300));
  });

  it('a card half under another draws only its uncovered half, to the cell', () => {
    // The front card's opaque part covers x 108..400; cells of 10 from 0.
    const front: Occludable = { bounds: rect(100, 0, 300, 400), opaque: [rect(108, 8, 284, 384)] };
    const back: Occludable = { bounds: rect(50, 100, 120, 168), opaque: [] };
    const [, part] = drawnPartsFrontToBack([front, back], VIEW, 10);
    // Cells 110..390 (x) and 10..390 (y) are painted; the back card shows from 50 to 110.
    expect(part).toEqual(rect(50, 100, 60, 168));
  });

  it('the bounding box of unpainted cells inside a box', () => {
    const grid = new CoverageGrid();
    grid.reset(VIEW, 10);
    expect(grid.unpaintedBounds(rect(5, 5, 30, 30))).toEqual(rect(5, 5, 30, 30));
    grid.paint(rect(0, 0, 1000, 800));
    expect(grid.unpaintedBounds(rect(5, 5, 30, 30))).toBeNull();
    grid.reset(VIEW, 10);
    // Everything but the cell (20..30, 40..50) and the cell (60..70, 10..20).
    grid.paint(rect(0, 0, 20, 800));
    grid.paint(rect(30, 0, 30, 800));
    grid.paint(rect(70, 0, 930, 800));
    grid.paint(rect(0, 0, 1000, 10));
    grid.paint(rect(0, 20, 1000, 20));
    grid.paint(rect(0, 50, 1000, 750));
    grid.paint(rect(20, 10, 40, 10));
    grid.paint(rect(60, 40, 10, 10));
    expect(grid.unpaintedBounds(rect(0, 0, 100, 100))).toEqual(rect(20, 10, 50, 40));
    expect(grid.unpaintedBounds(rect(0, 30, 100, 70))).toEqual(rect(20, 40, 10, 10));
    expect(grid.unpaintedBounds(rect(-500, -500, 100, 100))).toBeNull();
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
    const x0 = 100 - CARD_W / 2;
    const y0 = 100 - CARD_H / 2;
    // The cross of the straight edges, and the square inside the rounded corners.
    expect(up?.opaque).toEqual([rect(x0 + 1.5, y0 + 8, CARD_W - 3, CARD_H - 16), rect(x0 + 8, y0 + 1.5, CARD_W - 16, CARD_H - 3), rect(x0 + 3.5, y0 + 3.5, CARD_W - 7, CARD_H - 7)]);
    // Each opaque box's corners lie inside the rounded rectangle (radius 8), 1.5 units in.
    for (const o of up?.opaque ?? []) {
      for (const [cx, cy] of [[o.x0, o.y0], [o.x1, o.y0], [o.x0, o.y1], [o.x1, o.y1]] as const) {
        const ax = Math.max(0, Math.abs(cx - 100) - (CARD_W / 2 - 8));
        const ay = Math.max(0, Math.abs(cy - 100) - (CARD_H / 2 - 8));
        expect(Math.hypot(ax, ay)).toBeLessThanOrEqual(8 - 1.5 + 1e-9);
      }
    }
    const tapped = occludableAt(view, 100, 100, Math.PI / 2, true);
    expect((tapped?.bounds.x1 ?? 0) - (tapped?.bounds.x0 ?? 0)).toBeCloseTo(CARD_H);
    expect(tapped?.opaque.length).toBe(3);
    expect(occludableAt(view, 100, 100, 0.3, true)?.opaque).toEqual([]);
    expect(occludableAt(view, 100, 100, 0, false)?.opaque).toEqual([]);
  });
  it('a card whose sprite draws past its edge (a back\'s border) counts all of it, and hides only the card', () => {
    const view: CardView = { ...base, kind: 'card', ref: '', showFace: false, rotation: 0, hostId: null, sealed: false };
    const back = occludableAt(view, 0, 0, 0, true, { w: CARD_W + 3, h: CARD_H + 3 });
    expect(back?.bounds).toEqual(rect(-CARD_W / 2 - 1.5, -CARD_H / 2 - 1.5, CARD_W + 3, CARD_H + 3));
    expect(back?.opaque[2]).toEqual(rect(-CARD_W / 2 + 3.5, -CARD_H / 2 + 3.5, CARD_W - 7, CARD_H - 7));
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

describe('the coverage grid at the view\'s edges', () => {
  it('an opaque part left of or above the view paints nothing (no fill with a negative end)', () => {
    const grid = new CoverageGrid();
    grid.reset(VIEW, 2);
    grid.paint(rect(-5, 0, 4, 4));
    grid.paint(rect(0, -9, 4, 4));
    expect(grid.covers(rect(0, 0, 20, 20))).toBe(false);
    expect(grid.covers(rect(500, 400, 20, 20))).toBe(false);
  });
});
