import { describe, expect, it } from 'vitest';
import {
  attach, create, duplicate, readLog, readTable, remove, stackOnto, zOrder, type NewObject,
} from '../../../../src/table';
import { add, addCard, addZone, allOfKind, exists, get, invariantViolations, makeCtx } from '../helpers';

describe('create', () => {
  it('creates each kind with a fresh prefixed id, on top of everything (zones at z 0)', () => {
    const ctx = makeCtx();
    const card = addCard(ctx, { z: 10 });
    const token = add(ctx, { kind: 'token', x: 1, y: 2, color: 'red', count: 3 });
    const zone = addZone(ctx, { x: 0, y: 0, w: 10, h: 10, snap: 'none' });
    expect(card).toMatch(/^c[0-9a-z]{10}$/);
    expect(token).toMatch(/^t[0-9a-z]{10}$/);
    expect(zone).toMatch(/^z[0-9a-z]{10}$/);
    expect(get(ctx.doc, token, 'token')).toEqual({ id: token, kind: 'token', x: 1, y: 2, z: 11, color: 'red', count: 3 });
    expect(get(ctx.doc, zone, 'zone').z).toBe(0);
    expect(readLog(ctx.doc).entries.map((e) => e.op)).toEqual(['create', 'create', 'create']);
  });

  it('keeps a given id', () => {
    const ctx = makeCtx();
    expect(addCard(ctx, { id: 'my-card' })).toBe('my-card');
    expect(get(ctx.doc, 'my-card', 'card').ref).toBe('starter:ST-001');
  });

  it('rejects invalid records and writes nothing', () => {
    const ctx = makeCtx();
    const bad: unknown[] = [
      { kind: 'card', x: 0, y: 0, ref: '', faceUp: false, rotation: 0, owner: null, stack: null, attachedTo: null },
      { kind: 'card', x: 0, y: 0, ref: 'a', faceUp: false, rotation: 45, owner: null, stack: null, attachedTo: null },
      { kind: 'token', x: 0, y: 0, color: 'red', count: -1 },
      { kind: 'die', x: 0, y: 0, sides: 20, value: 1, lastRoller: null },
      { kind: 'counter', x: Infinity, y: 0, label: 'x', value: 0, owner: null },
      { kind: 'zone', x: 0, y: 0, w: 0, h: 10, name: { ja: '', en: '' }, owner: null, snap: 'none', visibility: 'public' },
      { kind: 'card', x: 0, y: 0, ref: 'a', faceUp: false, rotation: 0, owner: 'p3', stack: null, attachedTo: null },
    ];
    for (const object of bad) expect(() => create(ctx, { object: object as NewObject })).toThrow(/invalid/);
    expect(readTable(ctx.doc).objects.size).toBe(0);
  });

  it('refuses to create a card already inside a stack', () => {
    const ctx = makeCtx();
    expect(() => addCard(ctx, { stack: 'sX' })).toThrow(/loose/);
  });

  it('refuses to overwrite an existing object', () => {
    const ctx = makeCtx();
    addCard(ctx, { id: 'taken', ref: 'first' });
    expect(() => addCard(ctx, { id: 'taken', ref: 'second' })).toThrow(/taken/);
    expect(get(ctx.doc, 'taken', 'card').ref).toBe('first');
  });
});

describe('delete', () => {
  it('deletes objects; missing ids are ignored', () => {
    const ctx = makeCtx();
    const a = addCard(ctx);
    const t = add(ctx, { kind: 'token', x: 0, y: 0, color: 'red', count: 1 });
    remove(ctx, { ids: [a, 'missing', t] });
    expect(readTable(ctx.doc).objects.size).toBe(0);
  });

  it('deletes a stack together with its cards', () => {
    const ctx = makeCtx();
    const cards = [addCard(ctx), addCard(ctx), addCard(ctx)];
    const keep = addCard(ctx);
    const s = stackOnto(ctx, { ids: cards.slice(1), target: cards[0]! });
    remove(ctx, { ids: [s] });
    expect([...readTable(ctx.doc).objects.keys()]).toEqual([keep]);
  });

  it('deleting a card in a stack takes it out of the stack', () => {
    const ctx = makeCtx();
    const cards = [addCard(ctx), addCard(ctx), addCard(ctx)];
    const s = stackOnto(ctx, { ids: cards.slice(1), target: cards[0]! });
    remove(ctx, { ids: [cards[1]!] });
    expect(get(ctx.doc, s, 'stack').order).toEqual([cards[0], cards[2]]);
    remove(ctx, { ids: [cards[0]!] });
    expect(exists(ctx.doc, s)).toBe(false);
    expect(get(ctx.doc, cards[2]!, 'card').stack).toBeNull();
  });

  it('deleting a host detaches its attachments, which stay where they were drawn', () => {
    const ctx = makeCtx();
    const host = addCard(ctx, { x: 500, y: 500 });
    const a = addCard(ctx);
    const m = add(ctx, { kind: 'coin', x: 0, y: 0, coinKind: 'magic', heads: true, attachedTo: null });
    attach(ctx, { id: a, host });
    attach(ctx, { id: m, host });
    const offA = get(ctx.doc, a, 'card');
    remove(ctx, { ids: [host] });
    expect(get(ctx.doc, a, 'card')).toMatchObject({ attachedTo: null, x: 500 + offA.x, y: 500 + offA.y });
    expect(get(ctx.doc, m, 'coin').attachedTo).toBeNull();
    expect(invariantViolations(ctx.doc)).toEqual([]);
  });
});

describe('duplicate', () => {
  it('copies objects beside the originals with new ids, on top', () => {
    const ctx = makeCtx();
    const a = addCard(ctx, { x: 100, y: 100, faceUp: true, ref: 'x:1' });
    const t = add(ctx, { kind: 'token', x: 0, y: 0, color: 'red', count: 4 });
    const [ca, ct] = duplicate(ctx, { ids: [a, t] }) as [string, string];
    expect(ca).not.toBe(a);
    expect(get(ctx.doc, ca, 'card')).toMatchObject({ x: 124, y: 124, faceUp: true, ref: 'x:1', stack: null, attachedTo: null });
    expect(get(ctx.doc, ct, 'token')).toMatchObject({ x: 24, y: 24, count: 4, color: 'red' });
    expect(get(ctx.doc, ct, 'token').z).toBeGreaterThan(get(ctx.doc, ca, 'card').z);
    expect(get(ctx.doc, ca, 'card').z).toBeGreaterThan(get(ctx.doc, t, 'token').z);
  });

  it('copies a stack with copies of its cards, in the same order', () => {
    const ctx = makeCtx();
    const cards = [addCard(ctx, { ref: 'r:0' }), addCard(ctx, { ref: 'r:1' }), addCard(ctx, { ref: 'r:2' })];
    const s = stackOnto(ctx, { ids: cards.slice(1), target: cards[0]! });
    const [copy] = duplicate(ctx, { ids: [s] }) as [string];
    const stack = get(ctx.doc, copy, 'stack');
    expect(stack.order).toHaveLength(3);
    expect(stack.order.some((id) => cards.includes(id))).toBe(false);
    expect(stack.order.map((id) => get(ctx.doc, id, 'card').ref)).toEqual(['r:0', 'r:1', 'r:2']);
    for (const id of stack.order) expect(get(ctx.doc, id, 'card').stack).toBe(copy);
    expect(get(ctx.doc, s, 'stack').order).toEqual(cards);
    expect(invariantViolations(ctx.doc)).toEqual([]);
  });

  it('copies an attached card or coin loose, beside where the original is drawn', () => {
    const ctx = makeCtx();
    const host = addCard(ctx, { x: 500, y: 500 });
    const a = addCard(ctx);
    const m = add(ctx, { kind: 'coin', x: 0, y: 0, coinKind: 'magic', heads: true, attachedTo: null });
    attach(ctx, { id: a, host });
    attach(ctx, { id: m, host });
    const offA = get(ctx.doc, a, 'card');
    const offM = get(ctx.doc, m, 'coin');
    const [ca, cm] = duplicate(ctx, { ids: [a, m] }) as [string, string];
    expect(get(ctx.doc, ca, 'card')).toMatchObject({ attachedTo: null, x: 500 + offA.x + 24, y: 500 + offA.y + 24 });
    expect(get(ctx.doc, cm, 'coin')).toMatchObject({ attachedTo: null, x: 500 + offM.x + 24, y: 500 + offM.y + 24 });
  });

  it('copies a card lying in a stack loose, beside the stack', () => {
    const ctx = makeCtx();
    const cards = [addCard(ctx, { x: 300, y: 300 }), addCard(ctx), addCard(ctx)];
    const s = stackOnto(ctx, { ids: cards.slice(1), target: cards[0]! });
    zOrder(ctx, { ids: [s], to: 'front' });
    const [copy] = duplicate(ctx, { ids: [cards[2]!] }) as [string];
    expect(get(ctx.doc, copy, 'card')).toMatchObject({ stack: null, x: 324, y: 324 });
    expect(get(ctx.doc, s, 'stack').order).toEqual(cards);
  });

  it('refuses to duplicate zones', () => {
    const ctx = makeCtx();
    const zone = addZone(ctx, { x: 0, y: 0, w: 10, h: 10, snap: 'none' });
    expect(() => duplicate(ctx, { ids: [zone] })).toThrow(/zones/);
    expect(allOfKind(ctx.doc, 'zone')).toHaveLength(1);
  });
});

describe('toFront / toBack', () => {
  it('brings objects to the front keeping their relative order, or sends them to the back', () => {
    const ctx = makeCtx();
    const [a, b, c, d] = [addCard(ctx), addCard(ctx), addCard(ctx), addCard(ctx)] as [string, string, string, string];
    const z = (id: string) => get(ctx.doc, id, 'card').z;
    zOrder(ctx, { ids: [b, a], to: 'front' });
    expect(z(a)).toBeGreaterThan(z(d));
    expect(z(b)).toBeGreaterThan(z(a));
    zOrder(ctx, { ids: [d, c], to: 'back' });
    const others = [a, b].map(z);
    expect(z(d)).toBeGreaterThan(z(c));
    expect(Math.max(z(c), z(d))).toBeLessThan(Math.min(...others));
  });
});
