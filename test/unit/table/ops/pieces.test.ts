import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { adjust, metaOf, readLog, roll, setValue } from '../../../../src/table';
import { add, exists, get, makeCtx } from '../helpers';

function die(ctx: ReturnType<typeof makeCtx>) {
  return add(ctx, { kind: 'die', x: 0, y: 0, sides: 6, value: 1, lastRoller: null });
}
function coin(ctx: ReturnType<typeof makeCtx>) {
  return add(ctx, { kind: 'coin', x: 0, y: 0, coinKind: 'magic', heads: true, attachedTo: null });
}

describe('roll', () => {
  it('rolls a die to a value in 1..6 and records who rolled it', () => {
    const ctx = makeCtx('p2');
    const id = die(ctx);
    const seen = new Set<number>();
    for (let i = 0; i < 60; i++) {
      roll(ctx, { ids: [id] });
      const value = get(ctx.doc, id, 'die');
      expect(value.value).toBeGreaterThanOrEqual(1);
      expect(value.value).toBeLessThanOrEqual(6);
      expect(value.lastRoller).toBe('p2');
      seen.add(value.value);
    }
    expect(seen.size).toBe(6);
    expect(metaOf(ctx.doc).get('rolls')).toBe(60);
    expect(readLog(ctx.doc).entries.at(-1)).toMatchObject({ op: 'roll', seat: 'p2', args: { id } });
  });

  it('tosses coins to both sides over many tosses', () => {
    const ctx = makeCtx();
    const id = coin(ctx);
    const sides = new Set<boolean>();
    for (let i = 0; i < 40; i++) {
      roll(ctx, { ids: [id] });
      sides.add(get(ctx.doc, id, 'coin').heads);
    }
    expect(sides).toEqual(new Set([true, false]));
    expect(readLog(ctx.doc).entries.at(-1)).toMatchObject({ op: 'toss' });
  });

  it('is reproducible from the table seed and counter', () => {
    const a = makeCtx();
    metaOf(a.doc).set('seed', 99);
    const ids = [die(a), die(a), coin(a)];
    const b = makeCtx();
    Y.applyUpdate(b.doc, Y.encodeStateAsUpdate(a.doc));
    for (let i = 0; i < 5; i++) {
      roll(a, { ids });
      roll(b, { ids });
      expect(ids.map((id) => JSON.stringify(get(a.doc, id, id === ids[2] ? 'coin' : 'die'))))
        .toEqual(ids.map((id) => JSON.stringify(get(b.doc, id, id === ids[2] ? 'coin' : 'die'))));
    }
  });

  it('takes the faces its caller gives (a joint roll, the browser\'s generator, a scenario) without touching the seed counter', () => {
    const ctx = makeCtx('p1');
    const d = die(ctx);
    const c = coin(ctx);
    roll(ctx, { ids: [d, c], faces: [5, 2], rounds: ['r-die', 'r-coin'] });
    expect(get(ctx.doc, d, 'die').value).toBe(5);
    expect(get(ctx.doc, c, 'coin').heads).toBe(false);
    expect(metaOf(ctx.doc).get('rolls')).toBeUndefined();
    expect(readLog(ctx.doc).entries.slice(-2)).toMatchObject([
      { op: 'roll', args: { id: d, value: 5, round: 'r-die', verified: true } },
      { op: 'toss', args: { id: c, heads: false, round: 'r-coin', verified: true } },
    ]);
    roll(ctx, { ids: [d], faces: [9] });
    expect(get(ctx.doc, d, 'die').value).toBe(6);
    expect(readLog(ctx.doc).entries.at(-1)?.args).toEqual({ id: d, value: 6 });
  });

  it('rejects rolling a card', () => {
    const ctx = makeCtx();
    const card = add(ctx, { kind: 'token', x: 0, y: 0, color: 'red', count: 1 });
    expect(() => roll(ctx, { ids: [card] })).toThrow(/expected die or coin/);
  });
});

describe('adjust', () => {
  it('adds to and takes from a token pile; the pile is removed at 0', () => {
    const ctx = makeCtx();
    const id = add(ctx, { kind: 'token', x: 0, y: 0, color: 'blue', count: 3 });
    adjust(ctx, { id, delta: 2 });
    expect(get(ctx.doc, id, 'token').count).toBe(5);
    adjust(ctx, { id, delta: -4 });
    expect(get(ctx.doc, id, 'token').count).toBe(1);
    adjust(ctx, { id, delta: -1 });
    expect(exists(ctx.doc, id)).toBe(false);
    expect(readLog(ctx.doc).entries.at(-1)).toMatchObject({ op: 'tokens', args: { count: 0 } });
  });

  it('removes a pile that would go below 0 and caps a pile at 999', () => {
    const ctx = makeCtx();
    const a = add(ctx, { kind: 'token', x: 0, y: 0, color: 'blue', count: 3 });
    const b = add(ctx, { kind: 'token', x: 0, y: 0, color: 'red', count: 990 });
    adjust(ctx, { id: a, delta: -10 });
    expect(exists(ctx.doc, a)).toBe(false);
    adjust(ctx, { id: b, delta: 50 });
    expect(get(ctx.doc, b, 'token').count).toBe(999);
  });

  it('adds to counters, clamped to ±99999, and may go negative', () => {
    const ctx = makeCtx();
    const id = add(ctx, { kind: 'counter', x: 0, y: 0, label: 'Life', value: 20, owner: 'p1' });
    adjust(ctx, { id, delta: -25 });
    expect(get(ctx.doc, id, 'counter').value).toBe(-5);
    setValue(ctx, { id, value: 99_990 });
    adjust(ctx, { id, delta: 999 });
    expect(get(ctx.doc, id, 'counter').value).toBe(99_999);
  });
});

describe('setValue', () => {
  it('sets a counter (clamped) and a die face (clamped to 1..6)', () => {
    const ctx = makeCtx();
    const counter = add(ctx, { kind: 'counter', x: 0, y: 0, label: 'Life', value: 20, owner: null });
    const d = die(ctx);
    setValue(ctx, { id: counter, value: 7 });
    expect(get(ctx.doc, counter, 'counter').value).toBe(7);
    setValue(ctx, { id: counter, value: -1_000_000 });
    expect(get(ctx.doc, counter, 'counter').value).toBe(-99_999);
    setValue(ctx, { id: d, value: 4 });
    expect(get(ctx.doc, d, 'die').value).toBe(4);
    setValue(ctx, { id: d, value: 9 });
    expect(get(ctx.doc, d, 'die').value).toBe(6);
    setValue(ctx, { id: d, value: 0 });
    expect(get(ctx.doc, d, 'die').value).toBe(1);
  });

  it('rejects tokens', () => {
    const ctx = makeCtx();
    const id = add(ctx, { kind: 'token', x: 0, y: 0, color: 'blue', count: 3 });
    expect(() => setValue(ctx, { id, value: 1 })).toThrow(/expected counter or die/);
  });
});
