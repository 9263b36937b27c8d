import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { diffDeck, type DeckCard } from '../../../src/secret/journal';
import { runs } from '../../propertyRuns';

const card = (id: string): DeckCard => ({ id, sealed: null, ref: `set:${id}` });
const ids = (list: string[]) => list.map(card);

/** Replays journal entries on a top-first list of ids, as the audit does. */
function replay(before: string[], entries: ReturnType<typeof diffDeck>): string[] {
  const out = [...before];
  for (const e of entries) {
    if (e.t === 'out') out.splice(e.index, 1);
    else if (e.t === 'in') out.splice(e.index, 0, e.card);
  }
  return out;
}

describe('diffDeck', () => {
  it('records draws from the top at index 0 each', () => {
    const entries = diffDeck('p1', 'p1-deck', ids(['a', 'b', 'c', 'd']), ids(['c', 'd']));
    expect(entries).toEqual([
      expect.objectContaining({ t: 'out', card: 'a', index: 0 }),
      expect.objectContaining({ t: 'out', card: 'b', index: 0 }),
    ]);
  });

  it('records a card taken from the middle and one put on the bottom', () => {
    const entries = diffDeck('p1', 'z', ids(['a', 'b', 'c']), ids(['a', 'c', 'x']));
    expect(entries).toEqual([
      expect.objectContaining({ t: 'out', card: 'b', index: 1 }),
      expect.objectContaining({ t: 'in', card: 'x', index: 2, ref: 'set:x' }),
    ]);
  });

  it('flags cards that stayed but changed order (only a shuffle may)', () => {
    expect(diffDeck('p1', 'z', ids(['a', 'b', 'c']), ids(['b', 'a', 'c']))).toContainEqual(expect.objectContaining({ t: 'reorder' }));
  });

  it('replaying the entries on the old deck always gives the new one', () => {
    fc.assert(fc.property(
      fc.uniqueArray(fc.integer({ min: 0, max: 60 }), { maxLength: 30 }),
      fc.uniqueArray(fc.integer({ min: 0, max: 60 }), { maxLength: 30 }),
      (beforeNums, extraNums) => {
        const before = beforeNums.map(String);
        // The new deck keeps some cards in their order and adds others anywhere.
        const kept = before.filter((_, i) => i % 3 !== 0);
        const after = [...kept];
        for (const n of extraNums) {
          const id = `n${n}`;
          after.splice(n % (after.length + 1), 0, id);
        }
        const entries = diffDeck('p1', 'z', ids(before), ids(after));
        expect(entries.some((e) => e.t === 'reorder')).toBe(false);
        expect(replay(before, entries)).toEqual(after);
      },
    ), runs(100));
  });
});
