import { describe, expect, it } from 'vitest';
import type { DeckEntry, DeckList } from '../../../../src/cards/game';
import { sectionOf, sections, validateDeck } from '../../../../src/cards/multiverse/deck';
import { demoDecks } from '../../../../src/cards/multiverse/demoDecks';
import { RULE } from '../../../../src/cards/multiverse/rules';
import { cardSchema, type MultiverseCard } from '../../../../src/cards/multiverse/schema';
import { validateSideChange } from '../../../../src/cards/multiverse/sideChange';
import { demoCards, lookupOf } from './fixtures';

// The demo set plus a few cards made to break rules: a second "焔拳のカグラ" at cost 3, two more
// cost-2 fighters, and an assist sharing a name with a demo assist at another cost.
const extra: MultiverseCard[] = [
  cardSchema.parse({ number: 'MF-X01', name: '焔拳のカグラ', kind: 'fighter', cost: 3, attribute: 'red', hp: 120, attack: 90, defense: 60, evasion: [6], abilityKind: 'auto' }),
  ...['MF-X03', 'MF-X04'].map((number) =>
    cardSchema.parse({ number, name: `試作機${number}`, kind: 'fighter', cost: 2, attribute: 'black', hp: 90, attack: 60, defense: 50, evasion: [6], abilityKind: 'main' }),
  ),
  cardSchema.parse({ number: 'MF-X02', name: '気合注入', kind: 'assist', cost: 2, assistType: 'support' }),
];
const lookup = lookupOf('mf-demo', [...demoCards(), ...extra]);
const legal = demoDecks[0]!;

function withSection(deck: DeckList, section: string, entries: DeckEntry[]): DeckList {
  return { ...deck, sections: { ...deck.sections, [section]: entries } };
}
const ref = (number: string): string => `mf-demo:${number}`;
const entries = (counts: Record<string, number>): DeckEntry[] => Object.entries(counts).map(([n, count]) => ({ ref: ref(n), count }));

/** Fighters of the legal deck with one changed: still seven cards. */
const fighters = (replace: Record<string, string>): DeckEntry[] =>
  (legal.sections['fighters'] ?? []).map((e) => ({ ...e, ref: ref(replace[e.ref.slice('mf-demo:'.length)] ?? e.ref.slice('mf-demo:'.length)) }));

describe('multiverse deck sections', () => {
  it('has fighters, assists and side, and puts each card kind in its section', () => {
    expect(sections.map((s) => s.id)).toEqual(['fighters', 'assists', 'side']);
    const cards = demoCards();
    expect(sectionOf(cards.find((c) => c.kind === 'fighter')!)).toBe('fighters');
    expect(sectionOf(cards.find((c) => c.kind === 'assist')!)).toBe('assists');
  });
});

describe('validateDeck', () => {
  it('finds no problem in the demo decks', () => {
    for (const deck of demoDecks) expect(validateDeck(deck, lookup)).toEqual([]);
  });

  it('needs exactly 7 main fighters', () => {
    const six = withSection(legal, 'fighters', (legal.sections['fighters'] ?? []).slice(0, 6));
    const problems = validateDeck(six, lookup);
    expect(problems).toEqual([expect.objectContaining({ rule: RULE.fighters, section: 'fighters' })]);
    expect(problems[0]!.message.ja).toContain('7枚');
    expect(problems[0]!.message.en).toContain('now 6');
  });

  it('refuses two fighters of one name, even at different costs', () => {
    // MF-X01 is another 焔拳のカグラ (cost 3) in place of 紅の竜騎士ヴァルカ (cost 3).
    const problems = validateDeck(withSection(legal, 'fighters', fighters({ 'MF-004': 'MF-X01' })), lookup);
    expect(problems).toEqual([expect.objectContaining({ rule: RULE.fighters, ref: ref('MF-001') })]);
    expect(problems[0]!.message.ja).toContain('焔拳のカグラ');
    expect(problems[0]!.message.en).toContain('same name');
  });

  it('refuses a fighter listed twice', () => {
    const twice = withSection(legal, 'fighters', fighters({ 'MF-006': 'MF-001' }));
    expect(validateDeck(twice, lookup).map((p) => p.message.en)).toEqual([expect.stringContaining('2 fighters named "Kagura')]);
  });

  it('needs at least one fighter of each cost 1, 2 and 3, naming each missing cost', () => {
    // MF-002 and MF-003 are the deck's cost-1 fighters, MF-004 and MF-007 its cost-3 ones.
    const noCost1 = withSection(legal, 'fighters', fighters({ 'MF-002': 'MF-008', 'MF-003': 'MF-010' }));
    const problems = validateDeck(noCost1, lookup);
    expect(problems).toEqual([expect.objectContaining({ rule: RULE.fighters, section: 'fighters' })]);
    expect(problems[0]!.message.ja).toContain('コスト1');
    const onlyCost2 = withSection(legal, 'fighters', fighters({ 'MF-002': 'MF-008', 'MF-003': 'MF-010', 'MF-004': 'MF-X03', 'MF-007': 'MF-X04' }));
    expect(validateDeck(onlyCost2, lookup).map((p) => p.message.en)).toEqual([
      expect.stringContaining('No fighter of cost 1'),
      expect.stringContaining('No fighter of cost 3'),
    ]);
  });

  it('needs exactly 15 assist cards', () => {
    const deck = withSection(legal, 'assists', entries({ 'MF-101': 3, 'MF-102': 3, 'MF-103': 3, 'MF-104': 2, 'MF-105': 2, 'MF-106': 1 }));
    const problems = validateDeck(deck, lookup);
    expect(problems).toEqual([expect.objectContaining({ rule: RULE.assists, section: 'assists' })]);
    expect(problems[0]!.message.en).toContain('now 14');
  });

  it.each([
    ['MF-101', 1, 4, 3],
    ['MF-104', 2, 3, 2],
    ['MF-106', 3, 2, 1],
  ])('allows at most the copies its cost permits (%s, cost %i: %i copies, limit %i)', (number, cost, copies, limit) => {
    const assists = (legal.sections['assists'] ?? []).map((e) => (e.ref === ref(number) ? { ...e, count: copies } : e));
    // Keep 15 cards by taking the extra copy out of another cost-1 card.
    const balanced = assists.map((e) => (e.ref === ref('MF-102') ? { ...e, count: e.count - (copies - limit) } : e));
    const problems = validateDeck(withSection(legal, 'assists', balanced), lookup);
    expect(problems).toEqual([expect.objectContaining({ rule: RULE.assists, ref: ref(number) })]);
    expect(problems[0]!.message.ja).toContain(`コスト${cost}`);
    expect(problems[0]!.message.en).toContain(`At most ${limit}`);
  });

  it('refuses one assist name at two costs', () => {
    // MF-X02 is a cost-2 "気合注入"; MF-101 is the cost-1 one.
    const deck = withSection(legal, 'assists', entries({ 'MF-101': 2, 'MF-X02': 1, 'MF-102': 3, 'MF-103': 3, 'MF-104': 2, 'MF-105': 2, 'MF-106': 1, 'MF-107': 1 }));
    const problems = validateDeck(deck, lookup);
    expect(problems).toEqual([expect.objectContaining({ rule: RULE.sameNameAnyCost, section: 'assists' })]);
    expect(problems[0]!.message.ja).toContain('コストが違っても同名カードは入れられない');
  });

  it('needs exactly 8 side cards, of any kind', () => {
    const seven = withSection(legal, 'side', (legal.sections['side'] ?? []).slice(0, 7));
    expect(validateDeck(seven, lookup)).toEqual([expect.objectContaining({ rule: RULE.side, section: 'side' })]);
    const allFighters = withSection(legal, 'side', entries({ 'MF-008': 1, 'MF-009': 1, 'MF-010': 1, 'MF-011': 1, 'MF-012': 1, 'MF-013': 1, 'MF-014': 1, 'MF-X01': 1 }));
    expect(validateDeck(allFighters, lookup)).toEqual([]);
  });

  it('reports a card no loaded set has', () => {
    const deck = withSection(legal, 'side', [...(legal.sections['side'] ?? []).slice(0, 7), { ref: 'mf-demo:MF-999', count: 1 }]);
    const problems = validateDeck(deck, lookup);
    expect(problems).toEqual([expect.objectContaining({ rule: RULE.build, section: 'side', ref: 'mf-demo:MF-999' })]);
    expect(problems[0]!.message.en).toContain('not in any loaded set');
  });

  it('reports a card of the other kind in a section', () => {
    const deck = withSection(legal, 'fighters', [...fighters({}).slice(0, 6), { ref: ref('MF-101'), count: 1 }]);
    const problems = validateDeck(deck, lookup);
    expect(problems).toContainEqual(expect.objectContaining({ rule: RULE.cardKinds, section: 'fighters', ref: ref('MF-101') }));
    expect(problems.find((p) => p.rule === RULE.cardKinds)!.message.ja).toContain('アシスト');
  });

  it('reports counts that are not whole numbers of at least 1, unknown sections and another game', () => {
    const deck: DeckList = {
      ...legal,
      game: 'chrono',
      sections: { ...legal.sections, side: [...(legal.sections['side'] ?? []).slice(0, 7), { ref: ref('MF-114'), count: 0 }], extra: [] },
    };
    const problems = validateDeck(deck, lookup);
    expect(problems.map((p) => p.message.en)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('not a Multiverse Fighters deck'),
        expect.stringContaining('no section "extra"'),
        expect.stringContaining('whole number'),
        expect.stringContaining('exactly 8'),
      ]),
    );
  });

  it('reports every problem at once, each with a rule and ja/en reasons', () => {
    const deck: DeckList = { game: 'multiverse', name: 'broken', sections: { fighters: entries({ 'MF-001': 2 }), assists: entries({ 'MF-106': 2 }) } };
    const problems = validateDeck(deck, lookup);
    expect(problems.map((p) => p.rule).sort()).toEqual(
      [RULE.fighters, RULE.fighters, RULE.fighters, RULE.fighters, RULE.assists, RULE.assists, RULE.side].sort(),
    );
    for (const p of problems) {
      expect(p.message.ja).not.toBe('');
      expect(p.message.en).not.toBe('');
    }
  });
});

describe('validateSideChange', () => {
  const before = legal;
  const swap = (deck: DeckList, section: string, out: string, into: string): DeckList => ({
    ...deck,
    sections: {
      ...deck.sections,
      [section]: (deck.sections[section] ?? []).map((e) => (e.ref === ref(out) ? { ...e, ref: ref(into) } : e)),
      side: (deck.sections['side'] ?? []).map((e) => (e.ref === ref(into) ? { ...e, ref: ref(out) } : e)),
    },
  });

  it('allows up to 3 fighters and any number of assists swapped with the side', () => {
    let after = swap(before, 'fighters', 'MF-002', 'MF-013');
    after = swap(after, 'fighters', 'MF-005', 'MF-010');
    after = swap(after, 'fighters', 'MF-003', 'MF-009');
    after = swap(after, 'assists', 'MF-107', 'MF-113');
    expect(validateSideChange(before, after, lookup)).toEqual([]);
  });

  it('refuses a fourth fighter, and cards that were not in the deck or side', () => {
    const side = entries({ 'MF-009': 1, 'MF-010': 1, 'MF-013': 1, 'MF-014': 1, 'MF-110': 1, 'MF-111': 1, 'MF-112': 1, 'MF-113': 1 });
    const wider = withSection(before, 'side', side);
    let after = swap(wider, 'fighters', 'MF-002', 'MF-013');
    after = swap(after, 'fighters', 'MF-005', 'MF-010');
    after = swap(after, 'fighters', 'MF-003', 'MF-009');
    after = swap(after, 'fighters', 'MF-004', 'MF-014');
    expect(validateSideChange(wider, after, lookup)).toEqual([expect.objectContaining({ rule: RULE.sideChange, section: 'fighters' })]);
    const outsider = swap(wider, 'fighters', 'MF-002', 'MF-013');
    const changed = withSection(outsider, 'assists', (outsider.sections['assists'] ?? []).map((e) => (e.ref === ref('MF-107') ? { ...e, ref: ref('MF-114') } : e)));
    // One problem for the card that came from outside, one for the card it replaced.
    expect(validateSideChange(wider, changed, lookup).map((p) => p.rule)).toEqual([RULE.sideChange, RULE.sideChange]);
  });
});
