import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  attach, cut, deal, draw, GENERIC_MAT, metaOf, readLog, readTable, setLayout, setupTable, shuffle, stackOnto,
  takeCards, CARD_W, type TableContext,
} from '../../../../src/table';
import { add, addCard, allOfKind, exists, get, invariantViolations, makeCtx } from '../helpers';

function pileOf(ctx: TableContext, n: number, fields: Parameters<typeof addCard>[1] = {}): { stack: string; cards: string[] } {
  const cards = Array.from({ length: n }, (_, i) => addCard(ctx, { ref: `set:${i}`, x: 400, y: 400, ...fields }));
  const stack = stackOnto(ctx, { ids: cards.slice(1), target: cards[0]! });
  return { stack, cards };
}

describe('stackOnto', () => {
  it('puts a card onto a card: a new stack at the target, target at the bottom', () => {
    const ctx = makeCtx();
    const a = addCard(ctx, { x: 100, y: 200, owner: 'p2', rotation: 90 });
    const b = addCard(ctx, { x: 900, y: 900, faceUp: true });
    const s = stackOnto(ctx, { ids: [b], target: a });
    expect(get(ctx.doc, s, 'stack')).toMatchObject({ order: [a, b], x: 100, y: 200, faceUp: false, owner: 'p2', layout: 'neat' });
    expect(get(ctx.doc, a, 'card')).toMatchObject({ stack: s, rotation: 0 });
    expect(get(ctx.doc, b, 'card')).toMatchObject({ stack: s, faceUp: false });
    expect(get(ctx.doc, s, 'stack').z).toBeGreaterThan(get(ctx.doc, b, 'card').z - 1);
  });

  it('puts cards onto a stack in the given order (last one on top)', () => {
    const ctx = makeCtx();
    const { stack, cards } = pileOf(ctx, 2);
    const c = addCard(ctx);
    const d = addCard(ctx);
    expect(stackOnto(ctx, { ids: [c, d], target: stack })).toBe(stack);
    expect(get(ctx.doc, stack, 'stack').order).toEqual([...cards, c, d]);
  });

  it('merges a stack onto a stack; the source stack is gone', () => {
    const ctx = makeCtx();
    const one = pileOf(ctx, 3);
    const two = pileOf(ctx, 2, { faceUp: true });
    stackOnto(ctx, { ids: [two.stack], target: one.stack });
    expect(exists(ctx.doc, two.stack)).toBe(false);
    expect(get(ctx.doc, one.stack, 'stack').order).toEqual([...one.cards, ...two.cards]);
    for (const id of two.cards) expect(get(ctx.doc, id, 'card').stack).toBe(one.stack);
    expect(invariantViolations(ctx.doc)).toEqual([]);
  });

  it('moves a card from another stack (which dissolves at one card) onto the target', () => {
    const ctx = makeCtx();
    const one = pileOf(ctx, 2);
    const two = pileOf(ctx, 2);
    stackOnto(ctx, { ids: [two.cards[1]!], target: one.stack });
    expect(exists(ctx.doc, two.stack)).toBe(false);
    expect(get(ctx.doc, two.cards[0]!, 'card').stack).toBeNull();
    expect(get(ctx.doc, one.stack, 'stack').order).toEqual([...one.cards, two.cards[1]]);
    expect(invariantViolations(ctx.doc)).toEqual([]);
  });

  it('puts a card of the target stack back on top of it', () => {
    const ctx = makeCtx();
    const { stack, cards } = pileOf(ctx, 3);
    stackOnto(ctx, { ids: [cards[0]!], target: stack });
    expect(get(ctx.doc, stack, 'stack').order).toEqual([cards[1], cards[2], cards[0]]);
    expect(invariantViolations(ctx.doc)).toEqual([]);
  });

  it('puts the bottom card of a two-card stack on top of it without dissolving it', () => {
    const ctx = makeCtx();
    const { stack, cards } = pileOf(ctx, 2);
    stackOnto(ctx, { ids: [cards[0]!], target: stack });
    expect(get(ctx.doc, stack, 'stack').order).toEqual([cards[1], cards[0]]);
    expect(invariantViolations(ctx.doc)).toEqual([]);
  });

  it('ignores a card named twice', () => {
    const ctx = makeCtx();
    const a = addCard(ctx);
    const b = addCard(ctx);
    const s = stackOnto(ctx, { ids: [b, b], target: a });
    expect(get(ctx.doc, s, 'stack').order).toEqual([a, b]);
    expect(invariantViolations(ctx.doc)).toEqual([]);
  });

  it('detaches what hangs from a card that is stacked, and refuses targets in a stack or attached', () => {
    const ctx = makeCtx();
    const host = addCard(ctx, { x: 300, y: 300 });
    const under = addCard(ctx);
    const coin = add(ctx, { kind: 'coin', x: 0, y: 0, coinKind: 'magic', heads: true, attachedTo: null });
    attach(ctx, { id: under, host });
    attach(ctx, { id: coin, host });
    const other = addCard(ctx);
    const s = stackOnto(ctx, { ids: [other], target: host });
    expect(get(ctx.doc, under, 'card').attachedTo).toBeNull();
    expect(get(ctx.doc, coin, 'coin').attachedTo).toBeNull();
    expect(get(ctx.doc, s, 'stack').order).toEqual([host, other]);

    const loose = addCard(ctx);
    expect(() => stackOnto(ctx, { ids: [loose], target: host })).toThrow(/already lies in a stack/);
    const h2 = addCard(ctx);
    const att = addCard(ctx);
    attach(ctx, { id: att, host: h2 });
    expect(() => stackOnto(ctx, { ids: [loose], target: att })).toThrow(/attached/);
    expect(get(ctx.doc, loose, 'card').stack).toBeNull();
  });
});

describe('take', () => {
  it('takes the top card and lays it beside the stack, face as the stack', () => {
    const ctx = makeCtx();
    const { stack, cards } = pileOf(ctx, 4);
    const taken = takeCards(ctx, { stack });
    expect(taken).toEqual([cards[3]]);
    expect(get(ctx.doc, cards[3]!, 'card')).toMatchObject({ stack: null, x: 400 + CARD_W + 16, y: 400, faceUp: false });
    expect(get(ctx.doc, stack, 'stack').order).toEqual(cards.slice(0, 3));
  });

  it('takes N from the top (top first) or the bottom, at a given point', () => {
    const ctx = makeCtx();
    const { stack, cards } = pileOf(ctx, 6);
    expect(takeCards(ctx, { stack, count: 2, from: 'top', x: 0, y: 0 })).toEqual([cards[5], cards[4]]);
    expect(get(ctx.doc, cards[5]!, 'card')).toMatchObject({ x: 0, y: 0 });
    expect(get(ctx.doc, cards[4]!, 'card')).toMatchObject({ x: 24, y: 0 });
    expect(takeCards(ctx, { stack, count: 2, from: 'bottom' })).toEqual([cards[0], cards[1]]);
    expect(get(ctx.doc, stack, 'stack').order).toEqual([cards[2], cards[3]]);
    expect(invariantViolations(ctx.doc)).toEqual([]);
  });

  it('dissolves the stack when one card is left, leaving that card where the stack was', () => {
    const ctx = makeCtx();
    const { stack, cards } = pileOf(ctx, 3, { faceUp: true });
    const z = get(ctx.doc, stack, 'stack').z;
    takeCards(ctx, { stack, count: 2 });
    expect(exists(ctx.doc, stack)).toBe(false);
    expect(get(ctx.doc, cards[0]!, 'card')).toMatchObject({ stack: null, x: 400, y: 400, z, faceUp: true });
  });

  it('deletes the stack when every card is taken (count larger than the stack)', () => {
    const ctx = makeCtx();
    const { stack, cards } = pileOf(ctx, 3);
    expect(takeCards(ctx, { stack, count: 50 })).toHaveLength(3);
    expect(exists(ctx.doc, stack)).toBe(false);
    for (const id of cards) expect(get(ctx.doc, id, 'card').stack).toBeNull();
    expect(invariantViolations(ctx.doc)).toEqual([]);
  });

  it('rejects a card as the stack', () => {
    const ctx = makeCtx();
    const a = addCard(ctx);
    expect(() => takeCards(ctx, { stack: a })).toThrow(/expected stack/);
  });
});

describe('draw and deal', () => {
  function table(): { ctx: TableContext; p1Deck: string; p2Deck: string } {
    const ctx = makeCtx('p1');
    setupTable(ctx, {
      mat: GENERIC_MAT, seed: 42,
      seats: [
        { seat: 'p1', deck: Array.from({ length: 10 }, (_, i) => `set:a${i}`) },
        { seat: 'p2', deck: Array.from({ length: 10 }, (_, i) => `set:b${i}`) },
      ],
    });
    const stacks = allOfKind(ctx.doc, 'stack');
    return { ctx, p1Deck: stacks.find((s) => s.owner === 'p1')!.id, p2Deck: stacks.find((s) => s.owner === 'p2')!.id };
  }

  it("draws the top N into the actor's hand zone, face up, owned, laid out in a row", () => {
    const { ctx, p1Deck } = table();
    const order = get(ctx.doc, p1Deck, 'stack').order;
    const drawn = draw(ctx, { stack: p1Deck, count: 3 });
    expect(drawn).toEqual(order.slice(-3).reverse());
    const hand = get(ctx.doc, 'p1-hand', 'zone');
    const cards = drawn.map((id) => get(ctx.doc, id, 'card'));
    for (const card of cards) {
      expect(card).toMatchObject({ stack: null, faceUp: true, owner: 'p1', rotation: 0, y: Math.round(hand.y + hand.h / 2) });
      expect(card.x).toBeGreaterThanOrEqual(hand.x);
      expect(card.x).toBeLessThanOrEqual(hand.x + hand.w);
    }
    expect(new Set(cards.map((c) => c.x)).size).toBe(3);
    // drawn first lies leftmost
    expect(cards[0]!.x).toBeLessThan(cards[1]!.x);
    expect(cards[1]!.x).toBeLessThan(cards[2]!.x);
    expect(get(ctx.doc, p1Deck, 'stack').order).toEqual(order.slice(0, 7));
    const hand2 = draw(ctx, { stack: p1Deck, count: 1 });
    expect(get(ctx.doc, hand2[0]!, 'card').x).toBeGreaterThan(cards[2]!.x - 1);
  });

  it('draws for another seat into that seat\'s hand', () => {
    const { ctx, p1Deck } = table();
    const [id] = draw(ctx, { stack: p1Deck, seat: 'p2' });
    const hand = get(ctx.doc, 'p2-hand', 'zone');
    expect(get(ctx.doc, id!, 'card')).toMatchObject({ owner: 'p2', y: Math.round(hand.y + hand.h / 2) });
  });

  it('drawing the whole deck removes the stack', () => {
    const { ctx, p2Deck } = table();
    expect(draw(ctx, { stack: p2Deck, count: 200 })).toHaveLength(10);
    expect(exists(ctx.doc, p2Deck)).toBe(false);
    expect(invariantViolations(ctx.doc)).toEqual([]);
  });

  it('draws beside the stack when the seat has no hand zone', () => {
    const ctx = makeCtx('p1');
    const cards = [addCard(ctx, { x: 0, y: 0 }), addCard(ctx), addCard(ctx)];
    const s = stackOnto(ctx, { ids: cards.slice(1), target: cards[0]! });
    const [id] = draw(ctx, { stack: s });
    expect(get(ctx.doc, id!, 'card')).toMatchObject({ x: 30, y: 200, faceUp: true, owner: 'p1' });
  });

  it('deals one card at a time to each seat in turn', () => {
    const { ctx, p1Deck } = table();
    const order = get(ctx.doc, p1Deck, 'stack').order;
    const dealt = deal(ctx, { stack: p1Deck, count: 2, seats: ['p1', 'p2'] });
    const top = order.slice().reverse();
    expect(dealt).toEqual({ p1: [top[0], top[2]], p2: [top[1], top[3]] });
    for (const id of dealt['p1']!) expect(get(ctx.doc, id, 'card')).toMatchObject({ owner: 'p1', faceUp: true });
    for (const id of dealt['p2']!) expect(get(ctx.doc, id, 'card')).toMatchObject({ owner: 'p2', faceUp: true });
    expect(get(ctx.doc, p1Deck, 'stack').order).toEqual(order.slice(0, 6));
    expect(readLog(ctx.doc).entries.at(-1)).toMatchObject({ op: 'deal', seat: 'p1' });
  });

  it('deals as far as the cards go', () => {
    const { ctx, p1Deck } = table();
    const dealt = deal(ctx, { stack: p1Deck, count: 7, seats: ['p1', 'p2'] });
    expect(dealt['p1']).toHaveLength(5);
    expect(dealt['p2']).toHaveLength(5);
    expect(exists(ctx.doc, p1Deck)).toBe(false);
    expect(invariantViolations(ctx.doc)).toEqual([]);
  });
});

describe('shuffle', () => {
  function seeded(seed: number): { ctx: TableContext; stack: string; cards: string[] } {
    const ctx = makeCtx();
    metaOf(ctx.doc).set('seed', seed);
    const cards = Array.from({ length: 20 }, (_, i) => addCard(ctx, { id: `c${String(i).padStart(2, '0')}` }));
    const stack = stackOnto(ctx, { ids: cards.slice(1), target: cards[0]! });
    return { ctx, stack, cards };
  }

  it('gives a permutation of the same cards and advances the roll counter', () => {
    const { ctx, stack, cards } = seeded(7);
    shuffle(ctx, { stack });
    const order = get(ctx.doc, stack, 'stack').order;
    expect([...order].sort()).toEqual([...cards].sort());
    expect(order).not.toEqual(cards);
    expect(metaOf(ctx.doc).get('rolls')).toBe(1);
    expect(readLog(ctx.doc).entries.at(-1)).toMatchObject({ op: 'shuffle', args: { stack, count: 20 } });
  });

  it('is reproducible: the same seed and counter give the same order on two docs', () => {
    const one = seeded(123);
    const two = makeCtx('p2');
    Y.applyUpdate(two.doc, Y.encodeStateAsUpdate(one.ctx.doc));
    shuffle(one.ctx, { stack: one.stack });
    shuffle(two, { stack: one.stack });
    expect(get(one.ctx.doc, one.stack, 'stack').order).toEqual(get(two.doc, one.stack, 'stack').order);
    // the next shuffle uses the next counter value, so it differs from the first
    const first = get(one.ctx.doc, one.stack, 'stack').order;
    shuffle(one.ctx, { stack: one.stack });
    expect(get(one.ctx.doc, one.stack, 'stack').order).not.toEqual(first);
  });

  it('different seeds give different orders', () => {
    const one = seeded(1);
    const two = seeded(2);
    shuffle(one.ctx, { stack: one.stack });
    shuffle(two.ctx, { stack: two.stack });
    expect(get(one.ctx.doc, one.stack, 'stack').order).not.toEqual(get(two.ctx.doc, two.stack, 'stack').order);
  });
});

describe('cut, fan, gather', () => {
  it('cuts half by default: the top half goes under', () => {
    const ctx = makeCtx();
    const { stack, cards } = pileOf(ctx, 6);
    cut(ctx, { stack });
    expect(get(ctx.doc, stack, 'stack').order).toEqual([...cards.slice(3), ...cards.slice(0, 3)]);
  });

  it('cuts at a given depth, clamped to the stack', () => {
    const ctx = makeCtx();
    const { stack, cards } = pileOf(ctx, 5);
    cut(ctx, { stack, at: 1 });
    expect(get(ctx.doc, stack, 'stack').order).toEqual([cards[4], ...cards.slice(0, 4)]);
    cut(ctx, { stack, at: 99 });
    expect(get(ctx.doc, stack, 'stack').order).toEqual([cards[4], ...cards.slice(0, 4)]);
  });

  it('fans and gathers a stack', () => {
    const ctx = makeCtx();
    const { stack } = pileOf(ctx, 3);
    setLayout(ctx, { stack, layout: 'fanned' });
    expect(get(ctx.doc, stack, 'stack').layout).toBe('fanned');
    setLayout(ctx, { stack, layout: 'neat' });
    expect(get(ctx.doc, stack, 'stack').layout).toBe('neat');
    expect(readTable(ctx.doc).invalid).toEqual([]);
  });
});
