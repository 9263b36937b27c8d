// Issue 28, attack 5.4: a seat that withholds its key once the audit is asked (the other seat has
// revealed its own) is not "clean": every browser's audit names it, for its joint decks and for
// a deck it kept alone.
import { describe, expect, it } from 'vitest';
import { runCommand } from '../../../../src/table';
import { browser, connect, deckStack, jointTable, layOutGame, settle } from './twoSeats';

describe('a withheld key is a finding (issue 28, 5.4)', () => {
  it('P1 reveals, P2 keeps its key: both joint decks name P2 at every browser', async () => {
    const { a, b } = await jointTable();
    const spectator = browser(null);
    connect(a.doc, spectator.doc);
    connect(b.doc, spectator.doc);
    spectator.keeper.start();
    spectator.joint.start();
    expect(runCommand(a.ctx, 'draw', { stack: deckStack(a.doc, 'p1').id, count: 2 })).toMatchObject({ ok: true });
    await settle(a, b, spectator);
    await a.keeper.revealKeyForAudit();
    await settle(a, b, spectator);
    for (const x of [a, b, spectator]) {
      const audits = await x.joint.audit(await x.keeper.revealedKeys());
      expect(audits).toHaveLength(2);
      for (const audit of audits) {
        expect(audit.ok).toBe(false);
        expect(audit.findings).toEqual([{ code: 'keyWithheld', seat: 'p2' }]);
      }
    }
  });

  it('a deck kept alone: P2 withholds while P1 has revealed, and its audit says so instead of nothing', async () => {
    const a = browser('p1', undefined, undefined, () => false);
    const b = browser('p2', undefined, undefined, () => false);
    connect(a.doc, b.doc);
    for (const x of [a, b]) { x.keeper.start(); x.joint.start(); }
    layOutGame(a, 'game-1');
    await settle(a, b);
    expect(runCommand(b.ctx, 'draw', { stack: deckStack(b.doc, 'p2').id, count: 2 })).toMatchObject({ ok: true });
    await settle(a, b);
    // Before anyone reveals, the audit is not asked: no seat is blamed.
    await expect(a.keeper.audit('p2')).rejects.toThrow();
    await a.keeper.revealKeyForAudit();
    await settle(a, b);
    expect((await a.keeper.audit('p2')).problems).toEqual([{ kind: 'withheld' }]);
    expect((await a.keeper.audit('p1')).problems).toEqual([]);
    await b.keeper.revealKeyForAudit();
    await settle(a, b);
    expect((await a.keeper.audit('p2')).problems).toEqual([]);
  });
});
