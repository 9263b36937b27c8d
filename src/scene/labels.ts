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

/** A label in a narrow zone may go this small on screen rather than break inside a word (CSS px): the table's legibility floor. */
export const TIGHT_LABEL_PX = 11;

/**
 * The pieces a label may break between: words (a slash stays with the word before it), and in
 * Japanese the words Intl.Segmenter finds, so 「使用前エナジー」 breaks as 使用前/エナジー, never
 * エナジ/ー. Joining the pieces gives the text back.
 */
export function labelPieces(text: string, lang: string): string[] {
  const pieces: string[] = [];
  const segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(lang, { granularity: 'word' }) : null;
  const parts = segmenter ? [...segmenter.segment(text)].map((s) => s.segment) : text.split(/(?<=[\s/])/);
  for (const part of parts) {
    const last = pieces.length - 1;
    // Spaces, punctuation and numbers ride with the piece before them ("area 4", 「エリア4」):
    // a line never starts with one.
    // The segmenter's dictionary cuts some words of a mat (トーク|ン, 捨|て): a katakana run stays
    // whole, and kana after a word's kanji stay with it.
    const prev = pieces[last] ?? '';
    const joins = /^[\s/・、。)）」』ー0-9０-９]+$/u.test(part)
      || (/[\p{Script=Katakana}ー]$/u.test(prev) && /^[\p{Script=Katakana}ー]/u.test(part))
      || /^\p{Script=Hiragana}/u.test(part);
    if (last >= 0 && joins) pieces[last] += part;
    else pieces.push(part);
  }
  return pieces;
}

/**
 * Lines of at most `maxWidth` (as `measure` tells), broken only between pieces; a piece wider
 * than the line stands on its own (the renderer then breaks it, the last resort).
 */
export function wrapPieces(pieces: readonly string[], maxWidth: number, measure: (text: string) => number): string {
  const lines: string[] = [];
  let line = '';
  for (const piece of pieces) {
    const next = line + piece;
    if (line !== '' && measure(next.trimEnd()) > maxWidth) {
      lines.push(line.trimEnd());
      line = piece.trimStart();
    } else line = next;
  }
  if (line !== '') lines.push(line.trimEnd());
  return lines.join('\n');
}

/**
 * The label's scale in a zone: fittedLabelScale, made smaller (down to TIGHT_LABEL_PX on screen)
 * when the longest piece would not fit the zone's width at it.
 */
export function wordFitScale(viewScale: number, zoneWidth: number, longestPiece: number): number {
  const k = fittedLabelScale(viewScale, zoneWidth);
  if (!(longestPiece > 0) || !Number.isFinite(zoneWidth)) return k;
  const fits = (zoneWidth - LABEL_INSET) / longestPiece;
  if (fits >= k) return k;
  const floor = Number.isFinite(viewScale) && viewScale > 0 ? TIGHT_LABEL_PX / (LABEL_FONT * viewScale) : k;
  return Math.min(k, Math.max(fits, floor));
}

/** A label's own text (as React set it), its pieces and the lines last made of them. */
interface LabelText {
  original: string;
  pieces: string[];
  wrapped: string;
  /** The widest piece, measured once (a new font remounts the labels, so a new entry). */
  longest: number | null;
}
const labelTexts = new WeakMap<Text, LabelText>();

function labelTextOf(label: Text, lang: string): LabelText {
  const known = labelTexts.get(label);
  // React sets the text again on a change of language or set: anything but our own lines is new.
  if (known && (label.text === known.wrapped || label.text === known.original)) return known;
  const entry: LabelText = { original: label.text, pieces: labelPieces(label.text, lang), wrapped: '', longest: null };
  labelTexts.set(label, entry);
  return entry;
}

/**
 * Scales every label in the layer for this zoom; a label wider than its zone wraps inside it,
 * between words, instead of running over its neighbours. `zoneWidths[i]` is the width of child
 * i's zone; `measureLabel` is the renderer's text measure (the scene passes PixiJS's). Returns the
 * smallest label size on screen (CSS px) among the labels shown.
 */
export type MeasureLabel = (text: string, label: Text) => number;

export function scaleLabels(layer: Container | null, viewScale: number, zoneWidths: readonly number[] = [], lang = 'ja', measureLabel: MeasureLabel = () => 0): number {
  if (!layer) return 0;
  let smallest = Infinity;
  layer.children.forEach((child, i) => {
    const zoneWidth = zoneWidths[i];
    const label = 'style' in child ? (child as Text) : null;
    const source = label && zoneWidth !== undefined ? labelTextOf(label, lang) : null;
    const measure = (text: string) => (label ? measureLabel(text, label) : 0);
    // Every commit of the scene scales the labels: the pieces are measured only the first time.
    if (source && source.longest === null) source.longest = Math.max(0, ...source.pieces.map((p) => measure(p.trim())));
    const longest = source?.longest ?? 0;
    const k = zoneWidth === undefined ? labelScale(viewScale) : wordFitScale(viewScale, zoneWidth, longest);
    child.scale.set(k);
    const px = LABEL_FONT * viewScale * k;
    child.visible = px >= MIN_SHOWN_PX;
    if (child.visible) smallest = Math.min(smallest, px);
    if (!label || !source || zoneWidth === undefined) return;
    const width = wrapWidth(zoneWidth, k);
    // Wrapping draws the text again: only when the width changes noticeably.
    const style = label.style;
    if (style.wordWrap && Math.abs(style.wordWrapWidth - 1 - width) < 2 && label.text === source.wrapped) return;
    source.wrapped = wrapPieces(source.pieces, width, measure);
    label.text = source.wrapped;
    style.wordWrap = true;
    style.breakWords = true;
    style.wordWrapWidth = width + 1; // our lines already fit: the renderer breaks only an overlong word
  });
  return Number.isFinite(smallest) ? smallest : labelPx(viewScale);
}
