import { describe, expect, it } from 'vitest';
import { formatKeyword, KEYWORD_NAMES, KEYWORDS, parseKeyword, type Keyword } from '../../../../src/cards/nofuture';
import { formatEnergy, parseEnergy } from '../../../../src/cards/nofuture';

/** One keyword of each kind, as it would be printed. */
const EXAMPLES: Keyword[] = [
  { keyword: '速攻' }, { keyword: '飛行' }, { keyword: '突撃' }, { keyword: '奇襲' }, { keyword: 'クイック' },
  { keyword: 'シールド', value: 2 }, { keyword: '高速戦闘', value: 1 }, { keyword: '抵抗', value: 3 },
  { keyword: '追加コスト', cost: { pips: ['red'], colorless: 1 }, fight: 1, shoot: 0, durability: -1 },
  { keyword: '換装', attribute: '魔法少女' }, { keyword: '魔力チャージ', value: 2 }, { keyword: '魔力吸収' },
  { keyword: '念動力', value: 2 },
];

describe('NoFuture keywords', () => {
  it('are the thirteen special effects of the rule text, in its order', () => {
    expect(KEYWORD_NAMES).toEqual([
      '速攻', '飛行', '突撃', '奇襲', 'クイック', 'シールド', '高速戦闘', '抵抗', '追加コスト', '換装', '魔力チャージ', '魔力吸収', '念動力',
    ]);
    expect(EXAMPLES.map((keyword) => keyword.keyword)).toEqual(KEYWORD_NAMES);
  });

  it('read back what they print, in Japanese and in English', () => {
    for (const keyword of EXAMPLES) {
      expect(parseKeyword(formatKeyword(keyword, 'ja'))).toEqual(keyword);
      expect(parseKeyword(formatKeyword(keyword, 'en'))).toEqual(keyword);
    }
  });

  it('print as on the card', () => {
    expect(EXAMPLES.map((keyword) => formatKeyword(keyword))).toContain('シールド(2)');
    expect(EXAMPLES.map((keyword) => formatKeyword(keyword))).toContain('換装【魔法少女】');
    expect(EXAMPLES.map((keyword) => formatKeyword(keyword))).toContain('追加コスト《赤1》:+1/±0/-1');
    expect(formatKeyword({ keyword: 'シールド', value: 2 }, 'en')).toBe(`${KEYWORDS.シールド.en} (2)`);
  });

  it('accept the rule text’s full-width writing', () => {
    expect(parseKeyword('シールド（２）')).toEqual({ keyword: 'シールド', value: 2 });
    expect(parseKeyword('追加コスト《赤》：＋１／±０／＋１')).toEqual({
      keyword: '追加コスト', cost: { pips: ['red'], colorless: 0 }, fight: 1, shoot: 0, durability: 1,
    });
    expect(parseKeyword('高速戦闘 3')).toEqual({ keyword: '高速戦闘', value: 3 });
  });

  it('do not read what is no keyword of this game', () => {
    for (const text of ['', '透明', 'シールド', 'シールド(X)', '飛行(2)', '換装', '魔力吸収【魔女】', '追加コスト《緑》:1/1/1', '追加コスト《赤》:1/1']) {
      expect(parseKeyword(text), text).toBeUndefined();
    }
  });
});

describe('NoFuture energy costs', () => {
  it('read colored pips then the colorless number', () => {
    expect(parseEnergy('青青1')).toEqual({ pips: ['blue', 'blue'], colorless: 1 });
    expect(parseEnergy('RB2')).toEqual({ pips: ['red', 'blue'], colorless: 2 });
    expect(parseEnergy('0')).toEqual({ pips: [], colorless: 0 });
    expect(parseEnergy('赤無無')).toEqual({ pips: ['red'], colorless: 2 });
    expect(parseEnergy('緑')).toBeUndefined();
    expect(parseEnergy('')).toBeUndefined();
  });

  it('print blue before red, with 0 for a free cost', () => {
    expect(formatEnergy({ pips: ['red', 'blue'], colorless: 1 })).toBe('青赤1');
    expect(formatEnergy({ pips: ['red', 'blue'], colorless: 0 }, 'en')).toBe('BR');
    expect(formatEnergy({ pips: [], colorless: 0 })).toBe('0');
  });
});
