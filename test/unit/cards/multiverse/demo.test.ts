import { describe, expect, it } from 'vitest';
import { multiverseCards } from '../../../../src/cards/multiverse';
import { KEYWORD_NAMES, NEGATE_TARGETS, STATUS_AILMENTS, EFFECT_STATS } from '../../../../src/cards/multiverse/keywords';
import { ABILITY_KINDS, ASSIST_TYPES, ATTRIBUTES } from '../../../../src/cards/multiverse/labels';
import { demoCards, demoLookup } from './fixtures';

const cards = demoCards();
const fighters = cards.flatMap((c) => (c.kind === 'fighter' ? [c] : []));
const assists = cards.flatMap((c) => (c.kind === 'assist' ? [c] : []));
const keywords = cards.flatMap((c) => c.keywords);

describe('multiverse demo decks', () => {
  it('are at least two different legal decks of this game', () => {
    const decks = multiverseCards.demoDecks;
    expect(decks.length).toBeGreaterThanOrEqual(2);
    expect(new Set(decks.map((d) => JSON.stringify(d.sections))).size).toBe(decks.length);
    for (const deck of decks) {
      expect(deck.game).toBe('multiverse');
      expect(multiverseCards.validateDeck(deck, demoLookup())).toEqual([]);
      for (const entries of Object.values(deck.sections)) for (const e of entries) expect(e.ref).toMatch(/^mf-demo:MF-/);
    }
  });
});

describe('multiverse demo set covers every mechanic of the rules', () => {
  // The rule text's mechanics: five attributes, three ability kinds, support and counter assists,
  // costs 1 to 3 of both kinds, evasion faces, and the eight effect kinds it lists for assists.
  it.each(ATTRIBUTES)('has a %s fighter', (attribute) => expect(fighters.some((f) => f.attribute === attribute)).toBe(true));
  it.each(ABILITY_KINDS)('has a fighter with a %s ability', (kind) => expect(fighters.some((f) => f.abilityKind === kind)).toBe(true));
  it.each(ASSIST_TYPES)('has a %s assist card', (type) => expect(assists.some((a) => a.assistType === type)).toBe(true));
  it.each([1, 2, 3])('has fighters and assists of cost %i', (cost) => {
    expect(fighters.some((f) => f.cost === cost)).toBe(true);
    expect(assists.some((a) => a.cost === cost)).toBe(true);
  });
  it.each(KEYWORD_NAMES)('uses the keyword %s', (name) => expect(keywords.some((k) => k.keyword === name)).toBe(true));
  it.each(STATUS_AILMENTS)('inflicts the status ailment %s', (status) =>
    expect(keywords.some((k) => k.keyword === '状態異常' && k.status === status)).toBe(true));
  it.each(NEGATE_TARGETS)('negates %s', (target) => expect(keywords.some((k) => k.keyword === '無効化' && k.target === target)).toBe(true));
  it.each(EFFECT_STATS)('raises and lowers %s', (stat) => {
    expect(keywords.some((k) => k.keyword === '能力上昇' && k.stat === stat)).toBe(true);
    expect(keywords.some((k) => k.keyword === '能力低下' && k.stat === stat)).toBe(true);
  });

  it('gives higher-cost fighters no more evasion faces than cheaper ones (コストが高いほど出目の数が減る)', () => {
    for (const a of fighters) for (const b of fighters) if (a.cost > b.cost) expect(a.evasion.length).toBeLessThanOrEqual(b.evasion.length);
  });

  it('has Japanese names with English glosses and texts on every card', () => {
    for (const card of cards) {
      expect(card.nameEn, card.number).not.toBe('');
      expect(card.text, card.number).not.toBe('');
      expect(card.textEn, card.number).not.toBe('');
    }
  });
});
