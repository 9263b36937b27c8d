// The FlowDriver's ports on a table session and its MatchDriver: the game state and the rules log
// as the match driver derives them, the session's envelope board, the rules' own advance and queue,
// and this seat's share of a result run as one transaction. The same wiring in the app and in the
// Node tests (test/unit/app/match/twoSeats.ts).
import type * as Y from 'yjs';
import { appendRulesEvent, type GameFlow, type RulesEventDraft, type TableAction } from '../../rules/core';
import { ENVELOPES } from '../../secret/envelopeBoard';
import { runCommand, type Seat, type TableContext } from '../../table';
import { currentGame } from '../gameContext';
import type { TableSession } from '../session';
import type { MatchDriver } from './driver';
import type { FlowPorts, FlowStore } from './flowDriver';

/** The part of the table session a share needs. */
export interface ShareTarget {
  doc: Y.Doc;
  context(seat: Seat): TableContext;
}

/**
 * Runs this seat's share of a result: its commands (another seat's are skipped: they run in that
 * seat's browser) and the events, in ONE transaction under the seat's origin, so the seat undoes it
 * in one step and the peer receives one update. Returns the commands that failed (the rest ran).
 */
export function runShare(target: ShareTarget, seat: Seat, actions: readonly TableAction[], events: readonly RulesEventDraft[]): string[] {
  const ctx = target.context(seat);
  const failures: string[] = [];
  target.doc.transact(() => {
    for (const action of actions) {
      if (action.seat !== seat) continue;
      const result = runCommand(ctx, action.type, action.args);
      if (!result.ok) failures.push(`${action.type}: ${result.error}`);
    }
    for (const event of events) appendRulesEvent(target.doc, event, ctx.actor.origin);
  }, ctx.actor.origin);
  return failures;
}

export function matchPorts<State, Local, Effect extends { kind: string }, Verb>(
  session: TableSession, match: MatchDriver, flow: GameFlow<State, Local, Effect, Verb>, store: FlowStore<Local>,
): FlowPorts<State, Local> {
  const envelopes = session.doc.getMap(ENVELOPES);
  return {
    read: () => {
      const { view, seat, events } = match.snapshot();
      const setupId = currentGame(session)?.meta.setupId ?? '';
      // The state is the module's whose flow this is: its type is the flow's.
      if (!view || !seat || !setupId || (view.module.flow as unknown) !== flow) return null;
      return { state: view.state as State, seat, events, scope: setupId, table: session.tableName };
    },
    subscribe: (listener) => match.subscribe(listener),
    rounds: () => session.envelopes.rounds(),
    onRounds: (listener) => {
      envelopes.observe(listener);
      return () => envelopes.unobserve(listener);
    },
    open: (label, kind) => session.envelopes.open(label, kind),
    commit: (round, value) => session.envelopes.commit(round, value),
    record: (events) => match.record(events),
    run: (actions, events) => {
      const seat = match.snapshot().seat;
      return seat ? runShare(session, seat, actions, events) : [];
    },
    advance: () => match.advance(new Set()),
    queued: () => match.snapshot().pending.map((entry) => entry.id),
    take: (id) => match.applyPending(id),
    store,
  };
}
