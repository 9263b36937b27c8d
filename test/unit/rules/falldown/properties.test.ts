// Properties of the resolver over random phases: symmetry between the seats, independence from the
// order of the plans and from hidden knowledge, mana never below 0, and a side that cannot pay
// changing nothing of its own.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../../../src/rules/falldown/hash';
import { canonicalState } from '../../../../src/rules/falldown/canonical';
import { EMPTY_PLAN, planCost } from '../../../../src/rules/falldown/plan';
import { resolvePhase } from '../../../../src/rules/falldown/resolve';
import { mirror, phaseArb } from './arbitrary';
import { runs } from '../../../propertyRuns';

// Each property's CI size (test/propertyRuns.ts).
const RUNS = 100;
const canon = (s: Parameters<typeof canonicalState>[0]) => canonicalJson(canonicalState(s));
const sortedRulings = (steps: { ruling?: string }[]) => steps.map((s) => s.ruling ?? '').sort();
const otherSeat = (seat: 'p1' | 'p2' | 'draw' | null) => (seat === 'p1' ? 'p2' : seat === 'p2' ? 'p1' : seat);

describe('resolvePhase properties', () => {
  it('swapping the seats mirrors the result', () => {
    fc.assert(
      fc.property(phaseArb, ({ state, plans }) => {
        const straight = resolvePhase(state, plans);
        const swapped = resolvePhase(mirror(state), { p1: plans.p2, p2: plans.p1 });
        expect(canon(mirror(straight.state))).toBe(canon(swapped.state));
        expect(sortedRulings(swapped.steps)).toEqual(sortedRulings(straight.steps));
        expect(swapped.winner).toBe(otherSeat(straight.winner));
        expect(swapped.actions.map((a) => a.type).sort()).toEqual(straight.actions.map((a) => a.type).sort());
      }),
      runs(RUNS),
    );
  });

  it('the order in which the plans are given changes nothing', () => {
    fc.assert(
      fc.property(phaseArb, ({ state, plans }) => {
        const a = resolvePhase(state, { p1: plans.p1, p2: plans.p2 });
        const b = resolvePhase(state, { p2: plans.p2, p1: plans.p1 });
        expect(b.hash).toBe(a.hash);
        expect(b.steps).toEqual(a.steps);
        expect(b.actions).toEqual(a.actions);
      }),
      runs(RUNS),
    );
  });

  it('is pure: the same input gives the same result, and the input is left as it was', () => {
    fc.assert(
      fc.property(phaseArb, ({ state, plans }) => {
        const before = canonicalJson({ state: canonicalState(state), units: state.units, hands: state.hands, plans });
        const a = resolvePhase(state, plans);
        const b = resolvePhase(state, plans);
        expect(b.hash).toBe(a.hash);
        expect(canonicalJson({ state: canonicalState(state), units: state.units, hands: state.hands, plans })).toBe(before);
      }),
      runs(RUNS),
    );
  });

  it('every browser computes the same hash, whatever hidden cards it can read', () => {
    fc.assert(
      fc.property(phaseArb, ({ state, plans }) => {
        // The opponent's view: p2's hand cards are unknown to it.
        const blind = { ...state, hands: { ...state.hands, p2: state.hands.p2.map((c) => ({ ...c, ref: null })) } };
        expect(resolvePhase(blind, plans).hash).toBe(resolvePhase(state, plans).hash);
      }),
      runs(RUNS),
    );
  });

  it('mana never goes negative', () => {
    fc.assert(
      fc.property(phaseArb, ({ state, plans }) => {
        const r = resolvePhase(state, plans);
        expect(r.state.mana.p1).toBeGreaterThanOrEqual(0);
        expect(r.state.mana.p2).toBeGreaterThanOrEqual(0);
      }),
      runs(RUNS),
    );
  });

  it('a side that cannot pay changes nothing of its own: as if it had declared nothing', () => {
    fc.assert(
      fc.property(phaseArb.filter(({ state, plans }) => planCost(plans.p1, state) > 0), ({ state, plans }) => {
        const poor = { ...state, mana: { ...state.mana, p1: planCost(plans.p1, state) - 1 } };
        const unpaid = resolvePhase(poor, plans);
        const idle = resolvePhase(poor, { p1: EMPTY_PLAN, p2: plans.p2 });
        // Mana included: nothing is paid (an opponent's choice may still start its effects, as in any phase).
        expect(canon(unpaid.state)).toBe(canon(idle.state));
      }),
      runs(RUNS),
    );
  });
});
