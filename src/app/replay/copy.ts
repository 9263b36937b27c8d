// Copies a table doc's content onto another doc in one transaction (every root the layout
// declares, cleared then written): the replay viewer's own doc shows one moment after another.
import * as Y from 'yjs';
import { ROOT_KEYS } from '../../table';

function clone(value: unknown): unknown {
  if (value instanceof Y.Map) {
    const out = new Y.Map<unknown>();
    for (const [k, v] of value.entries()) out.set(k, clone(v));
    return out;
  }
  if (value instanceof Y.Array) {
    const out = new Y.Array<unknown>();
    out.push(value.toArray().map(clone));
    return out;
  }
  if (value instanceof Y.Text) return new Y.Text(value.toString());
  return value;
}

function plain(value: unknown): unknown {
  return value instanceof Y.AbstractType ? value.toJSON() : value;
}

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if ((a instanceof Y.AbstractType) !== (b instanceof Y.AbstractType)) return false;
  return JSON.stringify(plain(a)) === JSON.stringify(plain(b));
}

export function copyTable(from: Y.Doc, to: Y.Doc, origin: unknown = null): void {
  to.transact(() => {
    for (const root of ROOT_KEYS) {
      if (root.type === 'map') {
        const source = from.getMap<unknown>(root.name);
        const target = to.getMap<unknown>(root.name);
        for (const key of [...target.keys()]) if (!source.has(key)) target.delete(key);
        // Only what differs is written: a step from one moment to the next touches a few objects,
        // and the scene then redraws those, not the whole table.
        for (const [key, value] of source.entries()) if (!same(target.get(key), value)) target.set(key, clone(value));
      } else {
        const source = from.getArray<unknown>(root.name);
        const target = to.getArray<unknown>(root.name);
        if (same(target, source)) continue;
        target.delete(0, target.length);
        target.push(source.toArray().map(clone));
      }
    }
  }, origin);
}
