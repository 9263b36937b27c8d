// The fighter choice (ゲームの準備 3): at least one fighter, costs adding up to exactly 5.
import { describe, expect, it } from 'vitest';
import { choiceTotal, FIGHTER_COST_TOTAL, isLegalChoice } from '../../../../src/rules/multiverse';

describe('Multiverse fighter choice', () => {
  const costs = (...list: number[]) => list.map((cost) => ({ cost }));

  it('takes costs adding up to exactly 5, with at least one fighter', () => {
    expect(FIGHTER_COST_TOTAL).toBe(5);
    expect(choiceTotal(costs(2, 3))).toBe(5);
    expect(isLegalChoice(costs(2, 3))).toBe(true);
    expect(isLegalChoice(costs(5))).toBe(true);
    expect(isLegalChoice(costs(1, 1, 1, 2))).toBe(true);
  });

  it('refuses too little, too much and nothing', () => {
    expect(isLegalChoice(costs(2, 2))).toBe(false);
    expect(isLegalChoice(costs(3, 3))).toBe(false);
    expect(isLegalChoice([])).toBe(false);
    expect(choiceTotal([])).toBe(0);
  });
});
