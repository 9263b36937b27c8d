// Where the clocks live in the doc: one record per seat in the `matches` map, under the match's id
// (`<match>/clock/<seat>`), so a new game never reads an earlier match's clock. Only the seat's
// own browser writes its record (the signed-writes policy refuses anyone else's write there).
import type * as Y from 'yjs';
import { z } from 'zod/mini';
import { MATCH_KEYS, type Seat } from '../../table';
import { ClockRecordSchema, type ClockRecord } from './clock';
import { matchesOf } from './match';

/** A seat's clock as stored: the record and the period it counts (Falldown's phase; 0 for a chess clock). */
export const StoredClockSchema = z.extend(ClockRecordSchema, { period: z.int().check(z.gte(0), z.lte(9_999)) });
export type StoredClock = z.infer<typeof StoredClockSchema>;

export const clockKey = (match: string, seat: Seat): string => MATCH_KEYS.clock(match, seat);

/** The raw value a peer wrote (checked by the reader: checkClockRecord). */
export function rawClock(doc: Y.Doc, match: string, seat: Seat): unknown {
  return matchesOf(doc).get(clockKey(match, seat));
}

export function readClock(doc: Y.Doc, match: string, seat: Seat): StoredClock | null {
  const parsed = StoredClockSchema.safeParse(rawClock(doc, match, seat));
  return parsed.success && parsed.data.seat === seat ? parsed.data : null;
}

/** Call in the seat's own transaction. */
export function writeClock(doc: Y.Doc, match: string, record: ClockRecord, period: number): void {
  matchesOf(doc).set(clockKey(match, record.seat as Seat), StoredClockSchema.parse({ ...record, period }));
}

export const freshClock = (seat: Seat): ClockRecord => ({ seat, usedMs: 0, runningSince: null });
