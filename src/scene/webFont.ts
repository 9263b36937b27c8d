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
  addEventListener(type: 'loadingdone', listener: (event: Event) => void): void;
}

function fontSet(): FontSetLike | null {
  if (typeof document === 'undefined') return null;
  const fonts = (document as { fonts?: FontSetLike }).fonts;
  return fonts && typeof fonts.load === 'function' ? fonts : null;
}

const fontSpec = (weight: FontWeight) => `${weight} 16px "${WEB_FONT}"`;

let version = 0;
let listening = false;
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

function bump(): void {
  settleTimer = null;
  // Pixi caches font metrics (ascent, descent) per font string: measured with the fallback until now.
  CanvasTextMetrics.clearMetrics();
  if (!drawnSinceBump) return;
  drawnSinceBump = false;
  version++;
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
  const key = `${weight}|${text}`;
  if (requested.has(key)) return;
  requested.add(key);
  fonts.load(fontSpec(weight), text).catch(() => undefined);
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
