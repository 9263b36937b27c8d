import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  CARD_W, move, moveGroup, readTable, stackOnto, worldPosition, attach, takeCards, draw, duplicate, type TableContext,
} from '../../../../src/table';
import { add, addCard, addZone, exists, get, invariantViolations, makeCtx } from '../helpers';

/** A table with one zone of each snap rule, far apart. */
function board(): { ctx: TableContext; center: string; pile: string; row: string; play: string } {
  const ctx = makeCtx('p1');
  const center = addZone(ctx, { id: 'z-center', x: 1000, y: 0, w: 200, h: 200, snap: 'center' });
  const pile = addZone(ctx, { id: 'z-pile', x: 0, y: 1000, w: 200, h: 200, snap: 'stack' });
  const row = addZone(ctx, { id: 'z-row', x: 1000, y: 1000, w: 800, h: 200, snap: 'row' });
  const play = addZone(ctx, { id: 'z-play', x: -2000, y: -2000, w: 1000, h: 1000, snap: 'none' });
  return { ctx, center, pile, row, play };
}

describe('move', () => {
  it('moves freely to the rounded drop point and brings the object to the front', () => {
    const { ctx } = board();
    const a = addCard(ctx, { x: 10, y: 10 });
    const b = addCard(ctx, { x: 20, y: 20 });
    const zBefore = get(ctx.doc, b, 'card').z;
    move(ctx, { id: a, x: 400.4, y: -300.6 });
    const card = get(ctx.doc, a, 'card');
    expect(card).toMatchObject({ x: 400, y: -301 });
    expect(card.z).toBeGreaterThan(zBefore);
  });

  it('leaves objects where dropped in a zone that does not snap', () => {
    const { ctx } = board();
    const a = addCard(ctx);
    move(ctx, { id: a, x: -1500, y: -1234 });
    expect(get(ctx.doc, a, 'card')).toMatchObject({ x: -1500, y: -1234 });
  });

  it("snaps cards to the centre of a 'center' zone, but not tokens, and not with snap: false", () => {
    const { ctx } = board();
    const a = addCard(ctx);
    const b = addCard(ctx);
    const token = add(ctx, { kind: 'token', x: 0, y: 0, color: 'red', count: 2 });
    move(ctx, { id: a, x: 1010, y: 20 });
    expect(get(ctx.doc, a, 'card')).toMatchObject({ x: 1100, y: 100 });
    move(ctx, { id: token, x: 1010, y: 20 });
    expect(get(ctx.doc, token, 'token')).toMatchObject({ x: 1010, y: 20 });
    move(ctx, { id: b, x: 1020, y: 30, snap: false });
    expect(get(ctx.doc, b, 'card')).toMatchObject({ x: 1020, y: 30 });
  });

  it("in a 'stack' zone a first card is centred, a second forms a pile, a third joins it on top", () => {
    const { ctx } = board();
    const [a, b, c] = [addCard(ctx), addCard(ctx), addCard(ctx)] as [string, string, string];
    move(ctx, { id: a, x: 20, y: 1020 });
    expect(get(ctx.doc, a, 'card')).toMatchObject({ x: 100, y: 1100, stack: null });

    move(ctx, { id: b, x: 150, y: 1150 });
    const stackId = get(ctx.doc, b, 'card').stack;
    expect(stackId).not.toBeNull();
    const stack = get(ctx.doc, stackId!, 'stack');
    expect(stack.order).toEqual([a, b]);
    expect(stack).toMatchObject({ x: 100, y: 1100 });

    move(ctx, { id: c, x: 30, y: 1190 });
    expect(get(ctx.doc, stackId!, 'stack').order).toEqual([a, b, c]);
    expect(get(ctx.doc, c, 'card').stack).toBe(stackId);
    expect(invariantViolations(ctx.doc)).toEqual([]);
  });

  it("merges a stack dropped into a 'stack' zone into the pile already there", () => {
    const { ctx } = board();
    const [a, b, c, d] = [addCard(ctx), addCard(ctx), addCard(ctx, { x: 500 }), addCard(ctx, { x: 500 })] as [string, string, string, string];
    move(ctx, { id: a, x: 100, y: 1100 });
    move(ctx, { id: b, x: 100, y: 1100 });
    const pile = get(ctx.doc, a, 'card').stack!;
    const other = stackOnto(ctx, { ids: [d], target: c });
    move(ctx, { id: other, x: 120, y: 1120 });
    expect(exists(ctx.doc, other)).toBe(false);
    expect(get(ctx.doc, pile, 'stack').order).toEqual([a, b, c, d]);
    expect(invariantViolations(ctx.doc)).toEqual([]);
  });

  it("lays the cards of a 'row' zone out evenly, left to right, and re-lays the row when a card leaves", () => {
    const { ctx } = board();
    const ids = [addCard(ctx), addCard(ctx), addCard(ctx)];
    move(ctx, { id: ids[0]!, x: 1700, y: 1050 });
    move(ctx, { id: ids[1]!, x: 1100, y: 1150 });
    move(ctx, { id: ids[2]!, x: 1400, y: 1100 });
    const cards = ids.map((id) => get(ctx.doc, id, 'card')).sort((p, q) => p.x - q.x);
    // dropped order was right, left, middle: the layout keeps left-to-right order by drop x
    expect(cards.map((c) => c.id)).toEqual([ids[1], ids[2], ids[0]]);
    for (const card of cards) expect(card.y).toBe(1100);
    const steps = cards.slice(1).map((card, i) => card.x - cards[i]!.x);
    expect(new Set(steps).size).toBe(1);
    expect(steps[0]).toBeLessThanOrEqual(CARD_W + 8);
    expect(steps[0]).toBeGreaterThan(0);
    // centred in the zone
    expect((cards[0]!.x + cards[2]!.x) / 2).toBeCloseTo(1400, 0);

    move(ctx, { id: ids[2]!, x: -1500, y: -1500 });
    const left = [ids[1]!, ids[0]!].map((id) => get(ctx.doc, id, 'card'));
    expect((left[0]!.x + left[1]!.x) / 2).toBeCloseTo(1400, 0);
    expect(left[1]!.x - left[0]!.x).toBe(CARD_W + 8);
  });

  it('writes a card dropped in a row once, in its slot and in front (no first write at the drop spot)', () => {
    const { ctx } = board();
    const ids = [addCard(ctx), addCard(ctx)];
    move(ctx, { id: ids[0]!, x: 1300, y: 1100 });
    let structs = 0;
    ctx.doc.once('update', (update: Uint8Array) => { structs = Y.decodeUpdate(update).structs.length; });
    move(ctx, { id: ids[1]!, x: 1700, y: 1150 });
    const card = get(ctx.doc, ids[1]!, 'card');
    expect(card.y).toBe(1100);
    expect(card.z).toBeGreaterThan(get(ctx.doc, ids[0]!, 'card').z);
    // x, y, z of the dropped card, x of the card it pushed aside, and the log line: one write each.
    expect(structs).toBe(5);
  });

  it('overlaps row cards that do not fit, staying inside the zone', () => {
    const { ctx, row } = board();
    const ids = Array.from({ length: 12 }, () => addCard(ctx));
    for (const id of ids) move(ctx, { id, x: 1500, y: 1100 });
    const zone = get(ctx.doc, row, 'zone');
    const xs = ids.map((id) => get(ctx.doc, id, 'card').x).sort((p, q) => p - q);
    expect(xs[0]! - CARD_W / 2).toBeGreaterThanOrEqual(zone.x);
    expect(xs[xs.length - 1]! + CARD_W / 2).toBeLessThanOrEqual(zone.x + zone.w);
    expect(new Set(xs).size).toBe(12);
  });

  it('drops a card onto a loose card (new stack) and onto a stack (on top)', () => {
    const { ctx } = board();
    const [a, b, c] = [addCard(ctx, { x: 300, y: 300, faceUp: true }), addCard(ctx), addCard(ctx)] as [string, string, string];
    move(ctx, { id: b, x: 310, y: 310, onto: a });
    const stackId = get(ctx.doc, a, 'card').stack!;
    const stack = get(ctx.doc, stackId, 'stack');
    expect(stack).toMatchObject({ order: [a, b], x: 300, y: 300, faceUp: true });
    move(ctx, { id: c, x: 0, y: 0, onto: stackId });
    expect(get(ctx.doc, stackId, 'stack').order).toEqual([a, b, c]);
    expect(get(ctx.doc, c, 'card').faceUp).toBe(true);
  });

  it('drops a stack onto another stack, merging them', () => {
    const { ctx } = board();
    const [a, b, c, d] = [addCard(ctx), addCard(ctx), addCard(ctx), addCard(ctx)] as [string, string, string, string];
    const s1 = stackOnto(ctx, { ids: [b], target: a });
    const s2 = stackOnto(ctx, { ids: [d], target: c });
    move(ctx, { id: s2, x: 0, y: 0, onto: s1 });
    expect(exists(ctx.doc, s2)).toBe(false);
    expect(get(ctx.doc, s1, 'stack').order).toEqual([a, b, c, d]);
    expect(invariantViolations(ctx.doc)).toEqual([]);
  });

  it('puts a coin dropped onto a card on that card, as an attachment that follows the card', () => {
    const { ctx } = board();
    const host = addCard(ctx, { x: 300, y: 300 });
    const coin = add(ctx, { kind: 'coin', x: 0, y: 0, coinKind: 'magic', heads: true, attachedTo: null });
    move(ctx, { id: coin, x: 305, y: 320, onto: host });
    const attached = get(ctx.doc, coin, 'coin');
    expect(attached.attachedTo).toBe(host);
    move(ctx, { id: host, x: -1200, y: -1300 });
    const snapshot = readTable(ctx.doc);
    expect(worldPosition(snapshot, get(ctx.doc, coin, 'coin'))).toEqual({ x: -1200 + attached.x, y: -1300 + attached.y });
  });

  it('rejects dropping a token onto a card', () => {
    const { ctx } = board();
    const card = addCard(ctx);
    const token = add(ctx, { kind: 'token', x: 50, y: 50, color: 'red', count: 1 });
    expect(() => move(ctx, { id: token, x: 0, y: 0, onto: card })).toThrow(/token cannot be dropped onto a card/);
    expect(get(ctx.doc, token, 'token')).toMatchObject({ x: 50, y: 50 });
  });

  it('takes a card out of its stack; a stack left with one card dissolves in place', () => {
    const { ctx } = board();
    const [a, b, c] = [addCard(ctx, { x: 700, y: 700 }), addCard(ctx), addCard(ctx)] as [string, string, string];
    const s = stackOnto(ctx, { ids: [b, c], target: a });
    move(ctx, { id: c, x: -1500, y: -1500 });
    expect(get(ctx.doc, s, 'stack').order).toEqual([a, b]);
    expect(get(ctx.doc, c, 'card')).toMatchObject({ stack: null, x: -1500, y: -1500 });
    move(ctx, { id: a, x: -1400, y: -1400 });
    expect(exists(ctx.doc, s)).toBe(false);
    expect(get(ctx.doc, b, 'card')).toMatchObject({ stack: null, x: 700, y: 700 });
    expect(get(ctx.doc, a, 'card')).toMatchObject({ stack: null, x: -1400, y: -1400 });
    expect(invariantViolations(ctx.doc)).toEqual([]);
  });

  it('drops a card of a stack back onto its own stack: it goes on top, even from a two-card stack', () => {
    const { ctx } = board();
    const [a, b, c] = [addCard(ctx, { x: 700, y: 700 }), addCard(ctx), addCard(ctx)] as [string, string, string];
    const s = stackOnto(ctx, { ids: [b], target: a });
    move(ctx, { id: a, x: 0, y: 0, onto: s });
    expect(get(ctx.doc, s, 'stack').order).toEqual([b, a]);
    stackOnto(ctx, { ids: [c], target: s });
    move(ctx, { id: b, x: 0, y: 0, onto: s });
    expect(get(ctx.doc, s, 'stack').order).toEqual([a, c, b]);
    expect(invariantViolations(ctx.doc)).toEqual([]);
  });

  it('a drop onto a card lying in a stack fails before the dragged card leaves its own stack', () => {
    const { ctx } = board();
    const [a, b, c, d] = [addCard(ctx), addCard(ctx), addCard(ctx), addCard(ctx)] as [string, string, string, string];
    const s1 = stackOnto(ctx, { ids: [b], target: a });
    const s2 = stackOnto(ctx, { ids: [d], target: c });
    expect(() => move(ctx, { id: b, x: 0, y: 0, onto: d })).toThrow(/already lies in a stack/);
    expect(get(ctx.doc, s1, 'stack').order).toEqual([a, b]);
    expect(get(ctx.doc, s2, 'stack').order).toEqual([c, d]);
  });

  it('keeps computed positions on the table near its edge', () => {
    const { ctx } = board();
    const cards = [addCard(ctx, { x: 99_990, y: 99_990 }), addCard(ctx), addCard(ctx), addCard(ctx)];
    const s = stackOnto(ctx, { ids: cards.slice(1), target: cards[0]! });
    move(ctx, { id: s, x: 100_000, y: 100_000 });
    takeCards(ctx, { stack: s, count: 2 });
    draw(ctx, { stack: s, count: 2 });
    duplicate(ctx, { ids: cards });
    expect(readTable(ctx.doc).invalid).toEqual([]);
    for (const id of cards) expect(get(ctx.doc, id, 'card').x).toBeLessThanOrEqual(100_000);
  });

  it('moving an attached card away detaches it', () => {
    const { ctx } = board();
    const host = addCard(ctx, { x: 300, y: 300 });
    const under = addCard(ctx);
    attach(ctx, { id: under, host });
    move(ctx, { id: under, x: 600, y: 600 });
    expect(get(ctx.doc, under, 'card')).toMatchObject({ attachedTo: null, x: 600, y: 600 });
  });

  it('moveGroup moves every item exactly, without snapping, in one transaction', () => {
    const { ctx } = board();
    const a = addCard(ctx);
    const die = add(ctx, { kind: 'die', x: 0, y: 0, sides: 6, value: 1, lastRoller: null });
    let transactions = 0;
    ctx.doc.on('afterTransaction', () => transactions++);
    moveGroup(ctx, { items: [{ id: a, x: 1010, y: 10 }, { id: die, x: 1030, y: 30 }] });
    expect(transactions).toBe(1);
    expect(get(ctx.doc, a, 'card')).toMatchObject({ x: 1010, y: 10 });
    expect(get(ctx.doc, die, 'die')).toMatchObject({ x: 1030, y: 30 });
  });

  it('rejects moving a zone or a missing object', () => {
    const { ctx, center } = board();
    expect(() => move(ctx, { id: center, x: 0, y: 0 })).toThrow(/zone/);
    expect(() => move(ctx, { id: 'nope', x: 0, y: 0 })).toThrow(/no valid object nope/);
  });
});
