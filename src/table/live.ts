// A live, validated view of the table: re-validates only the records a transaction touched,
// then normalizes. Subscribers get a new immutable snapshot after each change.
//
// A peer's transaction that touches many records (a big load, a whole table arriving) is
// validated in slices of a few milliseconds across tasks, so the page keeps drawing and taking
// input; the snapshot is published when the slices are done (never a half-read state: until then
// it is the table as it was). This page's own transactions, and small ones, are read at once:
// code that writes and then reads `snapshot` sees its write (and whatever was pending with it).
import * as Y from 'yjs';
import { objectsOf } from './doc';
import { normalize, parseRecord, type InvalidRecord, type TableSnapshot } from './snapshot';
import type { TableObject } from './schema';

export type InvalidListener = (records: InvalidRecord[]) => void;

/** What a published snapshot came from. */
export interface LiveChange {
  /** Only this page's own transactions (false when a peer's change is in it). */
  local: boolean;
  /** Records read since the last snapshot (a move touches one or two; a big load thousands). */
  records: number;
}

export type SnapshotListener = (snapshot: TableSnapshot, change: LiveChange) => void;

/** A peer's transaction touching more records than this is validated in slices. */
export const SLICE_ABOVE = 1000;
/** Work per slice. */
const SLICE_MS = 4;

interface Scheduler { postTask(fn: () => void): Promise<void> }

/** The next task (not a microtask): scheduler.postTask where there is one, else setTimeout. */
function nextTask(fn: () => void): void {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.postTask) void scheduler.postTask(fn);
  else setTimeout(fn, 0);
}

export class LiveTable {
  private valid = new Map<string, TableObject>();
  private invalid = new Map<string, string>();
  private current: TableSnapshot = { objects: new Map(), invalid: [] };
  private readonly listeners = new Set<SnapshotListener>();
  private readonly invalidListeners = new Set<InvalidListener>();
  private readonly onDeep = (events: Y.YEvent<Y.AbstractType<unknown>>[]) => this.apply(events);
  /** Records of a peer's large transaction not validated yet. */
  private readonly pending = new Set<string>();
  private fresh: InvalidRecord[] = [];
  private sliceScheduled = false;
  private waiters: (() => void)[] = [];
  private destroyed = false;
  private batching = 0;
  private unpublished = false;
  private readSincePublish = 0;

  constructor(private readonly doc: Y.Doc) {
    this.reparse([...objectsOf(doc).keys()]);
    this.publish(true);
    objectsOf(doc).observeDeep(this.onDeep);
  }

  get snapshot(): TableSnapshot {
    return this.current;
  }

  /** Whether a peer's large change is still being validated (the snapshot lags the doc). */
  get busy(): boolean {
    return this.pending.size > 0;
  }

  subscribe(fn: SnapshotListener): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** Called with newly found invalid records (each reported once per change of that record). */
  onInvalid(fn: InvalidListener): () => void {
    this.invalidListeners.add(fn);
    return () => this.invalidListeners.delete(fn);
  }

  /**
   * Runs fn, whose own transactions (e.g. a save loaded in batches) are read as they end but
   * published once, when it returns: subscribers see the end state, not each batch.
   */
  batch<T>(fn: () => T): T {
    this.batching++;
    try {
      return fn();
    } finally {
      this.batching--;
      if (this.batching === 0 && this.unpublished) {
        this.unpublished = false;
        this.publish(true);
      }
    }
  }

  /** Validates whatever is pending now, in this task, and publishes. */
  flush(): void {
    if (this.pending.size === 0) return;
    this.reparse(this.take(Number.POSITIVE_INFINITY));
    this.publish(false);
  }

  /** Resolves once no slice is pending (at once when none is). */
  settled(): Promise<void> {
    if (this.pending.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  destroy(): void {
    this.destroyed = true;
    objectsOf(this.doc).unobserveDeep(this.onDeep);
    this.listeners.clear();
    this.pending.clear();
    for (const done of this.waiters.splice(0)) done();
  }

  private apply(events: Y.YEvent<Y.AbstractType<unknown>>[]): void {
    const touched = new Set<string>();
    const root = objectsOf(this.doc);
    for (const event of events) {
      if (event.target === root) for (const key of event.keys.keys()) touched.add(key);
      else {
        // A field changed inside one object's map: find that object's key.
        const key = (event.target as Y.Map<unknown>)._item?.parentSub;
        if (typeof key === 'string') touched.add(key);
      }
    }
    const local = events[0]?.transaction.local ?? true;
    if (this.pending.size === 0 && (local || touched.size <= SLICE_ABOVE)) {
      this.reparse(touched);
      if (local && this.batching > 0) this.unpublished = true;
      else this.publish(local);
      return;
    }
    for (const key of touched) this.pending.add(key);
    // This page's own write is read at once, with whatever a peer's change left pending.
    if (local) this.flush();
    else this.schedule();
  }

  private schedule(): void {
    if (this.sliceScheduled || this.destroyed) return;
    this.sliceScheduled = true;
    nextTask(() => this.slice());
  }

  private slice(): void {
    this.sliceScheduled = false;
    if (this.destroyed || this.pending.size === 0) return;
    const started = performance.now();
    while (this.pending.size > 0 && performance.now() - started < SLICE_MS) this.reparse(this.take(64));
    if (this.pending.size === 0) this.publish(false);
    else this.schedule();
  }

  /** Removes up to n keys from the pending set. */
  private take(n: number): string[] {
    const keys: string[] = [];
    for (const key of this.pending) {
      if (keys.length >= n) break;
      keys.push(key);
    }
    for (const key of keys) this.pending.delete(key);
    return keys;
  }

  private reparse(keys: Iterable<string>): void {
    const root = objectsOf(this.doc);
    for (const key of keys) {
      this.readSincePublish++;
      const raw = root.get(key);
      this.valid.delete(key);
      const wasInvalid = this.invalid.delete(key);
      if (raw === undefined) continue;
      const parsed = parseRecord(key, raw);
      if (parsed.ok) this.valid.set(key, parsed.value);
      else {
        this.invalid.set(key, parsed.reason);
        if (!wasInvalid) this.fresh.push({ id: key, reason: parsed.reason });
      }
    }
  }

  private publish(local: boolean): void {
    this.current = {
      objects: normalize(this.valid),
      invalid: [...this.invalid].map(([id, reason]) => ({ id, reason })),
    };
    const fresh = this.fresh.splice(0);
    if (fresh.length > 0) for (const fn of this.invalidListeners) fn(fresh);
    const change = { local, records: this.readSincePublish };
    this.readSincePublish = 0;
    for (const fn of this.listeners) fn(this.current, change);
    for (const done of this.waiters.splice(0)) done();
  }
}
