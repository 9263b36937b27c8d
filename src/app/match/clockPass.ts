// Passing the turn when a seat's chess clock runs out: its own browser steps through the phases
// left in its turn with the rules driver's normal Next phase (the steps of each phase apply as
// they would at a click; a phase's choice is left unanswered), until the other seat is active.
import type { Seat } from '../../table';
import type * as Y from 'yjs';
import { currentTurn, readRulesEvents, type TurnPosition } from '../../rules/core';

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface TurnStepper {
  /** Where the game is, read from the doc now (never a cached view: one step too many is the other seat's phase). */
  position(): TurnPosition | null;
  /** The rules driver's Next phase. */
  advance(skipped: ReadonlySet<string>): void;
}

/** Resolves true once the turn has passed (false when it was not this seat's turn). */
export async function passTurn(stepper: TurnStepper, seat: Seat, wait: (ms: number) => Promise<void> = pause): Promise<boolean> {
  // One turn has at most a dozen phases in any of the games; a few more guard against a rules fault.
  for (let step = 0; step < 16; step++) {
    const position = stepper.position();
    if (!position || position.active !== seat) return step > 0;
    stepper.advance(new Set());
    // The table's live view catches up before the next phase's steps are read from it.
    await wait(30);
  }
  return false;
}

/** The app's stepper: the position read from the doc, the assist's Next phase. */
export function docStepper(doc: Y.Doc, advance: (skipped: ReadonlySet<string>) => void): TurnStepper {
  return { position: () => currentTurn(readRulesEvents(doc).events), advance };
}
