import { describe, expect, it } from 'vitest';
import { originalRuns } from '../../../../src/ui/lesson/originalRuns';

const originals = (text: string) => originalRuns(text).filter((r) => r.original).map((r) => r.text);

describe('originalRuns', () => {
  it('marks a Japanese term inside English', () => {
    expect(originalRuns('First strike (速攻)')).toEqual([
      { text: 'First strike (', original: false }, { text: '速攻', original: true }, { text: ')', original: false },
    ]);
  });

  it('keeps a quote with its full-width digits, ellipsis and brackets as one run', () => {
    expect(originals('“Exactly 40” (「４０枚（ちょうど）…同じカードはデッキの中に３枚まで」): the check.')).toEqual(['「４０枚（ちょうど）…同じカードはデッキの中に３枚まで」']);
  });

  it('ends a run before the next English word', () => {
    expect(originals('Supporters have 支援 and are unchecked; 《↷》念動力(2) pays')).toEqual(['支援', '念動力']);
    expect(originals('Telekinesis as a printed 《↷》 / 《0》 effect')).toEqual([]);
  });

  it('joins back to the text, and an English text is one plain run', () => {
    const text = 'A (その他ルール・ダメージ計算, 属性攻撃増加分一覧) b';
    expect(originalRuns(text).map((r) => r.text).join('')).toBe(text);
    expect(originals(text)).toEqual(['その他ルール・ダメージ計算, 属性攻撃増加分一覧']);
    expect(originalRuns('No Japanese here.')).toEqual([{ text: 'No Japanese here.', original: false }]);
    expect(originalRuns('')).toEqual([]);
  });
});
