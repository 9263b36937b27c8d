import { describe, expect, it } from 'vitest';
import { cardFaceSchema } from '../../../../src/cards/face';
import { nofutureCards, type NofutureCard } from '../../../../src/cards/nofuture';
import { demoCards, goodCharacter } from './helpers';

const cards = demoCards();
const card = (number: string): NofutureCard => cards.get(`nf-demo:${number}`)!;
const { face, searchText, facets } = nofutureCards;

describe('NoFuture card face', () => {
  it('is a valid CardFace for every demo card', () => {
    for (const each of cards.values()) {
      const result = cardFaceSchema.safeParse(face(each));
      expect(result.success, `${each.number}: ${JSON.stringify(result.error?.issues)}`).toBe(true);
    }
  });

  it('shows a character’s kind and attribute in Japanese, its cost and its three values', () => {
    const hikari = face(card('NF-001'));
    expect(hikari).toMatchObject({ number: 'NF-001', name: '星見ヒカリ', nameEn: 'Hikari Hoshimi', color: 'blue', cost: '青1', type: 'キャラクター／魔法少女' });
    expect(hikari.stats).toEqual([{ label: '格闘', labelEn: 'Fight', value: 2 }, { label: '射撃', labelEn: 'Shoot', value: 2 }, { label: '耐久', labelEn: 'Dur.', value: 3 }]);
  });

  it('shows a set card’s modifiers signed, and an action without values', () => {
    const brand = face(card('NF-024'));
    expect(brand.type).toBe('セット');
    expect(brand.stats).toEqual([{ label: '格闘', labelEn: 'Fight', value: '+2' }, { label: '射撃', labelEn: 'Shoot', value: '±0' }, { label: '耐久', labelEn: 'Dur.', value: '-1' }]);
    expect(face(card('NF-027'))).toMatchObject({ type: 'アクション', stats: [], cost: '赤' });
  });

  it('folds keywords and marked effects into the text, in both languages', () => {
    const titan = face(card('NF-008'));
    expect(titan.text.split('\n')[0]).toBe('突撃　追加コスト《青》:+1/±0/+1');
    expect(titan.textEn).toContain('Trample, Extra Cost 《B》: +1/±0/+1');
    const mikoto = face(card('NF-004'));
    expect(mikoto.text).toBe('抵抗(1)\n《↷》味方キャラクター１体は、このターン±０／±０／＋２を得る。');
    expect(mikoto.textEn).toBe('Resistance (1)\n《↷》 One of your characters gets ±0/±0/+2 this turn.');
  });

  it('keeps an overlong text within what the renderer takes', () => {
    const long = nofutureCards.cardSchema.parse({ ...goodCharacter(), text: 'あ'.repeat(1000), effects: Array.from({ length: 6 }, () => ({ cost: { kind: 'tap' }, text: 'い'.repeat(400) })) });
    expect(cardFaceSchema.safeParse(face(long)).success).toBe(true);
  });
});

describe('NoFuture search text and facets', () => {
  it('search text holds names, attribute, keywords in both languages and the texts', () => {
    const text = searchText(card('NF-006'));
    for (const part of ['NF-006', '魔装少女ヒカリ・ノヴァ', 'Hikari Nova', '魔法少女', '換装【魔法少女】', 'Swap', '魔力吸収', 'Magic Drain', '札場アートチーム']) {
      expect(text).toContain(part);
    }
    expect(searchText(card('NF-027'))).toContain('３ダメージ');
  });

  it('facets give kind, color, total cost and version, and the attribute of characters', () => {
    expect(facets(card('NF-008'))).toEqual({ kind: 'キャラクター', color: '青', cost: '3', version: '2', attribute: '機兵' });
    expect(facets(card('NF-026'))).toEqual({ kind: 'セット', color: '赤', cost: '2', version: '1' });
    expect(facets(card('NF-028'))).toEqual({ kind: 'アクション', color: '赤', cost: '2', version: '1' });
  });
});
