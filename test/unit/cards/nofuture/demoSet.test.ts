import { describe, expect, it } from 'vitest';
import { KEYWORD_NAMES, energyTotal, type NofutureCard } from '../../../../src/cards/nofuture';
import { demoCards, readDemoSet } from './helpers';

const cards = [...demoCards().values()];
const has = (test: (card: NofutureCard) => boolean): boolean => cards.some(test);
const effectsOf = (card: NofutureCard) => (card.kind === 'action' ? [] : card.effects);

/** Every mechanic the rule text defines that a card can carry (sections 1, 4 and 5). */
const MECHANICS: Record<string, (card: NofutureCard) => boolean> = {
  'character card (1.2)': (card) => card.kind === 'character',
  'set card (1.2)': (card) => card.kind === 'set',
  'action card (1.2)': (card) => card.kind === 'action',
  'blue card (1.1)': (card) => card.color === 'blue',
  'red card (1.1)': (card) => card.color === 'red',
  'blue energy pip (4.2)': (card) => card.cost.pips.includes('blue'),
  'red energy pip (4.2)': (card) => card.cost.pips.includes('red'),
  'colorless energy (4.2)': (card) => card.cost.colorless > 0,
  'cost of colorless energy only (4.2)': (card) => card.cost.pips.length === 0 && card.cost.colorless > 0,
  'two pips of one color (4.2)': (card) => card.cost.pips.length >= 2,
  'set card raising a value (1.2)': (card) => card.kind === 'set' && Math.max(card.fightBonus, card.shootBonus, card.durabilityBonus) > 0,
  'set card lowering a value (NF-R4)': (card) => card.kind === 'set' && Math.min(card.fightBonus, card.shootBonus, card.durabilityBonus) < 0,
  'effect 《0》 (4.5)': (card) => effectsOf(card).some((effect) => effect.cost.kind === 'free'),
  'effect paid with energy (4.5)': (card) => effectsOf(card).some((effect) => effect.cost.kind === 'energy'),
  'effect 《↷》 (4.5)': (card) => effectsOf(card).some((effect) => effect.cost.kind === 'tap'),
  'effect 《Auto》 (4.5)': (card) => effectsOf(card).some((effect) => effect.cost.kind === 'auto'),
  'effect on a set card (4.5)': (card) => card.kind === 'set' && card.effects.length > 0,
  'character with no fight (4.3)': (card) => card.kind === 'character' && card.fight === 0,
  'character with no shoot (4.3)': (card) => card.kind === 'character' && card.shoot === 0,
  'later version (1.2)': (card) => card.version > 1,
  'extra cost on a set card (5.9)': (card) => card.kind === 'set' && card.keywords.some((keyword) => keyword.keyword === '追加コスト'),
  'resistance on an action card (5.8)': (card) => card.kind === 'action' && card.keywords.some((keyword) => keyword.keyword === '抵抗'),
  'quick set card (5.5)': (card) => card.kind === 'set' && card.keywords.some((keyword) => keyword.keyword === 'クイック'),
};

describe('NoFuture demo set', () => {
  it.each(KEYWORD_NAMES)('uses the keyword %s', (name) => {
    expect(has((card) => card.keywords.some((keyword) => keyword.keyword === name))).toBe(true);
  });

  it.each(Object.keys(MECHANICS))('uses the mechanic: %s', (name) => {
    expect(has(MECHANICS[name]!)).toBe(true);
  });

  it('has a swap target of every attribute a swap names', () => {
    const attributes = new Set(cards.flatMap((card) => (card.kind === 'character' ? [card.attribute] : [])));
    const targets = cards.flatMap((card) => card.keywords.flatMap((keyword) => (keyword.keyword === '換装' ? [keyword.attribute] : [])));
    for (const target of targets) expect(attributes).toContain(target);
  });

  it('glosses every card in English and credits an illustrator', () => {
    for (const card of cards) {
      expect(card.nameEn, card.number).not.toBe('');
      if (card.text !== '') expect(card.textEn, card.number).not.toBe('');
      for (const effect of effectsOf(card)) expect(effect.textEn, card.number).not.toBe('');
      expect(card.illustrator, card.number).not.toBe('');
    }
  });

  it('numbers its cards NF-001 onward without gaps', () => {
    const numbers = readDemoSet().cards.map((raw) => (raw as { number: string }).number);
    expect(numbers).toEqual(numbers.map((_, index) => `NF-${String(index + 1).padStart(3, '0')}`));
    expect(cards.every((card) => energyTotal(card.cost) >= 1)).toBe(true);
  });
});
