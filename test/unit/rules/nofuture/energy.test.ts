// Paying costs (細かいルール◇カードのプレイ): coloured pips with their colour, colorless energy with
// either colour; what cannot be paid is a shortfall, never a refusal.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nofutureRules, planPayment, type NfState } from '../../../../src/rules/nofuture';
import { colorlessChoices, paymentEvent } from '../../../../src/rules/nofuture/energy';
import { idOf, position, stateOf } from './helpers';

function baseCentre(state: NfState): { x: number; y: number } {
  const zone = state.view.objects.get('p1-base');
  if (zone?.kind !== 'zone') throw new Error('no base');
  return { x: zone.x + zone.w / 2, y: zone.y + zone.h / 2 };
}
import type { EnergyCost } from '../../../../src/cards/nofuture';
import { runs } from '../../../propertyRuns';

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
    }), runs(100));
  });
});

describe('colorless energy from either colour, asking when it matters (NF 4.2)', () => {
  it('offers all-blue and all-red when both can pay and the result differs', () => {
    const choices = colorlessChoices({ pips: ['blue'], colorless: 1 }, { blue: 2, red: 1 });
    expect(choices.map((c) => [c.prefer, c.plan.pay])).toEqual([['blue', { blue: 2, red: 0 }], ['red', { blue: 1, red: 1 }]]);
  });

  it('asks nothing when one colour alone can pay or there is no colorless energy', () => {
    expect(colorlessChoices({ pips: ['red'], colorless: 1 }, { blue: 0, red: 3 })).toEqual([]);
    expect(colorlessChoices({ pips: ['blue', 'red'], colorless: 0 }, { blue: 2, red: 2 })).toEqual([]);
    // Short either way: nothing to choose, the shortfall is warned of.
    expect(colorlessChoices({ pips: [], colorless: 3 }, { blue: 1, red: 1 })).toEqual([]);
  });

  it('a card played by hand offers the choice in its follow-up, each option paying the whole cost', () => {
    const game = position({
      turn: 1, active: 'p1', phase: 'preparation', first: 'p1',
      zones: { 'p1-hand': [{ card: 'NF-008', as: 'titan' }] },
      tokens: { 'p1-energy-unused': { blue: 4, red: 4 } },
    });
    const state = stateOf(game);
    const titan = idOf(game, 'titan');
    const action = nofutureRules.interpret({ type: 'move', args: { id: titan, ...baseCentre(state) }, seat: 'p1' }, state);
    expect(action?.kind).toBe('play');
    const follow = nofutureRules.followUp!(action!, state);
    expect(follow.options?.length).toBe(2);
    for (const option of follow.options ?? []) {
      // Tap to enter down comes after the payment in every option.
      expect(option.actions.at(-1)?.type).toBe('tap');
    }
  });
});

describe('a payment is one line of the log: "P1 paid 青1 for …" (NF 4.2)', () => {
  it('a card played by hand pays with token moves marked as the payment\'s parts and one pay event naming the energy and the card', () => {
    const game = position({
      turn: 1, active: 'p1', phase: 'preparation', first: 'p1',
      zones: { 'p1-hand': [{ card: 'NF-008', as: 'titan' }] },
      tokens: { 'p1-energy-unused': { blue: 4 } },
    });
    const state = stateOf(game);
    const titan = idOf(game, 'titan');
    const action = nofutureRules.interpret({ type: 'move', args: { id: titan, ...baseCentre(state) }, seat: 'p1' }, state);
    const follow = nofutureRules.followUp!(action!, state);
    const payment = follow.actions.filter((a) => a.part === 'pay');
    expect(payment.length).toBeGreaterThan(0);
    expect(payment.every((a) => a.type === 'adjust' || a.type === 'create')).toBe(true);
    // The tap that turns the card down is no part of the payment.
    expect(follow.actions.filter((a) => a.type === 'tap').every((a) => a.part === undefined)).toBe(true);
    const paid = follow.events.filter((e) => e.kind === 'pay');
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ seat: 'p1', kind: 'pay', card: titan, ruling: 'NF 4.2' });
    const cost = paid[0]!.kind === 'pay' ? paid[0]!.cost : null;
    expect(cost?.ja).toMatch(/^青\d+$/);
    expect(cost?.en).toMatch(/^\d+ blue$/);
  });

  it('nothing paid (a cost of 0) writes no pay event', () => {
    expect(paymentEvent('p1', { blue: 0, red: 0 }, undefined)).toBeNull();
    expect(paymentEvent('p2', { blue: 1, red: 2 }, undefined, 'NF 4.5')).toEqual({ seat: 'p2', kind: 'pay', cost: { ja: '青1・赤2', en: '1 blue, 2 red' }, ruling: 'NF 4.5' });
  });
});
