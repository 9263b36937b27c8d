import { describe, expect, it } from 'vitest';
import { counterLabel } from '../../../src/text/counterLabels';

describe('counterLabel', () => {
  it('reads the labels the setups write in English mode', () => {
    expect(counterLabel('ライフ', 'en')).toBe('Life');
    expect(counterLabel('体力', 'en')).toBe('HP');
    expect(counterLabel('ダメージ', 'en')).toBe('Damage');
    expect(counterLabel('アシストコスト', 'en')).toBe('Assist cost');
  });
  it('keeps Japanese labels in Japanese mode and reads known English ones in Japanese', () => {
    expect(counterLabel('ライフ', 'ja')).toBe('ライフ');
    expect(counterLabel('Life', 'ja')).toBe('ライフ');
    expect(counterLabel('HP', 'ja')).toBe('HP');
  });
  it('shows a label a player typed as it is', () => {
    expect(counterLabel('毒カウンター', 'en')).toBe('毒カウンター');
    expect(counterLabel('Poison', 'ja')).toBe('Poison');
    expect(counterLabel('', 'en')).toBe('');
  });
});
