// The judge's part of the ownership policy. The judge is a verified browser key in the chair
// (`seats` key `judge`); it holds no seat, so everything else it writes is refused like a
// spectator's. Here: who may sit in the chair or free it, that a grant is its own seat's record,
// and that a ruling line in the log comes from the judge and nobody else.
import { z } from 'zod/mini';
import { ROOT } from '../../table/layout';
import { readLogEntry } from '../../table/log';
import { SEATS, type Seat } from '../../table/schema';
import { JUDGE_CHAIR_KEY, JUDGE_GRANT_PREFIX, JUDGE_OPS, rulingArgsSchema } from '../judge';
import type { Touch } from './touches';

/** The parts of the policy's author, refusal and table view that the judge's rules read. */
interface Author { role: Seat | 'spectator'; key: string }
interface Refusal { code: 'seatClaim' | 'recordOf' | 'judgeOnly' | 'malformed'; of: Seat | null; what: string }
interface TableView { judgeKey?(): string | null }

const chairKey = z.looseObject({ key: z.string() });
const seatOf = (value: unknown): Seat | null => (SEATS as readonly unknown[]).includes(value) ? value as Seat : null;

/**
 * The verdict on one touch that concerns the judge: 'ok', a refusal, or null when the rest of the
 * policy decides. `seat` is the seat the author acts as in this change (null: none).
 */
export function judgeTouch(author: Author, seat: Seat | null, t: Touch, table: TableView): Refusal | 'ok' | null {
  const holder = table.judgeKey?.() ?? null;
  if (t.kind === 'map' && t.root === ROOT.seats.name && t.key === JUDGE_CHAIR_KEY) {
    const refused: Refusal = { code: 'seatClaim', of: null, what: t.key };
    if (t.deleted) {
      // The judge stands up, or a player sends the judge away; nobody else frees the chair.
      return holder === null || holder === author.key || seat !== null ? 'ok' : refused;
    }
    const record = chairKey.safeParse(t.value);
    // A free chair (or one's own), with one's own key, by a browser that holds no seat.
    const mine = record.success && record.data.key === author.key;
    return mine && author.role === 'spectator' && seat === null && (holder === null || holder === author.key) ? 'ok' : refused;
  }
  if (t.kind === 'map' && t.root === ROOT.seats.name && t.key.startsWith(JUDGE_GRANT_PREFIX)) {
    const of = seatOf(t.key.slice(JUDGE_GRANT_PREFIX.length));
    // A grant (or its withdrawal) is its seat's own decision.
    return of !== null && seat === of ? 'ok' : { code: 'recordOf', of, what: t.key };
  }
  if (t.kind === 'array' && t.root === ROOT.log.name && !t.deleted) {
    const entry = readLogEntry(t.value);
    if (entry?.op !== JUDGE_OPS.ruling) return null;
    const isJudge = holder !== null && holder === author.key && seat === null && entry.seat === 'system';
    if (!isJudge) return { code: 'judgeOnly', of: null, what: t.root };
    // A ruling names a RULINGS id or has bounded text, and the judge's name.
    return rulingArgsSchema.safeParse(entry.args).success ? 'ok' : { code: 'malformed', of: null, what: t.root };
  }
  return null;
}
