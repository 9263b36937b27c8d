import { describe, expect, it } from 'vitest';
import { nofutureCards } from '../../../../src/cards/nofuture';
import { goodCharacter, readDemoSet } from './helpers';

const schema = nofutureCards.cardSchema;

function issuePaths(input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

describe('NoFuture card schema', () => {
  it('accepts every card of the demo set, whose numbers are unique', () => {
    const set = readDemoSet();
    expect(set).toMatchObject({ id: 'nf-demo', game: 'nofuture', name: { ja: expect.any(String), en: expect.any(String) } });
    for (const raw of set.cards) {
      const result = schema.safeParse(raw);
      expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
    }
    const numbers = set.cards.map((raw) => (raw as { number: string }).number);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('fills defaults for the optional texts, keywords and effects', () => {
    const card = schema.parse(goodCharacter());
    expect(card).toMatchObject({ nameEn: '', text: '', textEn: '', flavor: '', illustrator: '', keywords: [], effects: [] });
  });

  it('keeps keyword parameters structured', () => {
    const card = schema.parse({
      ...goodCharacter(),
      keywords: [
        { keyword: 'シールド', value: 2 },
        { keyword: '換装', attribute: '魔法少女' },
        { keyword: '追加コスト', cost: { pips: ['red'] }, fight: 1, shoot: 0, durability: 1 },
      ],
    });
    expect(card.keywords).toEqual([
      { keyword: 'シールド', value: 2 },
      { keyword: '換装', attribute: '魔法少女' },
      { keyword: '追加コスト', cost: { pips: ['red'], colorless: 0 }, fight: 1, shoot: 0, durability: 1 },
    ]);
  });

  it('defaults a set card’s modifiers to ±0', () => {
    const card = schema.parse({ number: 'NF-901', name: '盾', kind: 'set', color: 'red', cost: { colorless: 1 }, version: 1 });
    expect(card).toMatchObject({ kind: 'set', fightBonus: 0, shootBonus: 0, durabilityBonus: 0 });
  });

  const badFields: [string, Record<string, unknown>, string][] = [
    ['a number not starting with NF-', { number: 'MF-001' }, 'number'],
    ['an empty name', { name: '' }, 'name'],
    ['a color the game has not', { color: 'green' }, 'color'],
    ['an unknown cost color', { cost: { pips: ['green'] } }, 'cost.pips.0'],
    ['a negative colorless cost', { cost: { pips: [], colorless: -1 } }, 'cost.colorless'],
    ['a version that is not a whole number', { version: 1.5 }, 'version'],
    ['a missing version', { version: undefined }, 'version'],
    ['a character without attribute', { attribute: undefined }, 'attribute'],
    ['a fight that is a word', { fight: 'strong' }, 'fight'],
    ['a negative shoot', { shoot: -1 }, 'shoot'],
    ['a durability of 0', { durability: 0 }, 'durability'],
    ['an unknown keyword', { keywords: [{ keyword: '透明' }] }, 'keywords.0.keyword'],
    ['a keyword left as unread text', { keywords: [{ keyword: '飛行' }, 'シールド(X)'] }, 'keywords.1'],
    ['a keyword missing its value', { keywords: [{ keyword: 'シールド' }] }, 'keywords.0.value'],
    ['a swap without attribute', { keywords: [{ keyword: '換装', attribute: '' }] }, 'keywords.0.attribute'],
    ['an extra cost of nothing', { keywords: [{ keyword: '追加コスト', cost: {}, fight: 1, shoot: 0, durability: 0 }] }, 'keywords.0.cost'],
    ['an effect without mark', { effects: [{ text: 'カードを1枚引く。' }] }, 'effects.0.cost'],
    ['an effect costing 0 energy', { effects: [{ cost: { kind: 'energy', energy: {} }, text: '引く' }] }, 'effects.0.cost.energy'],
    ['an effect without text', { effects: [{ cost: { kind: 'tap' }, text: '' }] }, 'effects.0.text'],
    ['a set card modifier on a character', { fightBonus: 1 }, 'fightBonus'],
  ];
  it.each(badFields)('rejects %s at that field', (_what, change, path) => {
    expect(issuePaths({ ...goodCharacter(), ...change })).toEqual([path]);
  });

  it('rejects an unknown kind at kind', () => {
    expect(issuePaths({ ...goodCharacter(), kind: 'event' })).toEqual(['kind']);
  });

  it('rejects character stats and effects on an action card, each at its field', () => {
    const action = { number: 'NF-902', name: '一撃', kind: 'action', color: 'red', cost: { pips: ['red'] }, version: 1 };
    expect(issuePaths(action)).toEqual([]);
    expect(issuePaths({ ...action, fight: 2, attribute: '魔獣', effects: [] }).sort()).toEqual(['attribute', 'effects', 'fight']);
  });

  it('rejects keywords that mean nothing on the card kind', () => {
    const action = { number: 'NF-903', name: '一撃', kind: 'action', color: 'red', cost: { pips: ['red'] }, version: 1 };
    expect(issuePaths({ ...action, keywords: [{ keyword: '抵抗', value: 1 }, { keyword: '飛行' }] })).toEqual(['keywords.1']);
    const set = { number: 'NF-904', name: '杖', kind: 'set', color: 'blue', cost: { pips: ['blue'] }, version: 1 };
    expect(issuePaths({ ...set, keywords: [{ keyword: 'クイック' }, { keyword: '念動力', value: 1 }] })).toEqual(['keywords.1']);
  });

  it('reports every bad field of one card, not just the first', () => {
    expect(issuePaths({ ...goodCharacter(), color: 'green', fight: -1, durability: 'x' }).sort()).toEqual(['color', 'durability', 'fight']);
  });
});
