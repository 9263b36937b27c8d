// A game begun before the other seat's key was known deals from decks each holder sealed alone.
// Once both seats are held, each holder's browser turns its own sealed deck into a joint one: from
// then on neither seat knows or chose the order (the cards already drawn stay as they were).
import { describe, expect, it } from 'vitest';
import { runCommand } from '../../../../src/table';
import { bytes, cards, deckStack, jointTable, settle } from './twoSeats';

describe('a deck sealed before the second seat arrived', () => {
  it('becomes a joint deck once both seats are held; earlier draws still read, later ones come from the joint order', async () => {
    let both = false;
    const { a, b } = await jointTable(12, () => both);
    expect(a.joint.decks().size).toBe(0);
    expect(cards(a.doc).filter((c) => c.owner === 'p1' && c.sealed?.seat === 'p1')).toHaveLength(12);
    expect(runCommand(a.ctx, 'draw', { stack: deckStack(a.doc, 'p1').id, count: 2 })).toMatchObject({ ok: true });
    await settle(a, b);
    const early = cards(a.doc).filter((c) => c.stack === null && c.owner === 'p1');
    expect(early.map((c) => a.keeper.identity(c)).every((ref) => ref?.startsWith('alpha:'))).toBe(true);

    both = true;
    a.joint.refresh();
    b.joint.refresh();
    await settle(a, b);
    for (const x of [a, b]) {
      const deck = x.joint.deckOfZone('p1-deck');
      expect(deck?.holder).toBe('p1');
      expect(deck?.busy).toBeNull();
      expect(deck?.order).toHaveLength(10);
      expect(deck?.shuffles).toHaveLength(1);
    }
    // The deck's cards carry no identity on the table any more; the hand keeps its sealed cards.
    expect(cards(b.doc).filter((c) => c.owner === 'p1' && c.stack !== null && (c.sealed || c.ref !== ''))).toEqual([]);
    expect(early.map((c) => a.keeper.identity(cards(a.doc).find((x) => x.id === c.id)!)).every((ref) => ref?.startsWith('alpha:'))).toBe(true);

    expect(runCommand(a.ctx, 'draw', { stack: deckStack(a.doc, 'p1').id, count: 1 })).toMatchObject({ ok: true });
    await settle(a, b);
    const drawn = cards(a.doc).find((c) => c.stack === null && c.owner === 'p1' && !early.some((e) => e.id === c.id))!;
    expect(a.joint.refOf(drawn.id)).toMatch(/^alpha:CARD-/);
    expect(b.joint.refOf(drawn.id)).toBeUndefined();
    expect(bytes(b.doc)).not.toMatch(/alpha:CARD/);
    expect(a.problems).toEqual([]);
    expect(b.problems).toEqual([]);

    // With A's key out, B's audit of A's holder-only part checks the two early draws and finds nothing wrong.
    await a.keeper.revealKeyForAudit();
    await settle(a, b);
    const audit = await b.keeper.audit('p1');
    expect(audit.problems).toEqual([]);
    expect(audit.forged).toBe(0);
  });
});
