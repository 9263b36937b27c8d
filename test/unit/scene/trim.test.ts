import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWhole, partInWorld, textureSubRect } from '../../../src/scene/trim';
import type { Box } from '../../../src/scene/occlusion';
import { runs } from '../../propertyRuns';

const W = 120;
const H = 168;
const box = (x0: number, y0: number, x1: number, y1: number): Box => ({ x0, y0, x1, y1 });

describe('the part of a card face a world box shows', () => {
  it('upright: the box less the card centre, in texture units from the top left', () => {
    // Card at (500, 400): its face spans 440..560 × 316..484.
    expect(textureSubRect(box(440, 316, 500, 400), 500, 400, 0, W, H, 1 / 3)).toEqual({ x: 0, y: 0, w: 60, h: 84 });
    expect(textureSubRect(box(530, 450, 600, 600), 500, 400, 0, W, H, 1 / 3)).toEqual({ x: 90, y: 134, w: 30, h: 34 });
  });

  it('grows to whole texels and stays inside the texture', () => {
    const part = textureSubRect(box(450.1, 300, 460.2, 500), 500, 400, 0, W, H, 1 / 3);
    expect(part?.x).toBeCloseTo(10);
    expect(part?.w).toBeCloseTo(10 + 1 / 3);
    expect(part?.y).toBe(0);
    expect(part?.h).toBe(H);
    expect(textureSubRect(box(0, 0, 100, 100), 500, 400, 0, W, H, 1 / 3)).toBeNull();
  });

  it('turned a quarter (tapped) or a half (the far seat), the world box maps to the turned texture', () => {
    // A quarter turn clockwise on screen: the texture's top edge lies along the right side.
    // The world's left half of the tapped card (x 416..500) is the texture's bottom half.
    const tapped = textureSubRect(box(416, 340, 500, 460), 500, 400, Math.PI / 2, W, H, 1 / 3);
    expect(tapped).toEqual({ x: 0, y: 84, w: 120, h: 84 });
    // Half turned: the world's top-left quarter is the texture's bottom-right one.
    expect(textureSubRect(box(440, 316, 500, 400), 500, 400, Math.PI, W, H, 1 / 3)).toEqual({ x: 60, y: 84, w: 60, h: 84 });
  });

  it('maps back to the same world box (property), for every quarter turn', () => {
    const turn = fc.integer({ min: -4, max: 4 }).map((q) => (q * Math.PI) / 2);
    const texel = 1 / 3;
    fc.assert(fc.property(turn, fc.integer({ min: 0, max: 359 }), fc.integer({ min: 0, max: 503 }), fc.integer({ min: 1, max: 360 }), fc.integer({ min: 1, max: 504 }), (rotation, tx, ty, tw, th) => {
      // A part on whole texels, within the texture.
      const part = { x: tx * texel, y: ty * texel, w: Math.min(tw, 360 - tx) * texel, h: Math.min(th, 504 - ty) * texel };
      const world = partInWorld(part, 300, 200, rotation, W, H);
      const back = textureSubRect(world, 300, 200, rotation, W, H, texel);
      expect(back?.x).toBeCloseTo(part.x, 6);
      expect(back?.y).toBeCloseTo(part.y, 6);
      expect(back?.w).toBeCloseTo(part.w, 6);
      expect(back?.h).toBeCloseTo(part.h, 6);
    }), runs(200));
  });

  it('at any angle, every texture point landing in the world box lies in the part (property)', () => {
    const unit = fc.double({ min: 0, max: 1, noNaN: true });
    fc.assert(fc.property(fc.double({ min: -7, max: 7, noNaN: true }), unit, unit, unit, unit, fc.array(fc.tuple(unit, unit), { minLength: 10, maxLength: 10 }), (rotation, a, b, c, d, points) => {
      const world = box(300 + (a - 0.5) * 200, 200 + (b - 0.5) * 200, 300 + (a - 0.5) * 200 + c * 150, 200 + (b - 0.5) * 200 + d * 150);
      const part = textureSubRect(world, 300, 200, rotation, W, H, 1 / 3);
      for (const [u, v] of points) {
        const lx = u * W;
        const ly = v * H;
        const p = partInWorld({ x: lx, y: ly, w: 0, h: 0 }, 300, 200, rotation, W, H);
        const inWorld = p.x0 > world.x0 && p.x0 < world.x1 && p.y0 > world.y0 && p.y0 < world.y1;
        if (!inWorld) continue;
        expect(part).not.toBeNull();
        if (part) expect(lx >= part.x - 1e-9 && lx <= part.x + part.w + 1e-9 && ly >= part.y - 1e-9 && ly <= part.y + part.h + 1e-9).toBe(true);
      }
    }), runs(200));
  });

  it('knows a whole face', () => {
    expect(isWhole({ x: 0, y: 0, w: W, h: H }, W, H)).toBe(true);
    expect(isWhole({ x: 0, y: 0, w: W, h: H - 1 }, W, H)).toBe(false);
  });
});
