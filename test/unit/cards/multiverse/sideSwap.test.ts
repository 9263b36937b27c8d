// The side change between games, from the rule text: "サイドチェンジはファイターは最大３枚まで、
// アシストカードは制限なし" (その他ルール), "サイドカード ８枚 制限なし" (用意する物), and the deck
// rules the next deck must still meet.
import { describe, expect, it } from 'vitest';
import type { DeckEntry, DeckList } from '../../../../src/cards/game';
import { demoDecks } from '../../../../src/cards/multiverse/demoDecks';
import { RULE } from '../../../../src/cards/multiverse/rules';
import { exchangeWithSide, sideSwapCounts, validateSideSwap, type MainSection } from '../../../../src/cards/multiverse/sideChange';
import { validateDeck } from '../../../../src/cards/multiverse/deck';
import { demoLookup } from './fixtures';

const lookup = demoLookup();
const ref = (number: string): string => `mf-demo:${number}`;
const entries = (counts: Record<string, number>): DeckEntry[] => Object.entries(counts).map(([n, count]) => ({ ref: ref(n), count }));
/** Blazing Fists: fighters MF-001…007, side fighters MF-009, MF-010, MF-013 and assists MF-108, MF-110…113. */
const played = demoDecks[0]!;
/** The same deck with a fourth fighter (MF-014) in the side instead of the assist MF-108. */
const playedWide: DeckList = {
  ...played,
  sections: { ...played.sections, side: entries({ 'MF-009': 1, 'MF-010': 1, 'MF-013': 1, 'MF-014': 1, 'MF-110': 1, 'MF-111': 1, 'MF-112': 1, 'MF-113': 1 }) },
};

const swaps = (deck: DeckList, section: MainSection, pairs: [string, string][]): DeckList =>
  pairs.reduce((d, [out, into]) => exchangeWithSide(d, section, ref(out), ref(into)), deck);
const withSection = (deck: DeckList, section: string, list: DeckEntry[]): DeckList => ({ ...deck, sections: { ...deck.sections, [section]: list } });
const sideRules = (problems: { rule: string }[]) => problems.map((p) => p.rule);

describe('validateSideSwap', () => {
  it('accepts the deck unchanged', () => {
    expect(validateDeck(played, lookup)).toEqual([]);
    expect(validateSideSwap(played, played, lookup)).toEqual([]);
  });

  it('accepts up to 3 fighters swapped with the side ("ファイターは最大３枚まで")', () => {
    const next = swaps(played, 'fighters', [['MF-002', 'MF-013'], ['MF-005', 'MF-010'], ['MF-003', 'MF-009']]);
    expect(sideSwapCounts(played, next)).toEqual({ fighters: 3, assists: 0 });
    expect(validateSideSwap(played, next, lookup)).toEqual([]);
  });

  it('accepts any number of assists swapped ("アシストカードは制限なし")', () => {
    const next = swaps(played, 'assists', [['MF-101', 'MF-108'], ['MF-102', 'MF-110'], ['MF-103', 'MF-111'], ['MF-104', 'MF-112'], ['MF-107', 'MF-113']]);
    expect(sideSwapCounts(played, next)).toEqual({ fighters: 0, assists: 5 });
    expect(validateSideSwap(played, next, lookup)).toEqual([]);
  });

  it('refuses a fourth fighter swapped, citing the side-change rule', () => {
    const next = swaps(playedWide, 'fighters', [['MF-002', 'MF-013'], ['MF-005', 'MF-010'], ['MF-003', 'MF-009'], ['MF-004', 'MF-014']]);
    expect(sideSwapCounts(playedWide, next).fighters).toBe(4);
    const problems = validateSideSwap(playedWide, next, lookup);
    expect(problems).toEqual([expect.objectContaining({ rule: RULE.sideChange, section: 'fighters' })]);
    expect(problems[0]!.message.ja).toContain('3枚まで');
    expect(problems[0]!.message.en).toContain('At most 3 fighters');
  });

  it('counts a fighter swapped out and back in as no swap', () => {
    const there = swaps(played, 'fighters', [['MF-002', 'MF-013']]);
    const back = swaps(there, 'fighters', [['MF-013', 'MF-002']]);
    expect(back.sections['fighters']).toEqual(played.sections['fighters']);
    expect(sideSwapCounts(played, back).fighters).toBe(0);
  });

  it('refuses a card that was neither in the deck nor in the side', () => {
    // MF-114 is a demo assist, but not one of this deck's cards or its side's.
    const next = withSection(played, 'assists', (played.sections['assists'] ?? []).map((e) => (e.ref === ref('MF-107') ? { ...e, ref: ref('MF-114') } : e)));
    expect(validateDeck(next, lookup)).toEqual([]);
    const problems = validateSideSwap(played, next, lookup);
    expect(problems.map((p) => [p.rule, p.ref])).toEqual([
      [RULE.sideChange, ref('MF-114')],
      [RULE.sideChange, ref('MF-107')],
    ]);
    expect(problems[0]!.message.ja).toContain('星の導き');
    expect(problems[0]!.message.en).toContain('Guidance of the Stars');
  });

  it('refuses more copies of a card than the deck and side held together', () => {
    // A third 覚醒の炎 would also break the copy limit: only the count of copies is checked here.
    const next = withSection(played, 'side', entries({ 'MF-009': 1, 'MF-010': 1, 'MF-013': 1, 'MF-108': 1, 'MF-110': 2, 'MF-111': 1, 'MF-112': 1 }));
    const problems = validateSideSwap(played, next, lookup);
    expect(problems.filter((p) => p.ref === ref('MF-110'))).toEqual([expect.objectContaining({ rule: RULE.sideChange })]);
    expect(problems.filter((p) => p.ref === ref('MF-113'))).toEqual([expect.objectContaining({ rule: RULE.sideChange })]);
  });

  it('refuses a side that is no longer 8 cards ("サイドカード ８枚")', () => {
    const side = played.sections['side'] ?? [];
    const next = withSection(played, 'side', side.slice(1));
    expect(sideRules(validateSideSwap(played, next, lookup))).toEqual([RULE.side, RULE.sideChange]);
  });

  it('still applies the deck rules: a fighter moved into the assist deck is in the wrong section', () => {
    // Trading a main assist for a side fighter keeps 15 cards in the assist deck, one of them a fighter.
    const next = exchangeWithSide(played, 'assists', ref('MF-107'), ref('MF-009'));
    const rules = sideRules(validateSideSwap(played, next, lookup));
    expect(rules).toContain(RULE.cardKinds);
    expect(rules.every((r) => r !== RULE.sideChange)).toBe(true);
  });

  it('still applies the deck rules: swapping away the only cost-3 fighters is illegal', () => {
    const wide: DeckList = withSection(played, 'side', entries({ 'MF-009': 1, 'MF-010': 1, 'MF-013': 1, 'MF-012': 1, 'MF-110': 1, 'MF-111': 1, 'MF-112': 1, 'MF-113': 1 }));
    const next = swaps(wide, 'fighters', [['MF-004', 'MF-009'], ['MF-007', 'MF-013']]);
    expect(validateSideSwap(wide, next, lookup)).toEqual([expect.objectContaining({ rule: RULE.fighters })]);
  });

  it('gives every problem a Japanese and an English reason, and never throws on broken input', () => {
    const broken = { game: 'multiverse', name: 'x', sections: { fighters: [{ ref: 'nope', count: Number.NaN }], side: [{ ref: ref('MF-009'), count: -2 }] } } as DeckList;
    const problems = validateSideSwap(played, broken, lookup);
    expect(problems.length).toBeGreaterThan(0);
    for (const p of problems) {
      expect(p.message.ja).not.toBe('');
      expect(p.message.en).not.toBe('');
    }
    expect(() => validateSideSwap(broken, played, lookup)).not.toThrow();
  });
});

describe('exchangeWithSide', () => {
  it('trades one copy each way and keeps the sizes', () => {
    const next = exchangeWithSide(played, 'assists', ref('MF-101'), ref('MF-108'));
    const size = (d: DeckList, s: string) => (d.sections[s] ?? []).reduce((n, e) => n + e.count, 0);
    expect([size(next, 'fighters'), size(next, 'assists'), size(next, 'side')]).toEqual([7, 15, 8]);
    expect(next.sections['assists']).toContainEqual({ ref: ref('MF-101'), count: 2 });
    expect(next.sections['assists']).toContainEqual({ ref: ref('MF-108'), count: 1 });
    expect(next.sections['side']).toContainEqual({ ref: ref('MF-101'), count: 1 });
    expect(next.sections['side']?.some((e) => e.ref === ref('MF-108'))).toBe(false);
  });

  it('puts the incoming card in the place of one that left entirely', () => {
    const next = exchangeWithSide(played, 'fighters', ref('MF-004'), ref('MF-013'));
    expect(next.sections['fighters']?.map((e) => e.ref)[3]).toBe(ref('MF-013'));
    expect(next.sections['side']?.map((e) => e.ref)[2]).toBe(ref('MF-004'));
  });

  it('changes nothing when a card is not where it is said to be', () => {
    expect(exchangeWithSide(played, 'fighters', ref('MF-013'), ref('MF-009'))).toBe(played);
    expect(exchangeWithSide(played, 'fighters', ref('MF-001'), ref('MF-002'))).toBe(played);
    expect(exchangeWithSide(played, 'assists', ref('MF-101'), ref('MF-101'))).toBe(played);
  });
});
