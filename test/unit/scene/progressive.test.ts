import { describe, expect, it } from 'vitest';
import { progressiveSlice } from '../../../src/scene/progressive';

const items = (n: number, from = 0) => Array.from({ length: n }, (_, i) => ({ id: `o${from + i}` }));

describe('progressiveSlice', () => {
  it('shows what is mounted and at most perCommit new items, in the list\'s order', () => {
    const list = items(10);
    const first = progressiveSlice(list, new Set(), 4);
    expect(first.shown.map((i) => i.id)).toEqual(['o0', 'o1', 'o2', 'o3']);
    expect(first.held).toBe(6);
    const second = progressiveSlice(list, new Set(first.shown.map((i) => i.id)), 4);
    expect(second.shown.map((i) => i.id)).toEqual(['o0', 'o1', 'o2', 'o3', 'o4', 'o5', 'o6', 'o7']);
    const third = progressiveSlice(list, new Set(second.shown.map((i) => i.id)), 4);
    expect(third.shown).toEqual(list);
    expect(third.held).toBe(0);
  });

  it('drops items gone from the list and keeps new ones between mounted ones in place', () => {
    const mounted = new Set(['o0', 'o1', 'o2']);
    const list = [{ id: 'o0' }, { id: 'n1' }, { id: 'o2' }, { id: 'n2' }];
    const { shown, held } = progressiveSlice(list, mounted, 1);
    expect(shown.map((i) => i.id)).toEqual(['o0', 'n1', 'o2']);
    expect(held).toBe(1);
  });

  it('passes a small change through in one commit', () => {
    const list = items(3);
    expect(progressiveSlice(list, new Set(['o0']), 500).shown).toEqual(list);
  });
});

type Card = { id: string; ref: string };

describe('progressiveSlice with a texture budget', () => {
  const cards = (refs: string[]): Card[] => refs.map((ref, i) => ({ id: `c${i}`, ref }));
  const drawn = new Set<string>(['a']);
  const budget = { newTextures: 2, needs: (item: { ref: string }) => (drawn.has(item.ref) ? [] : [item.ref]) };

  it('takes new items while their new faces fit the budget, holding the rest in order', () => {
    const list = cards(['a', 'b', 'b', 'c', 'd', 'a', 'e']);
    const { shown, held } = progressiveSlice<Card>(list, new Set(), 100, budget);
    // b and c are the two new faces; d and e wait; items whose faces are drawn (a) or chosen (b) go in.
    expect(shown.map((i) => i.ref)).toEqual(['a', 'b', 'b', 'c', 'a']);
    expect(held).toBe(2);
  });

  it('always takes the first new item, even one needing more faces than the budget', () => {
    const wide = { newTextures: 1, needs: () => ['x', 'y', 'z'] };
    expect(progressiveSlice<Card>(cards(["p", "q"]), new Set(), 100, wide).shown.map((i) => i.id)).toEqual(['c0']);
  });

  it('ends with every item shown, however many distinct faces', () => {
    const list = cards(Array.from({ length: 30 }, (_, i) => `f${i % 24}`));
    const faces = new Set<string>();
    const b = { newTextures: 4, needs: (item: { ref: string }) => (faces.has(item.ref) ? [] : [item.ref]) };
    let mounted = new Set<string>();
    for (let commit = 0; commit < 20; commit++) {
      const { shown, held } = progressiveSlice<Card>(list, mounted, 300, b);
      for (const item of shown) faces.add(item.ref);
      mounted = new Set(shown.map((i) => i.id));
      if (held === 0) break;
    }
    expect(mounted.size).toBe(30);
  });
});

describe('progressiveSlice with faces drawn outside the commit', () => {
  const cards = (refs: string[]): Card[] => refs.map((ref, i) => ({ id: `c${i}`, ref }));

  it('holds the items whose faces are pending, without drawing them, and counts them as waiting', () => {
    const drawn = new Set(['a']);
    const pending = new Set(['b', 'c']);
    const budget = { newTextures: 4, needs: (item: Card) => (drawn.has(item.ref) ? [] : [item.ref]), pending: (key: string) => pending.has(key) };
    const { shown, held, waiting } = progressiveSlice<Card>(cards(['b', 'a', 'c', 'd', 'a']), new Set(), 100, budget);
    // d is not pending (not queued, or waited too long): the commit draws it, as without a warmer.
    expect(shown.map((i) => i.ref)).toEqual(['a', 'd', 'a']);
    expect(held).toBe(2);
    expect(waiting).toBe(2);
  });

  it('admits the waiting items once their faces are drawn, and ends with every item shown', () => {
    const list = cards(Array.from({ length: 40 }, (_, i) => `f${i % 8}`));
    const drawn = new Set<string>();
    const queue = [...new Set(list.map((c) => c.ref))];
    const budget = { newTextures: 1, needs: (item: Card) => (drawn.has(item.ref) ? [] : [item.ref]), pending: (key: string) => queue.includes(key) };
    let mounted = new Set<string>();
    for (let commit = 0; commit < 40; commit++) {
      const { shown, held } = progressiveSlice<Card>(list, mounted, 10, budget);
      // Nothing shown was drawn in the commit while the warmer still had it.
      for (const item of shown) expect(drawn.has(item.ref)).toBe(true);
      mounted = new Set(shown.map((i) => i.id));
      if (held === 0) break;
      // Between commits the warmer draws one face.
      const next = queue.shift();
      if (next) drawn.add(next);
    }
    expect(mounted.size).toBe(40);
  });

  it('counts items held by the sprite budget as held but not waiting', () => {
    const budget = { newTextures: 4, needs: () => [], pending: () => false };
    const { held, waiting } = progressiveSlice<Card>(cards(['a', 'a', 'a']), new Set(), 1, budget);
    expect(held).toBe(2);
    expect(waiting).toBe(0);
  });
});
