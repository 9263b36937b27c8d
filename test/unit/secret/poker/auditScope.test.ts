// Issue 28, attack 5.1: the audit replays exactly the current game's decks. A room that played an
// earlier game with a deck P1 sealed alone, then a new game (a new setupId) whose decks both seats
// shuffle, audits clean: the earlier game's journal is not replayed against the new joint deck.
import { describe, expect, it } from 'vitest';
import { runCommand } from '../../../../src/table';
import { browser, connect, deckStack, layOutGame, settle } from './twoSeats';

describe('the audit scope (issue 28, 5.1)', () => {
  it('an honest new game after an earlier one with a deck sealed alone audits clean at every browser', async () => {
    let both = false;
    const a = browser('p1', undefined, undefined, () => both);
    const b = browser('p2', undefined, undefined, () => both);
    const spectator = browser(null);
    connect(a.doc, b.doc);
    connect(a.doc, spectator.doc);
    connect(b.doc, spectator.doc);
    for (const x of [a, b, spectator]) { x.keeper.start(); x.joint.start(); }
    // The earlier game: P1's browser seals and shuffles its deck alone, and P1 draws.
    layOutGame(b, 'game-1');
    await settle(a, b, spectator);
    expect(runCommand(a.ctx, 'draw', { stack: deckStack(a.doc, 'p1').id, count: 3 })).toMatchObject({ ok: true });
    await settle(a, b, spectator);
    // The new game, laid out by P2 with both seats held: both decks go on jointly.
    both = true;
    layOutGame(b, 'game-2');
    for (const x of [a, b, spectator]) x.joint.refresh();
    await settle(a, b, spectator);
    expect(a.joint.deckOfZone('p1-deck')?.shuffles).toHaveLength(1);
    expect(runCommand(a.ctx, 'draw', { stack: deckStack(a.doc, 'p1').id, count: 2 })).toMatchObject({ ok: true });
    await settle(a, b, spectator);
    await a.keeper.revealKeyForAudit();
    await b.keeper.revealKeyForAudit();
    await settle(a, b, spectator);
    for (const x of [a, b, spectator]) {
      expect((await x.keeper.audit('p1')).problems).toEqual([]);
      // Nothing of P1's current game is kept alone: the keeper has no audit to make for it.
      expect(x.keeper.keepsDecks('p1')).toBe(false);
      const keys = await x.keeper.revealedKeys();
      for (const audit of await x.joint.audit(keys)) expect(audit.findings).toEqual([]);
    }
  });
});
