import { describe, expect, it } from 'vitest';
import { cardFaceSchema } from '../../../../src/cards/face';
import { face, facets, searchText } from '../../../../src/cards/multiverse/face';
import { assistSchema, fighterSchema } from '../../../../src/cards/multiverse/schema';
import { demoCards } from './fixtures';

const kagura = fighterSchema.parse({
  number: 'MF-001', name: '焔拳のカグラ', nameEn: 'Kagura of the Blazing Fist', kind: 'fighter', cost: 2, attribute: 'red',
  hp: 90, attack: 70, defense: 40, evasion: [6, 5], abilityKind: 'auto', keywords: [{ keyword: '能力上昇', stat: '攻撃', value: 10 }],
  text: '有利な属性の相手を攻撃するとき、攻撃力+10。', textEn: 'Gets +10 attack against a target it is strong against.',
  gender: '女', affiliation: '焔の王国', moveName: '紅蓮螺旋撃', moveNameEn: 'Crimson Spiral Strike', profile: '炎の王国の闘士。',
});
const meteor = assistSchema.parse({
  number: 'MF-104', name: '流星弾', nameEn: 'Meteor Shot', kind: 'assist', cost: 2, assistType: 'counter',
  keywords: [{ keyword: '直接攻撃', value: 20 }], text: '相手のファイター1体に20ダメージ。', flavor: '光は逃さない。',
});

describe('multiverse card face', () => {
  it('gives every demo card a face the renderer accepts', () => {
    for (const card of demoCards()) expect(cardFaceSchema.safeParse(face(card)).success).toBe(true);
  });

  it('draws a fighter in its attribute color with a Japanese type line, cost and stats', () => {
    const f = face(kagura);
    expect(f).toMatchObject({ number: 'MF-001', name: '焔拳のカグラ', nameEn: 'Kagura of the Blazing Fist', color: 'red', cost: '2' });
    expect(f.type).toBe('ファイター・赤属性・焔の王国・女');
    expect(f.stats).toEqual([
      { label: 'HP', value: 90 },
      { label: '攻', labelEn: 'ATK', value: 70 },
      { label: '守', labelEn: 'DEF', value: 40 },
      { label: '回避', labelEn: 'Evade', value: '5・6', valueEn: '5·6' },
    ]);
  });

  it('folds keywords, the ability mark and the move into the text, in both languages', () => {
    const f = face(kagura);
    expect(f.text).toContain('《能力上昇(攻撃+10)》');
    expect(f.text).toContain('●オート：有利な属性');
    expect(f.text).toContain('技：紅蓮螺旋撃');
    expect(f.textEn).toContain('Power up (attack +10)');
    expect(f.textEn).toContain('● Auto: Gets +10 attack');
    expect(f.textEn).toContain('Move: Crimson Spiral Strike');
    expect(f.flavor).toBe('炎の王国の闘士。');
  });

  it('draws an assist card colorless, typed by support or counter', () => {
    const f = face(meteor);
    expect(f).toMatchObject({ color: 'colorless', type: 'アシスト・カウンター', cost: '2', stats: [], flavor: '光は逃さない。' });
    expect(f.text).toContain('《直接攻撃(20)》');
    expect(f.textEn).toContain('Direct damage (20)');
  });

  it('shows a dash for a fighter that cannot evade', () => {
    expect(face({ ...kagura, evasion: [] }).stats).toContainEqual({ label: '回避', labelEn: 'Evade', value: '—', valueEn: '—' });
  });
});

describe('multiverse search text and facets', () => {
  it('finds a card by its keywords, attribute, affiliation and move, in Japanese and English', () => {
    const text = searchText(kagura);
    for (const word of ['焔拳のカグラ', 'Kagura', '能力上昇', 'Power up', '赤', 'Red', '焔の王国', '紅蓮螺旋撃', 'ファイター', 'MF-001']) {
      expect(text).toContain(word);
    }
    const assistText = searchText(meteor);
    for (const word of ['流星弾', 'Meteor Shot', '直接攻撃', 'Direct damage', 'カウンター', 'Counter', 'アシスト']) expect(assistText).toContain(word);
  });

  it('offers kind, cost and attribute or assist type as string facets', () => {
    expect(facets(kagura)).toEqual({ kind: 'fighter', cost: '2', attribute: 'red', ability: 'auto' });
    expect(facets(meteor)).toEqual({ kind: 'assist', cost: '2', assistType: 'counter' });
  });
});
