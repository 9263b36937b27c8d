// What is drawn over the objects: selection outlines, the lift shadow of dragged objects, the
// snap target, the marquee, and the arrow being drawn (right-drag).
import type { Graphics } from 'pixi.js';
import type { Rect } from '../table/geometry';
import { SELECT_COLOR, SNAP_COLOR } from './palette';
import { drawArrow } from './PointerLayer';

export interface OverlayState {
  selected: Rect[];
  shadows: Rect[];
  snap: Rect | null;
  marquee: Rect | null;
  scale: number;
  /** The arrow a right-drag is drawing, in this browser's colour. */
  arrow?: ArrowPaint | null;
}

export interface ArrowPaint { from: { x: number; y: number }; to: { x: number; y: number }; color?: number }

export function drawShadows(g: Graphics, shadows: Rect[]): void {
  g.clear();
  for (const r of shadows) g.roundRect(r.x + 7, r.y + 10, r.w, r.h, 10).fill({ color: 0x000000, alpha: 0.35 });
}

export function drawOverlay(g: Graphics, state: OverlayState): void {
  g.clear();
  const line = 2.5 / state.scale;
  for (const r of state.selected) {
    g.roundRect(r.x - 3, r.y - 3, r.w + 6, r.h + 6, 9).stroke({ width: line, color: SELECT_COLOR });
  }
  if (state.snap) {
    const r = state.snap;
    g.roundRect(r.x - 4, r.y - 4, r.w + 8, r.h + 8, 10)
      .fill({ color: SNAP_COLOR, alpha: 0.12 })
      .stroke({ width: line * 1.4, color: SNAP_COLOR });
  }
  if (state.marquee) {
    const r = state.marquee;
    g.rect(r.x, r.y, r.w, r.h).fill({ color: 0x9fd3ff, alpha: 0.12 }).stroke({ width: line, color: 0x9fd3ff });
  }
  if (state.arrow) drawArrow(g, state.arrow.from, state.arrow.to, state.arrow.color ?? SELECT_COLOR, 0.8);
}
