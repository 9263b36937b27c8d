// A mutable source (a catalog that imports add to, a store, a preview that reads the live table)
// paired with what says it changed: a counter, or the state it was last read with. Memos read
// `.source` and list the pair as their dependency, so they recompute when the version changes
// without naming a value they never read.
import { useMemo } from 'react';

export interface Versioned<T> {
  readonly source: T;
  readonly version: unknown;
}

export function useVersioned<T>(source: T, version: unknown): Versioned<T> {
  return useMemo(() => ({ source, version }), [source, version]);
}
