// Zone labels stay readable however far the table is zoomed out: below a minimum size on screen
// they are scaled up against the zoom (cheap: the text is not rasterised again).
import type { Container, Text } from 'pixi.js';

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

/** A label smaller than this on screen is noise, not text: it is left out until the player zooms in. */
export const MIN_SHOWN_PX = 7;

/**
 * The scale for a label in a zone this wide: labelScale, but never so large that fewer than three
 * glyphs fit on a line of the zone (on a phone the mat is small: scaled up to 12 px, a label would
 * wrap letter by letter down past its zone).
 */
const GLYPHS_PER_LINE = 3;

export function fittedLabelScale(viewScale: number, zoneWidth: number): number {
  const fit = Number.isFinite(zoneWidth) ? (zoneWidth - LABEL_INSET) / (GLYPHS_PER_LINE * LABEL_FONT) : Infinity;
  return Math.max(1, Math.min(labelScale(viewScale), fit));
}

/** Room a label leaves inside its zone (table units, at zoom 1). */
const LABEL_INSET = 14;

/** The width a label may take before it wraps, in its own (unscaled) units: its zone's width. */
export function wrapWidth(zoneWidth: number, scale: number): number {
  return Math.max(LABEL_FONT, (zoneWidth - LABEL_INSET) / scale);
}

/**
 * Scales every label in the layer for this zoom; a label made wider than its zone wraps inside it
 * instead of running over its neighbours. `zoneWidths[i]` is the width of child i's zone.
 */
export function scaleLabels(layer: Container | null, viewScale: number, zoneWidths: readonly number[] = []): void {
  if (!layer) return;
  layer.children.forEach((label, i) => {
    const zoneWidth = zoneWidths[i];
    const k = zoneWidth === undefined ? labelScale(viewScale) : fittedLabelScale(viewScale, zoneWidth);
    label.scale.set(k);
    label.visible = LABEL_FONT * viewScale * k >= MIN_SHOWN_PX;
    if (!('style' in label) || zoneWidth === undefined) return;
    const width = wrapWidth(zoneWidth, k);
    // Wrapping draws the text again: only when the width changes noticeably.
    const style = (label as Text).style;
    if (style.wordWrap && Math.abs(style.wordWrapWidth - width) < 2) return;
    style.wordWrap = true;
    style.breakWords = true;
    style.wordWrapWidth = width;
  });
}
