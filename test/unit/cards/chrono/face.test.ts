import { describe, expect, it } from 'vitest';
import { face, facets, searchText } from '../../../../src/cards/chrono/face';
import { cardFaceSchema } from '../../../../src/cards/face';
import { cardNumbered, demoSet } from './demoSet';

describe('Chrono Card faces', () => {
  it('gives every demo card a face the renderer accepts', () => {
    for (const card of demoSet.cards) {
      const result = cardFaceSchema.safeParse(face(card));
      expect(result.success ? [] : result.error.issues, card.number).toEqual([]);
    }
  });

  it('shows a character with cost, EP, AP and DP and its keywords before the text', () => {
    const akane = face(cardNumbered('CC-011'));
    expect(akane).toMatchObject({ number: 'CC-011', name: '本気のアカネ', cost: '5', type: 'キャラクター' });
    expect(akane.stats).toEqual([{ label: 'EP', value: 1 }, { label: '攻', labelEn: 'AP', value: 6 }, { label: '守', labelEn: 'DP', value: 3 }]);
    expect(akane.text.split('\n')[0]).toBe('貫通');
    expect(akane.textEn.split('\n')[0]).toBe('Pierce');
  });

  it('prints pierce on every heroine and leaves her cost blank', () => {
    const mina = face(cardNumbered('CC-001'));
    expect(mina).toMatchObject({ cost: '', type: 'ヒロイン' });
    expect(mina.text.startsWith('貫通\n')).toBe(true);
    const ruu = face(cardNumbered('CC-003'));
    expect(ruu.text.split('\n')[0]).toBe('貫通／A.Skill(2)');
    expect(ruu.textEn.split('\n')[0]).toBe('Pierce / A.Skill (2 EP)');
  });

  it('shows performance tokens, Limit and event phases', () => {
    expect(face(cardNumbered('CC-020')).stats).toEqual([{ label: '演奏', labelEn: 'Perf.', value: 3 }]);
    expect(face(cardNumbered('CC-010')).stats).toContainEqual({ label: 'Limit', value: 1 });
    expect(face(cardNumbered('CC-025')).type).toBe('イベント【メイン・チャーム／割込】');
    expect(face(cardNumbered('CC-022')).type).toBe('イベント【ドロー】');
  });

  it('tells kinds apart by frame colour', () => {
    const colours = new Set(['CC-001', 'CC-004', 'CC-013', 'CC-016', 'CC-019', 'CC-022'].map((n) => face(cardNumbered(n)).color));
    expect(colours.size).toBe(6);
  });

  it('searches names, glosses, keywords in both languages and texts', () => {
    const text = searchText(cardNumbered('CC-009'));
    for (const word of ['風紀委員長 レイナ', 'Reina', '支援(2)', 'Support 2', 'キャラクター', '防御']) expect(text).toContain(word);
    expect(searchText(cardNumbered('CC-001'))).toContain('Pierce');
    expect(searchText(cardNumbered('CC-024'))).toContain('チャーム');
  });

  it('offers kind, cost and EP as filter facets', () => {
    expect(facets(cardNumbered('CC-017'))).toEqual({ kind: 'BG', cost: '2', ep: '2' });
    expect(facets(cardNumbered('CC-002'))).toEqual({ kind: 'ヒロイン', ep: '2' });
    expect(facets(cardNumbered('CC-024'))).toEqual({ kind: 'イベント', cost: '3' });
  });
});
