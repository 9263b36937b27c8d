// Turn and phase as the rules events record them: the last 'phase' event says where the game is.
import type { Seat } from '../../table';
import type { RulesEvent } from './contract';

export interface TurnPosition {
  turn: number;
  active: Seat;
  phase: string;
}

/** The turn, active seat and phase of the last 'phase' event; null before the game starts. */
export function currentTurn(events: readonly RulesEvent[]): TurnPosition | null {
  for (let i = events.length - 1; i >= 0; i--) {
    const event = events[i];
    if (event?.kind === 'phase') return { turn: event.turn, active: event.active, phase: event.phase };
  }
  return null;
}

/** Each event with the turn and phase it happened in (null for events before the first phase). */
export interface PlacedEvent {
  event: RulesEvent;
  index: number;
  at: TurnPosition | null;
}

export function placeEvents(events: readonly RulesEvent[]): PlacedEvent[] {
  let at: TurnPosition | null = null;
  return events.map((event, index) => {
    if (event.kind === 'phase') at = { turn: event.turn, active: event.active, phase: event.phase };
    return { event, index, at };
  });
}

/** Events recorded during the given turn (from its first phase event on). */
export function eventsOfTurn(events: readonly RulesEvent[], turn: number): PlacedEvent[] {
  return placeEvents(events).filter((placed) => placed.at?.turn === turn);
}

/** Events recorded since the last 'phase' event: what happened in the current phase. */
export function eventsOfPhase(events: readonly RulesEvent[]): RulesEvent[] {
  const out: RulesEvent[] = [];
  for (let i = events.length - 1; i >= 0; i--) {
    const event = events[i];
    if (event === undefined || event.kind === 'phase') break;
    out.unshift(event);
  }
  return out;
}

export function otherSeat(seat: Seat): Seat {
  return seat === 'p1' ? 'p2' : 'p1';
}
