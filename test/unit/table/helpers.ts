// Shared fixtures for the table-layer tests: a doc with an actor, and small builders.
import * as Y from 'yjs';
import {
  create, objectsOf, readTable, type Card, type NewObject, type ObjectKind, type ObjectOf, type Seat,
  type TableContext, type TableObject, type Zone,
} from '../../../src/table';

export function makeCtx(seat: Seat = 'p1', doc: Y.Doc = new Y.Doc()): TableContext {
  return { doc, actor: { seat, origin: { seat } } };
}

/** The same doc acting as another seat (own origin). */
export function asSeat(ctx: TableContext, seat: Seat): TableContext {
  return { doc: ctx.doc, actor: { seat, origin: { seat, other: true } } };
}

export function snapshotObjects(doc: Y.Doc): ReadonlyMap<string, TableObject> {
  return readTable(doc).objects;
}

/** A validated, normalized object of the expected kind; fails the test otherwise. */
export function get<K extends ObjectKind>(doc: Y.Doc, id: string, kind: K): ObjectOf<K> {
  const object = readTable(doc).objects.get(id);
  if (!object) throw new Error(`expected object ${id} in the snapshot`);
  if (object.kind !== kind) throw new Error(`expected ${id} to be a ${kind}, got ${object.kind}`);
  return object as ObjectOf<K>;
}

export function exists(doc: Y.Doc, id: string): boolean {
  return readTable(doc).objects.has(id);
}

export function addCard(ctx: TableContext, fields: Partial<Omit<Card, 'kind'>> = {}): string {
  return create(ctx, {
    object: {
      kind: 'card', x: 0, y: 0, ref: 'starter:ST-001', faceUp: false, rotation: 0, owner: null, stack: null,
      attachedTo: null, ...fields,
    } as NewObject,
  });
}

export function addZone(ctx: TableContext, fields: Partial<Omit<Zone, 'kind'>> & Pick<Zone, 'x' | 'y' | 'w' | 'h' | 'snap'>): string {
  return create(ctx, {
    object: {
      kind: 'zone', name: { ja: 'ゾーン', en: 'Zone' }, owner: null, visibility: 'public', ...fields,
    } as NewObject,
  });
}

export function add(ctx: TableContext, object: NewObject): string {
  return create(ctx, { object });
}

/** Writes a raw record straight into the doc, bypassing every check (as a hostile peer could). */
export function writeRaw(doc: Y.Doc, key: string, record: Record<string, unknown>): void {
  doc.transact(() => {
    const map = new Y.Map<unknown>();
    for (const [k, v] of Object.entries(record)) map.set(k, v);
    objectsOf(doc).set(key, map);
  });
}

export function rawField(doc: Y.Doc, id: string, field: string): unknown {
  return objectsOf(doc).get(id)?.get(field);
}

export function allOfKind<K extends ObjectKind>(doc: Y.Doc, kind: K): ObjectOf<K>[] {
  return [...readTable(doc).objects.values()].filter((o): o is ObjectOf<K> => o.kind === kind);
}

/** Checks the snapshot invariants; returns the list of violations (empty when all hold). */
export function invariantViolations(doc: Y.Doc): string[] {
  const snapshot = readTable(doc);
  const problems: string[] = [];
  for (const bad of snapshot.invalid) problems.push(`invalid record ${bad.id}: ${bad.reason}`);
  const inStack = new Map<string, string>();
  for (const object of snapshot.objects.values()) {
    if (object.kind !== 'stack') continue;
    const seen = new Set<string>();
    for (const cardId of object.order) {
      const card = snapshot.objects.get(cardId);
      if (card?.kind !== 'card') problems.push(`stack ${object.id} lists non-card ${cardId}`);
      else if (card.stack !== object.id) problems.push(`stack ${object.id} lists ${cardId} whose stack is ${card.stack}`);
      if (seen.has(cardId)) problems.push(`stack ${object.id} lists ${cardId} twice`);
      seen.add(cardId);
      const other = inStack.get(cardId);
      if (other !== undefined && other !== object.id) problems.push(`card ${cardId} in stacks ${other} and ${object.id}`);
      inStack.set(cardId, object.id);
    }
  }
  for (const object of snapshot.objects.values()) {
    if (object.kind === 'card' && object.stack !== null && inStack.get(object.id) !== object.stack) {
      problems.push(`card ${object.id} claims stack ${object.stack} that does not list it`);
    }
    if ((object.kind === 'card' || object.kind === 'coin') && object.attachedTo !== null) {
      const host = snapshot.objects.get(object.attachedTo);
      if (host?.kind !== 'card') problems.push(`${object.id} attached to non-card ${object.attachedTo}`);
      else {
        if (host.attachedTo !== null) problems.push(`attachment chain ${object.id} -> ${host.id} -> ${host.attachedTo}`);
        if (host.stack !== null) problems.push(`${object.id} attached to ${host.id} which lies in a stack`);
      }
      if (object.kind === 'card' && object.stack !== null) problems.push(`${object.id} is attached and stacked`);
    }
  }
  return problems;
}
