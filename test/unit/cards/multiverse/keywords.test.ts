import { describe, expect, it } from 'vitest';
import { formatKeyword, formatKeywordEn, keywordSchema, parseKeyword, type Keyword } from '../../../../src/cards/multiverse/keywords';

const oneOfEach: Keyword[] = [
  { keyword: '能力上昇', stat: '攻撃', value: 20 },
  { keyword: '体力回復', value: 30 },
  { keyword: '直接攻撃', value: 20 },
  { keyword: 'ドロー', value: 1 },
  { keyword: '能力低下', stat: '防御', value: 10 },
  { keyword: '状態異常', status: '攻撃不可' },
  { keyword: '捨て札', value: 1 },
  { keyword: '無効化', target: 'アシスト' },
];

describe('multiverse keywords', () => {
  it.each(oneOfEach.map((k) => [formatKeyword(k), k] as const))('reads %s back into the same keyword', (text, keyword) => {
    expect(parseKeyword(text)).toEqual(keyword);
    expect(keywordSchema.safeParse(keyword).success).toBe(true);
  });

  it('writes the card syntax and an English gloss', () => {
    expect(formatKeyword({ keyword: '能力低下', stat: '攻撃', value: 15 })).toBe('能力低下(攻撃-15)');
    expect(formatKeywordEn({ keyword: '能力上昇', stat: '防御', value: 20 })).toBe('Power up (defense +20)');
    expect(formatKeywordEn({ keyword: '無効化', target: '攻撃' })).toBe('Negate (attack)');
  });

  it('accepts full-width brackets, digits and signs, and a missing sign', () => {
    expect(parseKeyword('能力上昇（攻撃＋２０）')).toEqual({ keyword: '能力上昇', stat: '攻撃', value: 20 });
    expect(parseKeyword('能力低下(防御10)')).toEqual({ keyword: '能力低下', stat: '防御', value: 10 });
    expect(parseKeyword(' ドロー ( 2 ) ')).toEqual({ keyword: 'ドロー', value: 2 });
  });

  it.each(['能力上昇(攻撃-20)', '能力低下(攻撃+20)', '体力回復', '回復(20)', '状態異常(眠り)', '無効化(手札)', 'ドロー(一)', ''])(
    'leaves %j as the raw text so that the schema reports it',
    (text) => {
      expect(parseKeyword(text)).toBe(text);
      expect(keywordSchema.safeParse(text).success).toBe(false);
    },
  );
});
