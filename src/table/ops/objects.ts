// Creating, deleting, duplicating objects and changing what lies on top.
import { deleteObject, objectsOf, writeObject } from '../doc';
import { newId } from '../ids';
import { clampCoord, tableObjectSchema, type Card, type Stack, type TableObject } from '../schema';
import { issueText } from '../issueText';
import {
  allObjects, bottomZ, cardsOfStack, getObject, log, patch, requireHandle, requireObject, TableOpError, topZ, transact,
  type TableContext,
} from '../context';
import { detachAllFrom } from './attach';
import { pullFromStack } from './pull';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type NewObject = DistributiveOmit<TableObject, 'id' | 'z'> & { id?: string; z?: number };

const PREFIX: Record<TableObject['kind'], string> = {
  card: 'c', stack: 's', token: 't', coin: 'm', die: 'd', counter: 'n', zone: 'z',
};

/** Adds a new object (validated like any record from a peer). Returns its id. */
export function create(ctx: TableContext, args: { object: NewObject }): string {
  return transact(ctx, () => {
    const id = args.object.id ?? newId(PREFIX[args.object.kind]);
    if (objectsOf(ctx.doc).has(id)) throw new TableOpError(`an object ${id} already exists`);
    const z = args.object.z ?? (args.object.kind === 'zone' ? 0 : topZ(ctx.doc) + 1);
    const parsed = tableObjectSchema.safeParse({ ...args.object, id, z }, { error: issueText });
    if (!parsed.success) throw new TableOpError(`invalid ${args.object.kind}: ${parsed.error.issues[0]?.message ?? ''}`);
    if (parsed.data.kind === 'card' && parsed.data.stack !== null) throw new TableOpError('create cards loose, then stack them');
    writeObject(ctx.doc, parsed.data);
    log(ctx, 'create', { id, kind: parsed.data.kind });
    return id;
  });
}

/** Deletes objects; a stack goes with its cards, a card's attachments stay on the table. */
export function remove(ctx: TableContext, args: { ids: string[] }): void {
  transact(ctx, () => {
    for (const id of args.ids) {
      const object = allObjects(ctx.doc).find((o) => o.id === id);
      if (!object) continue;
      requireHandle(ctx, object.kind === 'stack' ? cardsOfStack(ctx.doc, object.order) : [object]);
      if (object.kind === 'stack') for (const cardId of object.order) deleteObject(ctx.doc, cardId);
      if (object.kind === 'card') {
        if (object.stack !== null) pullFromStack(ctx, object);
        detachAllFrom(ctx, object.id);
      }
      deleteObject(ctx.doc, id);
    }
    log(ctx, 'delete', { count: args.ids.length });
  });
}

/** Copies objects beside the originals (a stack is copied with copies of its cards). Returns new ids. */
export function duplicate(ctx: TableContext, args: { ids: string[] }): string[] {
  return transact(ctx, () => {
    const originals = args.ids.map((id) => requireObject(ctx.doc, id));
    if (originals.some((o) => o.kind === 'zone')) throw new TableOpError('zones belong to the mat and are not duplicated');
    const sealed = originals.flatMap((o) => (o.kind === 'stack' ? cardsOfStack(ctx.doc, o.order) : [o]))
      .some((o) => o.kind === 'card' && o.sealed);
    // A sealed identity is bound to its card id: a copy could never be opened.
    if (sealed) throw new TableOpError('hidden cards cannot be copied');
    const created: string[] = [];
    let z = topZ(ctx.doc);
    for (const object of originals) {
      const copyId = newId(PREFIX[object.kind]);
      const at = drawnAt(ctx, object);
      const x = clampCoord(at.x + 24);
      const y = clampCoord(at.y + 24);
      if (object.kind === 'stack') {
        const order: string[] = [];
        for (const cardId of object.order) {
          const card = getObject(ctx.doc, cardId);
          if (card?.kind !== 'card') continue;
          const cardCopy: Card = { ...card, id: newId('c'), stack: copyId, attachedTo: null };
          writeObject(ctx.doc, cardCopy);
          order.push(cardCopy.id);
        }
        writeObject(ctx.doc, { ...object, id: copyId, order, x, y, z: ++z } satisfies Stack);
      } else if (object.kind === 'card') {
        writeObject(ctx.doc, { ...object, id: copyId, stack: null, attachedTo: null, x, y, z: ++z });
      } else if (object.kind === 'coin') {
        writeObject(ctx.doc, { ...object, id: copyId, attachedTo: null, x, y, z: ++z });
      } else {
        writeObject(ctx.doc, { ...object, id: copyId, x, y, z: ++z });
      }
      created.push(copyId);
    }
    log(ctx, 'duplicate', { count: created.length });
    return created;
  });
}

/** Where an object is drawn: a stacked card lies at its stack, an attachment at an offset from its host. */
function drawnAt(ctx: TableContext, object: TableObject): { x: number; y: number } {
  const holder = object.kind === 'card' && object.stack !== null ? getObject(ctx.doc, object.stack) : undefined;
  if (holder?.kind === 'stack') return { x: holder.x, y: holder.y };
  if ((object.kind === 'card' || object.kind === 'coin') && object.attachedTo !== null) {
    const host = getObject(ctx.doc, object.attachedTo);
    if (host) return { x: host.x + object.x, y: host.y + object.y };
  }
  return { x: object.x, y: object.y };
}

/** Brings objects to the front or sends them to the back, keeping their relative order. */
export function zOrder(ctx: TableContext, args: { ids: string[]; to: 'front' | 'back' }): void {
  transact(ctx, () => {
    const objects = args.ids.map((id) => requireObject(ctx.doc, id)).sort((a, b) => a.z - b.z);
    if (args.to === 'front') {
      let z = topZ(ctx.doc);
      for (const object of objects) patch<TableObject>(ctx, object.id, { z: ++z });
    } else {
      let z = bottomZ(ctx.doc) - objects.length;
      for (const object of objects) patch<TableObject>(ctx, object.id, { z: z++ });
    }
  });
}
