// The view a seat gets after a new game or "Fit": the whole mat in the part of the canvas that the
// hand tray and the side column leave free, the seat's own side at the bottom (turned for p2), and
// the own side kept in view when even the smallest zoom cannot show the whole mat.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { frameSeat, MIN_SCALE, worldToScreen, type Viewport } from '../../../src/scene/viewport';
import { TRAY_HEIGHT } from '../../../src/ui/handTrayLayout';
import { runs } from '../../propertyRuns';

/** The mat's rectangle on screen (top < bottom whatever the turn). */
const onScreen = (v: Viewport, mat: { width: number; height: number }) => {
  const a = worldToScreen(v, 0, 0);
  const b = worldToScreen(v, mat.width, mat.height);
  return { left: Math.min(a.x, b.x), right: Math.max(a.x, b.x), top: Math.min(a.y, b.y), bottom: Math.max(a.y, b.y) };
};
/** Screen y of the seat's own edge of the mat: the bottom (y = height) for p1, the top (y = 0) for p2. */
const ownEdge = (v: Viewport, mat: { height: number }) => worldToScreen(v, 0, v.flipped ? 0 : mat.height).y;

describe('frameSeat', () => {
  const chrono = { width: 1900, height: 1500 };

  it('keeps the whole mat above the hand tray, the own side at the bottom, for either seat', () => {
    const screen = { width: 1100, height: 852 };
    for (const flipped of [false, true]) {
      const v = frameSeat({ mat: chrono, flipped, screen, tray: TRAY_HEIGHT });
      const r = onScreen(v, chrono);
      expect(r.top).toBeGreaterThanOrEqual(0);
      expect(r.bottom).toBeLessThanOrEqual(screen.height - TRAY_HEIGHT + 1e-9);
      expect(r.left).toBeGreaterThanOrEqual(0);
      expect(r.right).toBeLessThanOrEqual(screen.width + 1e-9);
      // The own edge is the lower one on screen.
      expect(ownEdge(v, chrono)).toBeCloseTo(r.bottom);
      expect(v.flipped).toBe(flipped);
    }
  });

  it('is the same as an uncovered canvas that ends above the tray', () => {
    const covered = frameSeat({ mat: chrono, flipped: true, screen: { width: 1100, height: 852 }, tray: TRAY_HEIGHT });
    const shorter = frameSeat({ mat: chrono, flipped: true, screen: { width: 1100, height: 852 - TRAY_HEIGHT }, tray: 0 });
    expect(covered).toEqual(shorter);
  });

  it('leaves out the side column and centres the mat in what is left', () => {
    const v = frameSeat({ mat: chrono, flipped: false, screen: { width: 1400, height: 900 }, tray: 0, side: { left: 0, right: 300 } });
    const r = onScreen(v, chrono);
    expect(r.right).toBeLessThanOrEqual(1100 + 1e-9);
    expect((r.left + r.right) / 2).toBeCloseTo(550);
  });

  it('a mat too large for the smallest zoom keeps the seat\'s own side in view above the tray', () => {
    const huge = { width: 20_000, height: 20_000 };
    const screen = { width: 800, height: 700 };
    for (const flipped of [false, true]) {
      const v = frameSeat({ mat: huge, flipped, screen, tray: TRAY_HEIGHT });
      expect(v.scale).toBe(MIN_SCALE);
      const edge = ownEdge(v, huge);
      expect(edge).toBeLessThanOrEqual(screen.height - TRAY_HEIGHT);
      expect(edge).toBeGreaterThan(screen.height - TRAY_HEIGHT - 40);
    }
  });

  it('never gives NaN, whatever the sizes', () => {
    const n = fc.oneof(fc.double({ min: -100, max: 5000 }), fc.constantFrom(0, Number.NaN, Number.POSITIVE_INFINITY));
    fc.assert(fc.property(n, n, n, n, n, fc.boolean(), (mw, mh, sw, sh, tray, flipped) => {
      const v = frameSeat({ mat: { width: mw, height: mh }, flipped, screen: { width: sw, height: sh }, tray });
      for (const value of [v.scale, v.x, v.y]) expect(Number.isFinite(value)).toBe(true);
      expect(v.scale).toBeGreaterThan(0);
    }), runs(100));
  });

  it('every fitting mat is shown whole inside the free part of the screen', () => {
    fc.assert(fc.property(
      fc.integer({ min: 400, max: 3000 }), fc.integer({ min: 400, max: 3000 }), fc.integer({ min: 500, max: 2500 }), fc.integer({ min: 400, max: 1400 }),
      fc.integer({ min: 0, max: 200 }), fc.boolean(),
      (mw, mh, sw, sh, tray, flipped) => {
        const mat = { width: mw, height: mh };
        const v = frameSeat({ mat, flipped, screen: { width: sw, height: sh }, tray });
        if (v.scale === MIN_SCALE) return;
        const r = onScreen(v, mat);
        expect(r.top).toBeGreaterThanOrEqual(-1e-6);
        expect(r.bottom).toBeLessThanOrEqual(sh - tray + 1e-6);
        expect(r.left).toBeGreaterThanOrEqual(-1e-6);
        expect(r.right).toBeLessThanOrEqual(sw + 1e-6);
      },
    ), runs(100));
  });
});

describe('the hand tray height', () => {
  it('is the height the tray is drawn with and the space a seated table leaves for it', () => {
    const css = (path: string) => readFileSync(resolve(import.meta.dirname, '../../../src/ui', path), 'utf8');
    expect(css('handTray.css')).toMatch(new RegExp(`\\.hand-tray \\{[^}]*height: ${TRAY_HEIGHT}px`));
    expect(css('styles.css')).toContain(`.app.seated .table-host { bottom: ${TRAY_HEIGHT}px; }`);
  });
});
