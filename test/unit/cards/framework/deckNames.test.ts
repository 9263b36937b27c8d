import { describe, expect, it } from 'vitest';
import { parseDeckList, resolverOf } from '../../../../src/cards/deckList';
import { editDistance, nameKey, nameMatchOf } from '../../../../src/cards/deckNames';
import { cardRef } from '../../../../src/cards/face';
import type { GameCards } from '../../../../src/cards/game';
import { toyCardSchema, toyCards, toyGame } from './toyGame';

const cards = toyCards.map((raw) => toyCardSchema.parse(raw));
const entries = cards.map((card) => ({ ref: cardRef('toy-demo', card.number), card }));
const resolve = resolverOf(entries);
const byName = nameMatchOf(entries);
const parse = (text: string, game: GameCards<(typeof cards)[number]> = toyGame) => parseDeckList(text, game, resolve, { byName });

describe('names in deck lists', () => {
  it('compares names across width, case, kana script, spacing and punctuation', () => {
    expect(nameKey('ヒカリの竜')).toBe(nameKey('ひかりの竜'));
    expect(nameKey('ｺﾝﾋﾟｭｰﾀｰ魔術')).toBe(nameKey('コンピューター魔術'));
    expect(nameKey('Ｄｒａｇｏｎ  of light')).toBe(nameKey('dragon of light'));
    expect(nameKey('影の・盾兵')).toBe(nameKey('影の盾兵'));
  });

  it('reads "count name" lines in Japanese and English, and counts after the name', () => {
    const parsed = parse(['3 ひかりの竜', '3x Dragon of Light', '2 x Shadow Shieldbearer', 'Ramen Stall x2', 'Great Giant × 1', 'コンピュータ魔術'].join('\n'));
    expect(parsed.problems).toEqual([]);
    expect(parsed.deck.sections).toEqual({
      main: [{ ref: 'toy-demo:TY-001', count: 6 }, { ref: 'toy-demo:TY-002', count: 2 }, { ref: 'toy-demo:TY-010', count: 1 }],
      spells: [{ ref: 'toy-demo:TY-004', count: 2 }, { ref: 'toy-demo:TY-003', count: 1 }],
    });
  });

  it('reads Cockatrice and untap lists: comments, SB: lines, set codes after the name', () => {
    const sided: GameCards<(typeof cards)[number]> = { ...toyGame, sections: [...toyGame.sections, { id: 'side', name: { ja: 'サイド', en: 'Side' } }] };
    const text = ['// Deck file for Cockatrice', '// 60 Maindeck', '4 Dragon of Light', '1 Great Giant (TOY) 10', 'SB: 2 Ramen Stall', '', '// Sideboard', '1 影の盾兵 [TOY]'].join('\n');
    const parsed = parse(text, sided);
    expect(parsed.problems).toEqual([]);
    expect(parsed.deck.sections).toEqual({
      main: [{ ref: 'toy-demo:TY-001', count: 4 }, { ref: 'toy-demo:TY-010', count: 1 }],
      spells: [],
      side: [{ ref: 'toy-demo:TY-004', count: 2 }, { ref: 'toy-demo:TY-002', count: 1 }],
    });
    // A game without a sideboard takes SB: lines into the deck, with a warning.
    const plain = parse('SB: 1 Ramen Stall');
    expect(plain.deck.sections['spells']).toEqual([{ ref: 'toy-demo:TY-004', count: 1 }]);
    expect(plain.problems.map((p) => p.severity)).toEqual(['warning']);
  });

  it('suggests the nearest name for a misspelling, in either language', () => {
    const en = parse('3 Dragon of Lihgt');
    expect(en.ok).toBe(false);
    expect(en.problems[0]).toMatchObject({ line: 1, card: 'Dragon of Lihgt' });
    expect(en.problems[0]?.reason).toBe('no loaded card has the number or name "Dragon of Lihgt" (did you mean "Dragon of Light" (TY-001)?)');
    expect(parse('2 影の盾').problems[0]?.reasonJa).toBe('「影の盾」という番号・名前のカードが見つかりません（「影の盾兵」（TY-002）のことですか?）');
    expect(parse('1 Zebra Unicorn').problems[0]?.reason).toMatch(/write lines as "3 NF-012" or "3 Card name"/);
    expect(parse('1 TY-999').problems[0]?.reason).toBe('no loaded card has the number TY-999');
  });

  it('prefers numbers, and never crashes on odd text', () => {
    expect(parse('2 TY-003').deck.sections['spells']).toEqual([{ ref: 'toy-demo:TY-003', count: 2 }]);
    for (const junk of ['SB:', '//', 'x', '3 x', '((((', '\u0000 \u200b', 'SB: SB: 1 a']) expect(() => parse(junk)).not.toThrow();
  });

  it('measures edit distance, giving up past the limit', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('abcdef', 'zzzzzz', 2)).toBe(3);
  });
});
