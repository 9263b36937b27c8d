// Table fixtures for the signed-write tests: a set-up table doc, the update one change makes,
// and every root of a table doc as plain JSON (what converged peers must agree on).
import * as Y from 'yjs';
import { GENERIC_MAT, ROOT_KEYS, setupTable, type Seat, type TableContext } from '../../../../src/table';

export function systemCtx(doc: Y.Doc): TableContext {
  return { doc, actor: { seat: 'p1', origin: { system: true }, system: true } };
}

export function seatCtx(doc: Y.Doc, seat: Seat): TableContext {
  return { doc, actor: { seat, origin: { seat } } };
}

/** A fresh table on the generic mat: a face-down deck per seat and the usual pieces. */
export function setUpDoc(doc: Y.Doc = new Y.Doc(), decks: { p1: string[]; p2: string[] } = { p1: ['s:1', 's:2', 's:3'], p2: ['s:4', 's:5'] }): Y.Doc {
  setupTable(systemCtx(doc), { mat: GENERIC_MAT, seats: [{ seat: 'p1', deck: decks.p1 }, { seat: 'p2', deck: decks.p2 }], seed: 7 });
  return doc;
}

/** A doc holding what `doc` holds now (a peer that has seen everything so far). */
export function copyOf(doc: Y.Doc): Y.Doc {
  const copy = new Y.Doc();
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc));
  return copy;
}

/** The updates `doc` emits while `change` runs (one per transaction). */
export function updatesOf(doc: Y.Doc, change: () => void): Uint8Array[] {
  const updates: Uint8Array[] = [];
  const onUpdate = (update: Uint8Array) => updates.push(update);
  doc.on('update', onUpdate);
  try {
    change();
  } finally {
    doc.off('update', onUpdate);
  }
  return updates;
}

/** The one update of a change made in one transaction. */
export function updateOf(doc: Y.Doc, change: () => void): Uint8Array {
  const updates = updatesOf(doc, change);
  if (updates.length !== 1) throw new Error(`expected one update, got ${updates.length}`);
  return updates[0]!;
}

/** Every root of the table layout, as JSON. */
export function tableJson(doc: Y.Doc): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const root of ROOT_KEYS) out[root.name] = (root.type === 'map' ? doc.getMap(root.name) : doc.getArray(root.name)).toJSON();
  return out;
}
