// The table's append-only log: who did what. Entries are read back through a schema, since
// any peer can append anything. Most are objects { t, seat, op, args }; a zone move is a few bytes
// (logCompact.ts), read back as the same entry.
import type * as Y from 'yjs';
import { z } from 'zod/mini';
import { LOG } from './doc';
import { decodeCompactEntry, encodeCompactEntry } from './logCompact';
import { seatSchema } from './schema';

const argValue = z.union([z.string().check(z.maxLength(400)), z.number(), z.boolean()]);
export const logEntrySchema = z.object({
  t: z.number(),
  seat: z.union([seatSchema, z.literal('system')]),
  op: z.string().check(z.minLength(1), z.maxLength(40)),
  args: z.record(z.string().check(z.maxLength(40)), argValue),
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

/** An entry as stored: an object, or its compact bytes (null when it is neither). */
export function readLogEntry(raw: unknown): LogEntry | null {
  const entry = raw instanceof Uint8Array ? decodeCompactEntry(raw) : raw;
  const parsed = logEntrySchema.safeParse(entry);
  return parsed.success ? parsed.data : null;
}

/** What the log stores for an entry: its compact bytes when it has a compact form. */
export function storedLogEntry(entry: LogEntry): LogEntry | Uint8Array {
  return encodeCompactEntry(entry) ?? entry;
}

/** The last `limit` valid entries, oldest first. */
export function readLog(doc: Y.Doc, limit = 200): LogRead {
  const array = doc.getArray<unknown>(LOG);
  const start = Math.max(0, array.length - limit);
  const entries: LogEntry[] = [];
  let skipped = 0;
  for (const raw of array.slice(start)) {
    const entry = readLogEntry(raw);
    if (entry) entries.push(entry);
    else skipped++;
  }
  return { entries, skipped };
}

export function appendSystemLog(doc: Y.Doc, op: string, args: LogArgs = {}): void {
  doc.getArray<unknown>(LOG).push([{ t: logTime(), seat: 'system', op, args }]);
}
