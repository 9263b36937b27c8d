// The rules panels dock in two columns over the table's edges (the game's own panel at the left; the
// phase bar, the match bar and the tallies at the right): the fit keeps the mat out from under them,
// and refits when they appear, go or change size while the player has not moved the view.
import { useEffect, type RefObject } from 'react';
import type { SceneHandle } from '../../scene/TableScene';
import type { Insets } from '../../scene/viewport';

/** The two docks App renders the rules panels into (tableLayout.css stacks them in columns). */
const DOCKS: readonly { selector: string; edge: 'left' | 'right' }[] = [
  { selector: '.dock-left', edge: 'left' },
  { selector: '.dock-right', edge: 'right' },
];

/** Room left between a panel and the mat. */
const GAP = 6;

export interface Box { left: number; top: number; right: number; bottom: number; width: number; height: number }

/** Insets of the area covered by docked panels (boxes in client px). */
export function insetsOf(area: Box, panels: readonly { edge: 'top' | 'left' | 'right'; box: Box }[]): Insets {
  const out: Insets = { top: 0, right: 0, bottom: 0, left: 0 };
  for (const { edge, box } of panels) {
    if (!(box.width > 0 && box.height > 0)) continue;
    if (edge === 'top') out.top = Math.max(out.top, Math.min(area.height / 4, box.bottom - area.top + GAP));
    else if (edge === 'left') out.left = Math.max(out.left, box.right - area.left + GAP);
    else out.right = Math.max(out.right, area.right - box.left + GAP);
  }
  const clamp = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.round(n)) : 0);
  return { top: clamp(out.top), right: clamp(out.right), bottom: 0, left: clamp(out.left) };
}

/**
 * A dock covers only what its panels in the column cover: an empty dock takes no room, and what a
 * panel lays over the table out of the flow (a popover at a card, the winner's banner) is not a
 * column: counted, it would push the mat away whenever it opened.
 */
function panelsIn(dock: Element): Box[] {
  return [...dock.children]
    .filter((el) => !OUT_OF_FLOW.has(getComputedStyle(el).position))
    .map((el) => el.getBoundingClientRect()).filter((r) => r.width > 0 && r.height > 0);
}
const OUT_OF_FLOW = new Set(['fixed', 'absolute']);

export function dockInsets(area: HTMLElement | null): Insets {
  if (!area) return { top: 0, right: 0, bottom: 0, left: 0 };
  const panels = DOCKS.flatMap(({ selector, edge }) => [...area.querySelectorAll(selector)].flatMap((dock) => panelsIn(dock).map((box) => ({ edge, box }))));
  return insetsOf(area.getBoundingClientRect(), panels);
}

const same = (a: Insets, b: Insets) => a.top === b.top && a.left === b.left && a.right === b.right && a.bottom === b.bottom;

/** Refits the view when the docked panels change, unless the player has zoomed or panned since the last fit. */
export function useDockRefit(areaRef: RefObject<HTMLElement | null>, scene: () => SceneHandle | null): void {
  useEffect(() => {
    const area = areaRef.current;
    if (!area) return;
    let last = dockInsets(area);
    let queued = false;
    // The view never moves under a card being dragged: a change seen meanwhile waits for the drop.
    let pressed = false;
    const down = () => { pressed = true; };
    const up = () => {
      pressed = false;
      queue();
    };
    window.addEventListener('pointerdown', down, true);
    window.addEventListener('pointerup', up, true);
    window.addEventListener('pointercancel', up, true);
    const check = () => {
      queued = false;
      if (pressed) return;
      const now = dockInsets(area);
      if (same(now, last)) return;
      last = now;
      const handle = scene();
      if (handle?.isFitted()) handle.fit();
    };
    const queue = () => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(check);
    };
    const resize = new ResizeObserver(queue);
    const watch = () => {
      resize.disconnect();
      for (const { selector } of DOCKS) for (const dock of area.querySelectorAll(selector)) for (const el of dock.children) resize.observe(el);
      queue();
    };
    const mutations = new MutationObserver(watch);
    mutations.observe(area, { childList: true, subtree: true });
    watch();
    return () => {
      window.removeEventListener('pointerdown', down, true);
      window.removeEventListener('pointerup', up, true);
      window.removeEventListener('pointercancel', up, true);
      mutations.disconnect();
      resize.disconnect();
    };
  }, [areaRef, scene]);
}
