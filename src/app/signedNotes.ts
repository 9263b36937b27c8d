// What this browser says about signed changes: a refusal (someone wrote what is not theirs) and a
// change the other seat made to this seat's public objects, with a way to put them back. Plain
// functions over typed notes; the words come from the locale files.
import type { TFunction } from 'i18next';
import * as Y from 'yjs';
import { logTime, objectsOf, parseObject, patchObject, ROOT, ROOT_KEYS, writeObject, type Seat, type TableObject } from '../table';
import type { SignedNote } from './online';

/** How one object is named in a note: a counter by its label, else its kind. */
export function objectLabel(t: TFunction, record: Record<string, unknown> | TableObject | undefined): string {
  if (!record) return t('signed.anObject');
  if (record.kind === 'counter' && typeof record.label === 'string') return record.label;
  if (record.kind === 'stack') return t('signed.aPile');
  return t(`kinds.${String(record.kind)}`, { defaultValue: t('signed.anObject') });
}

/** "P2 (ゆう)" or "A spectator (さき)" or "Another peer". */
function author(t: TFunction, role: string | null, name: string | null): string {
  const who = t(`log.by.${role === 'p1' || role === 'p2' || role === 'spectator' ? role : 'peer'}`);
  return name ? `${who} (${name})` : who;
}

export function refusalText(t: TFunction, note: Extract<SignedNote, { kind: 'writeRefused' }>, describe: (id: string) => string): string {
  const { change, name } = note;
  const refusal = change.refusal;
  const seat = refusal.of ? t(`log.seats.${refusal.of}`) : '';
  // `what` names a table object, or a root of the doc (the journal, the envelopes …), or a key in one.
  const isRoot = ROOT_KEYS.some((root) => root.name === refusal.what);
  const what = isRoot ? t(`signed.roots.${refusal.what}`, { defaultValue: refusal.what })
    : refusal.what.includes('/') ? refusal.what : describe(refusal.what);
  return t(`signed.refused.${refusal.code}`, { who: author(t, change.role, name), seat, what });
}

export function changedText(t: TFunction, note: Extract<SignedNote, { kind: 'changedByOther' }>, describe: (id: string) => string): string {
  const { change, name } = note;
  const labels = change.objects.slice(0, 3).map((id) => describe(id));
  return t('signed.changed', { who: author(t, change.by, name), count: change.objects.length, what: labels.join(', ') });
}

/**
 * Puts this seat's objects back as they were before another seat's change: one transaction
 * under this seat's origin (so one undo step), with a log line. Records that no longer parse are
 * skipped. Returns how many were restored.
 */
export function revertChange(doc: Y.Doc, origin: object, seat: Seat, by: Seat, before: ReadonlyMap<string, Record<string, unknown> | undefined>): number {
  let count = 0;
  doc.transact(() => {
    const objects = objectsOf(doc);
    for (const [id, record] of before) {
      if (!record) continue;
      const parsed = parseObject(record);
      if (!parsed.ok || parsed.value.id !== id) continue;
      if (objects.get(id) instanceof Y.Map) patchObject(doc, id, parsed.value);
      else writeObject(doc, parsed.value);
      count++;
    }
    if (count > 0) doc.getArray<unknown>(ROOT.log.name).push([{ t: logTime(), seat, op: 'revert', args: { by, count } }]);
  }, origin);
  return count;
}

/** The owner's log line for a change by the other seat, so every peer reads who changed what. */
export function logChangedBy(doc: Y.Doc, origin: object, seat: Seat, by: Seat, what: string, count: number): void {
  doc.transact(() => doc.getArray<unknown>(ROOT.log.name).push([{ t: logTime(), seat, op: 'changedBy', args: { by, what, count } }]), origin);
}
