import { describe, expect, it } from 'vitest';
import { MAX_SCALE, MIN_SCALE, fitRect, screenToWorld, worldToScreen, zoomAt } from '../../../src/scene/viewport';

describe('viewport', () => {
  it('converts between screen and world both ways', () => {
    const v = { scale: 0.5, x: 100, y: -40 };
    const s = worldToScreen(v, 300, 200);
    expect(screenToWorld(v, s.x, s.y)).toEqual({ x: 300, y: 200 });
  });

  it('keeps the world point under the pointer fixed while zooming, within limits', () => {
    const v = { scale: 1, x: 0, y: 0 };
    const before = screenToWorld(v, 400, 300);
    const zoomed = zoomAt(v, 2, 400, 300);
    const after = screenToWorld(zoomed, 400, 300);
    expect(after.x).toBeCloseTo(before.x);
    expect(after.y).toBeCloseTo(before.y);
    expect(zoomAt(v, 1000, 0, 0).scale).toBe(MAX_SCALE);
    expect(zoomAt(v, 0.0001, 0, 0).scale).toBe(MIN_SCALE);
  });

  it('fits the mat inside the screen, centred', () => {
    const v = fitRect(1700, 1300, 1000, 800, 0);
    expect(1700 * v.scale).toBeLessThanOrEqual(1000 + 1e-9);
    expect(1300 * v.scale).toBeLessThanOrEqual(800 + 1e-9);
    expect(v.x * 2 + 1700 * v.scale).toBeCloseTo(1000);
  });
});
