// The turn cycle the games share: the phases of a turn in order, then the other seat's turn from its
// first phase. One copy, so that every game steps through its phases the same way.
import type { Seat } from '../../table';
import type { PhaseDef } from './contract';
import { otherSeat, type TurnPosition } from './turn';

/**
 * The position after `now` in a turn of `phases`: the next phase of the same turn, or after the
 * last one (or an unknown phase) the other seat's next turn from the first phase. Before the game
 * starts, turn 1 of the first player (p1 when none is known).
 */
export function nextInCycle(phases: readonly PhaseDef[], now: TurnPosition | null, first: Seat | null): TurnPosition {
  const opening = phases[0]?.id ?? '';
  if (!now) return { turn: 1, active: first ?? 'p1', phase: opening };
  const index = phases.findIndex((p) => p.id === now.phase);
  const next = index < 0 ? undefined : phases[index + 1];
  if (!next) return { turn: now.turn + 1, active: otherSeat(now.active), phase: opening };
  return { turn: now.turn, active: now.active, phase: next.id };
}
