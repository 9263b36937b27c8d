// Errors, warnings and news for the player, kept in a small store: whoever reports one (a command,
// an audit, a seat lost) does not re-render the App, only the notice area.
import { useSyncExternalStore } from 'react';
import type { Notice, NoticeAction } from '../../ui/Notices';
import type { Store } from './derivedStore';

/** At most this many are shown; an older one gives way to a new one. */
const KEEP = 5;

export type Notify = (kind: Notice['kind'], text: string, detail?: string[], action?: NoticeAction) => void;

export class NoticeStore implements Store<Notice[]> {
  private list: Notice[] = [];
  private readonly listeners = new Set<() => void>();
  private nextId = 1;

  get snapshot(): Notice[] {
    return this.list;
  }

  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** Bound, so it can be handed around as a callback. */
  readonly notify: Notify = (kind, text, detail, action) => {
    this.set([...this.list.slice(-(KEEP - 1)), { id: this.nextId++, kind, text, ...(detail ? { detail } : {}), ...(action ? { action } : {}) }]);
  };

  readonly dismiss = (id: number): void => {
    this.set(this.list.filter((n) => n.id !== id));
  };

  private set(list: Notice[]): void {
    this.list = list;
    for (const fn of [...this.listeners]) fn();
  }
}

export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore((fn) => store.subscribe(fn), () => store.snapshot);
}
