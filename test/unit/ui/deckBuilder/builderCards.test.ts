import { describe, expect, it } from 'vitest';
import { cardsOfGame, compareByCost, filterBuilderCards } from '../../../../src/ui/deckBuilder/builderCards';
import { demoCatalog, gameOf } from './fixtures';

describe('the builder’s card list', () => {
  const games = demoCatalog();
  const nofuture = gameOf(games, 'nofuture');

  it('lists only the game’s cards, each with its ref and its face', () => {
    const cards = cardsOfGame(games, nofuture);
    expect(cards.length).toBeGreaterThan(20);
    expect(cards.every((c) => c.ref.startsWith('nf-demo:NF-') && c.face.number === c.card.number)).toBe(true);
    expect(cards[0]).toMatchObject({ ref: 'nf-demo:NF-001', setId: 'nf-demo', face: { name: '星見ヒカリ' } });
  });

  it('finds katakana names from a hiragana query and keeps the entries with their refs', () => {
    const found = filterBuilderCards(cardsOfGame(games, nofuture), { query: 'ひかり' }, nofuture);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((c) => c.face.name.includes('ヒカリ') || c.face.text.includes('ヒカリ'))).toBe(true);
    expect(found.map((c) => c.ref)).toContain('nf-demo:NF-001');
  });

  it('filters by facet values', () => {
    const red = filterBuilderCards(cardsOfGame(games, nofuture), { facets: { color: ['赤'] } }, nofuture);
    expect(red.length).toBeGreaterThan(0);
    expect(red.every((c) => c.face.color === 'red')).toBe(true);
  });

  it('orders deck rows by cost, cards without a cost last, then by number', () => {
    const rows = [
      { cost: '', number: 'CC-001' }, { cost: '10', number: 'CC-002' }, { cost: '2', number: 'CC-010' }, { cost: '2', number: 'CC-009' },
    ];
    expect(rows.sort(compareByCost).map((r) => r.number)).toEqual(['CC-009', 'CC-010', 'CC-002', 'CC-001']);
  });
});
