// The match as the unit of play, in two synced browsers: a new game on the same table never reads
// the previous game's turn, phase or rules log; a match ends by concession, by both seats
// confirming the end the rules propose, or by a draw both agree to; a rematch keeps the decks and
// lets the last game's loser choose who starts; results travel as one update.
import { afterEach, describe, expect, it } from 'vitest';
import { readCurrentMatch, readRulesEvents, seriesScore } from '../../../../src/rules/core';
import { readGameMeta } from '../../../../src/cards/setupGame';
import { runCommand, type Counter } from '../../../../src/table';
import { chooseFirst, rematch } from '../../../../src/app/match/matchActions';
import { logOps, newGame, twoSeats, updatesOf, type TwoSeats } from './twoSeats';

let table: TwoSeats | null = null;
afterEach(() => {
  table?.destroy();
  table = null;
});

const position = (t: TwoSeats) => t.p1.driver.snapshot().view?.position ?? null;

describe('a match at the table', () => {
  it('a new game in the same room starts at "not started" with none of the last game\'s turn, phase or log', async () => {
    table = await twoSeats();
    await newGame(table, 'nofuture', 'p1');
    for (let i = 0; i < 20 && (position(table)?.turn ?? 0) < 2; i++) {
      const active = position(table)?.active ?? 'p1';
      table[active].driver.advance(new Set(), 'blue');
    }
    expect(position(table)).toMatchObject({ turn: 2, active: 'p2' });
    table.p1.driver.concede();
    expect(table.p2.driver.snapshot().match?.view.result).toMatchObject({ winner: 'p2', how: 'conceded', decidedBy: 'p1' });

    await newGame(table, 'falldown');
    for (const b of table.both) {
      const snap = b.driver.snapshot();
      expect(snap.events).toEqual([]);
      expect(snap.match?.view.result).toBeNull();
      expect(snap.match?.state).toBe('playing');
      expect(snap.view?.module.game).toBe('falldown');
    }

    await newGame(table, 'chrono', 'p1');
    expect(position(table)).toBeNull();
    table.p1.driver.advance(new Set());
    expect(position(table)).toMatchObject({ turn: 1, active: 'p1' });
    expect(table.p2.driver.snapshot().view?.position).toMatchObject({ turn: 1, active: 'p1' });
    // Every earlier game's events are still in the doc, but none is read by this one.
    expect(readRulesEvents(table.p1.session.doc, null).events).toEqual([]);
    expect(table.p1.driver.snapshot().events.every((e) => e.m === readGameMeta(table!.p1.session.doc)?.setupId)).toBe(true);
  });

  it('laying a new game over an unfinished one records it as abandoned by who started it', async () => {
    table = await twoSeats();
    await newGame(table, 'nofuture', 'p1');
    const first = readCurrentMatch(table.p1.session.doc)!.record.id;
    await newGame(table, 'chrono', 'p2');
    const { readMatch } = await import('../../../../src/rules/core');
    expect(readMatch(table.p2.session.doc, first)?.result).toMatchObject({ how: 'abandoned', decidedBy: 'p1' });
    expect(logOps(table.p2)).toContain('matchAbandoned');
  });

  it('the end the rules detect is proposed; it ends only when both seats confirm, and "play on" is logged', async () => {
    table = await twoSeats();
    await newGame(table, 'nofuture', 'p1');
    const hp = [...table.p1.session.live.snapshot.objects.values()].find((o): o is Counter => o.kind === 'counter' && o.owner === 'p2' && /HP|ライフ|体力/i.test(o.label));
    expect(hp).toBeDefined();
    runCommand(table.p2.session.context('p2'), 'setValue', { id: hp!.id, value: 0 });
    const proposal = table.p1.driver.snapshot().match?.proposal;
    expect(proposal).toMatchObject({ winner: 'p1' });

    // Playing on is an overrule: the proposal goes, the log says who and by which rule.
    table.p2.driver.overruleEnd();
    expect(table.p1.driver.snapshot().match?.proposal).toBeNull();
    expect(logOps(table.p1)).toContain('matchOverrule');

    // The table changes (HP back to 1, then 0 again by another rule is the same ruling): still overruled
    // for that ruling; a fresh table where the rules propose again is confirmed by both.
    runCommand(table.p2.session.context('p2'), 'setValue', { id: hp!.id, value: 3 });
    await newGame(table, 'nofuture', 'p1');
    const hp2 = [...table.p1.session.live.snapshot.objects.values()].find((o): o is Counter => o.kind === 'counter' && o.owner === 'p2' && /HP|ライフ|体力/i.test(o.label))!;
    runCommand(table.p2.session.context('p2'), 'setValue', { id: hp2.id, value: 0 });
    table.p1.driver.confirmEnd();
    expect(table.p2.driver.snapshot().match?.view.result).toBeNull();
    expect(table.p2.driver.snapshot().match?.view.claims.p1).toMatchObject({ winner: 'p1', how: 'win' });
    table.p2.driver.confirmEnd();
    for (const b of table.both) {
      expect(b.driver.snapshot().match?.view.result).toMatchObject({ winner: 'p1', how: 'win', decidedBy: 'both' });
      expect(b.driver.snapshot().match?.state).toBe('finished');
    }
  });

  it('one seat cannot end the match in its own favour; a draw needs both', async () => {
    table = await twoSeats();
    await newGame(table, 'chrono', 'p1');
    table.p1.driver.offerDraw();
    expect(table.p2.driver.snapshot().match?.view.drawOffers).toEqual(['p1']);
    expect(table.p2.driver.snapshot().match?.view.result).toBeNull();
    table.p1.driver.withdrawClaim();
    expect(table.p2.driver.snapshot().match?.view.drawOffers).toEqual([]);
    table.p1.driver.offerDraw();
    table.p2.driver.offerDraw();
    expect(table.p1.driver.snapshot().match?.view.result).toMatchObject({ winner: 'draw', how: 'draw', decidedBy: 'both' });
  });

  it('a best of three: the score counts, the rematch keeps the decks, the loser chooses who starts', async () => {
    table = await twoSeats();
    await newGame(table, 'nofuture', 'p1', { bestOf: 3 });
    table.p1.driver.concede();
    const series = readCurrentMatch(table.p1.session.doc)!.record.series;
    expect(seriesScore(table.p2.session.doc, series)).toMatchObject({ wins: { p1: 0, p2: 1 }, lastLoser: 'p1', winner: null });

    expect(rematch(table.p2.session)).toBe(true);
    await table.settle();
    const second = readCurrentMatch(table.p1.session.doc)!;
    expect(second.record).toMatchObject({ series, number: 2, bestOf: 3, chooser: 'p1' });
    expect(table.p1.driver.snapshot().match?.state).toBe('setup');
    // Only the loser chooses; its choice is the first player.
    expect(chooseFirst(table.p1.session, 'p2')).toBe(true);
    expect(readGameMeta(table.p2.session.doc)?.firstPlayer).toBe('p2');
    await table.settle();
    for (const b of table.both) {
      const { drawOpeningHand } = await import('../../../../src/app/gameSetup');
      await drawOpeningHand(b.session, b.seat);
    }
    await table.settle();
    expect(table.p2.driver.snapshot().match?.state).toBe('playing');
    table.p2.driver.advance(new Set(), 'blue');
    expect(table.p1.driver.snapshot().view?.position).toMatchObject({ turn: 1, active: 'p2' });

    table.p1.driver.concede();
    expect(seriesScore(table.p1.session.doc, series)).toMatchObject({ wins: { p1: 0, p2: 2 }, winner: 'p2', games: 2 });
  });

  it('entering a phase with its automatic steps reaches the other browser as one update', async () => {
    table = await twoSeats();
    await newGame(table, 'nofuture', 'p1');
    const sent = updatesOf(table.p1, () => table!.p1.driver.advance(new Set(), 'blue'));
    expect(sent).toBe(1);
    expect(table.p2.driver.snapshot().view?.position).toMatchObject({ turn: 1, active: 'p1' });
  });
});
