// The rules assist at the table: reads the game's module for this table, checks commands before
// they run, and applies what the module proposes through ordinary table commands, each as its
// own seat. Commands only the other seat may run (its own draws) wait in a shared queue that the
// other seat's browser offers to its player.
import { z } from 'zod';
import type * as Y from 'yjs';
import { ROOT } from '../table';
import type { GameCardBase, GameId } from '../cards/game';
import { readGameMeta } from '../cards/setupGame';
import { runCommand, seatSchema, type Card, type Command, type CommandResult, type Seat, type TableSnapshot } from '../table';
import {
  actionKey, currentMatchId, firstPlayerOf, judge,
  type AnyGameModule, type RulesEvent, type RulesEventDraft, type RulesInput, type TableAction,
} from '../rules/core';
import type { CommandCheck } from '../ui/rules/assistModel';
import { currentGame } from './gameContext';
import type { TableSession } from './session';

export interface TableAssist {
  module: AnyGameModule;
  input: RulesInput;
}

export type RulesLookup = (game: GameId) => AnyGameModule | undefined;

/** The game modules load on first use: a free table never pays for them. */
export function loadRules(): Promise<RulesLookup> {
  return import('../rules').then((m) => m.rulesFor);
}

/** Whether the table is set up for a game (so the game modules are worth loading). */
export function hasGame(session: TableSession): boolean {
  return readGameMeta(session.doc) !== null;
}

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
export function runAction(session: Pick<TableSession, 'context'>, action: TableAction, origin?: object): CommandResult {
  const ctx = session.context(action.seat);
  return runCommand(origin === undefined ? ctx : { ...ctx, actor: { ...ctx.actor, origin } }, action.type, action.args);
}

// The queue of commands waiting for the other seat's browser.
export const PENDING_KEY = ROOT.pending.name;

const pendingSchema = z.object({
  id: z.string().min(1).max(40),
  /** The match it belongs to: a later game never runs an earlier one's steps. */
  m: z.string().min(1).max(64).nullable().default(null),
  seat: seatSchema,
  label: z.object({ ja: z.string().max(200), en: z.string().max(200) }),
  actions: z.array(z.object({
    type: z.string().min(1).max(40),
    args: z.record(z.string(), z.unknown()),
    seat: seatSchema,
    reason: z.object({ ja: z.string().max(400), en: z.string().max(400) }),
    ruling: z.string().max(40).optional(),
  })).min(1).max(20),
});
export type PendingSteps = z.infer<typeof pendingSchema>;

function pendingArray(doc: Y.Doc): Y.Array<unknown> {
  return doc.getArray<unknown>(PENDING_KEY);
}

export function readPending(doc: Y.Doc): PendingSteps[] {
  const match = currentMatchId(doc);
  return pendingArray(doc).toArray().flatMap((raw) => {
    const parsed = pendingSchema.safeParse(raw);
    return parsed.success && parsed.data.m === match ? [parsed.data] : [];
  });
}

/** Leaves commands for their seat's browser. */
export function leavePending(doc: Y.Doc, label: PendingSteps['label'], actions: readonly TableAction[]): void {
  const bySeat = new Map<Seat, TableAction[]>();
  for (const action of actions) bySeat.set(action.seat, [...(bySeat.get(action.seat) ?? []), action]);
  for (const [seat, list] of bySeat) {
    const entry: PendingSteps = {
      id: `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`, m: currentMatchId(doc), seat, label,
      actions: list.map((a) => ({ type: a.type, args: a.args, seat: a.seat, reason: a.reason, ...(a.ruling ? { ruling: a.ruling } : {}) })),
    };
    pendingArray(doc).push([entry]);
  }
}

/** Takes an entry off the queue; true when it was still there (so it runs once). */
export function takePending(doc: Y.Doc, id: string): boolean {
  const array = pendingArray(doc);
  const index = array.toArray().findIndex((raw) => pendingSchema.safeParse(raw).data?.id === id);
  if (index < 0) return false;
  array.delete(index, 1);
  return true;
}
