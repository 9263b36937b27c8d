// The receiving browser's check of an entry another browser left for this seat: it agrees only when
// this browser's own rules computation owes exactly that work to this seat in the phase the entry
// names, the phase was entered by the same writer, and it was not carried out already. The commands
// run here are this browser's own (its computed steps, or, at the player's explicit decision, built
// from its own state); nothing of the entry is run as it is.
import type * as Y from 'yjs';
import { RULES_LOG, type RulesEvent, type TableAction } from '../../rules/core';
import type { PendingSteps } from '../../rules/core/assist';
import type { Seat, TableObject } from '../../table';
import { commandFor, matchOwed } from './intents';
import { doneKeys, phaseKey, valuesWithWriters, type PendingEntry } from './pendingQueue';

export type PendingVerdict =
  /** This browser's own computation owes it: offered, one click. */
  | 'confirmed'
  /** The entry names no phase change of this match (or one that is not there). */
  | 'unknownPhase'
  /** The phase change was written by another browser than the entry (a third peer's entry). */
  | 'otherWriter'
  /** This seat already carried out what was asked with that phase change. */
  | 'alreadyApplied'
  /** The rules, as this browser reads them, owe nothing of the kind. */
  | 'notOwed';

export interface CheckedEntry {
  entry: PendingEntry;
  verdict: PendingVerdict;
  /** What this browser would run: its own computed actions, or (unconfirmed) commands built here. */
  actions: TableAction[];
  /** Recorded when it is carried out, so the same phase's work runs once. */
  doneKey: string | null;
}

/** What the rules owe when entering the phase after `before` (module.advance of that state). */
export type OwedAfter = (before: readonly RulesEvent[]) => { turn: number; phase: string; actions: TableAction[] } | null;

export function checkEntry(
  doc: Y.Doc, entry: PendingEntry, me: Seat, events: readonly RulesEvent[], owedAfter: OwedAfter,
  objects: ReadonlyMap<string, TableObject>,
): CheckedEntry {
  const built = entry.asked.flatMap((asked) => {
    const command = commandFor(asked, me, objects);
    return command ? [command] : [];
  });
  const unconfirmed = (verdict: PendingVerdict, doneKey: string | null = null): CheckedEntry => ({ entry, verdict, actions: built, doneKey });
  const at = entry.at;
  if (!at) return unconfirmed('unknownPhase');
  const index = events.findLastIndex((e) => e.kind === 'phase' && e.t === at.t && e.turn === at.turn && e.phase === at.phase);
  if (index < 0) return unconfirmed('unknownPhase');
  const key = phaseKey(at);
  if (phaseWriter(doc, events[index]!) !== entry.writer) return unconfirmed('otherWriter');
  if (doneKeys(doc, me).has(key)) return unconfirmed('alreadyApplied');
  const owed = owedAfter(events.slice(0, index));
  if (!owed || owed.turn !== at.turn || owed.phase !== at.phase) return unconfirmed('notOwed', key);
  const matched = matchOwed(entry.asked, owed.actions.filter((a) => a.seat === me));
  return matched ? { entry, verdict: 'confirmed', actions: matched, doneKey: key } : unconfirmed('notOwed', key);
}

/** A checked entry as the phase bar shows it. */
export function pendingView(checked: CheckedEntry): PendingSteps {
  const { entry, verdict, actions } = checked;
  return {
    id: entry.id, seat: entry.seat, by: entry.by, label: entry.label, verdict, confirmed: verdict === 'confirmed',
    // What it would run here; for an unconfirmed entry with nothing of this seat's to run, what was asked (as text).
    actions: actions.length > 0 ? actions : entry.asked.map((a) => ({ type: a.intent.kind, args: {}, seat: entry.seat, reason: a.reason })),
  };
}

/** The Yjs client that wrote a rules event (its struct in the doc), or -1. */
function phaseWriter(doc: Y.Doc, event: RulesEvent): number {
  if (event.kind !== 'phase') return -1;
  const found = valuesWithWriters(doc.getArray<unknown>(RULES_LOG)).findLast(({ value }) => {
    const raw = value as Partial<Record<string, unknown>> | null;
    return typeof raw === 'object' && raw !== null && raw['kind'] === 'phase' && raw['t'] === event.t
      && raw['turn'] === event.turn && raw['phase'] === event.phase && (raw['m'] ?? undefined) === event.m;
  });
  return found?.writer ?? -1;
}
