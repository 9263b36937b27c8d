// Partial drawing's maths: the part of a card sprite's texture that a world box shows. A sprite
// anchored at its centre, at (x, y), turned by `rotation`, maps a texture point l (origin at the
// texture's top left) to world point (x, y) + R(rotation)·(l − size/2); the inverse maps the
// corners of the world box back, and their bounding box, clipped to the texture and grown to whole
// texels, is what the sprite must draw. Exact for quarter turns; a superset for other angles, so
// always conservative. Pure, so it is tested without a renderer.
import type { Box } from './occlusion';

/** A rectangle in a texture's own units (origin at its top left). */
export interface Part { x: number; y: number; w: number; h: number }

/** Quarter-turn sines and cosines are made exact, so a tapped card's part has no float slivers. */
function exact(v: number): number {
  const r = Math.round(v);
  return Math.abs(v - r) < 1e-9 ? r : v;
}

/**
 * The part of a `w`×`h` texture, drawn by a centre-anchored sprite at (x, y) turned by `rotation`,
 * that lands inside `world`; grown outward to multiples of `texel`. Null when it misses the texture.
 */
export function textureSubRect(world: Box, x: number, y: number, rotation: number, w: number, h: number, texel: number): Part | null {
  const cos = exact(Math.cos(rotation));
  const sin = exact(Math.sin(rotation));
  let lx0 = Infinity, ly0 = Infinity, lx1 = -Infinity, ly1 = -Infinity;
  for (const [px, py] of [[world.x0, world.y0], [world.x1, world.y0], [world.x0, world.y1], [world.x1, world.y1]] as const) {
    const dx = px - x;
    const dy = py - y;
    // R(−rotation)·d
    const lx = cos * dx + sin * dy + w / 2;
    const ly = -sin * dx + cos * dy + h / 2;
    lx0 = Math.min(lx0, lx); lx1 = Math.max(lx1, lx);
    ly0 = Math.min(ly0, ly); ly1 = Math.max(ly1, ly);
  }
  const t = texel > 0 ? texel : 1;
  // A hair of tolerance, so a float error never adds a whole texel row.
  const x0 = Math.max(0, Math.floor(lx0 / t + 1e-6) * t);
  const y0 = Math.max(0, Math.floor(ly0 / t + 1e-6) * t);
  const x1 = Math.min(w, Math.ceil(lx1 / t - 1e-6) * t);
  const y1 = Math.min(h, Math.ceil(ly1 / t - 1e-6) * t);
  return x1 > x0 && y1 > y0 ? { x: x0, y: y0, w: x1 - x0, h: y1 - y0 } : null;
}

/** The world box a texture part covers (the inverse of textureSubRect, for a quarter turn exact). */
export function partInWorld(part: Part, x: number, y: number, rotation: number, w: number, h: number): Box {
  const cos = exact(Math.cos(rotation));
  const sin = exact(Math.sin(rotation));
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const [lx, ly] of [[part.x, part.y], [part.x + part.w, part.y], [part.x, part.y + part.h], [part.x + part.w, part.y + part.h]] as const) {
    const dx = lx - w / 2;
    const dy = ly - h / 2;
    const px = x + cos * dx - sin * dy;
    const py = y + sin * dx + cos * dy;
    x0 = Math.min(x0, px); x1 = Math.max(x1, px);
    y0 = Math.min(y0, py); y1 = Math.max(y1, py);
  }
  return { x0, y0, x1, y1 };
}

/** True when the part is the whole `w`×`h` texture. */
export function isWhole(part: Part, w: number, h: number): boolean {
  return part.x <= 0 && part.y <= 0 && part.x + part.w >= w && part.y + part.h >= h;
}
