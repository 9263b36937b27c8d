import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  canonical, createUndoManager, draw, GENERIC_MAT, metaOf, move, readTable, remove, setupTable, stackOnto,
} from '../../../src/table';
import { addCard, allOfKind, asSeat, exists, get, makeCtx } from './helpers';

describe('undo per seat (one doc, two origins)', () => {
  function twoSeats() {
    const a = makeCtx('p1');
    const b = asSeat(a, 'p2');
    const x = addCard(a, { x: 0, y: 0 });
    const y = addCard(a, { x: 0, y: 0 });
    const undoA = createUndoManager(a.doc, a.actor.origin);
    const undoB = createUndoManager(b.doc, b.actor.origin);
    return { a, b, x, y, undoA, undoB };
  }

  it("seat A's undo reverts only A's change; redo reapplies it", () => {
    const { a, b, x, y, undoA, undoB } = twoSeats();
    move(a, { id: x, x: 100, y: 100 });
    move(b, { id: y, x: 200, y: 200 });
    expect(undoA.undo()).not.toBeNull();
    expect(get(a.doc, x, 'card')).toMatchObject({ x: 0, y: 0 });
    expect(get(a.doc, y, 'card')).toMatchObject({ x: 200, y: 200 });
    undoA.redo();
    expect(get(a.doc, x, 'card')).toMatchObject({ x: 100, y: 100 });
    undoB.undo();
    expect(get(a.doc, y, 'card')).toMatchObject({ x: 0, y: 0 });
    expect(get(a.doc, x, 'card')).toMatchObject({ x: 100, y: 100 });
  });

  it("undo never overwrites a later change by the other seat to the same object", () => {
    const { a, b, x, undoA } = twoSeats();
    move(a, { id: x, x: 100, y: 100 });
    move(b, { id: x, x: 300, y: 300 });
    undoA.undo();
    expect(get(a.doc, x, 'card')).toMatchObject({ x: 300, y: 300 });
  });

  it('one command is one undo step, however many objects it touched', () => {
    const ctx = makeCtx('p1');
    setupTable(makeCtx('p1', ctx.doc), { mat: GENERIC_MAT, seed: 3, seats: [{ seat: 'p1', deck: ['a', 'b', 'c', 'd', 'e'] }] });
    const before = canonical(readTable(ctx.doc));
    const undo = createUndoManager(ctx.doc, ctx.actor.origin);
    const deck = allOfKind(ctx.doc, 'stack')[0]!.id;
    draw(ctx, { stack: deck, count: 4 });
    expect(exists(ctx.doc, deck)).toBe(false);
    undo.undo();
    expect(canonical(readTable(ctx.doc))).toEqual(before);
    expect(undo.undoStack).toHaveLength(0);
    undo.redo();
    expect(exists(ctx.doc, deck)).toBe(false);
  });

  it('undoing a delete brings a stack back with its cards; undoing a merge splits it again', () => {
    const ctx = makeCtx();
    const cards = [addCard(ctx), addCard(ctx), addCard(ctx), addCard(ctx)];
    const s1 = stackOnto(ctx, { ids: [cards[1]!], target: cards[0]! });
    const s2 = stackOnto(ctx, { ids: [cards[3]!], target: cards[2]! });
    const before = canonical(readTable(ctx.doc));
    const undo = createUndoManager(ctx.doc, ctx.actor.origin);
    stackOnto(ctx, { ids: [s2], target: s1 });
    remove(ctx, { ids: [s1] });
    expect(readTable(ctx.doc).objects.size).toBe(0);
    undo.undo();
    expect(get(ctx.doc, s1, 'stack').order).toEqual(cards);
    undo.undo();
    expect(canonical(readTable(ctx.doc))).toEqual(before);
  });

  it('does not track changes made without the seat origin (and leaves meta alone)', () => {
    const ctx = makeCtx();
    const x = addCard(ctx);
    const undo = createUndoManager(ctx.doc, ctx.actor.origin);
    ctx.doc.transact(() => metaOf(ctx.doc).set('seed', 9), ctx.actor.origin);
    move(makeCtx('p1', ctx.doc), { id: x, x: 50, y: 50 });
    expect(undo.undoStack).toHaveLength(0);
    expect(undo.undo()).toBeNull();
    expect(get(ctx.doc, x, 'card')).toMatchObject({ x: 50 });
  });
});

describe('undo per seat (two synced docs)', () => {
  it("a peer's undo reverts only its own change, and the revert syncs to the other peer", () => {
    const docA = new Y.Doc();
    const docB = new Y.Doc();
    const remote = Symbol('remote');
    docA.on('update', (u: Uint8Array, origin: unknown) => { if (origin !== remote) Y.applyUpdate(docB, u, remote); });
    docB.on('update', (u: Uint8Array, origin: unknown) => { if (origin !== remote) Y.applyUpdate(docA, u, remote); });
    const a = makeCtx('p1', docA);
    const b = makeCtx('p2', docB);
    const x = addCard(a);
    const y = addCard(b);
    const undoA = createUndoManager(docA, a.actor.origin);
    const undoB = createUndoManager(docB, b.actor.origin);
    move(a, { id: x, x: 10, y: 10 });
    move(b, { id: y, x: 20, y: 20 });
    undoA.undo();
    for (const doc of [docA, docB]) {
      expect(get(doc, x, 'card')).toMatchObject({ x: 0, y: 0 });
      expect(get(doc, y, 'card')).toMatchObject({ x: 20, y: 20 });
    }
    undoB.undo();
    expect(get(docA, y, 'card')).toMatchObject({ x: 0, y: 0 });
    undoA.redo();
    expect(get(docB, x, 'card')).toMatchObject({ x: 10, y: 10 });
    // B moves the same card after A: A's undo leaves B's move in place
    move(a, { id: x, x: 40, y: 40 });
    move(b, { id: x, x: 50, y: 50 });
    undoA.undo();
    for (const doc of [docA, docB]) expect(get(doc, x, 'card')).toMatchObject({ x: 50, y: 50 });
    expect(canonical(readTable(docA))).toEqual(canonical(readTable(docB)));
  });
});
