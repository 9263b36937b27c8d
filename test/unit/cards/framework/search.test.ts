import { describe, expect, it } from 'vitest';
import { compareFacetValues, facetValues, filterCards, matchesQuery, normalizeForSearch } from '../../../../src/cards/search';
import { toyCardSchema, toyCards, toyGame } from './toyGame';

const cards = toyCards.map((raw) => toyCardSchema.parse(raw));
const card = (number: string) => cards.find((c) => c.number === number)!;
const numbers = (list: readonly { number: string }[]) => list.map((c) => c.number);

describe('normalizeForSearch', () => {
  it('folds width, case and kana script, and removes spaces', () => {
    expect(normalizeForSearch('ＮＦ－０１２')).toBe('nf-012');
    expect(normalizeForSearch('ヒカリ')).toBe(normalizeForSearch('ひかり'));
    expect(normalizeForSearch('ﾋｶﾘ')).toBe('ひかり');
    expect(normalizeForSearch('光の 竜　Dragon')).toBe('光の竜dragon');
  });

  it('keeps long-vowel marks inside words and on short words, drops them at the end of longer ones', () => {
    expect(normalizeForSearch('ラーメン')).toBe('らーめん');
    expect(normalizeForSearch('カー')).toBe('かー');
    expect(normalizeForSearch('コンピューター')).toBe(normalizeForSearch('コンピュータ'));
    expect(normalizeForSearch('ユーザー登録')).toBe(normalizeForSearch('ユーザ登録'));
  });
});

describe('matchesQuery', () => {
  it('finds katakana names from hiragana and the other way round', () => {
    expect(matchesQuery(card('TY-001'), 'ひかり', toyGame)).toBe(true);
    expect(matchesQuery(card('TY-004'), 'ラーメン', toyGame)).toBe(true);
    expect(matchesQuery(card('TY-003'), 'こんぴゅーた', toyGame)).toBe(true);
  });

  it('searches the number, the English name and the game’s search text, ignoring width and case', () => {
    expect(matchesQuery(card('TY-001'), 'ｔｙ－００１', toyGame)).toBe(true);
    expect(matchesQuery(card('TY-002'), 'SHIELDBEARER', toyGame)).toBe(true);
    expect(matchesQuery(card('TY-001'), '飛行', toyGame)).toBe(true);
    expect(matchesQuery(card('TY-003'), '1枚引く', toyGame)).toBe(true);
  });

  it('needs every term, and no term may span two fields', () => {
    expect(matchesQuery(card('TY-001'), '竜 飛行', toyGame)).toBe(true);
    expect(matchesQuery(card('TY-001'), '竜　シールド', toyGame)).toBe(false);
    expect(matchesQuery(card('TY-001'), 'lightty', toyGame)).toBe(false);
    expect(matchesQuery(card('TY-001'), '   ', toyGame)).toBe(true);
  });
});

describe('filterCards', () => {
  it('combines the query with facets: any chosen value within a facet, every facet', () => {
    expect(numbers(filterCards(cards, { facets: { color: ['red'] } }, toyGame))).toEqual(['TY-001', 'TY-004', 'TY-010']);
    expect(numbers(filterCards(cards, { facets: { color: ['red'], kind: ['unit'] } }, toyGame))).toEqual(['TY-001', 'TY-010']);
    expect(numbers(filterCards(cards, { facets: { cost: ['1', '2'] } }, toyGame))).toEqual(['TY-002', 'TY-003', 'TY-004']);
    expect(numbers(filterCards(cards, { query: 'の', facets: { kind: ['spell'], color: [] } }, toyGame))).toEqual([]);
    expect(numbers(filterCards(cards, { query: '屋台', facets: { kind: ['spell'] } }, toyGame))).toEqual(['TY-004']);
    expect(numbers(filterCards(cards, {}, toyGame))).toEqual(numbers(cards));
  });
});

describe('facetValues', () => {
  it('lists each facet’s distinct values, numbers in numeric order', () => {
    expect(facetValues(cards, toyGame)).toEqual({ cost: ['1', '2', '3', '9'], kind: ['spell', 'unit'], color: ['blue', 'red'] });
  });

  it('sorts 10 after 9 and words after numbers', () => {
    expect(['10', 'X', '9', '-1', '2.5'].sort(compareFacetValues)).toEqual(['-1', '2.5', '9', '10', 'X']);
  });
});
