// Whether the toolbar folds its right-hand buttons into the "…" menu: decided by whether they fit
// in one row at their natural widths, not by a fixed screen width, so a language or a font with
// longer labels folds sooner and one with shorter labels keeps every button in the bar.
import { useLayoutEffect, useState, type RefObject } from 'react';

/** The bar's class that folds it (smallScreens.css). */
export const FOLDED_CLASS = 'folded';
/** Lays the bar out at its natural width while it is measured (smallScreens.css). */
const MEASURING_CLASS = 'measuring';

/** Folds when the unfolded row needs more than the width it has; whole px, so rounding never flips it. */
export function needsFold(naturalWidth: number, availableWidth: number): boolean {
  return Math.ceil(naturalWidth) > Math.floor(availableWidth);
}

/**
 * Lays the bar out unfolded at its natural width, reads it, and puts its classes back, all in one
 * synchronous turn, so the browser never paints the measuring layout.
 */
export function measureFold(bar: HTMLElement): boolean {
  const available = bar.parentElement?.clientWidth ?? window.innerWidth;
  const wasFolded = bar.classList.contains(FOLDED_CLASS);
  bar.classList.remove(FOLDED_CLASS);
  bar.classList.add(MEASURING_CLASS);
  const natural = bar.getBoundingClientRect().width;
  bar.classList.remove(MEASURING_CLASS);
  if (wasFolded) bar.classList.add(FOLDED_CLASS);
  return needsFold(natural, available);
}

/**
 * The bar's fold, measured before the first paint and again whenever `contentKey` (what sets its
 * labels: the language, which buttons show) changes; then whenever its text changes otherwise
 * (strings that arrive late), the page is resized, or a web font arrives (the Japanese font's
 * glyphs come in chunks, after the first paint, and widen the labels).
 */
export function useToolbarFold(bar: RefObject<HTMLElement | null>, contentKey: string): boolean {
  const [folded, setFolded] = useState(false);
  useLayoutEffect(() => {
    const el = bar.current;
    if (el) setFolded(measureFold(el));
  }, [bar, contentKey]);
  useLayoutEffect(() => {
    const el = bar.current;
    if (!el) return;
    const update = () => setFolded(measureFold(el));
    const resized = new ResizeObserver(update);
    if (el.parentElement) resized.observe(el.parentElement);
    const edited = new MutationObserver(update);
    edited.observe(el, { subtree: true, childList: true, characterData: true });
    document.fonts?.addEventListener('loadingdone', update);
    return () => {
      resized.disconnect();
      edited.disconnect();
      document.fonts?.removeEventListener('loadingdone', update);
    };
  }, [bar]);
  return folded;
}
