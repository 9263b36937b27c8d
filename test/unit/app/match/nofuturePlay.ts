// Playing NoFuture through a browser's MatchDriver the way its UI does: the phase bar's Next phase
// (with the energy choice), a card dragged out of the hand tray (a guarded table command, then the
// proposed follow-up applied with one click), game verbs (sortie), the battle dialog (the offered
// resolution's hash sent back with nothing unticked), and the steps left for a seat.
import { expect } from 'vitest';
import type { CharacterCard, NofutureCard } from '../../../../src/cards/nofuture/schema';
import type { NfCard, NfState } from '../../../../src/rules/nofuture/types';
import { zoneCentre } from '../../../../src/rules/core';
import type { Counter, Seat } from '../../../../src/table';
import { gameOf, updatesOf, type Browser, type TwoSeats } from './twoSeats';

/** The NoFuture state as this browser's driver reads it (its own hidden cards opened by its keeper). */
export function nfState(browser: Browser): NfState {
  const state = browser.driver.snapshot().view?.state;
  if (!state) throw new Error(`${browser.seat} reads no game state`);
  return state as NfState;
}

export function position(browser: Browser): NfState['position'] {
  return nfState(browser).position;
}

export function hp(browser: Browser, seat: Seat): number {
  return nfState(browser).seats[seat].hp?.value ?? NaN;
}

export function hpCounter(browser: Browser, seat: Seat): Counter {
  const id = nfState(browser).seats[seat].hp?.id;
  const counter = id ? browser.session.live.snapshot.objects.get(id) : undefined;
  if (counter?.kind !== 'counter') throw new Error(`${seat} has no HP counter`);
  return counter;
}

/** A character's printed data, when this browser may see the card. */
export function character(card: NfCard | undefined): CharacterCard | undefined {
  return card?.data?.kind === 'character' ? card.data : undefined;
}

/**
 * "Next phase" pressed in this browser: the phase entered with every automatic step (nothing
 * unticked), the energy phase answered with `choice`. Asserts that it reached the other browser
 * as one update and that both browsers now stand in `expected`.
 */
export function nextPhase(table: TwoSeats, by: Browser, expected: string, choice?: string): void {
  expect(updatesOf(by, () => by.driver.advance(new Set(), choice))).toBe(1);
  for (const b of table.both) expect(position(b)?.phase, `${b.seat} after Next phase`).toBe(expected);
}

/** Next phase until the given phase of the given turn (each its own single update). */
export function advanceTo(table: TwoSeats, by: Browser, turn: number, phase: string, choice?: string): void {
  for (let i = 0; i < 20; i++) {
    const now = position(by);
    if (now?.turn === turn && now.phase === phase) return;
    const next = by.driver.snapshot().view?.next.next as NfState['position'];
    nextPhase(table, by, next?.phase ?? '', next?.phase === 'energy' ? choice : undefined);
  }
  throw new Error(`never reached ${phase} of turn ${turn}`);
}

/**
 * The seat's own hand card that fits, as its own browser reads it. Without one (the opening hand
 * is random), the seat searches its deck and takes one into its hand: a house rule for the test,
 * done with the table commands a player has (search, then move).
 */
export async function fromHand(table: TwoSeats, browser: Browser, fits: (card: CharacterCard) => boolean): Promise<string> {
  const inHand = () => nfState(browser).seats[browser.seat].hand.find((id) => {
    const data = character(nfState(browser).cards.get(id));
    return data !== undefined && fits(data);
  });
  const held = inHand();
  if (held) return held;
  const deck = await browser.session.keeper.search(`${browser.seat}-deck`);
  const lookup = browser.session.games.lookupFor(gameOf(table, 'nofuture'));
  const found = deck.find((c) => {
    const data = lookup(c.ref) as NofutureCard | undefined;
    return data?.kind === 'character' && fits(data);
  });
  if (!found) throw new Error(`${browser.seat} has no fitting character in hand or deck`);
  const hand = nfState(browser).view.zone(`${browser.seat}-hand`);
  if (!hand) throw new Error('no hand zone');
  expect(browser.session.run({ type: 'move', args: { id: found.id, x: hand.x + hand.w - 60, y: hand.y + hand.h / 2 } })).toMatchObject({ ok: true });
  await table.settle();
  const now = nfState(browser).seats[browser.seat].hand.find((id) => id === found.id);
  if (!now) throw new Error(`${browser.seat} did not get the card into its hand`);
  return now;
}

/**
 * A card dragged from the hand tray onto the seat's base: the command runs through the driver's
 * guard (checked against the table before it), then the popover's proposed follow-up (pay the cost,
 * turn it down) is applied with one click.
 */
export async function playFromHand(table: TwoSeats, browser: Browser, card: string): Promise<void> {
  const base = nfState(browser).view.zone(`${browser.seat}-base`);
  if (!base) throw new Error('no base zone');
  const at = zoneCentre(base);
  const run = browser.driver.guard((command) => browser.session.run(command));
  // As the hand tray drops a card face up: a face-down hand card is flipped, then moved.
  const object = browser.session.live.snapshot.objects.get(card);
  if (object?.kind === 'card' && !object.faceUp) expect(run({ type: 'flip', args: { ids: [card] } })).toMatchObject({ ok: true });
  expect(run({ type: 'move', args: { id: card, x: at.x, y: at.y } })).toMatchObject({ ok: true });
  const popover = browser.driver.snapshot().popover;
  expect(popover?.level, 'the play is legal').toBe('ok');
  expect(popover?.followUp.actions.length, 'a follow-up is proposed').toBeGreaterThan(0);
  expect(updatesOf(browser, () => browser.driver.applyFollowUp())).toBe(1);
  // The card entered a public zone: its holder's keeper writes it in clear.
  await table.settle();
}

/** The battle dialog in this browser: the offered resolution confirmed with nothing unticked; its hash. */
export function resolveBattle(by: Browser): string {
  const snapshot = by.driver.snapshot();
  expect(snapshot.view?.resolution, 'a battle is offered').toBeTruthy();
  const hash = snapshot.resolutionHash;
  if (!hash) throw new Error('no resolution hash');
  let outcome: ReturnType<typeof by.driver.resolve> | undefined;
  expect(updatesOf(by, () => { outcome = by.driver.resolve(hash, new Set(), new Set()); })).toBe(1);
  expect(outcome).toMatchObject({ kind: 'applied', applied: { failures: [], deferred: 0 } });
  // Once a battle phase: it is not offered again.
  expect(by.driver.snapshot().view?.resolution).toBeNull();
  return hash;
}
