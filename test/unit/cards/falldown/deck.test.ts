import { describe, expect, it } from 'vitest';
import type { DeckEntry, DeckList } from '../../../../src/cards/game';
import { falldownCards } from '../../../../src/cards/falldown';
import { sectionOf, validateDeck } from '../../../../src/cards/falldown/deck';
import type { FalldownCard } from '../../../../src/cards/falldown/schema';
import { demoCard, demoLookup } from './demo-set';

const deckOf = (main: DeckEntry[], extra: Record<string, DeckEntry[]> = {}): DeckList => ({ game: 'falldown', name: 'test', sections: { main, ...extra } });
const ref = (number: string) => `fd-demo:${number}`;

/** 40 legal monsters: 3 each of 13 names plus one more. */
const FILLER = ['FD-001', 'FD-002', 'FD-003', 'FD-004', 'FD-005', 'FD-006', 'FD-007', 'FD-008', 'FD-009', 'FD-010', 'FD-011', 'FD-012', 'FD-013'];
const legal = (): DeckEntry[] => [...FILLER.map((n) => ({ ref: ref(n), count: 3 })), { ref: ref('FD-014'), count: 1 }];

describe('falldown deck rules', () => {
  it('accepts 40 monsters with at most 3 of a name', () => {
    expect(validateDeck(deckOf(legal()), demoLookup)).toEqual([]);
  });

  it.each([39, 41])('FD 3: a deck of %i monsters is illegal — exactly 40', (size) => {
    const main = legal();
    main[main.length - 1] = { ref: ref('FD-014'), count: size - 39 };
    if (size === 39) main.pop();
    const problems = validateDeck(deckOf(main), demoLookup);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ rule: 'FD 3', section: 'main' });
    expect(problems[0]?.message.en).toContain(`${size} monsters`);
    expect(problems[0]?.message.ja).toContain(`${size}枚`);
  });

  it('FD 15: at most 3 cards of one name', () => {
    const main = legal();
    main[0] = { ref: ref('FD-001'), count: 4 };
    main.pop();
    const problems = validateDeck(deckOf(main), demoLookup);
    expect(problems).toEqual([
      expect.objectContaining({ rule: 'FD 15', ref: ref('FD-001'), message: expect.objectContaining({ ja: expect.stringContaining('ほしくずスライム'), en: expect.stringContaining('at most 3') }) }),
    ]);
  });

  it('FD 15: copies of one name under different numbers count together', () => {
    const twin: FalldownCard = { ...demoCard('FD-001'), number: 'FD-901' };
    const lookup = (r: string) => (r === ref('FD-901') ? twin : demoLookup(r));
    const main = legal();
    main[main.length - 1] = { ref: ref('FD-901'), count: 1 };
    const problems = validateDeck(deckOf(main), lookup);
    expect(problems.map((p) => p.rule)).toEqual(['FD 15']);
  });

  it('FD 13 / FD 15: a prefixed name is a different name, so 3 base + 3 prefixed is legal', () => {
    // 石垣のゴーレム ×3 and 軽量な石垣のゴーレム ×3 (FD-022).
    const main = legal();
    main[main.length - 1] = { ref: ref('FD-022'), count: 1 };
    expect(validateDeck(deckOf(main), demoLookup)).toEqual([]);
    main[main.length - 1] = { ref: ref('FD-022'), count: 4 };
    main.splice(0, 1);
    const problems = validateDeck(deckOf(main), demoLookup);
    expect(problems.map((p) => [p.rule, p.ref])).toEqual([['FD 15', ref('FD-022')]]);
    expect(problems[0]?.message.ja).toContain('軽量な石垣のゴーレム');
  });

  it('FD 3: system cards never go in a deck (shared pool)', () => {
    const main = [...legal(), { ref: ref('FD-S01'), count: 1 }];
    const problems = validateDeck(deckOf(main), demoLookup);
    expect(problems).toEqual([expect.objectContaining({ rule: 'FD 3', ref: ref('FD-S01'), message: expect.objectContaining({ ja: expect.stringContaining('マナキャスト') }) })]);
  });

  it('FD 4: support cards are not built into a deck', () => {
    const main = [...legal(), { ref: ref('FD-101'), count: 1 }];
    expect(validateDeck(deckOf(main), demoLookup)).toEqual([expect.objectContaining({ rule: 'FD 4', ref: ref('FD-101') })]);
  });

  it('FD 3: an unknown card reference is a problem and does not count as a monster', () => {
    const main = legal();
    main[main.length - 1] = { ref: 'fd-demo:FD-999', count: 1 };
    const problems = validateDeck(deckOf(main), demoLookup);
    expect(problems.map((p) => [p.rule, p.ref ?? null])).toEqual([['FD 3', 'fd-demo:FD-999'], ['FD 3', null]]);
  });

  it('FD 3: a deck is one pile; other sections are problems', () => {
    const problems = validateDeck(deckOf(legal(), { side: [{ ref: ref('FD-015'), count: 1 }] }), demoLookup);
    expect(problems).toEqual([expect.objectContaining({ rule: 'FD 3', section: 'side' })]);
  });

  it('FD 3: a count that is not a whole number from 1 is a problem', () => {
    const main = [...legal(), { ref: ref('FD-015'), count: 0 }];
    expect(validateDeck(deckOf(main), demoLookup)).toEqual([expect.objectContaining({ rule: 'FD 3', ref: ref('FD-015') })]);
  });

  it('FD 1: a deck of another game is a problem', () => {
    expect(validateDeck({ ...deckOf(legal()), game: 'chrono' }, demoLookup).map((p) => p.rule)).toEqual(['FD 1']);
  });

  it('reports every problem at once, each with a ja and an en message', () => {
    const main: DeckEntry[] = [{ ref: ref('FD-001'), count: 5 }, { ref: ref('FD-S02'), count: 1 }, { ref: ref('FD-102'), count: 2 }, { ref: 'x:y', count: 1 }];
    const problems = validateDeck(deckOf(main), demoLookup);
    expect(problems.map((p) => p.rule).sort()).toEqual(['FD 15', 'FD 3', 'FD 3', 'FD 3', 'FD 4']);
    for (const p of problems) {
      expect(p.message.ja).not.toBe('');
      expect(p.message.en).not.toBe('');
    }
  });

  it('has one deck section, where the deck builder puts every card', () => {
    expect(falldownCards.sections.map((s) => s.id)).toEqual(['main']);
    expect(sectionOf(demoCard('FD-001'))).toBe('main');
  });

  it('the demo decks are legal and different', () => {
    expect(falldownCards.demoDecks.length).toBeGreaterThanOrEqual(2);
    for (const deck of falldownCards.demoDecks) expect(validateDeck(deck, demoLookup)).toEqual([]);
    const [a, b] = falldownCards.demoDecks;
    expect(JSON.stringify(a?.sections)).not.toBe(JSON.stringify(b?.sections));
  });
});
