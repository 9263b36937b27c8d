// A view of an external store that tells its listeners only when the view itself changed, so a
// component reading one part of a busy store is not re-rendered by changes to the other parts.

export interface Store<T> {
  subscribe(fn: () => void): () => void;
  readonly snapshot: T;
}

export class DerivedStore<S, T> implements Store<T> {
  private readonly listeners = new Set<() => void>();
  private off: (() => void) | null = null;
  private seen: S;
  private value: T;

  constructor(private readonly source: Store<S>, private readonly derive: (state: S) => T, private readonly same: (a: T, b: T) => boolean) {
    this.seen = source.snapshot;
    this.value = derive(this.seen);
  }

  /** The same object for as long as the view is equal (useSyncExternalStore compares by identity). */
  get snapshot(): T {
    const state = this.source.snapshot;
    if (state !== this.seen) {
      this.seen = state;
      const next = this.derive(state);
      if (!this.same(next, this.value)) this.value = next;
    }
    return this.value;
  }

  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    // One subscription to the source for all listeners: the view is derived once per change.
    this.off ??= this.source.subscribe(() => this.changed());
    return () => {
      this.listeners.delete(fn);
      if (this.listeners.size === 0 && this.off) {
        this.off();
        this.off = null;
      }
    };
  }

  private changed(): void {
    const before = this.value;
    if (this.snapshot === before) return;
    for (const fn of [...this.listeners]) fn();
  }
}

/** Equal when they serialise alike: for small plain views (a room's state, a few peers). */
export function sameJson<T>(a: T, b: T): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
