// Passing the turn when a seat's chess clock runs out: its own browser steps through the phases
// left in its turn with the rules driver's normal Next phase (the steps of each phase apply as
// they would at a click; a phase's choice is left unanswered), until the other seat is active.
import type { Seat } from '../../table';
import type { MatchDriver } from './driver';

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves true once the turn has passed (false when it was not this seat's turn). */
export async function passTurn(driver: Pick<MatchDriver, 'snapshot' | 'advance'>, seat: Seat, wait: (ms: number) => Promise<void> = pause): Promise<boolean> {
  // One turn has at most a dozen phases in any of the games; a few more guard against a rules fault.
  for (let step = 0; step < 16; step++) {
    const position = driver.snapshot().view?.position;
    if (!position || position.active !== seat) return step > 0;
    driver.advance(new Set());
    // The table's live view catches up before the next phase's steps are read from it.
    await wait(30);
  }
  return false;
}
