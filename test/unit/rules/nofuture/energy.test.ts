// Paying costs (細かいルール◇カードのプレイ): coloured pips with their colour, colorless energy with
// either colour; what cannot be paid is a shortfall, never a refusal.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planPayment } from '../../../../src/rules/nofuture';
import type { EnergyCost } from '../../../../src/cards/nofuture';

describe('planning a payment', () => {
  it('pays pips by colour and colorless from the colour with more left', () => {
    expect(planPayment({ pips: ['blue', 'blue'], colorless: 2 }, { blue: 3, red: 1 })).toEqual({ pay: { blue: 3, red: 1 }, short: 0 });
    expect(planPayment({ pips: ['red'], colorless: 1 }, { blue: 0, red: 1 })).toEqual({ pay: { blue: 0, red: 1 }, short: 1 });
    expect(planPayment({ pips: [], colorless: 0 }, { blue: 0, red: 0 })).toEqual({ pay: { blue: 0, red: 0 }, short: 0 });
  });

  it('never pays more than there is, and pays + shortfall = the cost', () => {
    const cost = fc.record({ pips: fc.array(fc.constantFrom('blue' as const, 'red' as const), { maxLength: 6 }), colorless: fc.integer({ min: 0, max: 8 }) });
    const energy = fc.record({ blue: fc.integer({ min: 0, max: 10 }), red: fc.integer({ min: 0, max: 10 }) });
    fc.assert(fc.property(cost, energy, (c: EnergyCost, unused) => {
      const plan = planPayment(c, unused);
      expect(plan.pay.blue).toBeLessThanOrEqual(unused.blue);
      expect(plan.pay.red).toBeLessThanOrEqual(unused.red);
      expect(plan.pay.blue + plan.pay.red + plan.short).toBe(c.pips.length + c.colorless);
      // A shortfall only when a colour lacks its own pips, or when everything available was paid.
      if (plan.short > 0) {
        const needBlue = c.pips.filter((p) => p === 'blue').length;
        const needRed = c.pips.filter((p) => p === 'red').length;
        const spent = plan.pay.blue === unused.blue && plan.pay.red === unused.red;
        expect(spent || needBlue > unused.blue || needRed > unused.red).toBe(true);
      }
      // Each colour pays at least its own pips when it can.
      expect(plan.pay.blue).toBeGreaterThanOrEqual(Math.min(unused.blue, c.pips.filter((p) => p === 'blue').length));
      expect(plan.pay.red).toBeGreaterThanOrEqual(Math.min(unused.red, c.pips.filter((p) => p === 'red').length));
    }));
  });
});
