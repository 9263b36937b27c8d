import { describe, expect, it } from 'vitest';
import { CHOICES, TRIGGERS } from '../../../../src/cards/falldown/effects';
import { costBand } from '../../../../src/cards/falldown/face';
import { PLAIN_KEYWORDS, type Keyword } from '../../../../src/cards/falldown/keywords';
import { PREFIXES, SYSTEM_TYPES, type FalldownCard, type MonsterCard, type SupportCard } from '../../../../src/cards/falldown/schema';
import { SYSTEM_POOL } from '../../../../src/cards/falldown/system-pool';
import { demoCards } from './demo-set';

const monsters = demoCards.filter((c): c is MonsterCard => c.kind === 'monster');
const supports = demoCards.filter((c): c is SupportCard => c.kind === 'support');
const systems = demoCards.filter((c) => c.kind === 'system');
const effects = [...monsters, ...supports].flatMap((c) => c.effects);
const printedKeywords = [...monsters, ...supports].flatMap((c): Keyword[] => c.keywords);
const effectTexts = effects.map((e) => e.text);

/** The system-card list of the rule text, in printed order: name and COST. */
const PRINTED_SYSTEM_CARDS: [string, number][] = [
  ['マナキャスト', 0],
  ['クラスチェンジ:ナイト', 2], ['アクション:ディフェンス', 1],
  ['クラスチェンジ:メイジ', 2], ['アクション:ポイズン', 1], ['アクション:マジックボルト', 1],
  ['クラスチェンジ:ビショップ', 2], ['アクション:ヒール', 1],
  ['クラスチェンジ:アーチャー', 2],
  ['クラスチェンジ:ガンナー', 2],
  ['クラスチェンジ:モンク', 2], ['アクション:チャクラ', 1],
  ['クラスチェンジ:アイテムマスター', 2], ['アクション:エクスチェンジ', 0],
  ['クラスチェンジ:バード', 2], ['アクション:パフォーマンス', 1],
  ['クラスチェンジ:サイキック', 2], ['アクション:テレポート', 1],
  ['クラスチェンジ:シャーマン', 2], ['アクション:エレメントスター', 1], ['アクション:アドエレメント', 1],
  ['クラスチェンジ:アサシン', 3],
];

describe('falldown demo set', () => {
  it('numbers its cards uniquely and glosses every name in English', () => {
    const numbers = demoCards.map((c) => c.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const card of demoCards) expect(card.nameEn).not.toBe('');
    for (const effect of effects) expect(effect.textEn).not.toBe('');
  });

  it('holds the system cards exactly as the rule text prints them', () => {
    expect(systems.map((c) => [c.name, c.cost])).toEqual(PRINTED_SYSTEM_CARDS);
    expect(systems).toEqual(SYSTEM_POOL);
    expect(systems[0]?.text).toBe('[自身]の[マナ]を[1][ポイント][回復]させる。この[効果]は[1][フェイズ]に[1][回]まで[発動]できる。この[カード]は[消費]しない。');
  });

  it('gives every class change what its printed text grants, and has a card for every granted action', () => {
    const actions = new Set(systems.filter((c) => c.kind === 'system' && c.system === 'action').map((c) => c.name));
    for (const card of systems) {
      if (card.kind !== 'system' || card.system !== 'class-change') continue;
      expect(card.grants.length).toBeGreaterThan(0);
      for (const grant of card.grants) {
        const printed = grant.keyword === 'アクション' ? `アクション:${grant.value}` : grant.keyword;
        expect(card.text).toContain(`[${printed}]`);
        if (grant.keyword === 'アクション') expect(actions).toContain(printed);
      }
    }
  });

  it.each(PLAIN_KEYWORDS)('prints the keyword %s on a card', (keyword) => {
    expect(printedKeywords.map((k) => k.keyword)).toContain(keyword);
  });

  it.each(PREFIXES)('has a monster with the prefix %s', (prefix) => {
    expect(monsters.some((m) => m.prefix === prefix)).toBe(true);
  });

  it('has every prefixed monster beside its base monster, with the same base stats and effects', () => {
    const printed = (m: MonsterCard) => ({ cost: m.cost, hp: m.hp, at: m.at, keywords: m.keywords, effects: m.effects });
    for (const m of monsters.filter((c) => c.prefix !== null)) {
      const base = monsters.find((c) => c.prefix === null && c.name === m.name);
      expect(base, m.number).toBeDefined();
      if (base) expect(printed(m)).toEqual(printed(base));
    }
  });

  it.each(TRIGGERS)('has an effect triggered %s', (trigger) => {
    expect(effects.some((e) => e.trigger === trigger)).toBe(true);
  });

  it.each(CHOICES)('has an effect whose trigger is met by choice %s', (choice) => {
    expect(effects.some((e) => e.choice === choice)).toBe(true);
  });

  it.each(['monster', 'support', 'system'] satisfies FalldownCard['kind'][])('has cards of kind %s', (kind) => {
    expect(demoCards.some((c) => c.kind === kind)).toBe(true);
  });

  it.each(SYSTEM_TYPES)('has system cards of type %s', (type) => {
    expect(systems.some((c) => c.kind === 'system' && c.system === type)).toBe(true);
  });

  it('uses actions (アクション:…) through class changes', () => {
    expect(systems.some((c) => c.kind === 'system' && c.grants.some((g) => g.keyword === 'アクション'))).toBe(true);
  });

  it('has support cards that effects add to the hand and to the deck, a support unit and a plain one', () => {
    const supportNumbers = new Set(supports.map((s) => s.number));
    const referenced = monsters.flatMap((m) => m.supportCards);
    for (const number of referenced) expect(supportNumbers).toContain(number);
    expect(new Set(referenced)).toEqual(supportNumbers);
    expect(effectTexts.some((t) => t.includes('手札に加える'))).toBe(true);
    expect(effectTexts.some((t) => t.includes('デッキに加え'))).toBe(true);
    expect(supports.some((s) => s.hp !== undefined)).toBe(true);
    expect(supports.some((s) => s.hp === undefined)).toBe(true);
  });

  it.each([
    ['poison (毒状態)', '毒状態'],
    ['return to hand, the hand paradox setting (手札に戻す)', '手札に戻す'],
    ['healing, the heal paradox setting (回復)', '回復'],
    ['paradox cards referred to from the graveyard (パラドクスカード)', 'パラドクスカード'],
    ['mana gain outside mana cast (マナ)', 'マナ'],
    ['drawing (引く)', '引く'],
  ])('has an effect about %s', (_what, phrase) => {
    expect(effectTexts.some((t) => t.includes(phrase))).toBe(true);
  });

  it('has a return-to-hand effect on a card that also has a destruction trigger (hand paradox)', () => {
    const fox = monsters.find((m) => m.effects.some((e) => e.trigger === 'immediate' && e.text.includes('手札に戻す')));
    expect(fox?.effects.some((e) => e.trigger === 'destroyed')).toBe(true);
  });

  it.each(['0-1', '2-3', '4-5', '6+'])('has monsters in the guideline cost band %s (rule text 15)', (band) => {
    expect(monsters.some((m) => costBand(m.cost) === band)).toBe(true);
  });
});
