import { describe, expect, it } from 'vitest';
import { LONG_PRESS_MS, MOUSE_SLOP, TOUCH_SLOP, isLongPress, movedBeyond, pinchViewport, pressSlop } from '../../../src/scene/touchGesture';
import { MAX_SCALE, screenToWorld } from '../../../src/scene/viewport';

describe('long press', () => {
  it('gives a finger more slop than a mouse', () => {
    expect(pressSlop('touch')).toBe(TOUCH_SLOP);
    expect(pressSlop('mouse')).toBe(MOUSE_SLOP);
    expect(pressSlop('pen')).toBe(MOUSE_SLOP);
    expect(TOUCH_SLOP).toBe(8);
  });

  it('keeps a wobble of under 8 px a press, and more a drag', () => {
    const start = { x: 100, y: 100 };
    expect(movedBeyond(start, { x: 105, y: 105 }, TOUCH_SLOP)).toBe(false); // 7.07 px
    expect(movedBeyond(start, { x: 106, y: 106 }, TOUCH_SLOP)).toBe(true); // 8.49 px
    expect(movedBeyond(start, { x: 105, y: 100 }, MOUSE_SLOP)).toBe(true);
    expect(movedBeyond(start, { x: Number.NaN, y: 100 }, TOUCH_SLOP)).toBe(false);
  });

  it('opens the menu only after 500 ms held still', () => {
    expect(LONG_PRESS_MS).toBe(500);
    expect(isLongPress(499, false)).toBe(false);
    expect(isLongPress(500, false)).toBe(true);
    expect(isLongPress(900, true)).toBe(false);
    expect(isLongPress(Number.NaN, false)).toBe(false);
  });
});

describe('pinch', () => {
  const viewport = { scale: 1, x: 50, y: 20, flipped: false };

  it('zooms by the change in finger distance about their midpoint', () => {
    for (const flipped of [false, true]) {
      const v = { ...viewport, flipped };
      const start = { a: { x: 300, y: 400 }, b: { x: 500, y: 400 }, viewport: v };
      const mid = screenToWorld(v, 400, 400);
      const next = pinchViewport(start, { x: 200, y: 400 }, { x: 600, y: 400 });
      expect(next.scale).toBeCloseTo(2);
      expect(next.flipped).toBe(flipped);
      const after = screenToWorld(next, 400, 400);
      expect(after.x).toBeCloseTo(mid.x);
      expect(after.y).toBeCloseTo(mid.y);
    }
  });

  it('pans with the midpoint when the fingers move together', () => {
    const start = { a: { x: 300, y: 400 }, b: { x: 500, y: 400 }, viewport };
    const next = pinchViewport(start, { x: 330, y: 360 }, { x: 530, y: 360 });
    expect(next).toEqual({ ...viewport, x: 80, y: -20 });
  });

  it('keeps the world point under the moving midpoint', () => {
    const start = { a: { x: 300, y: 400 }, b: { x: 500, y: 400 }, viewport };
    const mid = screenToWorld(viewport, 400, 400);
    const next = pinchViewport(start, { x: 310, y: 300 }, { x: 410, y: 300 });
    expect(next.scale).toBeCloseTo(0.5);
    const after = screenToWorld(next, 360, 300);
    expect(after.x).toBeCloseTo(mid.x);
    expect(after.y).toBeCloseTo(mid.y);
  });

  it('stays within the zoom limits and ignores degenerate fingers', () => {
    const start = { a: { x: 400, y: 400 }, b: { x: 401, y: 400 }, viewport };
    expect(pinchViewport(start, { x: 0, y: 0 }, { x: 2000, y: 0 }).scale).toBe(MAX_SCALE);
    const same = { a: { x: 400, y: 400 }, b: { x: 400, y: 400 }, viewport };
    expect(pinchViewport(same, { x: 0, y: 0 }, { x: 100, y: 0 })).toBe(viewport);
    expect(pinchViewport(start, { x: Number.NaN, y: 0 }, { x: 100, y: 0 })).toBe(viewport);
  });
});
