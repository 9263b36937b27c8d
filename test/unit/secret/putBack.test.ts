// Issue 28, attack 5.2: a card put back into a committed deck under another name. P1 draws a card,
// its modified client seals it again as another card while it is in the hand, and puts it back on
// top: the journal's "in" then carries the new name, the next draw matches it, and the audit said
// nothing. Every "in" is now checked against what that card was when it left the deck.
import { describe, expect, it } from 'vitest';
import { objectsOf, runCommand } from '../../../src/table';
import { sealRef } from '../../../src/secret/sealing';
import { browser, cards, connect, deckStack, jointTable, layOutGame, settle } from './poker/twoSeats';

describe('a card put back under another name (issue 28, 5.2)', () => {
  it('in a deck its holder keeps alone: the audit names the put-back card at every browser', async () => {
    const a = browser('p1', undefined, undefined, () => false);
    const b = browser('p2', undefined, undefined, () => false);
    connect(a.doc, b.doc);
    for (const x of [a, b]) { x.keeper.start(); x.joint.start(); }
    layOutGame(b, 'game-1');
    await settle(a, b);
    expect(runCommand(a.ctx, 'draw', { stack: deckStack(a.doc, 'p1').id, count: 1 })).toMatchObject({ ok: true });
    await settle(a, b);
    const drawn = cards(a.doc).find((c) => c.stack === null && c.owner === 'p1')!;
    const was = a.keeper.identity(drawn)!;
    const other = was === 'alpha:CARD-012' ? 'alpha:CARD-011' : 'alpha:CARD-012';
    // The modified client: the card in its hand is sealed again as another card of its deck.
    const sealed = await sealRef((await a.keys.find('p1'))!, 'p1', drawn.id, other);
    a.doc.transact(() => objectsOf(a.doc).get(drawn.id)?.set('sealed', sealed));
    await settle(a, b);
    expect(runCommand(a.ctx, 'stackOnto', { ids: [drawn.id], target: deckStack(a.doc, 'p1').id })).toMatchObject({ ok: true });
    await settle(a, b);
    expect(runCommand(a.ctx, 'draw', { stack: deckStack(a.doc, 'p1').id, count: 1 })).toMatchObject({ ok: true });
    await settle(a, b);
    await a.keeper.revealKeyForAudit();
    await settle(a, b);
    for (const x of [a, b]) {
      expect((await x.keeper.audit('p1')).problems).toContainEqual({ kind: 'putBack', zone: 'p1-deck', card: drawn.id, expected: was, got: other });
    }
  });

  it('in a joint deck: the audit names the card that went back as another than it left as', async () => {
    const { a, b } = await jointTable();
    expect(runCommand(a.ctx, 'draw', { stack: deckStack(a.doc, 'p1').id, count: 1 })).toMatchObject({ ok: true });
    await settle(a, b);
    const drawn = cards(a.doc).find((c) => c.stack === null && c.owner === 'p1')!;
    const was = a.keeper.identity(drawn)!;
    expect(was).toMatch(/^alpha:CARD-/);
    const other = was === 'alpha:CARD-012' ? 'alpha:CARD-011' : 'alpha:CARD-012';
    const sealed = await sealRef((await a.keys.find('p1'))!, 'p1', drawn.id, other);
    a.doc.transact(() => objectsOf(a.doc).get(drawn.id)?.set('sealed', sealed));
    await settle(a, b);
    expect(runCommand(a.ctx, 'stackOnto', { ids: [drawn.id], target: deckStack(a.doc, 'p1').id })).toMatchObject({ ok: true });
    await settle(a, b);
    expect(b.joint.deckOfZone('p1-deck')!.order[0]).toBe(drawn.id);
    const keys = { p1: await a.keys.find('p1'), p2: await b.keys.find('p2') };
    for (const x of [a, b]) {
      const audit = (await x.joint.audit(keys)).find((d) => d.holder === 'p1')!;
      expect(audit.findings).toContainEqual({ code: 'putBack', seat: 'p1', card: drawn.id, expected: was, found: other });
    }
  });
});
