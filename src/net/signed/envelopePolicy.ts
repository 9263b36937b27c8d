// The envelope rounds' part of the ownership policy (src/secret/envelopeBoard.ts). A round opens
// only while every seat has one commitment and one acknowledgement; a seat that could add another
// after reading the other seat's reveal would read, then kill the round (it never opens). So a
// round's record, a seat's commitment and its acknowledgement are written once and never taken
// back, and nobody disowns a commitment once a reveal is out.
import { ROOT } from '../../table/layout';
import { SEATS, type Seat } from '../../table/schema';
import type { Touch } from './touches';

/** The parts of the policy's refusal and table view that the envelope rules read. */
interface Refusal { code: 'appendOnly' | 'sealedRound'; of: Seat | null; what: string }
interface TableView { entriesOf?(root: string, prefix: string): [string, unknown][] }

const seatOf = (value: unknown): Seat | null => (SEATS as readonly unknown[]).includes(value) ? value as Seat : null;
/** Round records, commitments, acknowledgements, disownings: the keys the board pins. */
const WRITE_ONCE: ReadonlySet<string> = new Set(['r', 'c', 'a', 'x']);

/** A refusal for a touch of an envelope round's record, or null when the rest of the policy decides. */
export function envelopeTouch(t: Touch, touches: readonly Touch[], table: TableView): Refusal | null {
  if (t.kind !== 'map' || t.root !== ROOT.envelopes.name) return null;
  const [kind, round, seatText, tag, ...rest] = t.key.split('/');
  if (kind === undefined || !WRITE_ONCE.has(kind) || !round) return null;
  const what = `${t.root}/${t.key}`;
  const of = seatOf(seatText);
  // An overwrite reaches here as a deletion of the value it replaces (src/net/signed/touches.ts).
  if (t.deleted) return { code: 'appendOnly', of, what };
  if (kind === 'r' || of === null || tag === undefined || rest.length > 0) return null;
  if (kind === 'x') {
    // Disowning is for a forgery seen before the round opens, not for a plan already read.
    const revealed = (table.entriesOf?.(t.root, `v/${round}/`) ?? []).length > 0;
    return revealed ? { code: 'sealedRound', of, what } : null;
  }
  // A second commitment (or an acknowledgement of another set) by the same seat in this round,
  // already on the table or in this very change. The same acknowledgement again changes nothing.
  const prefix = `${kind}/${round}/${of}/`;
  const { key: own, value: written, root } = t;
  const differs = (key: string, value: unknown) => key !== own && (kind === 'c' || value !== written);
  const earlier = (table.entriesOf?.(root, prefix) ?? []).some(([key, value]) => differs(key, value));
  const alongside = touches.some((u) => u.kind === 'map' && u.root === root && !u.deleted && u.key.startsWith(prefix) && differs(u.key, u.value));
  return earlier || alongside ? { code: 'sealedRound', of, what } : null;
}
