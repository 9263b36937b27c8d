// A moment of the room's history named so that it cannot be confused: its index and log time in the
// proposer's replay, a fingerprint of its table update, and its cut: each signing session's last
// entry in it. Browsers may hold the entries in another order, so the applier does not trust an
// index: it rebuilds the table from exactly the cut's entries of its own signed transport.
import * as Y from 'yjs';
import { hashText } from '../../rules/core/hash';
import type { RewindPoint } from '../../net/rewind';
import { decodeRecord } from '../../net/signed/codec';
import { MalformedError } from '../../net/varint';
import type { Replay } from '../replay/model';
import { sessionRecords, stepsOfTransport } from '../replay/steps';

function fingerprint(update: Uint8Array): string {
  let text = '';
  for (let i = 0; i < update.length; i += 4096) text += String.fromCharCode(...update.subarray(i, i + 4096));
  return hashText(`${update.length}:${text}`);
}

/** The point of moment k of a room's replay (null: no such moment, or a replay without entries). */
export function pointOf(replay: Replay, k: number): RewindPoint | null {
  const step = replay.steps[k];
  if (!step) return null;
  const cut: Record<string, number> = {};
  for (let i = 0; i <= k; i++) {
    const entry = replay.steps[i]!.entry;
    if (entry) cut[entry.session] = Math.max(cut[entry.session] ?? 0, entry.seq);
  }
  return { k, t: step.t, fp: fingerprint(step.update), cut };
}

function seqOf(bytes: Uint8Array): number | 'cert' | null {
  try {
    const record = decodeRecord(bytes);
    return record.kind === 'cert' ? 'cert' : record.entry.seq;
  } catch (error) {
    if (error instanceof MalformedError) return null;
    throw error;
  }
}

/** The table at the point, from this browser's own signed transport: every session's entries up to the cut. */
export async function tableAtPoint(transport: Y.Doc, roomId: string, point: RewindPoint): Promise<Y.Doc> {
  const source = new Y.Doc({ gc: false });
  for (const [session, list] of sessionRecords(transport)) {
    const last = point.cut[session];
    const kept = list.filter((bytes) => {
      const seq = seqOf(bytes);
      return seq === 'cert' || (seq !== null && last !== undefined && seq <= last);
    });
    if (kept.length > 0) source.getArray<Uint8Array>(session).push(kept);
  }
  const steps = await stepsOfTransport(source, roomId);
  source.destroy();
  const doc = new Y.Doc();
  for (const step of steps) if (step.update.length > 0) Y.applyUpdate(doc, step.update);
  return doc;
}

/** Whether this browser holds every entry of the cut (else the rewind waits or cannot be applied). */
export function holdsCut(transport: Y.Doc, point: RewindPoint): boolean {
  const records = sessionRecords(transport);
  return Object.entries(point.cut).every(([session, last]) => (records.get(session) ?? []).some((bytes) => seqOf(bytes) === last));
}
