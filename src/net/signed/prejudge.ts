// How the room's peers would judge a change of this page before it is made. A change that writes
// in several transactions (a Load is written in batches) goes out as several signed entries, and
// each peer judges each entry on the table as the entries before it left it. Run on copies of the
// table, the same policy says here, up front, which transaction a peer would refuse: then nothing
// is written, and the room cannot split between peers that took the first batches and refused one.
import * as Y from 'yjs';
import { judgeUpdate, type Author, type Refusal } from './policy';
import { tableView } from './policyView';
import { readUpdate } from './touches';

export type Prejudgement = { ok: true; transactions: number } | { ok: false; refusal: Refusal; transaction: number };

/** Runs `write` on a copy of `table` and judges each of its transactions as a peer would, in order. */
export function prejudge(table: Y.Doc, author: Author, write: (copy: Y.Doc) => void): Prejudgement {
  const state = Y.encodeStateAsUpdate(table);
  const copy = new Y.Doc();
  const judged = new Y.Doc();
  try {
    Y.applyUpdate(copy, state);
    Y.applyUpdate(judged, state);
    const updates: Uint8Array[] = [];
    const collect = (update: Uint8Array) => updates.push(update);
    copy.on('update', collect);
    write(copy);
    copy.off('update', collect);
    for (const [transaction, update] of updates.entries()) {
      const reading = readUpdate(judged, update);
      const verdict = judgeUpdate(author, reading.touches, tableView(judged));
      if (!verdict.ok) return { ok: false, refusal: verdict.refusal, transaction };
      Y.applyUpdate(judged, update);
    }
    return { ok: true, transactions: updates.length };
  } finally {
    copy.destroy();
    judged.destroy();
  }
}
