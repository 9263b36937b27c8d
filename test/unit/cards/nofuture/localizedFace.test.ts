import { describe, expect, it } from 'vitest';
import { localizedFace } from '../../../../src/cards/localizedFace';
import { nofutureCards, type NofutureCard } from '../../../../src/cards/nofuture';
import { attributeName } from '../../../../src/cards/nofuture/attributes';
import { demoCards } from './helpers';

const cards = demoCards();
const card = (number: string): NofutureCard => cards.get(`nf-demo:${number}`)!;

describe('NoFuture faces in English', () => {
  it('glosses a character’s cost, kind, attribute and values', () => {
    const hikari = localizedFace(nofutureCards.face(card('NF-001')), 'en');
    expect(hikari).toMatchObject({ name: 'Hikari Hoshimi', cost: 'B1', type: 'Character / Magical Girl' });
    expect(hikari.stats.map((s) => s.label)).toEqual(['Fight', 'Shoot', 'Dur.']);
  });

  it('holds no Japanese on any demo card but its flavour', () => {
    for (const each of cards.values()) {
      const shown = localizedFace(nofutureCards.face(each), 'en');
      const fields = [shown.name, shown.cost, shown.type, shown.text, ...shown.stats.map((s) => s.label)];
      expect(fields.join('\n'), each.number).not.toMatch(/[\u3040-\u30ff\u3400-\u9fff]/u);
    }
  });

  it('names the Japanese facet values in English, and leaves an unknown attribute as written', () => {
    expect(nofutureCards.facetValueEn?.('kind', 'キャラクター')).toBe('Character');
    expect(nofutureCards.facetValueEn?.('color', '赤')).toBe('Red');
    expect(nofutureCards.facetValueEn?.('attribute', '魔獣')).toBe('Beast');
    expect(nofutureCards.facetValueEn?.('cost', '3')).toBeUndefined();
    expect(attributeName('宇宙人', 'en')).toBe('宇宙人');
    expect(attributeName('constructor', 'en')).toBe('constructor');
  });
});
