// What every operation needs: the doc, who acts, and small shared helpers over the doc.
import * as Y from 'yjs';
import { LOG, metaOf, objectsOf, patchObject } from './doc';
import { META_KEYS } from './layout';
import { parseRecord } from './snapshot';
import { clampCoord, type ObjectKind, type ObjectOf, type Seat, type TableObject } from './schema';
import { logTime, storedLogEntry, type LogArgs } from './log';

export interface TableActor {
  seat: Seat;
  /** Transaction origin: the undo manager of this seat tracks exactly this origin. */
  origin: object;
  /** Acts for the table itself (setup), not for a player: logged as "system". */
  system?: boolean;
  /** The seat whose browser carries out a step for `seat`'s pieces (a rules result): the log names it. */
  by?: Seat;
  /** A step with a log line of its own (a rules payment): the command's line is marked as its part. */
  part?: string;
}

export interface TableContext {
  doc: Y.Doc;
  actor: TableActor;
}

export class TableOpError extends Error {
  override name = 'TableOpError';
}

export function transact<T>(ctx: TableContext, fn: () => T): T {
  let result!: T;
  ctx.doc.transact(() => {
    result = fn();
  }, ctx.actor.origin);
  return result;
}

export function getObject(doc: Y.Doc, id: string): TableObject | undefined {
  const raw = objectsOf(doc).get(id);
  if (raw === undefined) return undefined;
  const parsed = parseRecord(id, raw);
  return parsed.ok ? parsed.value : undefined;
}

export function requireObject<K extends ObjectKind>(doc: Y.Doc, id: string, ...kinds: K[]): ObjectOf<K> {
  const object = getObject(doc, id);
  if (!object) throw new TableOpError(`no valid object ${id}`);
  if (kinds.length > 0 && !(kinds as string[]).includes(object.kind)) {
    throw new TableOpError(`${id} is a ${object.kind}, expected ${kinds.join(' or ')}`);
  }
  return object as ObjectOf<K>;
}

/** Throws unless the actor may take, turn or copy these cards: a sealed card answers only to its holder. */
export function requireHandle(ctx: TableContext, cards: readonly (TableObject | undefined)[]): void {
  for (const card of cards) {
    if (card?.kind !== 'card' || !card.sealed || ctx.actor.system || card.sealed.seat === ctx.actor.seat) continue;
    throw new TableOpError(`hidden: only ${card.sealed.seat} can handle ${card.id}`);
  }
}

/** The cards of a stack, as far as they are valid. */
export function cardsOfStack(doc: Y.Doc, order: readonly string[]): TableObject[] {
  return order.map((id) => getObject(doc, id)).filter((o): o is TableObject => o?.kind === 'card');
}

export function allObjects(doc: Y.Doc): TableObject[] {
  const out: TableObject[] = [];
  for (const [key, raw] of objectsOf(doc).entries()) {
    const parsed = parseRecord(key, raw);
    if (parsed.ok) out.push(parsed.value);
  }
  return out;
}

/** Highest z among movable objects (zones lie below everything). */
export function topZ(doc: Y.Doc): number {
  let top = 0;
  for (const map of objectsOf(doc).values()) {
    if (!(map instanceof Y.Map) || map.get('kind') === 'zone') continue;
    const z = map.get('z');
    if (typeof z === 'number' && Number.isFinite(z) && z > top) top = z;
  }
  return top;
}

export function bottomZ(doc: Y.Doc): number {
  let bottom = 0;
  for (const map of objectsOf(doc).values()) {
    if (!(map instanceof Y.Map) || map.get('kind') === 'zone') continue;
    const z = map.get('z');
    if (typeof z === 'number' && Number.isFinite(z) && z < bottom) bottom = z;
  }
  return bottom;
}

/** Writes changed fields; computed positions are clamped to the table so the record stays valid. */
export function patch<T extends TableObject>(ctx: TableContext, id: string, fields: Partial<T>): void {
  const clamped: Partial<TableObject> = { ...fields };
  if (typeof clamped.x === 'number') clamped.x = clampCoord(clamped.x);
  if (typeof clamped.y === 'number') clamped.y = clampCoord(clamped.y);
  patchObject(ctx.doc, id, clamped);
}

/** Next seed for a random act, from the table seed and a counter kept in the doc. */
export function nextSeed(ctx: TableContext, salt: string, mix: (seed: number, n: number, salt: string) => number): number {
  const meta = metaOf(ctx.doc);
  const seed = typeof meta.get(META_KEYS.seed) === 'number' ? (meta.get(META_KEYS.seed) as number) : 1;
  const counter = typeof meta.get(META_KEYS.rolls) === 'number' ? (meta.get(META_KEYS.rolls) as number) : 0;
  meta.set(META_KEYS.rolls, counter + 1);
  return mix(seed, counter, salt);
}

export function log(ctx: TableContext, op: string, args: LogArgs = {}): void {
  const marked = ctx.actor.part ? { ...args, part: ctx.actor.part } : args;
  const seat = ctx.actor.system ? 'system' : ctx.actor.by ?? ctx.actor.seat;
  ctx.doc.getArray<unknown>(LOG).push([storedLogEntry({ t: logTime(), seat, op, args: marked })]);
}
