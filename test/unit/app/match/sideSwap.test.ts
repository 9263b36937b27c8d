// The side change between Multiverse games, in two synced browsers: offered to each seat once the
// match is finished, for its own deck only; the deck it chooses is the one the rematch lays out.
import { afterEach, describe, expect, it } from 'vitest';
import { exchangeWithSide, multiverseCards, validateSideSwap } from '../../../../src/cards/multiverse';
import { readCurrentMatch, readMatchDeck } from '../../../../src/rules/core';
import { rematch } from '../../../../src/app/match/matchActions';
import { chooseNextDeck, keepPlayedDeck, sideSwapSource } from '../../../../src/app/match/sideSwap';
import { newGame, twoSeats, type TwoSeats } from './twoSeats';

let table: TwoSeats | null = null;
afterEach(() => {
  table?.destroy();
  table = null;
});

describe('the side change between games', () => {
  it('is offered to each seat for its own played deck only once the match is finished', async () => {
    table = await twoSeats();
    await newGame(table, 'multiverse', 'p1', { bestOf: 3 });
    expect(sideSwapSource(table.p1.session.doc, 'p1')).toBeNull();
    table.p1.driver.concede();
    const match = readCurrentMatch(table.p1.session.doc)!.record.id;
    for (const seat of ['p1', 'p2'] as const) {
      const source = sideSwapSource(table.p2.session.doc, seat);
      expect(source).toMatchObject({ match, seat, chosen: null });
      expect(source?.played).toEqual(readMatchDeck(table.p2.session.doc, match, seat));
    }
    expect(sideSwapSource(table.p1.session.doc, 'spectator')).toBeNull();
  });

  it('writes the chosen deck for the next game, and the rematch lays it out', async () => {
    table = await twoSeats();
    await newGame(table, 'multiverse', 'p1', { bestOf: 3 });
    table.p1.driver.concede();
    const source = sideSwapSource(table.p1.session.doc, 'p1')!;
    const next = exchangeWithSide(source.played, 'fighters', 'mf-demo:MF-002', 'mf-demo:MF-013');
    expect(validateSideSwap(source.played, next, table.p1.session.games.lookupFor(multiverseCards))).toEqual([]);
    chooseNextDeck(table.p1.session.doc, source, next);
    // The other browser sees the choice; the other seat's deck is untouched.
    expect(sideSwapSource(table.p2.session.doc, 'p1')?.chosen).toEqual(next);
    expect(sideSwapSource(table.p2.session.doc, 'p2')?.chosen).toBeNull();

    expect(rematch(table.p2.session)).toBe(true);
    await table.settle();
    const second = readCurrentMatch(table.p1.session.doc)!.record.id;
    expect(readMatchDeck(table.p1.session.doc, second, 'p1')).toEqual(next);
    expect(readMatchDeck(table.p1.session.doc, second, 'p2')).toEqual(readMatchDeck(table.p1.session.doc, source.match, 'p2'));
    // A new game, not finished: no side change until it ends.
    expect(sideSwapSource(table.p1.session.doc, 'p1')).toBeNull();
  });

  it('keeping the deck undoes an earlier choice', async () => {
    table = await twoSeats();
    await newGame(table, 'multiverse', 'p1');
    table.p2.driver.concede();
    const first = sideSwapSource(table.p2.session.doc, 'p2')!;
    chooseNextDeck(table.p2.session.doc, first, exchangeWithSide(first.played, 'assists', 'mf-demo:MF-108', 'mf-demo:MF-101'));
    keepPlayedDeck(table.p2.session.doc, sideSwapSource(table.p2.session.doc, 'p2')!);
    expect(sideSwapSource(table.p1.session.doc, 'p2')?.chosen).toEqual(first.played);
  });
});
