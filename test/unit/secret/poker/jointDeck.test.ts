// Joint decks between two seats: nobody knows the order, draws come from the top and are opened
// by the other seat's release for the holder only.
import { describe, expect, it } from 'vitest';
import { runCommand } from '../../../../src/table';
import { cards, deckStack, jointTable, settle } from './twoSeats';

describe('joint decks', () => {
  it('opens both decks jointly: shuffled by both seats, no identity left on the table', async () => {
    const { a, b } = await jointTable();
    for (const x of [a, b]) {
      const states = [...x.joint.decks().values()];
      expect(states.map((s) => s.holder).sort()).toEqual(['p1', 'p2']);
      for (const s of states) {
        expect(s.busy).toBeNull();
        expect(s.shuffles).toHaveLength(1);
        expect(s.order).toHaveLength(12);
      }
    }
    expect(cards(b.doc).filter((c) => c.ref !== '' || c.sealed)).toEqual([]);
    expect(a.problems).toEqual([]);
    expect(b.problems).toEqual([]);
  });

  it('draws 5: A sees them, B learns nothing; the releases came from B', async () => {
    const { a, b } = await jointTable();
    expect(runCommand(a.ctx, 'draw', { stack: deckStack(a.doc, 'p1').id, count: 5 })).toMatchObject({ ok: true });
    await settle(a, b);
    const hand = cards(a.doc).filter((c) => c.stack === null && c.owner === 'p1');
    expect(hand).toHaveLength(5);
    const names = hand.map((c) => a.keeper.identity(c));
    expect(names.every((n) => n?.startsWith('alpha:CARD-'))).toBe(true);
    expect(new Set(names).size).toBe(5);
    // The deck list is public (the slots); which of them A holds is not: nothing of B's opens them.
    expect(hand.map((c) => b.keeper.identity(c) ?? b.joint.refOf(c.id))).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(a.problems).toEqual([]);
    expect(b.problems).toEqual([]);
  });
});
