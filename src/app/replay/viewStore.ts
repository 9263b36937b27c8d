// Which table the page shows: the live one (null) or a replay's moment (the viewer's controller).
// Tiny and loaded with the app: the viewer's code loads only when a replay is opened.
import type { ReplayView } from './types';

let current: ReplayView | null = null;
const listeners = new Set<() => void>();

export const replayView = {
  get: (): ReplayView | null => current,
  set(next: ReplayView | null): void {
    if (next === current) return;
    current = next;
    for (const fn of listeners) fn();
  },
  subscribe(fn: () => void): () => void {
    listeners.add(fn);
    return () => listeners.delete(fn);
  },
};
