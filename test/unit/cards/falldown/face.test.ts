import { describe, expect, it } from 'vitest';
import { cardFaceSchema } from '../../../../src/cards/face';
import { face, facets, searchText } from '../../../../src/cards/falldown/face';
import { cardSchema } from '../../../../src/cards/falldown/schema';
import { demoCard, demoCards } from './demo-set';

describe('falldown card face', () => {
  it('gives every demo card a face the renderer accepts', () => {
    for (const card of demoCards) expect(cardFaceSchema.safeParse(face(card)).success, card.number).toBe(true);
  });

  it('draws a monster with its type line, cost, HP and AT, keywords and effects folded into the text', () => {
    expect(face(demoCard('FD-014'))).toMatchObject({
      name: '城門の番兵',
      type: 'モンスター',
      cost: '4',
      stats: [{ label: 'HP', value: 6 }, { label: '攻', value: 2 }],
      text: '《タウント》《カウンター》',
      textEn: '[Taunt] [Counter]',
    });
    const fox = face(demoCard('FD-009'));
    expect(fox.text).toBe('【即時】このモンスターを手札に戻す。\n【破壊時・相手の選択】相手のモンスター1体に1ダメージを与える。');
    expect(fox.textEn).toContain("On destruction (opponent’s choice): Deal 1 damage to one of the opponent's monsters.");
  });

  it('draws a prefixed monster with its prefixed name and the stats the prefix gives', () => {
    // 城門の番兵 COST 4 HP 6 AT 2, 軽量な: COST 3 HP 5 AT 1.
    expect(face(demoCard('FD-025'))).toMatchObject({ name: '軽量な城門の番兵', nameEn: 'Lightweight Castle-Gate Sentry', cost: '3', stats: [{ label: 'HP', value: 5 }, { label: '攻', value: 1 }] });
    // 風読みの鷹 HP 2, 疾風の: HP 1 and ファストムーブ.
    const hawk = face(demoCard('FD-024'));
    expect(hawk).toMatchObject({ name: '疾風の風読みの鷹', cost: '3', stats: [{ label: 'HP', value: 1 }, { label: '攻', value: 3 }] });
    expect(hawk.text).toContain('《ファストムーブ》');
    expect(face(demoCard('FD-023')).text).toContain('《ダブルアタック》');
  });

  it('draws a system card with its printed text, without the [term] brackets', () => {
    const knight = face(demoCard('FD-S02'));
    expect(knight).toMatchObject({ name: 'クラスチェンジ:ナイト', type: 'システム・クラスチェンジ', cost: '2', stats: [] });
    expect(knight.text).toBe('任意のモンスターにタウント・アクション:ディフェンスを付与する。');
    expect(face(demoCard('FD-S06')).text).toBe('任意のモンスターに2ポイントのダメージを与える。この効果は1フェイズに1回まで発動できる。');
  });

  it('draws a support unit with its stats and a plain support card without', () => {
    expect(face(demoCard('FD-102'))).toMatchObject({ type: 'サポート・ユニット', stats: [{ label: 'HP', value: 2 }, { label: '攻', value: 0 }] });
    expect(face(demoCard('FD-101'))).toMatchObject({ type: 'サポート', stats: [] });
  });

  it('keeps the face valid for a card filled to every limit', () => {
    const full = cardSchema.parse({
      number: 'FD-999', kind: 'monster', name: 'あ'.repeat(60), nameEn: 'A'.repeat(100), prefix: '連撃の', cost: 1, hp: 2, at: 1,
      keywords: [{ keyword: 'タウント' }, ...Array.from({ length: 11 }, (_, i) => ({ keyword: 'アクション', value: `${'x'.repeat(18)}${i}` }))],
      effects: Array.from({ length: 6 }, () => ({ trigger: 'attacked', choice: 'opponent', text: 'い'.repeat(200), textEn: 'e'.repeat(300) })),
      text: 'う'.repeat(600), textEn: 'f'.repeat(800), flavor: 'え'.repeat(400),
    });
    expect(cardFaceSchema.safeParse(face(full)).success).toBe(true);
  });
});

describe('falldown search text and facets', () => {
  it('finds a card by its names, keywords in either language and effect text', () => {
    const text = searchText(demoCard('FD-024'));
    for (const word of ['疾風の風読みの鷹', 'Wind-Reading Hawk', 'トランスポーター', 'Transporter', 'ファストムーブ', 'Fast Move']) expect(text).toContain(word);
    expect(searchText(demoCard('FD-004'))).toContain('毒状態');
    expect(searchText(demoCard('FD-S02'))).toContain('タウント');
  });

  it('offers kind, cost, cost band, prefix and attacks as string facets', () => {
    expect(facets(demoCard('FD-023'))).toEqual({ kind: 'monster', cost: '3', costBand: '2-3', prefix: '連撃の', attacks: '2', elemental: 'no' });
    expect(facets(demoCard('FD-019'))).toMatchObject({ costBand: '6+', attacks: '3', prefix: 'none' });
    expect(facets(demoCard('FD-022'))).toMatchObject({ cost: '1', costBand: '0-1' });
    expect(facets(demoCard('FD-S01'))).toEqual({ kind: 'system', cost: '0', system: 'mana-cast' });
    expect(facets(demoCard('FD-101'))).toEqual({ kind: 'support', cost: '0', costBand: '0-1' });
    for (const card of demoCards) for (const value of Object.values(facets(card))) expect(typeof value).toBe('string');
  });
});
