// The Japanese web font on the canvas. The DOM waits for a web font by itself (font-display: swap);
// canvas text is drawn once, with whatever font is there at that moment. So the scene asks for the
// glyphs it draws (the font comes in unicode-range chunks: only the chunks a page uses load) and
// draws its text again when web-font chunks arrive.
import { CanvasTextMetrics } from 'pixi.js';

/** The family @fontsource/noto-sans-jp declares (the CSS is imported by the entry). */
export const WEB_FONT = 'Noto Sans JP';
export type FontWeight = '400' | '700';

/** Kana, a kanji and Latin: the chunks nearly every table needs, waited for before the first draw. */
const FIRST_GLYPHS = 'あいうアイウ札場山手札0Aa';
/** How long the first draw waits for them at most (a slow network draws with the fallback, then again). */
const FIRST_WAIT_MS = 1500;
/** Chunks arriving together cause one redraw. */
const SETTLE_MS = 40;

interface FontSetLike {
  load(font: string, text?: string): Promise<unknown>;
  check?(font: string, text?: string): boolean;
  addEventListener(type: 'loadingdone', listener: (event: Event) => void): void;
}

function fontSet(): FontSetLike | null {
  if (typeof document === 'undefined') return null;
  const fonts = (document as { fonts?: FontSetLike }).fonts;
  return fonts && typeof fonts.load === 'function' ? fonts : null;
}

const fontSpec = (weight: FontWeight) => `${weight} 16px "${WEB_FONT}"`;

let version = 0;
/** Bumped with `version` when Pixi's cached font metrics changed too: every text is drawn again. */
let metricsVersion = 0;
let metricsDirty = false;
let listening = false;
/** Set while a texture's text is made (drawnWithGlyphs): whether a text lacked loaded glyphs. */
let drawing: { missing: boolean } | null = null;
let settleTimer: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<() => void>();
const requested = new Set<string>();
/** Whether any canvas text was drawn since the last bump (else arriving chunks need no redraw). */
let drawnSinceBump = false;

/** Whether a loadingdone event carries faces of the web font. */
function isWebFontEvent(event: Event): boolean {
  const faces = (event as { fontfaces?: ReadonlyArray<{ family: string }> }).fontfaces ?? [];
  return faces.some((face) => face.family.replace(/["']/g, '') === WEB_FONT);
}

type MetricsCache = Record<string, { ascent: number; descent: number; fontSize: number }>;

/**
 * Pixi caches font metrics (ascent, descent) per font string, measured with whatever glyphs were
 * there: dropped, and whether any reads differently now. Its cache is private in its types
 * (pixi.js is pinned); without it, the answer is "changed" and every text is drawn again.
 */
function metricsChangedOnClear(): boolean {
  const cache = (CanvasTextMetrics as unknown as { _fonts?: unknown })._fonts;
  const before = cache && typeof cache === 'object' ? { ...(cache as MetricsCache) } : null;
  CanvasTextMetrics.clearMetrics();
  if (!before || typeof CanvasTextMetrics.measureFont !== 'function') return true;
  return Object.entries(before).some(([font, old]) => {
    const now = CanvasTextMetrics.measureFont(font);
    return now.ascent !== old.ascent || now.descent !== old.descent || now.fontSize !== old.fontSize;
  });
}

function bump(): void {
  settleTimer = null;
  if (metricsChangedOnClear()) metricsDirty = true;
  if (!drawnSinceBump) return;
  drawnSinceBump = false;
  version++;
  if (metricsDirty) metricsVersion++;
  metricsDirty = false;
  for (const listener of listeners) listener();
}

function listen(fonts: FontSetLike): void {
  if (listening) return;
  listening = true;
  fonts.addEventListener('loadingdone', (event) => {
    if (!isWebFontEvent(event) || settleTimer !== null) return;
    settleTimer = setTimeout(bump, SETTLE_MS);
  });
}

/**
 * Asks the browser for the web-font chunks holding these characters. Idempotent and cheap: a text
 * asked for before is not asked again; chunks already loaded load nothing (and cause no redraw).
 */
export function requestGlyphs(text: string, weight: FontWeight = '400'): void {
  const fonts = fontSet();
  if (!fonts || !text) return;
  listen(fonts);
  drawnSinceBump = true;
  if (drawing && !drawing.missing && !hasGlyphs(fonts, weight, text)) drawing.missing = true;
  const key = `${weight}|${text}`;
  if (requested.has(key)) return;
  requested.add(key);
  fonts.load(fontSpec(weight), text).catch(() => undefined);
}

function hasGlyphs(fonts: FontSetLike, weight: FontWeight, text: string): boolean {
  try {
    return fonts.check?.(fontSpec(weight), text) ?? false;
  } catch {
    return false;
  }
}

/**
 * Makes a texture's content (draw asks for its glyphs), and tells whether every glyph it asked for
 * was loaded: such a texture needs no redraw when more web-font chunks arrive.
 */
export function drawnWithGlyphs<T>(draw: () => T): { value: T; complete: boolean } {
  const outer = drawing;
  const mine = { missing: false };
  drawing = mine;
  try {
    return { value: draw(), complete: !mine.missing };
  } finally {
    drawing = outer;
    if (outer && mine.missing) outer.missing = true;
  }
}

/**
 * Null when every text's glyphs are loaded (or cannot be told); else asks for the missing ones and
 * resolves when they are in (or failed to load). Nothing is drawn, so no redraw follows.
 */
export function glyphsLoaded(texts: readonly (readonly [string, FontWeight])[]): Promise<void> | null {
  const fonts = fontSet();
  if (!fonts?.check) return null;
  const missing = texts.filter(([text, weight]) => text !== '' && !hasGlyphs(fonts, weight, text));
  if (missing.length === 0) return null;
  listen(fonts);
  return Promise.all(missing.map(([text, weight]) => {
    requested.add(`${weight}|${text}`);
    return fonts.load(fontSpec(weight), text).catch(() => undefined);
  })).then(() => undefined);
}

/** The text itself, its glyphs asked for: for text drawn by the scene (it redraws when they arrive). */
export function withGlyphs(text: string, weight: FontWeight = '400'): string {
  requestGlyphs(text, weight);
  return text;
}

/** Bumped each time web-font chunks arrive: the canvas text drawn before may lack their glyphs. */
export function webFontVersion(): number {
  return version;
}

/** Whether web-font chunks have arrived and their redraw is still to come (within SETTLE_MS). */
export function webFontSettling(): boolean {
  return settleTimer !== null;
}

/** Bumped with webFontVersion when the font metrics changed as well: then no drawn text may stay. */
export function fontMetricsVersion(): number {
  return metricsVersion;
}

/** Calls `listener` after each bump of the web-font version; returns the unsubscribe. */
export function subscribeWebFont(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

let firstGlyphs: Promise<void> | null = null;

/** Resolves when the common chunks are in, or after FIRST_WAIT_MS, whichever comes first; never rejects. */
export function firstGlyphsReady(): Promise<void> {
  if (firstGlyphs) return firstGlyphs;
  const fonts = fontSet();
  if (!fonts) return (firstGlyphs = Promise.resolve());
  listen(fonts);
  const loads = (['400', '700'] as const).map((weight) => {
    requested.add(`${weight}|${FIRST_GLYPHS}`);
    return fonts.load(fontSpec(weight), FIRST_GLYPHS).catch(() => undefined);
  });
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, FIRST_WAIT_MS));
  firstGlyphs = Promise.race([Promise.all(loads).then(() => undefined), timeout]);
  return firstGlyphs;
}
