// Zone labels stay readable however far the table is zoomed out: below a minimum size on screen
// they are scaled up against the zoom (cheap: the text is not rasterised again).
import type { Container } from 'pixi.js';

/** The labels' font size in table units (their size at zoom 1). */
export const LABEL_FONT = 16;
/** The smallest a zone label is drawn on screen, in CSS pixels. */
export const MIN_LABEL_PX = 12;

/** The factor a label is scaled by at this zoom: 1 while it is large enough already. */
export function labelScale(viewScale: number): number {
  if (!Number.isFinite(viewScale) || viewScale <= 0) return 1;
  return Math.max(1, MIN_LABEL_PX / (LABEL_FONT * viewScale));
}

/** A label's font size on screen, in CSS pixels, at this zoom. */
export function labelPx(viewScale: number): number {
  return LABEL_FONT * (Number.isFinite(viewScale) && viewScale > 0 ? viewScale : 0) * labelScale(viewScale);
}

/** Scales every label in the layer for this zoom. */
export function scaleLabels(layer: Container | null, viewScale: number): void {
  if (!layer) return;
  const k = labelScale(viewScale);
  for (const label of layer.children) label.scale.set(k);
}
