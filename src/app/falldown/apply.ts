// Applying this seat's share of a phase's result: its commands, the overruled steps and its
// 'outcome applied' word, all in one doc transaction under the seat's origin, so the seat undoes it
// in one step and the peer receives one update (the commands' own transactions join this one).
import type * as Y from 'yjs';
import { appendRulesEvent } from '../../rules/core';
import { runCommand, type Seat, type TableContext } from '../../table';
import { overruleNotes } from '../../ui/rules/assistModel';
import { outcomeEvent } from './flow';
import type { StoredResolution } from './store';

/** The part of the table session the apply needs. */
export interface ApplyTarget {
  doc: Y.Doc;
  context(seat: Seat): TableContext;
}

/** Runs the seat's share; returns the commands that failed (the rest still ran), as text. */
export function applyShare(target: ApplyTarget, seat: Seat, phase: number, resolution: StoredResolution, unticked: ReadonlySet<number>): string[] {
  const ctx = target.context(seat);
  const failures: string[] = [];
  const lines = resolution.steps.map((s, index) => ({ index, reason: s.reason, ...(s.ruling ? { ruling: s.ruling } : {}) }));
  target.doc.transact(() => {
    // This seat's share only: the other seat's cards (its sealed hand above all) move in its own browser.
    for (const action of resolution.actions) {
      if (action.seat !== seat) continue;
      const result = runCommand(ctx, action.type, action.args);
      if (!result.ok) failures.push(`${action.type}: ${result.error}`);
    }
    for (const event of [...overruleNotes(lines, unticked, seat), outcomeEvent(seat, 'applied', phase, resolution.hash)]) {
      appendRulesEvent(target.doc, event, ctx.actor.origin);
    }
  }, ctx.actor.origin);
  return failures;
}
