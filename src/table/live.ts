// A live, validated view of the table: re-validates only the records a transaction touched,
// then normalizes. Subscribers get a new immutable snapshot after each change.
import * as Y from 'yjs';
import { objectsOf } from './doc';
import { normalize, parseRecord, type InvalidRecord, type TableSnapshot } from './snapshot';
import type { TableObject } from './schema';

export type InvalidListener = (records: InvalidRecord[]) => void;

export class LiveTable {
  private valid = new Map<string, TableObject>();
  private invalid = new Map<string, string>();
  private current: TableSnapshot = { objects: new Map(), invalid: [] };
  private readonly listeners = new Set<(snapshot: TableSnapshot) => void>();
  private readonly invalidListeners = new Set<InvalidListener>();
  private readonly onDeep = (events: Y.YEvent<Y.AbstractType<unknown>>[]) => this.apply(events);

  constructor(private readonly doc: Y.Doc) {
    this.reparse([...objectsOf(doc).keys()]);
    objectsOf(doc).observeDeep(this.onDeep);
  }

  get snapshot(): TableSnapshot {
    return this.current;
  }

  subscribe(fn: (snapshot: TableSnapshot) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** Called with newly found invalid records (each reported once per change of that record). */
  onInvalid(fn: InvalidListener): () => void {
    this.invalidListeners.add(fn);
    return () => this.invalidListeners.delete(fn);
  }

  destroy(): void {
    objectsOf(this.doc).unobserveDeep(this.onDeep);
    this.listeners.clear();
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
    this.reparse([...touched]);
  }

  private reparse(keys: string[]): void {
    const root = objectsOf(this.doc);
    const fresh: InvalidRecord[] = [];
    for (const key of keys) {
      const raw = root.get(key);
      this.valid.delete(key);
      const wasInvalid = this.invalid.delete(key);
      if (raw === undefined) continue;
      const parsed = parseRecord(key, raw);
      if (parsed.ok) this.valid.set(key, parsed.value);
      else {
        this.invalid.set(key, parsed.reason);
        if (!wasInvalid) fresh.push({ id: key, reason: parsed.reason });
      }
    }
    this.current = {
      objects: normalize(this.valid),
      invalid: [...this.invalid].map(([id, reason]) => ({ id, reason })),
    };
    if (fresh.length > 0) for (const fn of this.invalidListeners) fn(fresh);
    for (const fn of this.listeners) fn(this.current);
  }
}
