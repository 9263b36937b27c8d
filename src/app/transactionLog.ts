// The last transactions this browser received from peers, each as what it changed: the table
// objects it touched and the kinds of rules events it appended. A result applied elsewhere shows
// here as one entry holding all of it (window.fudaba.remoteTransactions, docs/automation.md).
import * as Y from 'yjs';
import { ROOT, objectsOf } from '../table';

export interface RemoteTransaction {
  /** Ids of table objects created, changed or deleted. */
  objects: string[];
  /** Kinds of the rules events appended (e.g. 'resolved', 'phase'). */
  rules: string[];
}

const KEEP = 50;
const recorders = new WeakMap<Y.Doc, { list(): RemoteTransaction[]; stop(): void }>();

/** One recorder per doc, however often the automation API is built again. */
export function remoteTransactionsOf(doc: Y.Doc): { list(): RemoteTransaction[] } {
  let recorder = recorders.get(doc);
  if (!recorder) {
    recorder = recordRemoteTransactions(doc);
    recorders.set(doc, recorder);
    doc.once('destroy', () => recorder?.stop());
  }
  return recorder;
}

export function recordRemoteTransactions(doc: Y.Doc): { list(): RemoteTransaction[]; stop(): void } {
  const list: RemoteTransaction[] = [];
  const objects = objectsOf(doc);
  const rules = doc.getArray<unknown>(ROOT.rules.name);
  let seenRules = rules.length;
  const after = (tr: Y.Transaction) => {
    const length = rules.length;
    const added = rules.slice(Math.min(seenRules, length)).map((raw) =>
      (typeof raw === 'object' && raw !== null && typeof (raw as { kind?: unknown }).kind === 'string' ? (raw as { kind: string }).kind : '?'));
    seenRules = length;
    if (tr.local) return;
    const touched = new Set<string>();
    for (const [type, keys] of tr.changed) {
      if ((type as unknown) === objects) for (const key of keys) if (key) touched.add(key);
      const item = type._item;
      if (item && item.parent === objects && typeof item.parentSub === 'string') touched.add(item.parentSub);
    }
    if (touched.size === 0 && added.length === 0) return;
    list.push({ objects: [...touched].sort(), rules: added });
    if (list.length > KEEP) list.splice(0, list.length - KEEP);
  };
  doc.on('afterTransaction', after);
  return { list: () => list.map((t) => ({ objects: [...t.objects], rules: [...t.rules] })), stop: () => doc.off('afterTransaction', after) };
}
