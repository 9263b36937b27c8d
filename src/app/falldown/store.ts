// What one browser keeps of a Falldown phase across a reload, in localStorage: the draft plan (it
// never goes into the shared doc before the reveal) and the resolution it computed when both plans
// were revealed (the table changes as the seats apply it, so it is not computed again). The record
// itself is the flow's (rules/falldown/flow/local.ts); this is the FlowDriver's store port.
import { z } from 'zod/mini';
import { planSchema, type FalldownLocal, type FalldownPlan, type Step, type StoredDraft, type StoredResolution } from '../../rules/falldown';
import type { TableAction } from '../../rules/core';
import { parseCommand, seatSchema, type Seat } from '../../table';
import type { FlowStore } from '../match/flowDriver';

const KEY = 'fudaba.falldown';
const keyOf = (what: string, table: string, setupId: string, seat: Seat, phase: number) => `${KEY}.${what}:${table}:${setupId}:${seat}:${phase}`;

function load<T>(key: string, schema: z.ZodMiniType<T>): T | null {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function save(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Not kept across a reload; still works now.
  }
}

export interface Where { table: string; setupId: string; seat: Seat; phase: number }

const draftSchema = z.object({ plan: planSchema, locked: z._default(z.nullable(z.array(z.string().check(z.maxLength(120))).check(z.maxLength(60))), null) });
export type { StoredDraft, StoredResolution };

export function loadDraft(w: Where): StoredDraft {
  return load(keyOf('draft', w.table, w.setupId, w.seat, w.phase), draftSchema) ?? { plan: planSchema.parse({}), locked: null };
}

export function saveDraft(w: Where, plan: FalldownPlan, locked: string[] | null): void {
  save(keyOf('draft', w.table, w.setupId, w.seat, w.phase), { plan, locked });
}

const localized = z.object({ ja: z.string(), en: z.string() });
const visualSchema = z.union([
  z.object({ kind: z.literal('attack'), from: z.string(), to: z.string(), amount: z.number() }),
  z.object({ kind: z.literal('hp'), unit: z.string(), delta: z.number(), destroyed: z.boolean() }),
  z.object({ kind: z.literal('summon'), unit: z.string() }),
  z.object({ kind: z.literal('life'), seat: seatSchema, delta: z.number() }),
]);
const resolutionSchema = z.object({
  hash: z.string().check(z.maxLength(40)),
  steps: z.array(z.object({ reason: localized, ruling: z.optional(z.string()), cards: z.array(z.string()), visual: z.optional(visualSchema) })).check(z.maxLength(5000)),
  actions: z.array(z.object({ type: z.string(), args: z.record(z.string(), z.unknown()), seat: seatSchema, reason: localized, ruling: z.optional(z.string()) })).check(z.maxLength(5000)),
});

export function loadResolution(w: Where): StoredResolution | null {
  const stored = load(keyOf('resolution', w.table, w.setupId, w.seat, w.phase), resolutionSchema);
  if (!stored) return null;
  const strip = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
  // Each stored command is parsed again as a table command: a damaged store gives no resolution.
  const actions: TableAction[] = [];
  for (const { type, args, seat, reason, ruling } of stored.actions) {
    const parsed = parseCommand(type, args);
    if (!parsed.ok) return null;
    actions.push({ ...parsed.command, seat, reason, ...(ruling !== undefined ? { ruling } : {}) });
  }
  return { hash: stored.hash, steps: stored.steps.map((s) => strip(s) as Step), actions };
}

export function saveResolution(w: Where, resolution: StoredResolution): void {
  save(keyOf('resolution', w.table, w.setupId, w.seat, w.phase), { hash: resolution.hash, steps: resolution.steps, actions: resolution.actions });
}

/** The FlowDriver's store of Falldown's local records: the draft and the result under their own keys. */
export const falldownStore: FlowStore<FalldownLocal> = {
  load: ({ table, scope, seat, period }) => {
    const where: Where = { table, setupId: scope, seat, phase: period };
    return { draft: loadDraft(where), resolution: loadResolution(where) };
  },
  save: ({ table, scope, seat, period }, local) => {
    const where: Where = { table, setupId: scope, seat, phase: period };
    saveDraft(where, local.draft.plan, local.draft.locked);
    if (local.resolution) saveResolution(where, local.resolution);
  },
};
