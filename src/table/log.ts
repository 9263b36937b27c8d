// The table's append-only log: who did what. Entries are read back through a schema, since
// any peer can append anything.
import type * as Y from 'yjs';
import { z } from 'zod';
import { LOG } from './doc';
import { seatSchema } from './schema';

const argValue = z.union([z.string().max(400), z.number(), z.boolean()]);
export const logEntrySchema = z.object({
  t: z.number(),
  seat: seatSchema.or(z.literal('system')),
  op: z.string().min(1).max(40),
  args: z.record(z.string().max(40), argValue),
});
export type LogEntry = z.infer<typeof logEntrySchema>;
export type LogArgs = Record<string, string | number | boolean>;

export interface LogRead { entries: LogEntry[]; skipped: number }

/** Log times are whole seconds: they fit Yjs's compact integer encoding (ms would not). */
export function logTime(now = Date.now()): number {
  return Math.floor(now / 1000);
}

/** The moment of an entry; entries written in milliseconds by older versions are read too. */
export function logDate(t: number): Date {
  return new Date(t < 1e11 ? t * 1000 : t);
}

/** The last `limit` valid entries, oldest first. */
export function readLog(doc: Y.Doc, limit = 200): LogRead {
  const array = doc.getArray<unknown>(LOG);
  const start = Math.max(0, array.length - limit);
  const entries: LogEntry[] = [];
  let skipped = 0;
  for (const raw of array.slice(start)) {
    const parsed = logEntrySchema.safeParse(raw);
    if (parsed.success) entries.push(parsed.data);
    else skipped++;
  }
  return { entries, skipped };
}

export function appendSystemLog(doc: Y.Doc, op: string, args: LogArgs = {}): void {
  doc.getArray<unknown>(LOG).push([{ t: logTime(), seat: 'system', op, args }]);
}
