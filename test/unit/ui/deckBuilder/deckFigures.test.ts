import { describe, expect, it } from 'vitest';
import type { DeckList } from '../../../../src/cards/game';
import { CURVE_TOP, costCurve, countsBy } from '../../../../src/ui/deckBuilder/deckFigures';

const deck: DeckList = {
  game: 'chrono',
  name: '',
  sections: {
    main: [{ ref: 'a', count: 3 }, { ref: 'b', count: 2 }, { ref: 'c', count: 1 }, { ref: 'd', count: 4 }],
    heroine: [{ ref: 'h', count: 1 }],
  },
};
const costs: Record<string, string> = { a: '1', b: '4', c: '1', d: '2' };

describe('cost curve', () => {
  it('has one bar per cost from 0 to the highest, gaps included, and counts copies', () => {
    expect(costCurve(deck, (ref) => costs[ref])).toEqual({
      bars: [{ cost: '0', count: 0 }, { cost: '1', count: 4 }, { cost: '2', count: 4 }, { cost: '3', count: 0 }, { cost: '4', count: 2 }],
      uncosted: 1,
    });
  });

  it('groups very high costs into one last bar', () => {
    const curve = costCurve({ ...deck, sections: { main: [{ ref: 'x', count: 1 }, { ref: 'y', count: 2 }] } }, (ref) => (ref === 'x' ? '12' : '30'));
    expect(curve.bars).toHaveLength(CURVE_TOP + 1);
    expect(curve.bars.at(-1)).toEqual({ cost: `${CURVE_TOP}+`, count: 3 });
  });

  it('puts costs that are not whole numbers after the numbers, and is empty for an empty deck', () => {
    const curve = costCurve({ ...deck, sections: { main: [{ ref: 'x', count: 1 }, { ref: 'y', count: 1 }] } }, (ref) => (ref === 'x' ? 'X' : '0'));
    expect(curve.bars).toEqual([{ cost: '0', count: 1 }, { cost: 'X', count: 1 }]);
    expect(costCurve({ ...deck, sections: {} }, () => '1')).toEqual({ bars: [], uncosted: 0 });
  });
});

describe('counts by facet', () => {
  it('counts copies per value, largest first, leaving out cards without one', () => {
    const kinds: Record<string, string> = { a: 'キャラクター', b: 'イベント', c: 'イベント', d: 'キャラクター' };
    expect(countsBy(deck, (ref) => kinds[ref])).toEqual([{ value: 'キャラクター', count: 7 }, { value: 'イベント', count: 3 }]);
  });
});
