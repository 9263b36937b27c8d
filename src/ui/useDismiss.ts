// A popup (a menu, an overflow list) closes on a press outside it or on Escape. `inside` lists the
// elements that count as the popup (its toggle button too, so pressing it does not close and reopen).
import { useEffect, useRef, type RefObject } from 'react';

export function useDismiss(inside: readonly RefObject<Element | null>[], onClose: () => void, active = true): void {
  const latest = useRef({ inside, onClose });
  latest.current = { inside, onClose };
  useEffect(() => {
    if (!active) return;
    const outside = (e: Event) => {
      const at = e.target instanceof Node ? e.target : null;
      if (!latest.current.inside.some((ref) => ref.current?.contains(at))) latest.current.onClose();
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && latest.current.onClose();
    window.addEventListener('pointerdown', outside, true);
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('pointerdown', outside, true);
      window.removeEventListener('keydown', onKey);
    };
  }, [active]);
}
