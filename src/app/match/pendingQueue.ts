// The queue of intents one seat's browser leaves for the other seat's (its own draws, its own hidden
// cards turned over by a rules step). Each entry names the phase it was asked in; the Yjs client
// that wrote it is read from the doc's own structure (not from anything the entry says), so the
// receiving browser can tell an entry written with that phase from one a third peer added.
import { z } from 'zod/mini';
import * as Y from 'yjs';
import { currentMatchId, readRulesEvents, type TableAction } from '../../rules/core';
import { localizedSchema, objectsOf, ROOT, sealedRefSchema, seatSchema, type Seat } from '../../table';
import { askedSchema, intentOf, type Asked } from './intents';

export const PENDING_KEY = ROOT.pending.name;

const phaseAt = z.object({ t: z.number().check(z.gte(0)), turn: z.int().check(z.gte(0), z.lte(100_000)), phase: z.string().check(z.minLength(1), z.maxLength(40)) });

const entrySchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(40)),
  /** The match it belongs to: a later game never runs an earlier one's steps. */
  m: z._default(z.nullable(z.string().check(z.minLength(1), z.maxLength(64))), null),
  /** The seat whose browser is asked. */
  seat: seatSchema,
  /** The seat that asks (an entry of a seat for itself is ignored). */
  by: seatSchema,
  label: localizedSchema,
  /** The phase event it was asked with (null: asked outside a phase change). */
  at: z.nullable(phaseAt),
  asked: z.array(askedSchema).check(z.minLength(1), z.maxLength(20)),
});

/** A record that this seat carried out what was asked with one phase event (so it runs once). */
const doneSchema = z.object({ done: z.string().check(z.minLength(1), z.maxLength(200)), seat: seatSchema, m: z.nullable(z.string().check(z.minLength(1), z.maxLength(64))) });

export interface PendingEntry extends z.infer<typeof entrySchema> {
  /** The Yjs client that wrote the entry. */
  writer: number;
}

function pendingArray(doc: Y.Doc): Y.Array<unknown> {
  return doc.getArray<unknown>(PENDING_KEY);
}

/** Every value of a Y.Array with the client that wrote it, in order. */
export function valuesWithWriters(array: Y.Array<unknown>): { value: unknown; writer: number }[] {
  const out: { value: unknown; writer: number }[] = [];
  for (let item = array._start; item !== null; item = item.right) {
    if (item.deleted || !item.countable) continue;
    for (const value of item.content.getContent()) out.push({ value, writer: item.id.client });
  }
  return out;
}

/** The current match's entries, valid ones only. */
export function readPending(doc: Y.Doc): PendingEntry[] {
  const match = currentMatchId(doc);
  return valuesWithWriters(pendingArray(doc)).flatMap(({ value, writer }) => {
    const parsed = entrySchema.safeParse(value);
    return parsed.success && parsed.data.m === match ? [{ ...parsed.data, writer }] : [];
  });
}

/** The keys this seat has already carried out (in the current match). */
export function doneKeys(doc: Y.Doc, seat: Seat): Set<string> {
  const match = currentMatchId(doc);
  const out = new Set<string>();
  for (const raw of pendingArray(doc).toArray()) {
    const parsed = doneSchema.safeParse(raw);
    if (parsed.success && parsed.data.seat === seat && parsed.data.m === match) out.add(parsed.data.done);
  }
  return out;
}

export function markDone(doc: Y.Doc, seat: Seat, key: string): void {
  pendingArray(doc).push([{ done: key, seat, m: currentMatchId(doc) } satisfies z.infer<typeof doneSchema>]);
}

/** The key of what was asked with one phase event: carried out at most once. */
export function phaseKey(at: z.infer<typeof phaseAt>): string {
  return `${at.t}|${at.turn}|${at.phase}`;
}

/**
 * Leaves intents for their seat's browser, bound to the phase event this transaction stands in.
 * `by` is the writing seat (every peer checks it against the signed author); intents for the
 * writing seat itself are not queued (its own browser would ignore them).
 */
export function leavePending(doc: Y.Doc, label: { ja: string; en: string }, actions: readonly TableAction[], by: Seat): void {
  const phase = readRulesEvents(doc).events.findLast((e) => e.kind === 'phase');
  const at = phase?.kind === 'phase' ? { t: phase.t, turn: phase.turn, phase: phase.phase } : null;
  const bySeat = new Map<Seat, Asked[]>();
  for (const action of actions) {
    const intent = intentOf(action);
    if (!intent) continue;
    bySeat.set(action.seat, [...(bySeat.get(action.seat) ?? []), { intent, reason: action.reason, ...(action.ruling ? { ruling: action.ruling } : {}) }]);
  }
  for (const [seat, asked] of bySeat) {
    if (seat === by) continue;
    const entry: z.infer<typeof entrySchema> = {
      id: `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`, m: currentMatchId(doc), seat,
      by, label: { ja: label.ja.slice(0, 200), en: label.en.slice(0, 200) }, at, asked: asked.slice(0, 20),
    };
    pendingArray(doc).push([entry]);
  }
}

/** Takes an entry off the queue; true when it was still there (so it runs once). */
export function takePending(doc: Y.Doc, id: string): boolean {
  const array = pendingArray(doc);
  const index = array.toArray().findIndex((raw) => entrySchema.safeParse(raw).data?.id === id);
  if (index < 0) return false;
  array.delete(index, 1);
  return true;
}

/** The seat a card is sealed for, as the doc holds it now (inside a transaction too). */
export function sealedSeatIn(doc: Y.Doc): (id: string) => Seat | null {
  const objects = objectsOf(doc);
  return (id) => {
    const map = objects.get(id);
    const sealed = map instanceof Y.Map ? sealedRefSchema.safeParse(map.get('sealed')) : null;
    return sealed?.success ? sealed.data.seat : null;
  };
}
