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

/** Screen pixels along each edge of the canvas hidden under the page around it. */
export interface Insets { top: number; right: number; bottom: number; left: number }

export interface FrameInput {
  mat: { width: number; height: number };
  /** The far seat (p2) sees the table turned: its own side, the mat's top, at the bottom of the screen. */
  flipped: boolean;
  /** The canvas, in CSS pixels. */
  screen: { width: number; height: number };
  /** Pixels along the canvas's bottom edge under the hand tray (0 when the canvas ends above it). */
  tray: number;
  /** Pixels along the canvas's left and right edges under side columns. */
  side?: { left: number; right: number };
  /** Pixels along the canvas's top edge under panels docked there (the phase bar's strip). */
  top?: number;
  margin?: number;
}

const size = (n: number) => (Number.isFinite(n) && n > 0 ? n : 0);

/**
 * The view a seat gets after a new game or "Fit": the whole mat inside the part of the canvas that
 * is not covered (hand tray, side columns), centred there. A mat too big even at the smallest zoom
 * keeps the seat's own side (base, HP, hand) in view: its edge sits at the bottom of that part.
 */
export function frameSeat({ mat, flipped, screen, tray, side, top: topInset, margin = 16 }: FrameInput): Viewport {
  const left = size(side?.left ?? 0);
  const top = size(topInset ?? 0);
  const width = Math.max(0, size(screen.width) - left - size(side?.right ?? 0));
  const height = Math.max(0, size(screen.height) - size(tray) - top);
  const matW = size(mat.width);
  const matH = size(mat.height);
  // Nothing to frame, or nowhere to show it: an identity view, never NaN.
  if (matW === 0 || matH === 0 || width === 0 || height === 0) return { scale: 1, x: left, y: top, flipped };
  const pad = Math.min(margin, width / 4, height / 4);
  const fit = Math.min((width - 2 * pad) / matW, (height - 2 * pad) / matH);
  const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, fit));
  const s = flipped ? -1 : 1;
  const x = left + width / 2 - s * (matW / 2) * scale;
  if (matH * scale <= height - 2 * pad + 1e-9) return { scale, flipped, x, y: top + height / 2 - s * (matH / 2) * scale };
  // The own edge of the mat (its bottom for p1, its top for p2, turned) at the bottom of the free part.
  return { scale, flipped, x, y: top + (flipped ? height - pad : height - pad - matH * scale) };
}

/** Fits a world rectangle (from the origin) into an uncovered screen with a margin, centred. */
export function fitRect(width: number, height: number, screenW: number, screenH: number, flipped = false, margin = 16): Viewport {
  return frameSeat({ mat: { width, height }, flipped, screen: { width: screenW, height: screenH }, tray: 0, margin });
}
