import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_SCALE, MIN_SCALE, frameSeat, screenToWorld, worldToScreen, zoomAt } from '../../../src/scene/viewport';
import { runs } from '../../propertyRuns';

describe('viewport', () => {
  it('converts between screen and world both ways, turned or not', () => {
    fc.assert(fc.property(fc.boolean(), fc.double({ min: 0.2, max: 3, noNaN: true }), fc.integer({ min: -500, max: 500 }), fc.integer({ min: 0, max: 1700 }), (flipped, scale, off, wx) => {
      const v = { scale, x: off, y: -off, flipped };
      const s = worldToScreen(v, wx, 300);
      const w = screenToWorld(v, s.x, s.y);
      expect(w.x).toBeCloseTo(wx);
      expect(w.y).toBeCloseTo(300);
    }), runs(100));
  });

  it('keeps the world point under the pointer fixed while zooming, within limits', () => {
    for (const flipped of [false, true]) {
      const v = { scale: 1, x: 900, y: 700, flipped };
      const before = screenToWorld(v, 400, 300);
      const after = screenToWorld(zoomAt(v, 2, 400, 300), 400, 300);
      expect(after.x).toBeCloseTo(before.x);
      expect(after.y).toBeCloseTo(before.y);
      expect(zoomAt(v, 1000, 0, 0).scale).toBe(MAX_SCALE);
      expect(zoomAt(v, 0.0001, 0, 0).scale).toBe(MIN_SCALE);
    }
  });

  it('fits the mat inside the screen, centred; turned, the far corner comes first', () => {
    const v = frameSeat({ mat: { width: 1700, height: 1300 }, flipped: false, screen: { width: 1000, height: 800 }, tray: 0, margin: 0 });
    expect(1700 * v.scale).toBeLessThanOrEqual(1000 + 1e-9);
    expect(1300 * v.scale).toBeLessThanOrEqual(800 + 1e-9);
    const centre = worldToScreen(v, 850, 650);
    expect(centre.x).toBeCloseTo(500);
    expect(centre.y).toBeCloseTo(400);
    const turned = frameSeat({ mat: { width: 1700, height: 1300 }, flipped: true, screen: { width: 1000, height: 800 }, tray: 0, margin: 0 });
    const c2 = worldToScreen(turned, 850, 650);
    expect(c2.x).toBeCloseTo(500);
    // The mat's bottom edge (seat p1's side) is at the top of the screen for seat p2.
    expect(worldToScreen(turned, 850, 1300).y).toBeLessThan(worldToScreen(turned, 850, 0).y);
  });
});
