// Applying an agreed rewind at one seat: this browser, on its own, puts back the objects it owns
// (and, at p1, the objects nobody owns, so they are written once) as they were in the table at
// the moment, in one transaction: restored fields, recreated objects, removed objects made after
// it, and one log line. It never writes the other seat's objects, nor anything hidden for it;
// what it cannot restore consistently (an object that changed hands, a joint deck's cards) it
// leaves and counts. Records outside `objects` (log, envelopes, joint-deck records) are not rewound.
import * as Y from 'yjs';
import { objectsOf } from '../../table/doc';
import { ROOT } from '../../table/layout';
import { logTime } from '../../table/log';
import { SEATS, type Seat } from '../../table/schema';
import { hiddenFor } from '../../net/signed/policy';
import { tableView } from '../../net/signed/signedLog';
import { rewindAnswerKey, type RewindProposal } from '../../net/rewind';

export const REWIND_LOG_OPS = { p1: 'rewindP1', p2: 'rewindP2', judge: 'rewindJudge' } as const;

export interface RewindPlan {
  /** Objects to set back (fields as they were), to recreate, and to remove. */
  restore: Map<string, Record<string, unknown>>;
  remove: string[];
  /** Objects this seat would write but leaves: they changed hands, or are in a joint deck. */
  skipped: string[];
}

const seatOf = (v: unknown): Seat | null => (SEATS as readonly unknown[]).includes(v) ? v as Seat : null;
function ownerOf(record: Record<string, unknown>): Seat | null {
  const sealed = record.sealed;
  return seatOf(record.owner) ?? (sealed && typeof sealed === 'object' ? seatOf((sealed as { seat?: unknown }).seat) : null);
}
/** Who writes an object back: its owner; p1 for an object nobody owns. */
const writerOf = (record: Record<string, unknown>): Seat => ownerOf(record) ?? 'p1';
const isJoint = (r: Record<string, unknown> | undefined) => typeof r?.joint === 'string' && r.joint !== '';

function records(doc: Y.Doc): Map<string, Record<string, unknown>> {
  const out = new Map<string, Record<string, unknown>>();
  for (const [id, value] of objectsOf(doc).entries()) if (value instanceof Y.Map) out.set(id, value.toJSON() as Record<string, unknown>);
  return out;
}

/** What `seat` writes to put the live table's objects back as they are in `past`. */
export function planRewind(live: Y.Doc, past: Y.Doc, seat: Seat): RewindPlan {
  const now = records(live);
  const then = records(past);
  const view = tableView(live);
  const other: Seat = seat === 'p1' ? 'p2' : 'p1';
  const plan: RewindPlan = { restore: new Map(), remove: [], skipped: [] };
  for (const id of new Set([...then.keys(), ...now.keys()])) {
    const before = then.get(id);
    const current = now.get(id);
    const writer = writerOf(before ?? current!);
    const handsChanged = before && current && writerOf(before) !== writerOf(current);
    if (!handsChanged && writer !== seat) continue;
    if (handsChanged && writerOf(before) !== seat && writerOf(current) !== seat) continue;
    const blocked = handsChanged || isJoint(before) || isJoint(current) || (current && hiddenFor(current, view) === other);
    if (blocked) {
      if (JSON.stringify(before) !== JSON.stringify(current)) plan.skipped.push(id);
      continue;
    }
    if (!before) plan.remove.push(id);
    else if (JSON.stringify(before) !== JSON.stringify(current)) plan.restore.set(id, before);
  }
  return plan;
}

export interface ApplyRewind {
  match: string;
  id: string;
  proposal: RewindProposal;
  /** The undo manager's origin for this seat, so the rewind is one undo step. */
  origin?: unknown;
}

/** Writes the plan, the log line and this seat's applied mark, in one transaction. */
export function applyRewind(live: Y.Doc, seat: Seat, plan: RewindPlan, args: ApplyRewind, now = Date.now()): void {
  const objects = objectsOf(live);
  live.transact(() => {
    for (const id of plan.remove) objects.delete(id);
    for (const [id, record] of plan.restore) {
      const map = objects.get(id);
      if (!(map instanceof Y.Map)) {
        const fresh = new Y.Map<unknown>();
        for (const [key, value] of Object.entries(record)) fresh.set(key, value);
        objects.set(id, fresh);
        continue;
      }
      for (const key of [...map.keys()]) if (!(key in record)) map.delete(key);
      for (const [key, value] of Object.entries(record)) {
        if (JSON.stringify(map.get(key)) !== JSON.stringify(value)) map.set(key, value);
      }
    }
    live.getArray<unknown>(ROOT.log.name).push([{
      t: logTime(now), seat, op: REWIND_LOG_OPS[args.proposal.by],
      args: { step: args.proposal.point.k + 1, restored: plan.restore.size + plan.remove.length, skipped: plan.skipped.length },
    }]);
    live.getMap<unknown>(ROOT.matches.name).set(rewindAnswerKey(args.match, args.id, 'applied', seat), { t: logTime(now) });
  }, args.origin ?? null);
}
