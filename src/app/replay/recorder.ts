// A solo table's replay: the table doc's own updates, in order, from when this page opened it
// (the table then is the base). Cheap: Yjs hands every update over anyway; a long session keeps at
// most MAX_KEPT of them, older ones merged into the base. A reload starts a new recording.
import * as Y from 'yjs';

const MAX_KEPT = 50_000;

export interface LocalRecording {
  startedAt: number;
  base: Uint8Array;
  steps: { t: number; u: Uint8Array }[];
}

const recordings = new WeakMap<Y.Doc, LocalRecording>();

/** Starts recording a doc's updates (once per doc). */
export function recordLocally(doc: Y.Doc, now: () => number = Date.now): LocalRecording {
  const existing = recordings.get(doc);
  if (existing) return existing;
  const recording: LocalRecording = { startedAt: now(), base: Y.encodeStateAsUpdate(doc), steps: [] };
  recordings.set(doc, recording);
  doc.on('update', (update: Uint8Array) => {
    recording.steps.push({ t: now(), u: update });
    if (recording.steps.length > MAX_KEPT) {
      const old = recording.steps.splice(0, recording.steps.length - MAX_KEPT);
      recording.base = Y.mergeUpdates([recording.base, ...old.map((s) => s.u)]);
    }
  });
  return recording;
}

export function localRecordingOf(doc: Y.Doc): LocalRecording | null {
  return recordings.get(doc) ?? null;
}
