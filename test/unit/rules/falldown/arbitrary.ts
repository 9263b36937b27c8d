// Random Falldown phases for property tests: units of the demo set on both sides with damage,
// statuses and class changes, hands, and plans that mix sensible and nonsensical declarations.
import fc from 'fast-check';
import { SYSTEM_POOL } from '../../../../src/cards/falldown/system-pool';
import { PLAYER, planSchema, type FalldownPlan } from '../../../../src/rules/falldown/plan';
import type { FalldownState } from '../../../../src/rules/falldown/state';
import { state, type UnitSpec } from './fixtures';

const MONSTERS = Array.from({ length: 30 }, (_, i) => `FD-${String(i + 1).padStart(3, '0')}`).concat(['FD-102']);
const CLASS_CHANGES = SYSTEM_POOL.filter((c) => c.system === 'class-change').map((c) => c.name);
const POOL_IDS = SYSTEM_POOL.map((c) => `sys-${c.number}`);

export interface Phase {
  state: FalldownState;
  plans: { p1: FalldownPlan; p2: FalldownPlan };
}

const seatArb = fc.constantFrom('p1' as const, 'p2' as const);

const unitArb = (id: string) =>
  fc.record({
    number: fc.constantFrom(...MONSTERS),
    owner: seatArb,
    damage: fc.integer({ min: 0, max: 3 }),
    poison: fc.boolean(),
    defense: fc.constantFrom(0, 3, 4),
    chakra: fc.constantFrom(0, 3, 4),
    elemental: fc.constantFrom(0, 4),
    classChanges: fc.subarray(CLASS_CHANGES, { maxLength: 2 }),
  }).map((u): UnitSpec => ({ id, number: u.number, owner: u.owner, damage: u.damage, poison: u.poison, until: { defense: u.defense, chakra: u.chakra, elemental: u.elemental }, classChanges: u.classChanges }));

function planArb(own: string[], all: string[], hand: Record<string, string>): fc.Arbitrary<FalldownPlan> {
  const any = fc.constantFrom(...all, 'ghost');
  const handIds = Object.keys(hand);
  const attackers = [...own, ...handIds];
  return fc
    .record({
      summons: handIds.length > 0 ? fc.subarray(handIds) : fc.constant([] as string[]),
      system: fc.array(fc.record({ card: fc.constantFrom(...POOL_IDS), user: fc.constantFrom(...attackers, 'ghost'), target: any }), { maxLength: 4 }),
      attacks: attackers.length > 0
        ? fc.array(fc.record({ unit: fc.constantFrom(...attackers), targets: fc.array(fc.oneof(any, fc.constant(PLAYER)), { minLength: 1, maxLength: 3 }), spill: fc.array(any, { maxLength: 2 }) }), { maxLength: 6 })
        : fc.constant([]),
      effects: fc.array(fc.record({ card: fc.constantFrom(...attackers, 'ghost'), effect: fc.integer({ min: 0, max: 1 }), targets: fc.array(any, { maxLength: 1 }) }), { maxLength: 3 }),
    })
    .map((p) => planSchema.parse({
      summons: p.summons.map((card) => ({ card, ref: `fd-demo:${hand[card] ?? ''}` })),
      system: p.system,
      attacks: p.attacks,
      effects: p.effects,
    }));
}

export const phaseArb: fc.Arbitrary<Phase> = fc
  .record({
    count: fc.integer({ min: 0, max: 10 }),
    handCounts: fc.tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 2 })),
    life: fc.tuple(fc.integer({ min: -2, max: 30 }), fc.integer({ min: -2, max: 30 })),
    mana: fc.tuple(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 8 })),
    decks: fc.tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 4 })),
    paradox: fc.tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 2 })),
    seed: fc.integer({ min: 0, max: 2 ** 31 }),
  })
  .chain((shape) =>
    fc
      .record({
        units: fc.tuple(...Array.from({ length: shape.count }, (_, i) => unitArb(`u${i}`))),
        hands: fc.tuple(
          fc.array(fc.constantFrom(...MONSTERS), { minLength: shape.handCounts[0], maxLength: shape.handCounts[0] }),
          fc.array(fc.constantFrom(...MONSTERS), { minLength: shape.handCounts[1], maxLength: shape.handCounts[1] }),
        ),
      })
      .chain(({ units, hands }) => {
        const handOf = (list: string[], tag: string) => Object.fromEntries(list.map((n, i) => [`h${tag}${i}`, n]));
        const hand = { p1: handOf(hands[0], 'a'), p2: handOf(hands[1], 'b') };
        // Both lives ≤ 0 and equal is sudden death; unequal ones are a finished game, not a phase to play.
        const [l1, l2] = shape.life;
        const life = l1 <= 0 || l2 <= 0 ? { p1: 0, p2: 0 } : { p1: l1, p2: l2 };
        const s = state({
          units, life, seed: shape.seed,
          mana: { p1: shape.mana[0], p2: shape.mana[1] },
          decks: { p1: shape.decks[0], p2: shape.decks[1] },
          hands: hand,
          graveyards: {
            p1: Array.from({ length: shape.paradox[0] }, (_, i) => ({ id: `pxa${i}`, number: 'FD-001', paradox: true })),
            p2: Array.from({ length: shape.paradox[1] }, (_, i) => ({ id: `pxb${i}`, number: 'FD-001', paradox: true })),
          },
        });
        const ids = s.units.map((u) => u.id);
        const own = (seat: 'p1' | 'p2') => s.units.filter((u) => u.owner === seat).map((u) => u.id);
        return fc.record({ p1: planArb(own('p1'), ids, hand.p1), p2: planArb(own('p2'), ids, hand.p2) }).map((plans) => ({ state: s, plans }));
      }),
  );

/** The same position with the seats swapped: owners, per-seat records and plans. */
export function mirror(s: FalldownState): FalldownState {
  const swap = <T>(r: { p1: T; p2: T }): { p1: T; p2: T } => ({ p1: r.p2, p2: r.p1 });
  return {
    ...s,
    units: s.units.map((u) => ({ ...u, owner: u.owner === 'p1' ? 'p2' : 'p1' })),
    life: swap(s.life),
    mana: swap(s.mana),
    unknownUnits: swap(s.unknownUnits),
    hands: swap(s.hands),
    decks: swap(s.decks),
    graveyards: swap(s.graveyards),
    places: swap(s.places),
    plans: { ...(s.plans.p2 ? { p1: s.plans.p2 } : {}), ...(s.plans.p1 ? { p2: s.plans.p1 } : {}) },
  };
}
