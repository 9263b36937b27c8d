// Mounts a long list a slice at a time: of the items not yet on screen, at most `perCommit` are
// rendered in one commit, the rest in the next ones (each in a task of its own, a frame between).
// So 10,000 objects arriving at once become sprites over a few frames, and no commit creates
// thousands of display objects in one task (React also places each new child by walking its
// newly placed siblings, quadratic in a commit's insertions).
import { useEffect, useRef, useState } from 'react';

export interface Keyed { readonly id: string }

/**
 * What a new item costs beyond its sprite: the keys of the textures it would have to draw first
 * (card faces not drawn yet). A commit draws at most `newTextures` of them, so a table of many
 * different cards does not draw every face in one frame.
 */
export interface TextureBudget<T> {
  newTextures: number;
  needs(item: T): readonly string[];
  /** True while a texture is being drawn outside the commit (faceWarmer.ts): its items wait for it. */
  pending?(key: string): boolean;
}

/**
 * The items to render now: every item already mounted, and up to perCommit new ones, in order.
 * `held` counts the new items left out; `waiting` those of them left out only because a texture
 * they need is pending (drawn outside the commit, so they come when it is done).
 */
export function progressiveSlice<T extends Keyed>(items: readonly T[], mounted: ReadonlySet<string>, perCommit: number, budget?: TextureBudget<T>): { shown: T[]; held: number; waiting: number } {
  const shown: T[] = [];
  const drawing = new Set<string>();
  let added = 0;
  let held = 0;
  let waiting = 0;
  for (const item of items) {
    if (mounted.has(item.id)) {
      shown.push(item);
      continue;
    }
    const wanted = budget ? budget.needs(item) : [];
    if (budget?.pending && wanted.some((key) => budget.pending?.(key))) {
      held++;
      waiting++;
      continue;
    }
    const needs = wanted.filter((key) => !drawing.has(key));
    // The first new item always goes in (a single face larger than the budget still shows).
    const affordable = !budget || drawing.size === 0 || drawing.size + needs.length <= budget.newTextures;
    if (added < perCommit && affordable) {
      for (const key of needs) drawing.add(key);
      shown.push(item);
      added++;
    } else held++;
  }
  return { shown, held, waiting };
}

/** How often a slice holding only items that wait for their textures looks again (a fallback: the warmer also asks for a render). */
const WAITING_POLL_MS = 50;

export function useProgressive<T extends Keyed>(items: readonly T[], perCommit: number, budget?: TextureBudget<T>): readonly T[] {
  const mounted = useRef<ReadonlySet<string>>(new Set());
  const [, next] = useState(0);
  const { shown, held, waiting } = progressiveSlice(items, mounted.current, perCommit, budget);
  useEffect(() => {
    mounted.current = new Set(shown.map((item) => item.id));
    if (held === 0) return undefined;
    // The next slice once the browser has had a turn (a frame drawn, input handled). A plain
    // update, not a transition: in the PixiJS root a transition was seen to stay pending until
    // some other update came (a fresh table of 1,000 cards showing only its 12 defaults).
    // Items waiting only for their faces are looked at again later, leaving the tasks between to
    // the warmer (and once they have waited too long, the commit draws their faces).
    const timer = setTimeout(() => next((n) => n + 1), held > waiting ? 0 : WAITING_POLL_MS);
    return () => clearTimeout(timer);
  });
  return shown;
}
