import { describe, expect, it } from 'vitest';
import { frameSeat, worldToScreen } from '../../../src/scene/viewport';

const mat = { width: 1700, height: 1300 };
const screen = { width: 1440, height: 852 };

/** The mat's rectangle on screen for a view. */
function matBox(v: ReturnType<typeof frameSeat>) {
  const a = worldToScreen(v, 0, 0);
  const b = worldToScreen(v, mat.width, mat.height);
  return { left: Math.min(a.x, b.x), right: Math.max(a.x, b.x), top: Math.min(a.y, b.y), bottom: Math.max(a.y, b.y) };
}

describe('framing around docked panels', () => {
  it('keeps the whole mat inside what the docks and the tray leave free, for both seats', () => {
    for (const flipped of [false, true]) {
      const v = frameSeat({ mat, flipped, screen, tray: 160, top: 50, side: { left: 310, right: 254 } });
      const box = matBox(v);
      expect(box.left).toBeGreaterThanOrEqual(310 - 1e-6);
      expect(box.right).toBeLessThanOrEqual(1440 - 254 + 1e-6);
      expect(box.top).toBeGreaterThanOrEqual(50 - 1e-6);
      expect(box.bottom).toBeLessThanOrEqual(852 - 160 + 1e-6);
    }
  });

  it('a top inset moves the mat down and a nonsensical one is ignored', () => {
    const without = frameSeat({ mat, flipped: false, screen, tray: 0 });
    const withTop = frameSeat({ mat, flipped: false, screen, tray: 0, top: 100 });
    expect(withTop.scale).toBeLessThan(without.scale);
    expect(matBox(withTop).top).toBeGreaterThanOrEqual(100);
    const silly = frameSeat({ mat, flipped: false, screen, tray: 0, top: Number.NaN });
    expect(silly).toEqual(without);
    expect(frameSeat({ mat, flipped: false, screen, tray: 0, top: 5000 })).toEqual({ scale: 1, x: 0, y: 5000, flipped: false });
  });
});
