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
