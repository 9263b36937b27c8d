// The rules event log: an append-only list in the doc (`ROOT.rules`). Any peer can append
// anything, so every entry is read back through a schema and invalid ones are skipped.
import type * as Y from 'yjs';
import { z } from 'zod/mini';
import { ROOT } from '../../table';
import { localizedSchema, logTime, seatSchema } from '../../table';
import type { RulesEvent, RulesEventDraft } from './contract';
import { currentMatchId } from './match';

export const RULES_LOG = ROOT.rules.name;

const short = z.string().check(z.minLength(1), z.maxLength(80));
const seatOrSystem = z.union([seatSchema, z.literal('system')]);
const time = z.number().check(z.gte(0));
/** The match an event belongs to (absent on a free table or in a bare scenario doc). */
const match = { m: z.optional(z.string().check(z.minLength(1), z.maxLength(64))) };

export const rulesEventSchema = z.discriminatedUnion('kind', [
  z.object({
    ...match, t: time, seat: seatOrSystem, kind: z.literal('phase'),
    turn: z.int().check(z.gte(0), z.lte(100_000)), active: seatSchema, phase: z.string().check(z.minLength(1), z.maxLength(40)),
  }),
  z.object({
    ...match, t: time, seat: seatSchema, kind: z.literal('allow'),
    ruling: z.string().check(z.minLength(1), z.maxLength(40)), action: z.string().check(z.minLength(1), z.maxLength(200)), note: z.optional(z.string().check(z.maxLength(400))),
  }),
  z.object({
    ...match, t: time, seat: seatSchema, kind: z.literal('effect'),
    card: z.string().check(z.minLength(1), z.maxLength(64)), effect: short, turn: z.int().check(z.gte(0), z.lte(100_000)),
  }),
  z.object({
    ...match, t: time, seat: seatSchema, kind: z.literal('choice'), prompt: short,
    value: z.union([z.string().check(z.maxLength(200)), z.number(), z.array(z.string().check(z.maxLength(200))).check(z.maxLength(20))]),
  }),
  z.object({
    ...match, t: time, seat: seatOrSystem, kind: z.literal('note'), text: localizedSchema, ruling: z.optional(z.string().check(z.minLength(1), z.maxLength(40))),
  }),
  z.object({
    ...match, t: time, seat: seatSchema, kind: z.literal('pay'), cost: localizedSchema,
    card: z.optional(z.string().check(z.minLength(1), z.maxLength(64))), ruling: z.optional(z.string().check(z.minLength(1), z.maxLength(40))),
  }),
  z.object({
    ...match, t: time, seat: seatSchema, kind: z.literal('resolved'), resolver: short, hash: z.string().check(z.minLength(1), z.maxLength(80)),
    ruling: z.optional(z.string().check(z.minLength(1), z.maxLength(40))),
  }),
  z.object({
    ...match, t: time, seat: seatSchema, kind: z.literal('outcome'), step: z.enum(['computed', 'applied']),
    phase: z.int().check(z.gte(0), z.lte(100_000)), hash: z.string().check(z.minLength(1), z.maxLength(80)),
  }),
]) satisfies z.ZodMiniType<RulesEvent>;

export interface RulesEventsRead {
  events: RulesEvent[];
  /** Entries that did not pass the schema (written by a faulty or hostile peer). */
  skipped: number;
}

/**
 * Every valid rules event of one match, oldest first: by default the table's current match, so
 * that nothing of an earlier game on the same table is ever read by a later one.
 */
export function readRulesEvents(doc: Y.Doc, match: string | null = currentMatchId(doc)): RulesEventsRead {
  const events: RulesEvent[] = [];
  let skipped = 0;
  for (const raw of doc.getArray<unknown>(RULES_LOG).toArray()) {
    const parsed = rulesEventSchema.safeParse(raw);
    if (!parsed.success) skipped++;
    else if ((parsed.data.m ?? null) === match) events.push(parsed.data);
  }
  return { events, skipped };
}

/**
 * Fills in the time and match of a drafted event and checks it; null when it is not a valid event.
 */
export function completeEvent(draft: RulesEventDraft, now = Date.now(), match: string | null = null): RulesEvent | null {
  const { m: _ignored, ...rest } = draft;
  const parsed = rulesEventSchema.safeParse({ ...rest, ...(match ? { m: match } : {}), t: draft.t ?? logTime(now) });
  return parsed.success ? parsed.data : null;
}

/**
 * Appends one event in its own transaction under `origin` (so the seat's undo manager can take it
 * back). Returns the event written, or null when it was not valid (nothing is written then).
 */
export function appendRulesEvent(doc: Y.Doc, event: RulesEventDraft, origin: unknown): RulesEvent | null {
  const complete = completeEvent(event, Date.now(), currentMatchId(doc));
  if (complete === null) return null;
  doc.transact(() => doc.getArray<unknown>(RULES_LOG).push([complete]), origin);
  return complete;
}
