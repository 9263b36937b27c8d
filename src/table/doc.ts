// Where the table lives inside a Y.Doc. One Y.Map per object (keyed by id) so that a move
// writes only the fields it changes (about 40 bytes of update).
import * as Y from 'yjs';
import type { TableObject } from './schema';

export type ObjectMap = Y.Map<unknown>;

import { ROOT } from './layout';

export const OBJECTS = ROOT.objects.name;
export const META = ROOT.meta.name;
export const LOG = ROOT.log.name;

export function objectsOf(doc: Y.Doc): Y.Map<ObjectMap> {
  return doc.getMap<ObjectMap>(OBJECTS);
}

export function metaOf(doc: Y.Doc): Y.Map<unknown> {
  return doc.getMap<unknown>(META);
}

/** Raw (unvalidated) plain record of one object map, for the validator. */
export function rawRecord(value: unknown): unknown {
  return value instanceof Y.Map ? value.toJSON() : value;
}

export function writeObject(doc: Y.Doc, object: TableObject): void {
  const map = new Y.Map<unknown>();
  for (const [key, value] of Object.entries(object)) map.set(key, value);
  objectsOf(doc).set(object.id, map);
}

/** Sets only the fields that differ, so unchanged fields cost no bytes. */
export function patchObject(doc: Y.Doc, id: string, patch: Partial<TableObject>): void {
  const map = objectsOf(doc).get(id);
  if (!(map instanceof Y.Map)) return;
  for (const [key, value] of Object.entries(patch)) {
    if (key === 'id' || key === 'kind' || value === undefined) continue;
    const current = map.get(key);
    if (sameValue(current, value)) continue;
    map.set(key, value);
  }
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => v === b[i]);
  if (a && b && typeof a === 'object' && typeof b === 'object') return JSON.stringify(a) === JSON.stringify(b);
  return false;
}

export function deleteObject(doc: Y.Doc, id: string): void {
  objectsOf(doc).delete(id);
}
