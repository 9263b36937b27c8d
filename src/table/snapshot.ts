// Reads the doc into a validated, self-consistent snapshot. Invalid records are skipped and
// reported; references that disagree (a card and its stack, a coin and its host) are resolved
// the same way on every peer, so every peer sees the same table.
import type * as Y from 'yjs';
import { objectsOf, rawRecord } from './doc';
import { parseObject, type Card, type Stack, type TableObject } from './schema';

export interface InvalidRecord { id: string; reason: string }

export interface TableSnapshot {
  readonly objects: ReadonlyMap<string, TableObject>;
  readonly invalid: readonly InvalidRecord[];
}

/** Validates each raw record; the key in the doc must match the record's id. */
export function parseRecords(entries: Iterable<[string, unknown]>): {
  valid: Map<string, TableObject>;
  invalid: InvalidRecord[];
} {
  const valid = new Map<string, TableObject>();
  const invalid: InvalidRecord[] = [];
  for (const [key, value] of entries) {
    const parsed = parseRecord(key, value);
    if (parsed.ok) valid.set(key, parsed.value);
    else invalid.push({ id: key, reason: parsed.reason });
  }
  return { valid, invalid };
}

export function parseRecord(key: string, value: unknown) {
  const parsed = parseObject(rawRecord(value));
  if (parsed.ok && parsed.value.id !== key) return { ok: false as const, reason: `id ${parsed.value.id} stored under ${key}` };
  return parsed;
}

/** Makes references agree: see the rules inline. Returns new objects only where needed. */
export function normalize(valid: ReadonlyMap<string, TableObject>): Map<string, TableObject> {
  const out = new Map(valid);
  // A stack lists only cards that exist and say they are in it, each once.
  const members = new Map<string, Set<string>>();
  for (const object of valid.values()) {
    if (object.kind === 'card' && object.stack !== null) {
      let set = members.get(object.stack);
      if (!set) members.set(object.stack, (set = new Set()));
      set.add(object.id);
    }
  }
  const listed = new Set<string>();
  for (const object of valid.values()) {
    if (object.kind !== 'stack') continue;
    const mine = members.get(object.id);
    const seen = new Set<string>();
    const order = object.order.filter((id) => {
      if (!mine?.has(id) || seen.has(id)) return false;
      seen.add(id);
      return true;
    });
    for (const id of order) listed.add(id);
    if (order.length !== object.order.length) out.set(object.id, { ...object, order } satisfies Stack);
  }
  // A card is in a stack only if that stack lists it; otherwise it lies loose where it was.
  for (const object of valid.values()) {
    if (object.kind === 'card' && object.stack !== null && !listed.has(object.id)) {
      out.set(object.id, { ...object, stack: null } satisfies Card);
    }
  }
  // Attachments hang from a loose, unattached card only (no chains, no cycles).
  for (const object of out.values()) {
    if ((object.kind === 'card' || object.kind === 'coin') && object.attachedTo !== null) {
      const host = out.get(object.attachedTo);
      const hostOk =
        host?.kind === 'card' && host.id !== object.id && host.stack === null && valid.get(host.id)?.kind === 'card' &&
        (valid.get(host.id) as Card).attachedTo === null;
      const selfOk = object.kind === 'coin' || object.stack === null;
      if (!hostOk || !selfOk) out.set(object.id, { ...object, attachedTo: null });
    }
  }
  return out;
}

export function readTable(doc: Y.Doc): TableSnapshot {
  const { valid, invalid } = parseRecords(objectsOf(doc).entries());
  return { objects: normalize(valid), invalid };
}

/** Objects attached to a host, bottom-most first. */
export function attachmentsOf(snapshot: TableSnapshot, hostId: string): TableObject[] {
  const out: TableObject[] = [];
  for (const object of snapshot.objects.values()) {
    if ((object.kind === 'card' || object.kind === 'coin') && object.attachedTo === hostId) out.push(object);
  }
  return out.sort((a, b) => a.z - b.z || (a.id < b.id ? -1 : 1));
}

/** Where an object is drawn: attachments hang at an offset from their host. */
export function worldPosition(snapshot: TableSnapshot, object: TableObject): { x: number; y: number } {
  if ((object.kind === 'card' || object.kind === 'coin') && object.attachedTo !== null) {
    const host = snapshot.objects.get(object.attachedTo);
    if (host) return { x: host.x + object.x, y: host.y + object.y };
  }
  return { x: object.x, y: object.y };
}

/** Plain, key-sorted form used to compare tables across peers and to save them. */
export function canonical(snapshot: TableSnapshot): TableObject[] {
  return [...snapshot.objects.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
