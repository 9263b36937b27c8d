// The evening of test/e2e/matches.test.ts, in Node: one room, two synced browsers, a NoFuture best
// of three conceded, the rematch where the loser picks who starts, then Falldown and Chrono. Each new
// game starts "not started" with the right first player and reads nothing of the last game. The
// browser journey keeps what only a page shows (the wizard, the match bar's words, the framing).
import { afterEach, describe, expect, it } from 'vitest';
import { readCurrentMatch, readMatchDeck } from '../../../../src/rules/core';
import { readGameMeta } from '../../../../src/cards/setupGame';
import { drawOpeningHand, startNewGame } from '../../../../src/app/gameSetup';
import { chooseFirst, rematch } from '../../../../src/app/match/matchActions';
import type { FalldownState } from '../../../../src/rules/falldown/state';
import { gameOf, newGame, openingHands, twoSeats, type Browser, type TwoSeats } from './twoSeats';

let table: TwoSeats | null = null;
afterEach(() => {
  table?.destroy();
  table = null;
});

const position = (b: Browser) => b.driver.snapshot().view?.position ?? null;
const match = (b: Browser) => b.driver.snapshot().match;

describe('an evening of matches in one room', () => {
  it('NoFuture best of three conceded, the rematch the loser starts for P2, then Falldown and Chrono from scratch', async () => {
    const failures: string[] = [];
    table = await twoSeats(failures);
    const t = table;

    // NoFuture, best of three, P1 first: not started at first, 0–0, then P1's turn 1.
    await newGame(t, 'nofuture', 'p1', { bestOf: 3 });
    for (const b of t.both) {
      expect(position(b)).toBeNull();
      expect(match(b)).toMatchObject({ state: 'playing', view: { record: { bestOf: 3, number: 1 } }, score: { wins: { p1: 0, p2: 0 } } });
    }
    t.p1.driver.advance(new Set(), 'blue');
    expect(position(t.p2)).toMatchObject({ turn: 1, active: 'p1' });
    t.p1.driver.concede();
    for (const b of t.both) {
      expect(match(b)?.view.result).toMatchObject({ winner: 'p2', how: 'conceded', decidedBy: 'p1' });
      expect(match(b)?.score).toMatchObject({ wins: { p1: 0, p2: 1 }, lastLoser: 'p1', winner: null });
    }

    // P2 asks for the rematch: same decks, game 2, set up until P1 (who lost) picks who starts.
    const firstId = readCurrentMatch(t.p1.session.doc)!.record.id;
    expect(rematch(t.p2.session)).toBe(true);
    await t.settle();
    const second = readCurrentMatch(t.p1.session.doc)!.record;
    expect(second).toMatchObject({ number: 2, bestOf: 3, chooser: 'p1' });
    for (const seat of ['p1', 'p2'] as const) expect(readMatchDeck(t.p2.session.doc, second.id, seat)).toEqual(readMatchDeck(t.p2.session.doc, firstId, seat));
    for (const b of t.both) expect(match(b)?.state).toBe('setup');
    expect(chooseFirst(t.p1.session, 'p2')).toBe(true);
    expect(chooseFirst(t.p2.session, 'p1')).toBe(false); // chosen once
    expect(readGameMeta(t.p2.session.doc)?.firstPlayer).toBe('p2');
    await t.settle();
    for (const b of t.both) await drawOpeningHand(b.session, b.seat);
    await t.settle();
    for (const b of t.both) {
      expect(match(b)?.state).toBe('playing');
      expect(position(b)).toBeNull();
    }
    t.p2.driver.advance(new Set(), 'blue');
    for (const b of t.both) expect(position(b)).toMatchObject({ turn: 1, active: 'p2' });

    // Falldown from P2's browser, over the unfinished game 2: before phase 1, nothing decided.
    const falldown = gameOf(t, 'falldown');
    startNewGame(t.p2.session, falldown, { p1: falldown.demoDecks[0]!, p2: falldown.demoDecks[1] ?? falldown.demoDecks[0]! }, 'p1', { by: 'p2' });
    await openingHands(t);
    for (const b of t.both) {
      const snap = b.driver.snapshot();
      expect(snap.view?.module.game).toBe('falldown');
      expect((snap.view?.state as FalldownState | undefined)?.phase).toBe(0);
      expect(snap.view?.position ?? null).toBeNull();
      expect(snap.events).toEqual([]);
      expect(snap.match).toMatchObject({ state: 'playing', view: { result: null } });
    }
    t.p2.driver.concede();
    for (const b of t.both) expect(match(b)?.view.result).toMatchObject({ winner: 'p1', how: 'conceded', decidedBy: 'p2' });

    // Chrono, P1 first: not started; its first Next phase is P1's turn 1 on both browsers.
    await newGame(t, 'chrono', 'p1');
    for (const b of t.both) {
      expect(position(b)).toBeNull();
      expect(match(b)).toMatchObject({ state: 'playing', view: { result: null } });
    }
    t.p1.driver.advance(new Set());
    for (const b of t.both) expect(position(b)).toMatchObject({ turn: 1, active: 'p1' });
    expect(failures).toEqual([]);
  }, 90_000); // a hang-catcher: 9–23 s seen on 2 cores at load ~30
});
