import { describe, expect, it } from 'vitest';
import { RULING_GLOSS, rulingText, rulingsText } from '../../../../src/ui/locales/rulings';
import { RULE as MF } from '../../../../src/rules/multiverse/rulings';
import { RULE as CC } from '../../../../src/rules/chrono/rulings';
import { RULE as MF_DECK } from '../../../../src/cards/multiverse/rules';
import { DECK_RULES as CC_DECK } from '../../../../src/cards/chrono/deck';

describe('rulingText', () => {
  it('glosses a heading citation in English mode', () => {
    expect(rulingText('MF その他ルール・相性', 'en')).toBe('MF Other rules · Attributes');
    expect(rulingText('CC コストとEP', 'en')).toBe('CC Cost and EP');
  });
  it('keeps ids, numbers and Japanese mode as they are', () => {
    expect(rulingText('NF-R12', 'en')).toBe('NF-R12');
    expect(rulingText('NF 4.2', 'en')).toBe('NF 4.2');
    expect(rulingText('MF その他ルール・相性', 'ja')).toBe('MF その他ルール・相性');
  });
  it('leaves an unknown heading untouched rather than half-translated', () => {
    expect(rulingText('MF その他ルール・未知の項目', 'en')).toBe('MF その他ルール・未知の項目');
    expect(rulingText('XX 何か', 'en')).toBe('XX 何か');
  });
  it('has an English gloss for every heading the rules modules cite', () => {
    for (const ruling of [...Object.values(MF), ...Object.values(CC), ...Object.values(MF_DECK), ...Object.values(CC_DECK)]) {
      expect(rulingText(ruling, 'en'), ruling).not.toMatch(/[\u3040-\u30ff\u3400-\u9fff]/u);
    }
    expect(Object.keys(RULING_GLOSS)).toEqual(['MF', 'CC']);
  });
  it('glosses a list of citations inside one game', () => {
    expect(rulingsText('ターンの流れ; その他ルール', 'en', 'MF')).toBe('Turn order; Other rules');
  });
});
