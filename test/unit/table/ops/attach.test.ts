import { describe, expect, it } from 'vitest';
import { ATTACH_PEEK } from '../../../../src/table/ops/attach';
import { attach, detach, move, readTable, stackOnto, worldPosition, CARD_H } from '../../../../src/table';
import { add, addCard, get, invariantViolations, makeCtx } from '../helpers';

function coinAt(ctx: ReturnType<typeof makeCtx>, x = 0, y = 0) {
  return add(ctx, { kind: 'coin', x, y, coinKind: 'magic', heads: true, attachedTo: null });
}

describe('attach / detach', () => {
  it('attaches a card under a host as an offset, peeking out above, below the host', () => {
    const ctx = makeCtx();
    const host = addCard(ctx, { x: 500, y: 500 });
    const a = addCard(ctx, { x: 10, y: 10, rotation: 90 });
    const b = addCard(ctx, { x: 20, y: 20 });
    attach(ctx, { id: a, host });
    attach(ctx, { id: b, host });
    const hostZ = get(ctx.doc, host, 'card').z;
    expect(get(ctx.doc, a, 'card')).toMatchObject({ attachedTo: host, x: 0, y: -ATTACH_PEEK, rotation: 0 });
    expect(get(ctx.doc, b, 'card')).toMatchObject({ attachedTo: host, x: 0, y: -2 * ATTACH_PEEK });
    expect(get(ctx.doc, a, 'card').z).toBeLessThan(hostZ);
    expect(get(ctx.doc, b, 'card').z).toBeLessThan(get(ctx.doc, a, 'card').z);
    expect(-get(ctx.doc, b, 'card').y).toBeLessThanOrEqual(CARD_H);
  });

  it('puts coins on top of the host, side by side', () => {
    const ctx = makeCtx();
    const host = addCard(ctx, { x: 500, y: 500 });
    const m1 = coinAt(ctx);
    const m2 = coinAt(ctx);
    attach(ctx, { id: m1, host });
    attach(ctx, { id: m2, host });
    const c1 = get(ctx.doc, m1, 'coin');
    const c2 = get(ctx.doc, m2, 'coin');
    expect(c1.attachedTo).toBe(host);
    expect(c2.x).toBeGreaterThan(c1.x);
    expect(c1.z).toBeGreaterThan(get(ctx.doc, host, 'card').z);
  });

  it('attachments move with the host because they store offsets', () => {
    const ctx = makeCtx();
    const host = addCard(ctx, { x: 500, y: 500 });
    const a = addCard(ctx);
    const m = coinAt(ctx);
    attach(ctx, { id: a, host });
    attach(ctx, { id: m, host });
    const before = readTable(ctx.doc);
    const offsetA = get(ctx.doc, a, 'card');
    const offsetM = get(ctx.doc, m, 'coin');
    expect(worldPosition(before, offsetA)).toEqual({ x: 500 + offsetA.x, y: 500 + offsetA.y });
    move(ctx, { id: host, x: -700, y: 900 });
    const after = readTable(ctx.doc);
    expect(worldPosition(after, after.objects.get(a)!)).toEqual({ x: -700 + offsetA.x, y: 900 + offsetA.y });
    expect(worldPosition(after, after.objects.get(m)!)).toEqual({ x: -700 + offsetM.x, y: 900 + offsetM.y });
    // their own records did not change
    expect(after.objects.get(a)).toEqual(before.objects.get(a));
  });

  it('detach leaves the object where it was drawn', () => {
    const ctx = makeCtx();
    const host = addCard(ctx, { x: 500, y: 500 });
    const a = addCard(ctx);
    attach(ctx, { id: a, host });
    const offset = get(ctx.doc, a, 'card');
    detach(ctx, { id: a });
    expect(get(ctx.doc, a, 'card')).toMatchObject({ attachedTo: null, x: 500 + offset.x, y: 500 + offset.y });
    // detaching a loose object is a no-op
    detach(ctx, { id: a });
    expect(get(ctx.doc, a, 'card')).toMatchObject({ attachedTo: null, x: 500 + offset.x });
  });

  it('pulls a card out of its stack to attach it', () => {
    const ctx = makeCtx();
    const [s1, s2, s3] = [addCard(ctx), addCard(ctx), addCard(ctx)] as [string, string, string];
    const s = stackOnto(ctx, { ids: [s2, s3], target: s1 });
    const host = addCard(ctx, { x: 500, y: 500 });
    attach(ctx, { id: s3, host });
    expect(get(ctx.doc, s, 'stack').order).toEqual([s1, s2]);
    expect(get(ctx.doc, s3, 'card')).toMatchObject({ stack: null, attachedTo: host });
    expect(invariantViolations(ctx.doc)).toEqual([]);
  });

  it('never builds chains: a host cannot be attached, and an attached card drops its own attachments', () => {
    const ctx = makeCtx();
    const host = addCard(ctx, { x: 500, y: 500 });
    const mid = addCard(ctx, { x: 100, y: 100 });
    const leaf = addCard(ctx);
    attach(ctx, { id: leaf, host: mid });
    attach(ctx, { id: mid, host });
    expect(get(ctx.doc, leaf, 'card').attachedTo).toBeNull();
    expect(get(ctx.doc, mid, 'card').attachedTo).toBe(host);
    expect(() => attach(ctx, { id: leaf, host: mid })).toThrow(/cannot hold attachments/);
    expect(() => attach(ctx, { id: host, host })).toThrow(/itself/);
    const [p, q] = [addCard(ctx), addCard(ctx)] as [string, string];
    stackOnto(ctx, { ids: [q], target: p });
    expect(() => attach(ctx, { id: leaf, host: p })).toThrow(/cannot hold attachments/);
    expect(invariantViolations(ctx.doc)).toEqual([]);
  });

  it('rejects attaching tokens and attaching to coins', () => {
    const ctx = makeCtx();
    const host = addCard(ctx);
    const token = add(ctx, { kind: 'token', x: 0, y: 0, color: 'red', count: 1 });
    const m = coinAt(ctx);
    expect(() => attach(ctx, { id: token, host })).toThrow(/expected card or coin/);
    expect(() => attach(ctx, { id: host, host: m })).toThrow(/expected card/);
  });
});
