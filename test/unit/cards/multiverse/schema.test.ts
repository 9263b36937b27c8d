import { describe, expect, it } from 'vitest';
import { cardSchema } from '../../../../src/cards/multiverse/schema';
import { readDemoSet, validAssist, validFighter } from './fixtures';

/** The distinct paths of the schema's issues (a value can break two checks of one field). */
function issuePaths(input: unknown): string[] {
  const result = cardSchema.safeParse(input);
  return result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.path.join('.')))];
}

describe('multiverse card schema', () => {
  it('accepts every card of the demo set, with unique numbers', () => {
    const set = readDemoSet();
    expect(set).toMatchObject({ id: 'mf-demo', game: 'multiverse' });
    expect(set.name.ja).not.toBe('');
    expect(set.name.en).not.toBe('');
    for (const card of set.cards) {
      const result = cardSchema.safeParse(card);
      expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
    }
    const numbers = set.cards.map((card) => (card as { number: string }).number);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('fills in the defaults of optional fields', () => {
    const fighter = cardSchema.parse(validFighter);
    expect(fighter).toMatchObject({ nameEn: '', textEn: '', flavor: '', keywords: [], gender: '', affiliation: '', moveName: '', profile: '' });
    const assist = cardSchema.parse(validAssist);
    expect(assist).toMatchObject({ nameEn: '', text: '', keywords: [{ keyword: 'ドロー', value: 1 }] });
  });

  it.each([
    ['hp', 55, 'hp'],
    ['hp', 135, 'hp'],
    ['hp', 92, 'hp'],
    ['attack', 25, 'attack'],
    ['attack', 105, 'attack'],
    ['defense', 101, 'defense'],
    ['defense', '40', 'defense'],
    ['cost', 0, 'cost'],
    ['cost', 4, 'cost'],
    ['attribute', 'green', 'attribute'],
    ['evasion', [7], 'evasion.0'],
    ['evasion', [0, 6], 'evasion.0'],
    ['evasion', [5, 5], 'evasion'],
    ['evasion', '5;6', 'evasion'],
    ['abilityKind', '★', 'abilityKind'],
    ['number', 'MF 001', 'number'],
    ['number', 'mf-demo:MF-001', 'number'],
    ['name', '', 'name'],
    ['kind', 'spell', 'kind'],
    ['keywords', ['能力上昇(攻撃)'], 'keywords.0'],
    ['keywords', [{ keyword: 'ドロー', value: 9 }], 'keywords.0.value'],
    ['keywords', [{ keyword: '能力上昇', stat: '体力', value: 20 }], 'keywords.0.stat'],
    ['keywords', [{ keyword: '直接攻撃', value: 12 }], 'keywords.0.value'],
    ['keywords', [{ keyword: '状態異常', status: '眠り' }], 'keywords.0.status'],
    ['keywords', [{ keyword: '無効化', target: '手札' }], 'keywords.0.target'],
  ])('rejects a fighter with %s = %j at path %s', (field, value, path) => {
    expect(issuePaths({ ...validFighter, [field]: value })).toEqual([path]);
  });

  it('rejects an assist card with a bad type or cost at that field', () => {
    expect(issuePaths({ ...validAssist, assistType: 'trap' })).toEqual(['assistType']);
    expect(issuePaths({ ...validAssist, cost: 1.5 })).toEqual(['cost']);
  });

  it('names every missing required fighter field', () => {
    const { hp, attack, defense, evasion, abilityKind, attribute, ...rest } = validFighter;
    void [hp, attack, defense, evasion, abilityKind, attribute];
    expect(issuePaths(rest).sort()).toEqual(['abilityKind', 'attack', 'attribute', 'defense', 'evasion', 'hp']);
  });

  it('accepts a fighter that cannot evade (no faces)', () => {
    expect(issuePaths({ ...validFighter, evasion: [] })).toEqual([]);
  });
});
