import { describe, expect, it } from 'vitest';
import { unknownFace, type CardFace } from '../../../src/cards/face';
import { localizedDeckName, localizedFace } from '../../../src/cards/localizedFace';

const face: CardFace = {
  number: 'NF-001', name: '星見ヒカリ', nameEn: 'Hikari Hoshimi', color: 'blue', cost: '青1', costEn: 'B1',
  type: 'キャラクター／魔法少女', typeEn: 'Character / Magical Girl',
  stats: [{ label: '格闘', labelEn: 'Fight', value: 2 }, { label: 'HP', value: 70 }],
  text: '魔力チャージ(2)', textEn: 'Mana Charge (2)', flavor: '「星はまだ、消えてない！」',
};

describe('localizedFace', () => {
  it('returns the face as it is in Japanese', () => {
    expect(localizedFace(face, 'ja')).toBe(face);
  });

  it('shows every glossed field in English, and keeps number, colour and flavour', () => {
    expect(localizedFace(face, 'en')).toMatchObject({
      number: 'NF-001', name: 'Hikari Hoshimi', cost: 'B1', type: 'Character / Magical Girl', text: 'Mana Charge (2)',
      color: 'blue', flavor: '「星はまだ、消えてない！」',
      stats: [{ label: 'Fight', value: 2 }, { label: 'HP', value: 70 }],
    });
  });

  it('falls back to the Japanese where a set gives no gloss (a user CSV)', () => {
    const bare: CardFace = { ...face, nameEn: '  ', textEn: '', costEn: undefined, typeEn: '', stats: [{ label: '格闘', value: 1 }] };
    expect(localizedFace(bare, 'en')).toMatchObject({ name: '星見ヒカリ', text: '魔力チャージ(2)', cost: '青1', type: 'キャラクター／魔法少女', stats: [{ label: '格闘', value: 1 }] });
  });

  it('does not change the face it was given', () => {
    const copy = structuredClone(face);
    localizedFace(face, 'en');
    expect(face).toEqual(copy);
  });

  it('leaves an unknown card’s reference as its name', () => {
    expect(localizedFace(unknownFace('x:1'), 'en').name).toBe('x:1');
  });
});

describe('localizedDeckName', () => {
  it('shows a demo deck’s English name in English, the Japanese one in Japanese', () => {
    const deck = { name: '星の守り手（青）', nameEn: 'Star Guardians (blue)' };
    expect(localizedDeckName(deck, 'en')).toBe('Star Guardians (blue)');
    expect(localizedDeckName(deck, 'ja')).toBe('星の守り手（青）');
  });

  it('shows a player’s deck by the name they gave it in both languages', () => {
    expect(localizedDeckName({ name: '私のデッキ' }, 'en')).toBe('私のデッキ');
    expect(localizedDeckName({ name: 'Mine', nameEn: '' }, 'ja')).toBe('Mine');
  });
});
