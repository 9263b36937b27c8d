// The shell's small stores: a derived view tells only of its own changes; notices and local log
// lines are kept within bounds; shortcuts map keys to the table's own actions.
import { describe, expect, it, vi } from 'vitest';
import { DerivedStore, sameJson, type Store } from '../../../../src/app/shell/derivedStore';
import { LocalLog } from '../../../../src/app/shell/localLog';
import { NoticeStore } from '../../../../src/app/shell/notices';
import { shellKey } from '../../../../src/app/shell/useShortcuts';

class Source<T> implements Store<T> {
  private listeners = new Set<() => void>();
  constructor(public snapshot: T) {}
  subscribe(fn: () => void) {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }
  set(next: T) {
    this.snapshot = next;
    for (const fn of this.listeners) fn();
  }
  get listenerCount() {
    return this.listeners.size;
  }
}

describe('DerivedStore', () => {
  it('tells every listener of a change in its view, and none of changes elsewhere', () => {
    const source = new Source({ name: 'a', cursor: 0 });
    const view = new DerivedStore(source, (s) => ({ name: s.name }), sameJson);
    const first = vi.fn();
    const second = vi.fn();
    view.subscribe(first);
    view.subscribe(second);
    const before = view.snapshot;
    for (let i = 1; i <= 30; i++) source.set({ name: 'a', cursor: i });
    expect(first).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
    expect(view.snapshot).toBe(before);
    source.set({ name: 'b', cursor: 31 });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    expect(view.snapshot).toEqual({ name: 'b' });
  });

  it('holds one subscription to its source while anyone listens, and none after', () => {
    const source = new Source(1);
    const view = new DerivedStore(source, (n) => n * 2, (a, b) => a === b);
    const offA = view.subscribe(() => undefined);
    const offB = view.subscribe(() => undefined);
    expect(source.listenerCount).toBe(1);
    offA();
    offB();
    expect(source.listenerCount).toBe(0);
    // Read without listeners, it is still current.
    source.set(5);
    expect(view.snapshot).toBe(10);
  });
});

describe('NoticeStore and LocalLog', () => {
  it('keeps the five newest notices, and dismisses one by id', () => {
    const store = new NoticeStore();
    for (let i = 0; i < 7; i++) store.notify('info', `n${i}`);
    expect(store.snapshot.map((n) => n.text)).toEqual(['n2', 'n3', 'n4', 'n5', 'n6']);
    const id = store.snapshot[0]?.id ?? -1;
    store.dismiss(id);
    expect(store.snapshot.map((n) => n.text)).toEqual(['n3', 'n4', 'n5', 'n6']);
    store.notify('error', 'bad', ['why']);
    expect(store.snapshot.at(-1)).toMatchObject({ kind: 'error', text: 'bad', detail: ['why'] });
  });

  it('logs invalid records (and warns) and notes, keeping the newest lines', () => {
    const log = new LocalLog();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    log.invalid([{ id: 'x1', reason: 'bad x' }]);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
    for (let i = 0; i < 60; i++) log.note('auditOk', `line ${i}`);
    expect(log.snapshot).toHaveLength(51);
    expect(log.snapshot.at(-1)).toMatchObject({ seat: 'system', op: 'auditOk', args: { text: 'line 59' } });
    const seen = vi.fn();
    log.subscribe(seen);
    log.invalid([]);
    expect(seen).not.toHaveBeenCalled();
  });
});

describe('shellKey', () => {
  it('maps undo, redo, select all, Esc and help; leaves the object keys alone', () => {
    expect(shellKey('z', true, false)).toBe('undo');
    expect(shellKey('Z', true, true)).toBe('redo');
    expect(shellKey('y', true, false)).toBe('redo');
    expect(shellKey('a', true, false)).toBe('selectAll');
    expect(shellKey('Escape', false, false)).toBe('clear');
    expect(shellKey('?', false, true)).toBe('help');
    expect(shellKey('/', false, true)).toBe('help');
    expect(shellKey('z', false, false)).toBeNull();
    expect(shellKey('f', false, false)).toBeNull();
  });
});
