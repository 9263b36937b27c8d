// The camera over the table: a scale and an offset, screen = world * scale + offset.
export interface Viewport { scale: number; x: number; y: number }

export const MIN_SCALE = 0.15;
export const MAX_SCALE = 4;

export function screenToWorld(v: Viewport, sx: number, sy: number): { x: number; y: number } {
  return { x: (sx - v.x) / v.scale, y: (sy - v.y) / v.scale };
}

export function worldToScreen(v: Viewport, wx: number, wy: number): { x: number; y: number } {
  return { x: wx * v.scale + v.x, y: wy * v.scale + v.y };
}

/** Zooms by a factor keeping the world point under (sx, sy) fixed. */
export function zoomAt(v: Viewport, factor: number, sx: number, sy: number): Viewport {
  const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, v.scale * factor));
  const k = scale / v.scale;
  return { scale, x: sx - (sx - v.x) * k, y: sy - (sy - v.y) * k };
}

/** Fits a world rectangle into the screen with a margin. */
export function fitRect(width: number, height: number, screenW: number, screenH: number, margin = 16): Viewport {
  const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, Math.min((screenW - 2 * margin) / width, (screenH - 2 * margin) / height)));
  return { scale, x: (screenW - width * scale) / 2, y: (screenH - height * scale) / 2 };
}
