// What a Yjs update would change in the table doc, read from the update's structs before it is
// applied: which root, which map key or table object (and field), inserted or deleted. The policy
// decides on this, so a change is checked before it reaches the table. Items whose parent is not
// written in the update (it is inferred from their left or right neighbour) are located through
// that neighbour, in the update itself or in the doc.
import * as Y from 'yjs';
import { ROOT } from '../../table/layout';

export type Touch =
  /** A table object: the whole record (field null: set or deleted) or one of its fields. */
  | { kind: 'object'; id: string; field: string | null; deleted: boolean; value: unknown }
  | { kind: 'map'; root: string; key: string; deleted: boolean; value: unknown }
  | { kind: 'array'; root: string; deleted: boolean; value: unknown }
  /** Anything deeper than the layout has (a type inside a field, an unknown nesting). */
  | { kind: 'other'; path: string };

export interface UpdateReading {
  touches: Touch[];
  /** Client ids of the structs the update inserts (its authors, as Yjs sees them). */
  clients: Map<number, { from: number; to: number }>;
  /** The update names structs this doc does not have yet: it must wait for them. */
  missing: boolean;
  /** The update holds structs no honest transaction writes (skips). */
  malformed: boolean;
}

type Decoded = ReturnType<typeof Y.decodeUpdate>['structs'][number];
interface Location { parent: string[]; sub: string | null }
type Found = Location | 'gone' | 'missing';

function typePath(type: Y.AbstractType<unknown>, doc: Y.Doc): string[] | null {
  const item = type._item;
  if (item === null) {
    const key = Y.findRootTypeKey(type);
    return key ? [key] : null;
  }
  if (!(item.parent instanceof Y.AbstractType)) return null;
  const above = typePath(item.parent, doc);
  return above ? [...above, item.parentSub ?? '[]'] : null;
}

/** The values an item holds: one for a map entry, one or more for array entries pushed together. */
function contentValues(content: unknown): unknown[] {
  if (content instanceof Y.ContentType) return [content.type];
  if (content instanceof Y.ContentDeleted) return [];
  return (content as { getContent?: () => unknown[] }).getContent?.() ?? [];
}

export function readUpdate(doc: Y.Doc, update: Uint8Array): UpdateReading {
  const decoded = Y.decodeUpdate(update);
  const byClient = new Map<number, Decoded[]>();
  const clients = new Map<number, { from: number; to: number }>();
  let malformed = false;
  for (const struct of decoded.structs) {
    if (struct instanceof Y.Skip) malformed = true;
    const list = byClient.get(struct.id.client) ?? [];
    list.push(struct);
    byClient.set(struct.id.client, list);
    const range = clients.get(struct.id.client);
    const to = struct.id.clock + struct.length;
    if (!range) clients.set(struct.id.client, { from: struct.id.clock, to });
    else range.to = Math.max(range.to, to);
  }
  const store = doc.store;
  // An update lists each client's structs in clock order: a binary search finds one.
  const inUpdate = (id: Y.ID): Decoded | undefined => {
    const list = byClient.get(id.client);
    if (!list) return undefined;
    let low = 0;
    let high = list.length - 1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      const s = list[mid]!;
      if (id.clock < s.id.clock) high = mid - 1;
      else if (id.clock >= s.id.clock + s.length) low = mid + 1;
      else return s;
    }
    return undefined;
  };
  const inDoc = (id: Y.ID): Y.Item | Y.GC | undefined =>
    Y.getState(store, id.client) > id.clock ? (Y.getItem(store, id) as Y.Item | Y.GC) : undefined;

  const located = new Map<Decoded, Found>();
  // Where an item lives: its parent type's path and its map key.
  const locate = (struct: Decoded, depth = 0): Found => {
    const known = located.get(struct);
    if (known) return known;
    let found: Found = 'gone';
    if (struct instanceof Y.Item && depth < 10_000) {
      if (typeof struct.parent === 'string') found = { parent: [struct.parent], sub: struct.parentSub };
      else if (struct.parent instanceof Y.ID) {
        const path = typeAt(struct.parent, depth + 1);
        found = typeof path === 'string' ? path : { parent: path, sub: struct.parentSub };
      } else {
        const neighbour = struct.origin ?? struct.rightOrigin;
        found = neighbour ? siblingAt(neighbour, depth + 1) : 'gone';
      }
    }
    located.set(struct, found);
    return found;
  };
  const siblingAt = (id: Y.ID, depth: number): Found => {
    const own = inUpdate(id);
    if (own) return locate(own, depth);
    const stored = inDoc(id);
    if (!stored) return 'missing';
    if (!(stored instanceof Y.Item) || !(stored.parent instanceof Y.AbstractType)) return 'gone';
    const path = typePath(stored.parent, doc);
    return path ? { parent: path, sub: stored.parentSub } : 'gone';
  };
  // The path of the type that the item with this id is.
  const typeAt = (id: Y.ID, depth: number): string[] | 'gone' | 'missing' => {
    const own = inUpdate(id);
    if (own) {
      const where = locate(own, depth);
      return typeof where === 'string' ? where : [...where.parent, where.sub ?? '[]'];
    }
    const stored = inDoc(id);
    if (!stored) return 'missing';
    if (!(stored instanceof Y.Item) || !(stored.content instanceof Y.ContentType)) return 'gone';
    return typePath(stored.content.type, doc) ?? 'gone';
  };

  const touches: Touch[] = [];
  let missing = false;
  const touch = (where: Location, deleted: boolean, values: unknown[]) => {
    const [root, ...rest] = where.parent;
    if (root === undefined) return;
    const value = values[values.length - 1];
    if (rest.length === 0) {
      if (root === ROOT.objects.name && where.sub !== null) touches.push({ kind: 'object', id: where.sub, field: null, deleted, value });
      else if (where.sub !== null) touches.push({ kind: 'map', root, key: where.sub, deleted, value });
      else for (const each of values) touches.push({ kind: 'array', root, deleted, value: each });
    } else if (root === ROOT.objects.name && rest.length === 1 && where.sub !== null) {
      touches.push({ kind: 'object', id: rest[0]!, field: where.sub, deleted, value });
    } else {
      touches.push({ kind: 'other', path: [...where.parent, where.sub ?? '[]'].join('/') });
    }
  };

  // A map value this update replaces: Yjs deletes the doc's current item when a new one for the
  // same key integrates after it, whether or not the update's delete set names it.
  const replaced = new Map<Y.Item, Location>();
  for (const struct of decoded.structs) {
    if (!(struct instanceof Y.Item)) continue;
    if (Y.getState(store, struct.id.client) >= struct.id.clock + struct.length) continue; // already here
    const where = locate(struct);
    if (where === 'missing') missing = true;
    else if (where !== 'gone') {
      if (!(struct.content instanceof Y.ContentDeleted)) touch(where, false, contentValues(struct.content));
      const current = where.sub === null ? undefined : typeAtPath(doc, where.parent)?._map.get(where.sub);
      if (current && !current.deleted) replaced.set(current, where);
    }
  }
  for (const [client, ranges] of decoded.ds.clients) {
    for (const { clock, len } of ranges) {
      let at = clock;
      while (at < clock + len) {
        const id = Y.createID(client, at);
        const stored = inDoc(id);
        if (!stored) {
          const own = inUpdate(id);
          if (!own) {
            missing = true;
            break;
          }
          at = own.id.clock + own.length; // inserted and deleted in one update: no effect
          continue;
        }
        if (stored instanceof Y.Item && !stored.deleted && stored.parent instanceof Y.AbstractType) {
          const path = typePath(stored.parent, doc);
          replaced.delete(stored); // named here: said once
          if (path) touch({ parent: path, sub: stored.parentSub }, true, contentValues(stored.content));
        }
        at = stored.id.clock + stored.length;
      }
    }
  }
  for (const [item, where] of replaced) touch(where, true, contentValues(item.content));
  return { touches, clients, missing, malformed };
}

/** The type at a path of map keys in the doc (null: not there, or inside an array). */
function typeAtPath(doc: Y.Doc, path: readonly string[]) {
  let type = doc.share.get(path[0] ?? '') ?? null;
  for (const key of path.slice(1)) {
    const item = key === '[]' ? undefined : type?._map.get(key);
    if (!item || item.deleted || !(item.content instanceof Y.ContentType)) return null;
    type = item.content.type;
  }
  return type;
}
