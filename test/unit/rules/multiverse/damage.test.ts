// The damage arithmetic of the rule text (その他ルール): every row of 属性攻撃増加分一覧 with and without
// the attribute advantage, the wheel, the minimum damage (MF-R1), and its properties.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ATTRIBUTES } from '../../../../src/cards/multiverse/labels';
import { attackDamage, attributeBonus, BEATS, hasAdvantage } from '../../../../src/rules/multiverse';
import { runs } from '../../../propertyRuns';

// 属性攻撃増加分一覧: ３０・３５→１５ … ９０・９５→４５, １００→５０.
const BONUS_TABLE: readonly [number, number][] = [
  [30, 15], [35, 15], [40, 20], [45, 20], [50, 25], [55, 25], [60, 30], [65, 30],
  [70, 35], [75, 35], [80, 40], [85, 40], [90, 45], [95, 45], [100, 50],
];

describe('属性攻撃増加分一覧 (the attribute bonus table)', () => {
  for (const [attack, bonus] of BONUS_TABLE) {
    it(`attack ${attack} → bonus ${bonus}`, () => expect(attributeBonus(attack)).toBe(bonus));
  }
});

describe('ダメージ計算: (attack + bonus) − defense, every row of the table against defense 30', () => {
  for (const [attack, bonus] of BONUS_TABLE) {
    it(`attack ${attack}: with advantage ${attack + bonus - 30 > 10 ? attack + bonus - 30 : 10}, without ${attack > 30 ? attack - 30 : 5}`, () => {
      const withAdvantage = attackDamage({ attack, defense: 30, advantage: true });
      const without = attackDamage({ attack, defense: 30, advantage: false });
      if (attack > 30) {
        expect(withAdvantage.damage).toBe(attack + bonus - 30);
        expect(without.damage).toBe(attack - 30);
      } else {
        // 30 against 30: "同じ…場合に攻撃した時５ダメージ…相性補正がある場合１０ダメージ".
        expect(withAdvantage.damage).toBe(10);
        expect(without.damage).toBe(5);
      }
    });
  }
});

describe('the minimum damage (MF-R1)', () => {
  it('attack equal to defense: 5, or 10 with the advantage', () => {
    expect(attackDamage({ attack: 60, defense: 60, advantage: false })).toMatchObject({ damage: 5, minimum: true });
    expect(attackDamage({ attack: 60, defense: 60, advantage: true })).toMatchObject({ damage: 10, minimum: true });
  });
  it('the raw attack is compared, before the bonus: 50 + 25 against 60 is still the minimum', () => {
    expect(attackDamage({ attack: 50, defense: 60, advantage: true }).damage).toBe(10);
  });
  it('a small surplus is never below the minimum: 65 + 30 − 60 = 35; 65 − 60 = 5', () => {
    expect(attackDamage({ attack: 65, defense: 60, advantage: true }).damage).toBe(35);
    expect(attackDamage({ attack: 65, defense: 60, advantage: false }).damage).toBe(5);
  });
});

describe('相性: blue > yellow > black > red > white > blue', () => {
  it('each attribute beats exactly one other, and is beaten by exactly one', () => {
    expect(hasAdvantage('blue', 'yellow')).toBe(true);
    expect(hasAdvantage('yellow', 'black')).toBe(true);
    expect(hasAdvantage('black', 'red')).toBe(true);
    expect(hasAdvantage('red', 'white')).toBe(true);
    expect(hasAdvantage('white', 'blue')).toBe(true);
    for (const a of ATTRIBUTES) {
      expect(ATTRIBUTES.filter((b) => hasAdvantage(a, b))).toHaveLength(1);
      expect(ATTRIBUTES.filter((b) => hasAdvantage(b, a))).toHaveLength(1);
      expect(hasAdvantage(a, a)).toBe(false);
    }
  });
  it('the advantage is never mutual (同じ相性または相性の悪い相手への攻撃は攻撃力に変化はない)', () => {
    for (const a of ATTRIBUTES) expect(hasAdvantage(BEATS[a], a)).toBe(false);
  });
});

describe('properties', () => {
  const stat = fc.integer({ min: 6, max: 20 }).map((n) => n * 5);
  const arb = fc.record({ attack: stat, defense: stat, advantage: fc.boolean() });
  it('damage is never below the minimum and always a multiple of 5', () => {
    fc.assert(fc.property(arb, (input) => {
      const { damage } = attackDamage(input);
      expect(damage).toBeGreaterThanOrEqual(input.advantage ? 10 : 5);
      expect(damage % 5).toBe(0);
    }), runs(100));
  });
  it('the advantage never lowers the damage, and a higher attack never deals less', () => {
    fc.assert(fc.property(arb, ({ attack, defense }) => {
      expect(attackDamage({ attack, defense, advantage: true }).damage).toBeGreaterThanOrEqual(attackDamage({ attack, defense, advantage: false }).damage);
      const higher = Math.min(100, attack + 5);
      for (const advantage of [true, false]) {
        expect(attackDamage({ attack: higher, defense, advantage }).damage).toBeGreaterThanOrEqual(attackDamage({ attack, defense, advantage }).damage);
      }
    }), runs(100));
  });
  it('MF-R8: off-grid damage is rounded down and marked, on-grid damage is not', () => {
    expect(attackDamage({ attack: 73, defense: 55, advantage: true })).toEqual({ damage: 50, bonus: 35, minimum: false, rounded: true });
    expect(attackDamage({ attack: 42, defense: 40, advantage: false })).toEqual({ damage: 5, bonus: 0, minimum: false, rounded: true });
    expect(attackDamage({ attack: 70, defense: 55, advantage: true })).toEqual({ damage: 50, bonus: 35, minimum: false });
  });
  it('stats changed by effects to any number still give a multiple of 5', () => {
    fc.assert(fc.property(fc.nat(200), fc.nat(200), fc.boolean(), (attack, defense, advantage) => {
      const { damage } = attackDamage({ attack, defense, advantage });
      expect(damage % 5).toBe(0);
      expect(damage).toBeGreaterThanOrEqual(5);
    }), runs(100));
  });
});
