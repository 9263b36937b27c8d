// The rules assist at the table: reads the game's module for this table, checks commands before
// they run, and applies what the module proposes through ordinary table commands, each as its
// own seat. Work only the other seat may do (its own draws) waits in a shared queue of intents that
// the other seat's browser checks against its own computation before it offers it to its player.
import type { GameCardBase, GameId } from '../cards/game';
import { readGameMeta } from '../cards/gameMeta';
import { runCommand, type Card, type Command, type CommandResult, type Seat, type TableSnapshot } from '../table';
import {
  actionKey, firstPlayerOf, judge,
  type AnyGameModule, type RulesEvent, type RulesEventDraft, type RulesInput, type TableAction,
} from '../rules/core';
import type { CommandCheck } from '../rules/core/assist';
import { currentGame } from './gameContext';
import type { TableSession } from './session';

export interface TableAssist {
  module: AnyGameModule;
  input: RulesInput;
}

export { hasGame, loadRules, type RulesLookup } from './gameRules';
import type { RulesLookup } from './gameRules';

/** The module of the table's game, or null for a free table or a game without one. */
export function moduleOf(session: TableSession, rulesFor: RulesLookup | null): AnyGameModule | null {
  const meta = readGameMeta(session.doc);
  return meta && rulesFor ? rulesFor(meta.id) ?? null : null;
}

/** What the module reads, from the live snapshot (no second parse of the doc). */
export function inputOf(session: TableSession, snapshot: TableSnapshot, events: readonly RulesEvent[]): RulesInput | null {
  const game = currentGame(session);
  if (!game) return null;
  return {
    objects: snapshot.objects,
    events,
    lookup: session.games.lookupFor<GameCardBase>(game.game),
    identity: (card: Card) => session.keeper.identity(card),
    firstPlayer: firstPlayerOf(session.doc),
  };
}

/** Interprets and validates a command against the state before it runs; null when it means nothing. */
export function checkCommand(
  module: AnyGameModule, before: unknown, events: readonly RulesEvent[],
  command: Command, seat: Seat,
): CommandCheck | null {
  try {
    const action = module.interpret({ ...command, seat }, before);
    if (!action) return null;
    const key = actionKey(action);
    const verdicts = judge(module, action, before, events);
    const followUp = module.followUp?.(action, before) ?? { actions: [], events: [] };
    return { action, key, verdicts, followUp };
  } catch (error) {
    // The assist never stands in the way of a move: a module fault only costs the advice.
    console.warn('[fudaba] rules assist:', error);
    return null;
  }
}

/**
 * Runs one proposed command as its own seat (outside the player's command check). With `origin`,
 * it is written under that origin (the applying seat's: its undo step), still checked as its seat.
 */
export function runAction(session: Pick<TableSession, 'context'>, action: TableAction, origin?: object, by?: Seat): CommandResult {
  const ctx = session.context(action.seat);
  const actor = {
    ...ctx.actor, ...(origin === undefined ? {} : { origin }), ...(by !== undefined && by !== action.seat ? { by } : {}),
    ...(action.part ? { part: action.part } : {}),
  };
  return runCommand({ ...ctx, actor }, action.type, action.args);
}

// The queue of intents waiting for the other seat's browser (src/app/match/pendingQueue.ts).
export { PENDING_KEY, leavePending, readPending, takePending, type PendingEntry } from './match/pendingQueue';
