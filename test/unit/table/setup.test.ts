import { describe, expect, it } from 'vitest';
import { GENERIC_MAT, metaOf, readLog, readTable, setupTable } from '../../../src/table';
import { allOfKind, get, invariantViolations, makeCtx } from './helpers';

describe('setupTable', () => {
  it('lays out the mat, a face-down deck per seat in its deck zone, and the pieces', () => {
    const ctx = makeCtx();
    const p1 = ['a:1', 'a:2', 'a:3'];
    const p2 = ['b:1', 'b:2'];
    setupTable(ctx, { mat: GENERIC_MAT, seed: -5, seats: [{ seat: 'p1', deck: p1 }, { seat: 'p2', deck: p2 }] });
    expect(metaOf(ctx.doc).get('seed')).toBe(-5 >>> 0);
    expect(metaOf(ctx.doc).get('rolls')).toBe(0);
    expect(allOfKind(ctx.doc, 'zone')).toHaveLength(8);
    const stacks = allOfKind(ctx.doc, 'stack');
    expect(stacks).toHaveLength(2);
    for (const [seat, deck] of [['p1', p1], ['p2', p2]] as const) {
      const stack = stacks.find((s) => s.owner === seat)!;
      const zone = get(ctx.doc, `${seat}-deck`, 'zone');
      expect(stack).toMatchObject({ faceUp: false, x: zone.x + zone.w / 2, y: zone.y + zone.h / 2 });
      expect(stack.order.map((id) => get(ctx.doc, id, 'card').ref)).toEqual(deck);
      for (const id of stack.order) expect(get(ctx.doc, id, 'card')).toMatchObject({ owner: seat, faceUp: false, stack: stack.id });
      const play = get(ctx.doc, `${seat}-play`, 'zone');
      const counters = allOfKind(ctx.doc, 'counter').filter((c) => c.owner === seat);
      expect(counters).toHaveLength(1);
      expect(counters[0]).toMatchObject({ label: 'ライフ', value: 20 });
      expect(counters[0]!.x).toBeGreaterThanOrEqual(play.x);
      expect(counters[0]!.x).toBeLessThanOrEqual(play.x + play.w);
    }
    expect(allOfKind(ctx.doc, 'die')).toHaveLength(2);
    expect(allOfKind(ctx.doc, 'coin')).toHaveLength(2);
    expect(allOfKind(ctx.doc, 'token')).toHaveLength(4);
    expect(invariantViolations(ctx.doc)).toEqual([]);
    expect(readLog(ctx.doc).entries).toMatchObject([{ op: 'setup', seat: 'p1', args: { mat: 'generic', seats: 2 } }]);
  });

  it('places no stack for an empty deck', () => {
    const ctx = makeCtx();
    setupTable(ctx, { mat: GENERIC_MAT, seed: 1, seats: [{ seat: 'p1', deck: [] }] });
    expect(allOfKind(ctx.doc, 'stack')).toHaveLength(0);
    expect(readTable(ctx.doc).invalid).toEqual([]);
  });

  it('runs in one transaction', () => {
    const ctx = makeCtx();
    let n = 0;
    ctx.doc.on('afterTransaction', () => n++);
    setupTable(ctx, { mat: GENERIC_MAT, seed: 1, seats: [{ seat: 'p1', deck: ['a'] }, { seat: 'p2', deck: ['b'] }] });
    expect(n).toBe(1);
  });
});
