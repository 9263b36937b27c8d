import { describe, expect, it } from 'vitest';
import type { DeckEntry, DeckList } from '../../../../src/cards/game';
import { nofutureCards, RULE_HEADINGS, type NofutureCard } from '../../../../src/cards/nofuture';
import { demoCards } from './helpers';

const cards = demoCards();
const lookup = (ref: string): NofutureCard | undefined => cards.get(ref);
const { validateDeck } = nofutureCards;

function deckOf(main: DeckEntry[], extra: Record<string, DeckEntry[]> = {}): DeckList {
  return { game: 'nofuture', name: 'テスト', sections: { main, ...extra } };
}

/** `count` copies spread three at a time over the demo set's first cards. */
function entries(count: number): DeckEntry[] {
  const refs = [...cards.keys()];
  const list: DeckEntry[] = [];
  for (let left = count, index = 0; left > 0; index += 1) {
    const take = Math.min(3, left);
    list.push({ ref: refs[index]!, count: take });
    left -= take;
  }
  return list;
}

describe('NoFuture deck sections', () => {
  it('are one pile that takes every kind of card', () => {
    expect(nofutureCards.sections.map((section) => section.id)).toEqual(['main']);
    const kinds = new Set([...cards.values()].map((card) => card.kind));
    expect(kinds).toEqual(new Set(['character', 'set', 'action']));
    for (const card of cards.values()) expect(nofutureCards.sectionOf(card)).toBe('main');
  });
});

describe('NoFuture deck rules (rule text 2.1 ゲームの準備◇デッキ)', () => {
  it('cites a section of the rule text that exists', () => {
    expect(RULE_HEADINGS['NF 2.1']).toBe('ゲームの準備◇デッキ');
  });

  it('accepts exactly 40 cards with at most 3 of each number', () => {
    expect(validateDeck(deckOf(entries(40)), lookup)).toEqual([]);
  });

  it.each([39, 41, 0])('rejects a deck of %i cards: a deck is exactly 40', (count) => {
    const problems = validateDeck(deckOf(entries(count)), lookup);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ rule: 'NF 2.1' });
    expect(problems[0]!.message.ja).toContain('40');
    expect(problems[0]!.message.en).toContain(`has ${count}`);
  });

  it('rejects a fourth copy of a card number, even spread over entries and sets', () => {
    const [first, ...rest] = entries(40);
    const ref = first!.ref;
    const deck = deckOf([{ ref, count: 2 }, ...rest, { ref, count: 1 }, { ref: ref.replace('nf-demo:', 'nf-promo:'), count: 1 }]);
    const promo = (wanted: string) => lookup(wanted.replace('nf-promo:', 'nf-demo:'));
    const problems = validateDeck(deck, promo);
    expect(problems.map((p) => p.rule)).toEqual(['NF 2.1', 'NF 2.1']);
    const copies = problems.find((p) => p.message.en.includes('copies'));
    expect(copies).toMatchObject({ ref, section: 'main' });
    expect(copies!.message.ja).toContain('3枚まで');
    expect(copies!.message.en).toContain(`${cards.get(ref)!.number} has 4`);
  });

  it('counts a same-named card with another number as a different card', () => {
    const twin: NofutureCard = { ...cards.get('nf-demo:NF-001')!, number: 'NF-001A' };
    const deck = deckOf([...entries(37), { ref: 'nf-alt:NF-001A', count: 3 }]);
    expect(validateDeck(deck, (ref) => (ref === 'nf-alt:NF-001A' ? twin : lookup(ref)))).toEqual([]);
  });

  it('reports a card no loaded set knows', () => {
    const deck = deckOf([...entries(39), { ref: 'nf-demo:NF-999', count: 1 }]);
    expect(validateDeck(deck, lookup)).toEqual([
      { rule: 'NF 2.1', section: 'main', ref: 'nf-demo:NF-999', message: { ja: 'カード nf-demo:NF-999 が見つかりません', en: 'unknown card nf-demo:NF-999' } },
    ]);
  });

  it('reports a section a NoFuture deck does not have', () => {
    const main = entries(40);
    const deck = deckOf(main.slice(1), { side: main.slice(0, 1) });
    const problems = validateDeck(deck, lookup);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ rule: 'NF 2.1', section: 'side' });
    expect(problems[0]!.message.en).toContain('single pile');
  });

  it('reports a count that is not a positive whole number', () => {
    const deck = deckOf([...entries(40), { ref: 'nf-demo:NF-020', count: 0 }, { ref: 'nf-demo:NF-021', count: 1.5 }]);
    const problems = validateDeck(deck, lookup);
    expect(problems.map((p) => p.ref)).toEqual(['nf-demo:NF-020', 'nf-demo:NF-021']);
    expect(problems.every((p) => p.rule === 'NF 2.1' && p.message.en.startsWith('invalid count'))).toBe(true);
  });

  it('reports a deck of another game', () => {
    const problems = validateDeck({ ...deckOf(entries(40)), game: 'chrono' }, lookup);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message.en).toContain('another game (chrono)');
  });

  it('returns every problem, not just the first', () => {
    const deck = deckOf([{ ref: 'nf-demo:NF-001', count: 5 }, { ref: 'nf-demo:NF-998', count: 1 }], { extra: [] });
    const problems = validateDeck(deck, lookup);
    expect(problems).toHaveLength(4);
    expect(problems.every((p) => p.rule === 'NF 2.1' && p.message.ja !== '' && p.message.en !== '')).toBe(true);
  });
});

describe('NoFuture demo decks', () => {
  it('are at least two, different, and legal with the demo set', () => {
    const decks = nofutureCards.demoDecks;
    expect(decks.length).toBeGreaterThanOrEqual(2);
    const contents = decks.map((deck) => JSON.stringify(deck.sections));
    expect(new Set(contents).size).toBe(decks.length);
    for (const deck of decks) {
      expect(deck.game).toBe('nofuture');
      expect(validateDeck(deck, lookup), deck.name).toEqual([]);
      for (const entry of Object.values(deck.sections).flat()) expect(entry.ref).toMatch(/^nf-demo:NF-/);
    }
  });
});
