// Playing Chrono Card in the two-browser harness the way the UI does: the phase bar's "Next phase"
// (driver.advance, answering the end phase's hand-limit choice), the steps left for a seat taken up
// by its browser, and the Chrono panel's moves as game verbs (driver.perform with the panel's labels).
import type { CcState } from '../../../../src/rules/chrono';
import type { Proposal } from '../../../../src/rules/core';
import type { Seat } from '../../../../src/table';
import { LABEL } from '../../../../src/ui/rules/chrono/labels';
import type { Browser, TwoSeats } from './twoSeats';

export function ccState(browser: Browser): CcState {
  const view = browser.driver.snapshot().view;
  if (!view || view.module.game !== 'chrono') throw new Error(`${browser.seat}: no Chrono state`);
  return view.state as CcState;
}

export function position(table: TwoSeats): { turn: number; active: Seat; phase: string } | null {
  const at = table.p1.driver.snapshot().view?.position;
  return at && at.active ? { turn: at.turn, active: at.active, phase: at.phase } : null;
}

/** The card lying in the seat's heroine slot. */
export function heroineOf(browser: Browser, seat: Seat): string {
  const card = [...ccState(browser).cards.values()].find((c) => c.zone === `${seat}-heroine`);
  if (!card) throw new Error(`no heroine for ${seat}`);
  return card.id;
}

export function damageOf(browser: Browser, seat: Seat): number {
  return ccState(browser).seats[seat].damage?.value ?? Number.NaN;
}

/** What the queue holds for each seat runs in that seat's browser (the UI's "steps left for you"). */
export function takePending(table: TwoSeats): void {
  for (const browser of table.both) {
    for (const entry of browser.driver.snapshot().pending) browser.driver.applyPending(entry.id);
  }
}

/**
 * "Next phase" in the active seat's browser (before the first turn: p1's). A choice the step asks
 * (the end phase's discard down to 5) is answered with the last card of the hand.
 */
export async function nextPhase(table: TwoSeats): Promise<void> {
  const active = position(table)?.active ?? 'p1';
  const browser = table[active];
  const steps = browser.driver.snapshot().view?.next.steps ?? [];
  const asked = steps.find((s) => s.choice)?.choice;
  const choice = asked ? asked.options.at(-1)?.value : undefined;
  browser.driver.advance(new Set(), choice);
  await table.settle();
  takePending(table);
  await table.settle();
}

/** Advances until the given turn and phase is reached. */
export async function advanceTo(table: TwoSeats, turn: number, phase: string): Promise<void> {
  for (let i = 0; i < 30; i++) {
    const at = position(table);
    if (at && at.turn === turn && at.phase === phase) return;
    await nextPhase(table);
  }
  throw new Error(`turn ${turn} ${phase} was never reached: ${JSON.stringify(position(table))}`);
}

/** The panel's Charm button in the attacker's browser. */
export function charm(browser: Browser, attackers: string[]): Proposal | null {
  return browser.driver.perform('charm', { cards: attackers, support: [] }, LABEL.charm);
}

/** The panel's Block (or, with no blockers, No block) in the defender's browser. */
export function block(browser: Browser, attacker: string, blockers: string[]): Proposal | null {
  return browser.driver.perform('block', { card: attacker, cards: blockers }, LABEL.block);
}

/** The panel's "Apply the result" (the strike verb). */
export function strike(browser: Browser): Proposal | null {
  return browser.driver.perform('strike', {}, LABEL.strike);
}
