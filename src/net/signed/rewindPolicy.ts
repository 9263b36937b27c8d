// The rewind records' part of the ownership policy (src/net/rewind.ts): a proposal is written by
// its proposer only (a seat in its own name, the judge in the chair in the judge's), an answer or
// an applied mark by its own seat only; none is taken back (the record of a consent stays).
import { ROOT } from '../../table/layout';
import type { Seat } from '../../table/schema';
import { parseRewindKey, rewindAnswerSchema, rewindProposalSchema } from '../rewind';
import type { Touch } from './touches';

interface Author { role: Seat | 'spectator'; key: string }
interface Refusal { code: 'recordOf' | 'judgeOnly' | 'malformed' | 'appendOnly' | 'spectator'; of: Seat | null; what: string }
interface TableView { judgeKey?(): string | null }

/** The verdict on a touch of a rewind record: 'ok', a refusal, or null when it is not one. */
export function rewindTouch(author: Author, seat: Seat | null, t: Touch, table: TableView): Refusal | 'ok' | null {
  if (t.kind !== 'map' || t.root !== ROOT.matches.name) return null;
  const parsed = parseRewindKey(t.key);
  if (parsed === null) return null;
  const what = `${t.root}/${t.key}`;
  if (parsed === 'bad') return { code: 'malformed', of: null, what };
  if (t.deleted) return { code: 'appendOnly', of: null, what };
  if (parsed.kind === 'answer') {
    if (seat !== parsed.seat) return { code: seat === null ? 'spectator' : 'recordOf', of: parsed.seat, what };
    return rewindAnswerSchema.safeParse(t.value).success ? 'ok' : { code: 'malformed', of: null, what };
  }
  const proposal = rewindProposalSchema.safeParse(t.value);
  if (!proposal.success) return { code: 'malformed', of: null, what };
  if (proposal.data.by === 'judge') {
    const holder = table.judgeKey?.() ?? null;
    return holder !== null && holder === author.key && seat === null ? 'ok' : { code: 'judgeOnly', of: null, what };
  }
  if (seat === proposal.data.by) return 'ok';
  return { code: seat === null ? 'spectator' : 'recordOf', of: proposal.data.by, what };
}
