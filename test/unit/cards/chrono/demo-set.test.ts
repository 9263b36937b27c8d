import { describe, expect, it } from 'vitest';
import { chronoCards } from '../../../../src/cards/chrono';
import { CARD_KINDS, characterNameOf, DEFAULT_COPY_LIMIT, EVENT_TIMINGS, KEYWORDS, type ChronoCard } from '../../../../src/cards/chrono/schema';
import { demoSet } from './demoSet';

const cards: ChronoCard[] = demoSet.cards;
const keywordsOf = (card: ChronoCard) => (card.kind === 'event' ? [] : card.keywords);
const inDemoDecks = new Set(chronoCards.demoDecks.flatMap((d) => Object.values(d.sections).flat().map((e) => e.ref)));

/** Every kind, keyword and mechanic the rule text defines, and a test that the demo set shows it. */
const mechanics: Record<string, (card: ChronoCard) => boolean> = {
  ...Object.fromEntries(CARD_KINDS.map((kind) => [`kind ${kind}`, (card: ChronoCard) => card.kind === kind])),
  ...Object.fromEntries(KEYWORDS.map((k) => [`keyword ${k}`, (card: ChronoCard) => keywordsOf(card).some((kw) => kw.keyword === k)])),
  ...Object.fromEntries(EVENT_TIMINGS.map((t) => [`event timing ${t}`, (card: ChronoCard) => card.kind === 'event' && card.timing.includes(t)])),
  'event that interrupts (割り込み)': (card) => card.kind === 'event' && card.interrupt,
  'BGM performance tokens (演奏トークン)': (card) => card.kind === 'bgm' && card.performance > 0,
  'BGM that runs out after one Start phase': (card) => card.kind === 'bgm' && card.performance === 1,
  'BG that yields EP': (card) => card.kind === 'bg' && card.ep > 0,
  'character that yields EP': (card) => card.kind === 'character' && card.ep > 0,
  'Limit below 3': (card) => card.limit !== undefined && card.limit < DEFAULT_COPY_LIMIT,
  'Limit above 3': (card) => card.limit !== undefined && card.limit > DEFAULT_COPY_LIMIT,
  'free card (cost 0)': (card) => card.kind !== 'heroine' && card.cost === 0,
};

describe('the cc-demo set', () => {
  it.each(Object.keys(mechanics))('has a card showing %s', (name) => {
    expect(cards.some(mechanics[name]!)).toBe(true);
  });

  it('has two cards of different numbers sharing one character name (same-name rule)', () => {
    const names = cards.flatMap((c) => (c.kind === 'character' ? [characterNameOf(c)] : []));
    expect(names.length).toBeGreaterThan(new Set(names).size);
  });

  it('has at least three heroines', () => {
    expect(cards.filter((c) => c.kind === 'heroine').length).toBeGreaterThanOrEqual(3);
  });

  it('uses every keyword in the demo decks too', () => {
    const deckCards = cards.filter((c) => inDemoDecks.has(`cc-demo:${c.number}`));
    for (const keyword of KEYWORDS) expect(deckCards.some((c) => keywordsOf(c).some((k) => k.keyword === keyword))).toBe(true);
  });

  it('glosses every card in English', () => {
    for (const card of cards) {
      expect(card.nameEn, card.number).not.toBe('');
      if (card.text) expect(card.textEn, card.number).not.toBe('');
    }
  });
});
