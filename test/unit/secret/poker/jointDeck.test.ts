// Joint decks between two seats: nobody knows the order, draws come from the top and are opened
// by the other seat's release for the holder only.
import { describe, expect, it } from 'vitest';
import { runCommand } from '../../../../src/table';
import { bytes, cards, deckStack, jointTable, settle, type Browser } from './twoSeats';

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
    // The deck list is sealed for A: B's doc holds no name of A's cards, drawn or not.
    expect(bytes(b.doc)).not.toMatch(/alpha:CARD/);
    expect(hand.map((c) => b.keeper.identity(c) ?? b.joint.refOf(c.id))).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(a.problems).toEqual([]);
    expect(b.problems).toEqual([]);
  });
});

const top = (x: Browser, zone = 'p1-deck') => x.joint.deckOfZone(zone)!.order[0]!;

describe('joint deck operations', () => {
  it('mills the top card face up: everyone opens it from both released layers, and it is the real top', async () => {
    const { a, b } = await jointTable();
    const card = top(a);
    expect(runCommand(a.ctx, 'take', { stack: deckStack(a.doc, 'p1').id, x: 1540, y: 965 })).toMatchObject({ ok: true });
    expect(runCommand(a.ctx, 'flip', { ids: [card] })).toMatchObject({ ok: true });
    await settle(a, b);
    const onB = cards(b.doc).find((c) => c.id === card)!;
    expect(onB.ref).toMatch(/^alpha:CARD-/);
    expect(b.joint.refOf(card)).toBe(onB.ref);
    expect(b.problems).toEqual([]);
  });

  it('looks at the top 3 for its holder only; the order stays', async () => {
    const { a, b } = await jointTable();
    const before = [...a.joint.deckOfZone('p1-deck')!.order];
    const seen = await a.joint.look('p1-deck', 3, 5_000);
    expect(seen.map((v) => v.id)).toEqual(before.slice(0, 3));
    expect(seen.every((v) => v.ref.startsWith('alpha:CARD-'))).toBe(true);
    await settle(a, b);
    expect(before.slice(0, 3).map((id) => b.joint.refOf(id))).toEqual([undefined, undefined, undefined]);
    expect(a.joint.deckOfZone('p1-deck')!.order).toEqual(before);
  });

  it('searches: the holder sees the whole deck, takes one, and the deck is reshuffled jointly', async () => {
    const { a, b } = await jointTable();
    const seen = await a.joint.search('p1-deck', 5_000);
    expect(new Set(seen.map((v) => v.ref)).size).toBe(12);
    const wanted = seen[7]!;
    expect(runCommand(a.ctx, 'move', { id: wanted.id, x: 400, y: 1180 })).toMatchObject({ ok: true });
    await settle(a, b);
    await a.joint.shuffle('p1-deck');
    await settle(a, b);
    const state = b.joint.deckOfZone('p1-deck')!;
    expect(state.shuffles).toHaveLength(2);
    expect(state.order).toHaveLength(11);
    expect(state.shown.size).toBe(0);
    expect(a.keeper.identity(cards(a.doc).find((c) => c.id === wanted.id)!)).toBe(wanted.ref);
    expect(b.problems).toEqual([]);
  });

  it('puts a card from the hand back on top under the holder\'s layer; after a reshuffle it is unknown again', async () => {
    const { a, b } = await jointTable();
    expect(runCommand(a.ctx, 'draw', { stack: deckStack(a.doc, 'p1').id, count: 1 })).toMatchObject({ ok: true });
    await settle(a, b);
    const drawn = cards(a.doc).find((c) => c.stack === null && c.owner === 'p1')!;
    const name = a.keeper.identity(drawn);
    expect(runCommand(a.ctx, 'stackOnto', { ids: [drawn.id], target: deckStack(a.doc, 'p1').id })).toMatchObject({ ok: true });
    await settle(a, b);
    const state = b.joint.deckOfZone('p1-deck')!;
    expect(state.order[0]).toBe(drawn.id);
    expect(b.joint.refOf(drawn.id)).toBeUndefined();
    const inserted = [...b.doc.getMap('poker').values()].find((v) => (v as { op?: string }).op === 'in') as { ref?: string; point?: string };
    expect(inserted.ref).toBeUndefined();
    expect(inserted.point).toHaveLength(43);
    expect(runCommand(a.ctx, 'draw', { stack: deckStack(a.doc, 'p1').id, count: 1 })).toMatchObject({ ok: true });
    await settle(a, b);
    expect(a.keeper.identity(cards(a.doc).find((c) => c.id === drawn.id)!)).toBe(name);
    expect(b.problems).toEqual([]);
  });
});
