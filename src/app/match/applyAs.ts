// Carrying out a rules result at this browser: every command it may run here and the events that
// go with them in ONE transaction under this seat's origin, so the result is one undo step and
// reaches the peer as one update, never half. Each command still runs as the seat it names (the
// table's own checks: only a card's holder moves a hidden card); the commands only the other seat's
// browser may run wait in the queue for it, written in the same transaction.
import type { CommandResult, Seat } from '../../table';
import { completeEvent, currentMatchId, type RulesEventDraft, type TableAction } from '../../rules/core';
import type { Localized } from '../../cards/game';
import { leftToOtherSeat } from '../../rules/core/assist';
import { leavePending, runAction } from '../rulesAssist';
import type { TableSession } from '../session';
import { ROOT } from '../../table';
import { touchesHiddenOf } from './intents';
import { sealedSeatIn } from './pendingQueue';

export interface Applied {
  /** Commands that failed, with the table's reason (the rest still ran). */
  failures: { action: TableAction; error: string }[];
  /** Commands left for the other seat's browser. */
  deferred: number;
}

export function applyAs(
  session: Pick<TableSession, 'doc' | 'context'>, me: Seat, label: Localized,
  actions: readonly TableAction[], events: readonly RulesEventDraft[] = [],
): Applied {
  // The other seat's own deck, and its own hidden cards, are its browser's to touch: asked as intents.
  const sealedSeat = sealedSeatIn(session.doc);
  const leftOver = (a: TableAction) => leftToOtherSeat(a, me) || touchesHiddenOf(a, me, sealedSeat);
  const run = actions.filter((a) => !leftOver(a));
  const deferred = actions.filter(leftOver);
  const failures: Applied['failures'] = [];
  const origin = session.context(me).actor.origin;
  session.doc.transact(() => {
    for (const action of run) {
      const result: CommandResult = runAction(session, action, origin as object, me);
      if (!result.ok) failures.push({ action, error: result.error });
    }
    if (deferred.length > 0) leavePending(session.doc, label, deferred, me);
    appendEventsNow(session, events);
  }, origin);
  return { failures, deferred: deferred.length };
}

/** Appends rules events in the caller's transaction, each stamped with the current match. */
export function appendEventsNow(session: Pick<TableSession, 'doc'>, events: readonly RulesEventDraft[]): void {
  if (events.length === 0) return;
  const match = currentMatchId(session.doc);
  const complete = events.flatMap((draft) => {
    const event = completeEvent(draft, Date.now(), match);
    return event ? [event] : [];
  });
  session.doc.getArray<unknown>(ROOT.rules.name).push(complete);
}
