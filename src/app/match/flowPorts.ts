// The FlowDriver's ports on a table session and its MatchDriver: the game state and the rules log
// as the match driver derives them, the session's envelope board, the rules' own advance and queue,
// and this seat's share of a result run as one transaction. The same wiring in the app and in the
// Node tests (test/unit/app/match/twoSeats.ts).
import type * as Y from 'yjs';
import type { DeckList } from '../../cards/game';
import {
  appendRulesEvent, readMatchDeck, readNextDeck, writeNextDeck, type FlowMatch, type FlowRecords, type GameFlow, type RulesEventDraft,
  type SetupWrite, type TableAction,
} from '../../rules/core';
import { writeSeatSetup } from '../../cards/setupGame';
import { ENVELOPES } from '../../secret/envelopeBoard';
import { journalOf } from '../../secret/journal';
import { META_KEYS, SEATS, metaOf, objectsOf, runCommand, writeLog, type Seat, type TableContext } from '../../table';
import { currentGame, setupContext } from '../gameContext';
import { deckPile, drawOpeningHand } from '../gameSetup';
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

/**
 * Runs set-up writes as `seat` in ONE transaction under the set-up origin: the game's layout, which
 * no seat undoes (as the new game's own writes). Returns the commands that failed (the rest ran).
 */
export function runSetup(session: TableSession, seat: Seat, writes: readonly SetupWrite[]): string[] {
  const ctx = setupContext(session, seat);
  const failures: string[] = [];
  const command = (result: ReturnType<typeof runCommand>, type: string) => {
    if (!result.ok) failures.push(`${type}: ${result.error}`);
  };
  session.doc.transact(() => {
    for (const write of writes) {
      switch (write.kind) {
        case 'command': {
          const result = runCommand(ctx, write.command.type, write.command.args);
          command(result, write.command.type);
          if (!result.ok && write.stop) return;
          break;
        }
        case 'onto-deck': {
          const pile = deckPile(session, write.zone);
          if (!pile) {
            failures.push('the deck is empty');
            return;
          }
          const result = runCommand(ctx, 'stackOnto', { ids: write.ids, target: pile });
          if (!result.ok) {
            failures.push(result.error);
            return;
          }
          break;
        }
        case 'journal-mark':
          metaOf(session.doc).set(META_KEYS.journalMark(seat), journalOf(session.doc).length);
          break;
        case 'seat-setup':
          writeSeatSetup(ctx, seat, write.setup);
          break;
        case 'face-up':
          // Read from the doc: the live view catches up only when this transaction ends.
          if (objectsOf(session.doc).get(write.card)?.get('faceUp') === false) command(runCommand(ctx, 'flip', { ids: [write.card] }), 'flip');
          break;
        case 'meta':
          metaOf(session.doc).set(write.key, write.value);
          break;
        case 'log':
          writeLog(ctx, write.op, write.args);
          break;
        case 'next-deck':
          writeNextDeck(session.doc, write.match, seat, write.deck);
          break;
      }
    }
  }, ctx.actor.origin);
  return failures;
}

/** The current match as a flow reads it: the decks only once it is finished (they are read only then). */
function matchRecord(session: TableSession, match: MatchDriver): FlowMatch | null {
  const view = match.snapshot().match?.view;
  if (!view) return null;
  const { id, game } = view.record;
  const finished = view.result !== null;
  const played: Partial<Record<Seat, DeckList>> = {};
  const next: Partial<Record<Seat, DeckList>> = {};
  if (finished) {
    for (const seat of SEATS) {
      const deck = readMatchDeck(session.doc, id, seat);
      const chosen = readNextDeck(session.doc, id, seat);
      if (deck) played[seat] = deck;
      if (chosen) next[seat] = chosen;
    }
  }
  return { id, game, finished, played, next };
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
      const meta = metaOf(session.doc);
      const records: FlowRecords = { meta: (key) => meta.get(key), match: matchRecord(session, match) };
      return { state: view.state as State, seat, events, scope: setupId, table: session.tableName, records };
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
    setup: (writes) => {
      const seat = match.snapshot().seat;
      return seat ? runSetup(session, seat, writes) : [];
    },
    shuffle: async (zone) => {
      await session.decks.settled();
      await session.decks.shuffle(zone);
    },
    deal: async () => {
      const seat = match.snapshot().seat;
      if (seat) await drawOpeningHand(session, seat);
    },
    perform: (verb, args, label) => {
      match.perform(verb, args, label);
    },
    advance: () => match.advance(new Set()),
    queued: () => match.snapshot().pending.map((entry) => entry.id),
    take: (id) => match.applyPending(id),
    store,
  };
}
