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

export function copyTable(from: Y.Doc, to: Y.Doc, origin: unknown = null): void {
  to.transact(() => {
    for (const root of ROOT_KEYS) {
      if (root.type === 'map') {
        const source = from.getMap<unknown>(root.name);
        const target = to.getMap<unknown>(root.name);
        for (const key of [...target.keys()]) if (!source.has(key)) target.delete(key);
        for (const [key, value] of source.entries()) target.set(key, clone(value));
      } else {
        const source = from.getArray<unknown>(root.name);
        const target = to.getArray<unknown>(root.name);
        target.delete(0, target.length);
        target.push(source.toArray().map(clone));
      }
    }
  }, origin);
}
