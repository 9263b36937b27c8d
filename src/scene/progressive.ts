// Mounts a long list a slice at a time: of the items not yet on screen, at most `perCommit` are
// made in one step, the rest in the next ones (each in a task of its own, a frame between; the
// scene graph, sceneGraph.ts, runs the steps). So 10,000 objects arriving at once become sprites
// over a few frames, and no task creates thousands of display objects.

export interface Keyed { readonly id: string }

/**
 * What a new item costs beyond its sprite: the keys of the textures it would have to draw first
 * (card faces not drawn yet). A step draws at most `newTextures` of them, so a table of many
 * different cards does not draw every face in one frame.
 */
export interface TextureBudget<T> {
  newTextures: number;
  needs(item: T): readonly string[];
  /** True while a texture is being drawn outside the step (faceWarmer.ts): its items wait for it. */
  pending?(key: string): boolean;
}

/**
 * The items to render now: every item already mounted, and up to perCommit new ones, in order.
 * `held` counts the new items left out; `waiting` those of them left out only because a texture
 * they need is pending (drawn outside the step, so they come when it is done).
 */
export function progressiveSlice<T extends Keyed>(items: readonly T[], mounted: { has(id: string): boolean }, perCommit: number, budget?: TextureBudget<T>): { shown: T[]; held: number; waiting: number } {
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

/** How often a slice holding only items that wait for their textures looks again (a fallback: the warmer also asks for a step). */
export const WAITING_POLL_MS = 50;
