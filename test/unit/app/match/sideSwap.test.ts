// The side change between Multiverse games, in two synced browsers, through each browser's
// Multiverse FlowDriver (what the side-deck button and its dialog use): offered to each seat once the
// match is finished, for its own deck only; the deck it chooses is the one the rematch lays out.
import { afterEach, describe, expect, it } from 'vitest';
import { exchangeWithSide, multiverseCards, validateSideSwap } from '../../../../src/cards/multiverse';
import { readCurrentMatch, readMatchDeck } from '../../../../src/rules/core';
import { sideSwapOf, type SideSwapSource } from '../../../../src/rules/multiverse';
import { rematch } from '../../../../src/app/match/matchActions';
import type { MultiverseDriver } from '../../../../src/app/multiverse/multiverseDriver';
import type { Seat } from '../../../../src/table';
import { mvFlowOf } from './multiversePlay';
import { newGame, twoSeats, updatesOf, type Browser, type TwoSeats } from './twoSeats';

let table: TwoSeats | null = null;
let flows: MultiverseDriver[] = [];
afterEach(() => {
  for (const flow of flows) flow.destroy();
  flows = [];
  table?.destroy();
  table = null;
});

/** Each browser's driver, as the app makes it. */
function driversOf(t: TwoSeats): Record<Seat, MultiverseDriver> {
  const made = { p1: mvFlowOf(t.p1), p2: mvFlowOf(t.p2) };
  flows.push(made.p1, made.p2);
  return made;
}

/** The side change open to `seat`, as `driver`'s browser reads the table now. */
async function source(driver: MultiverseDriver, seat: Seat): Promise<SideSwapSource | null> {
  // The match driver hears of a change in a microtask, the flow's driver after it.
  await new Promise((resolve) => setTimeout(resolve, 0));
  await driver.settled();
  const input = driver.snapshot().input;
  return input ? sideSwapOf(input.records, seat) : null;
}

/** A verb of the side-change dialog in this browser: one update to the other browser. */
async function act(browser: Browser, driver: MultiverseDriver, verb: Parameters<MultiverseDriver['act']>[0]): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await driver.settled();
  expect(updatesOf(browser, () => driver.act(verb))).toBe(1);
  await driver.settled();
}

describe('the side change between games', () => {
  it('is offered to each seat for its own played deck only once the match is finished', async () => {
    table = await twoSeats();
    const flow = driversOf(table);
    await newGame(table, 'multiverse', 'p1', { bestOf: 3 });
    expect(await source(flow.p1, 'p1')).toBeNull();
    table.p1.driver.concede();
    const match = readCurrentMatch(table.p1.session.doc)!.record.id;
    for (const seat of ['p1', 'p2'] as const) {
      const open = await source(flow.p2, seat);
      expect(open).toMatchObject({ match, seat, chosen: null });
      expect(open?.played).toEqual(readMatchDeck(table.p2.session.doc, match, seat));
    }
    // A spectator's browser reads no flow: nothing to change.
    table.p1.session.viewer = 'spectator';
    table.p1.driver.invalidate();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await flow.p1.settled();
    expect(flow.p1.snapshot().input).toBeNull();
  });

  it('writes the chosen deck for the next game, and the rematch lays it out', async () => {
    table = await twoSeats();
    const flow = driversOf(table);
    await newGame(table, 'multiverse', 'p1', { bestOf: 3 });
    table.p1.driver.concede();
    const played = (await source(flow.p1, 'p1'))!;
    const next = exchangeWithSide(played.played, 'fighters', 'mf-demo:MF-002', 'mf-demo:MF-013');
    expect(validateSideSwap(played.played, next, table.p1.session.games.lookupFor(multiverseCards))).toEqual([]);
    const undoSteps = table.p1.session.undoManagers.p1.undoStack.length;
    await act(table.p1, flow.p1, { kind: 'next-deck', deck: next });
    // The other browser sees the choice; the other seat's deck is untouched.
    expect((await source(flow.p2, 'p1'))?.chosen).toEqual(next);
    expect((await source(flow.p2, 'p2'))?.chosen).toBeNull();
    // Written as the game's set-up, not a move: the seat's undo does not take it back.
    expect(table.p1.session.undoManagers.p1.undoStack.length).toBe(undoSteps);

    expect(rematch(table.p2.session)).toBe(true);
    await table.settle();
    const second = readCurrentMatch(table.p1.session.doc)!.record.id;
    expect(readMatchDeck(table.p1.session.doc, second, 'p1')).toEqual(next);
    expect(readMatchDeck(table.p1.session.doc, second, 'p2')).toEqual(readMatchDeck(table.p1.session.doc, played.match, 'p2'));
    // A new game, not finished: no side change until it ends.
    expect(await source(flow.p1, 'p1')).toBeNull();
  });

  it('keeping the deck undoes an earlier choice', async () => {
    table = await twoSeats();
    const flow = driversOf(table);
    await newGame(table, 'multiverse', 'p1');
    table.p2.driver.concede();
    const first = (await source(flow.p2, 'p2'))!;
    await act(table.p2, flow.p2, { kind: 'next-deck', deck: exchangeWithSide(first.played, 'assists', 'mf-demo:MF-108', 'mf-demo:MF-101') });
    await act(table.p2, flow.p2, { kind: 'keep-deck' });
    expect((await source(flow.p1, 'p2'))?.chosen).toEqual(first.played);
  });
});
