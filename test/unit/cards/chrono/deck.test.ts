import { describe, expect, it } from 'vitest';
import { DECK_RULES, sectionOf, sections, validateDeck } from '../../../../src/cards/chrono/deck';
import { demoDecks } from '../../../../src/cards/chrono/demoDecks';
import type { DeckEntry, DeckList } from '../../../../src/cards/game';
import { cardNumbered, lookup } from './demoSet';

const ref = (number: string): string => `cc-demo:${number}`;
const entry = (number: string, count: number): DeckEntry => ({ ref: ref(number), count });

/** A legal deck: ten different cards three times each, and one heroine. */
const legalMain: DeckEntry[] = ['CC-004', 'CC-005', 'CC-006', 'CC-007', 'CC-008', 'CC-009', 'CC-012', 'CC-013', 'CC-017', 'CC-026'].map((n) => entry(n, 3));
const deck = (sectionsOf: Partial<Record<string, DeckEntry[]>>): DeckList => ({
  game: 'chrono',
  name: 'test',
  sections: { main: legalMain, heroine: [entry('CC-001', 1)], ...sectionsOf } as Record<string, DeckEntry[]>,
});
const withMain = (change: (main: DeckEntry[]) => DeckEntry[]): DeckList => deck({ main: change(legalMain.map((e) => ({ ...e }))) });

describe('Chrono Card deck rules', () => {
  it('has a main deck and a heroine section, and sends heroines to theirs', () => {
    expect(sections.map((s) => s.id)).toEqual(['main', 'heroine']);
    expect(sectionOf(cardNumbered('CC-001'))).toBe('heroine');
    expect(sectionOf(cardNumbered('CC-006'))).toBe('main');
    expect(sectionOf(cardNumbered('CC-024'))).toBe('main');
  });

  it('accepts a legal deck', () => {
    expect(validateDeck(deck({}), lookup)).toEqual([]);
  });

  it('needs exactly 30 cards in the main deck (デッキ枚数)', () => {
    const short = validateDeck(withMain((main) => main.slice(1)), lookup);
    expect(short).toEqual([expect.objectContaining({ rule: DECK_RULES.size, section: 'main' })]);
    expect(short[0]?.message.en).toContain('27');
    const long = validateDeck(withMain((main) => [...main, entry('CC-016', 1)]), lookup);
    expect(long).toEqual([expect.objectContaining({ rule: DECK_RULES.size })]);
    expect(long[0]?.message.ja).toContain('31');
  });

  it('allows at most 3 copies of one card number (構築条件)', () => {
    const problems = validateDeck(withMain((main) => [...main.slice(1), entry('CC-005', 3)]), lookup);
    expect(problems).toEqual([expect.objectContaining({ rule: DECK_RULES.construction, ref: ref('CC-005') })]);
    expect(problems[0]?.message.en).toMatch(/at most 3 .*has 6/);
  });

  it('counts copies by card number, across sets', () => {
    const reprint = { ...cardNumbered('CC-005') };
    const lookupWithReprint = (r: string) => (r === 'reprint:CC-005' ? reprint : lookup(r));
    const problems = validateDeck(withMain((main) => [...main.slice(1), { ref: 'reprint:CC-005', count: 3 }]), lookupWithReprint);
    expect(problems).toEqual([expect.objectContaining({ rule: DECK_RULES.construction })]);
  });

  it("lets a card's Limit lower or raise the count (Limit)", () => {
    // CC-010 has Limit 1; CC-016 has Limit 5.
    const tooMany = validateDeck(withMain((main) => [...main.slice(1), entry('CC-010', 2), entry('CC-016', 1)]), lookup);
    expect(tooMany).toEqual([expect.objectContaining({ rule: DECK_RULES.construction, ref: ref('CC-010') })]);
    expect(tooMany[0]?.message.ja).toContain('Limit 1');
    const raised = validateDeck(withMain((main) => [...main.slice(2), entry('CC-016', 5), entry('CC-010', 1)]), lookup);
    expect(raised).toEqual([]);
    const overRaised = validateDeck(withMain((main) => [...main.slice(2), entry('CC-016', 6)]), lookup);
    expect(overRaised).toEqual([expect.objectContaining({ rule: DECK_RULES.construction, ref: ref('CC-016') })]);
  });

  it('keeps heroines out of the main deck (構築条件)', () => {
    const problems = validateDeck(withMain((main) => [...main.slice(1), entry('CC-002', 1), entry('CC-016', 2)]), lookup);
    expect(problems).toEqual([expect.objectContaining({ rule: DECK_RULES.construction, section: 'main', ref: ref('CC-002') })]);
    expect(problems[0]?.message.en).toContain('heroine');
  });

  it('needs exactly one heroine, and only a heroine, in the heroine section (ヒロインカード)', () => {
    const none = validateDeck(deck({ heroine: [] }), lookup);
    expect(none).toEqual([expect.objectContaining({ rule: DECK_RULES.heroine, section: 'heroine' })]);
    const two = validateDeck(deck({ heroine: [entry('CC-001', 1), entry('CC-002', 1)] }), lookup);
    expect(two).toEqual([expect.objectContaining({ rule: DECK_RULES.heroine })]);
    expect(two[0]?.message.en).toContain('has 2');
    const wrongKind = validateDeck(deck({ heroine: [entry('CC-006', 1)] }), lookup);
    expect(wrongKind).toEqual([expect.objectContaining({ rule: DECK_RULES.heroine, ref: ref('CC-006') })]);
  });

  it('reports cards no loaded set knows, without also calling the deck short', () => {
    const problems = validateDeck(withMain((main) => [...main.slice(1), entry('CC-999', 3)]), lookup);
    expect(problems).toEqual([expect.objectContaining({ rule: DECK_RULES.deck, ref: ref('CC-999'), section: 'main' })]);
  });

  it('reports unknown sections, bad counts and decks of another game', () => {
    const problems = validateDeck({ ...deck({ side: [entry('CC-004', 1)] }), game: 'nofuture' }, lookup);
    expect(problems.map((p) => p.rule)).toEqual([DECK_RULES.deck, DECK_RULES.deck]);
    expect(problems.map((p) => p.section)).toEqual([undefined, 'side']);
    const badCount = validateDeck(withMain((main) => [...main.slice(1), entry('CC-016', 3), entry('CC-017', 0)]), lookup);
    expect(badCount).toEqual([expect.objectContaining({ rule: DECK_RULES.deck, ref: ref('CC-017') })]);
  });

  it('reports every problem at once, each with both languages', () => {
    const problems = validateDeck(deck({ main: [entry('CC-010', 2), entry('CC-003', 1), entry('CC-998', 1)], heroine: [] }), lookup);
    expect(problems.map((p) => p.rule).sort()).toEqual(
      [DECK_RULES.deck, DECK_RULES.size, DECK_RULES.construction, DECK_RULES.construction, DECK_RULES.heroine].sort(),
    );
    for (const p of problems) {
      expect(p.rule).toMatch(/^CC /);
      expect(p.message.ja.length).toBeGreaterThan(0);
      expect(p.message.en.length).toBeGreaterThan(0);
    }
  });

  it('ships demo decks that are all legal and differ from each other', () => {
    expect(demoDecks.length).toBeGreaterThanOrEqual(2);
    for (const demo of demoDecks) expect(validateDeck(demo, lookup)).toEqual([]);
    const signature = (d: DeckList) => JSON.stringify(d.sections);
    expect(new Set(demoDecks.map(signature)).size).toBe(demoDecks.length);
    expect(new Set(demoDecks.map((d) => d.sections.heroine?.[0]?.ref)).size).toBe(demoDecks.length);
  });
});
