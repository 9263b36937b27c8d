// The camera over the table: a scale, an offset, and a half turn for the far seat, so that each
// player sees their own side of the mat at the bottom of the screen.
// screen = offset + turn(world * scale), where turn negates both axes when `flipped`.
export interface Viewport { scale: number; x: number; y: number; flipped: boolean }

export const MIN_SCALE = 0.15;
export const MAX_SCALE = 4;

const sign = (v: Viewport) => (v.flipped ? -1 : 1);

export function screenToWorld(v: Viewport, sx: number, sy: number): { x: number; y: number } {
  return { x: (sign(v) * (sx - v.x)) / v.scale, y: (sign(v) * (sy - v.y)) / v.scale };
}

export function worldToScreen(v: Viewport, wx: number, wy: number): { x: number; y: number } {
  return { x: v.x + sign(v) * wx * v.scale, y: v.y + sign(v) * wy * v.scale };
}

/** Zooms by a factor keeping the world point under (sx, sy) fixed. */
export function zoomAt(v: Viewport, factor: number, sx: number, sy: number): Viewport {
  const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, v.scale * factor));
  const k = scale / v.scale;
  return { ...v, scale, x: sx - (sx - v.x) * k, y: sy - (sy - v.y) * k };
}

/** Fits a world rectangle (from the origin) into the screen with a margin, centred. */
export function fitRect(width: number, height: number, screenW: number, screenH: number, flipped = false, margin = 16): Viewport {
  const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, Math.min((screenW - 2 * margin) / width, (screenH - 2 * margin) / height)));
  const s = flipped ? -1 : 1;
  // Put the rectangle's centre at the screen's centre.
  return { scale, flipped, x: screenW / 2 - s * (width / 2) * scale, y: screenH / 2 - s * (height / 2) * scale };
}
