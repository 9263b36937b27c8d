// Reading the game from the doc, for the match driver: the assist view the players see, the state
// at a click, and the entries other browsers left for this seat, checked here. Plain functions of
// the session; every read is guarded, so a fault in a rules module costs the advice, never the table.
import type { Seat } from '../../table';
import { readTable } from '../../table';
import { readRulesEvents, type AnyGameModule, type Resolution, type RulesEvent } from '../../rules/core';
import { resolvedThisPhase, type AssistView } from '../../rules/core/assist';
import { inputOf, moduleOf, readPending, type RulesLookup } from '../rulesAssist';
import { checkEntry, type CheckedEntry } from './checkPending';
import type { TableSession } from '../session';

/** The game as the doc holds it: its module, its state and the current match's rules events. */
export interface GameNow { module: AnyGameModule; state: unknown; events: RulesEvent[] }

/** The resolver to offer: a once-a-phase one (a NoFuture battle) is not offered again once applied. */
export function offeredResolution(resolution: Resolution | null, events: readonly RulesEvent[]): Resolution | null {
  return resolution && !resolution.repeatable && resolvedThisPhase(events) ? null : resolution;
}

/** What the assist shows this seat (a spectator: the active seat's hints), read from the live view. */
export function deriveView(session: TableSession, module: AnyGameModule, events: readonly RulesEvent[], seat: Seat | null): AssistView | null {
  const input = inputOf(session, session.live.snapshot, events);
  if (!input) return null;
  try {
    const started = performance.now();
    const state = module.read(input);
    const position = module.turn(state);
    const result = {
      module, state, position,
      tallies: module.tally(state),
      hints: module.hints(state, seat ?? position?.active ?? 'p1'),
      winner: module.winner(state),
      next: module.advance(state),
      resolution: offeredResolution(module.resolve?.(state) ?? null, events),
    };
    return { ...result, ms: performance.now() - started };
  } catch (error) {
    // A fault in reading the game costs the advice, never the table.
    console.warn('[fudaba] rules assist:', error);
    return null;
  }
}

/**
 * The state as the doc holds it right now. Inside a transaction the live view still shows the
 * table before it: `exact` reads the doc itself then (slower; only at a click).
 */
export function readNow(session: TableSession, rules: RulesLookup | null, exact = false): GameNow | null {
  const module = moduleOf(session, rules);
  if (!module) return null;
  const events = readRulesEvents(session.doc).events;
  const input = inputOf(session, exact ? readTable(session.doc) : session.live.snapshot, events);
  if (!input) return null;
  try {
    return { module, state: module.read(input), events };
  } catch (error) {
    console.warn('[fudaba] rules assist:', error);
    return null;
  }
}

/**
 * The entries other browsers left for this seat, each checked against this browser's own
 * computation. An entry of this seat for itself (another browser of the same seat) is ignored, and
 * so is one whose Yjs writer (`writerOf`, when known) is not the seat it claims to come from.
 */
export function checkedPending(
  session: TableSession, rules: RulesLookup | null, seat: Seat, events: readonly RulesEvent[],
  writerOf?: (client: number) => Seat | 'spectator' | null,
): CheckedEntry[] {
  const entries = readPending(session.doc).filter((p) => {
    if (p.seat !== seat || p.by === seat) return false;
    const writer = writerOf?.(p.writer) ?? null;
    return writer === null || writer === p.by;
  });
  if (entries.length === 0) return [];
  const module = moduleOf(session, rules);
  const objects = session.live.snapshot.objects;
  // What the rules owe on entering the phase after `before`: module.advance of that state, as read here.
  const owedAfter = (before: readonly RulesEvent[]) => {
    const input = module ? inputOf(session, session.live.snapshot, before) : null;
    if (!module || !input) return null;
    try {
      const { next, steps } = module.advance(module.read(input));
      return { turn: next.turn, phase: next.phase, actions: steps.flatMap((s) => s.actions) };
    } catch (error) {
      console.warn('[fudaba] rules assist:', error);
      return null;
    }
  };
  return entries.map((entry) => checkEntry(session.doc, entry, seat, events, owedAfter, objects));
}
