// The plan of rule text 7-2 (A–D), its cost and mana payment (7-3 (1)), and plan lines for the log.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_PLAN, planBill, planCost, planSchema } from '../../../../src/rules/falldown/plan';
import { parsePlanLines, planEvents, planLines, LINES_PER_EVENT } from '../../../../src/rules/falldown/plan-text';
import { after, plan, ref, resolve, state, stepsWith, sys } from './fixtures';
import { runs } from '../../../propertyRuns';

describe('the plan (rule text 7-2)', () => {
  it('A–D: summons, system cards, attack targets (0 allowed), effect targets; all optional', () => {
    expect(planSchema.parse({})).toEqual({ summons: [], supports: [], system: [], attacks: [], effects: [] });
    expect(planSchema.safeParse({ attacks: [{ unit: 'u', targets: [] }] }).success).toBe(false);
    expect(planSchema.safeParse({ attacks: [{ unit: 'u', targets: ['a', 'b', 'c', 'd'] }] }).success).toBe(false);
    expect(planSchema.safeParse({ attacks: [{ unit: 'u', targets: ['player', 'x'] }] }).success).toBe(true);
  });

  it('planCost: summons at their prefixed cost, system cards at theirs, mana cast free', () => {
    const s = state();
    const p = plan({
      summons: [{ card: 'a', ref: ref('FD-022') }, { card: 'b', ref: ref('FD-019') }],
      system: [{ card: sys('マナキャスト') }, { card: sys('アサシン'), target: 'b' }, { card: sys('ヒール'), user: 'x', target: 'y' }],
    });
    // 軽量な石垣のゴーレム 2−1, 三つ首の雷竜 7, mana cast 0, assassin 3, heal 1.
    expect(planCost(p, s)).toBe(1 + 7 + 0 + 3 + 1);
    expect(planBill(p, s).map((line) => line.cost)).toEqual([1, 7, 0, 3, 1]);
  });

  it('planCost counts one declaration once: a card summoned twice, one monster\'s action twice (FD-R10)', () => {
    const s = state();
    const p = plan({
      summons: [{ card: 'a', ref: ref('FD-010') }, { card: 'a', ref: ref('FD-010') }],
      system: [{ card: sys('ヒール'), user: 'x' }, { card: sys('ヒール'), user: 'x' }, { card: sys('ヒール'), user: 'y' }],
    });
    expect(planCost(p, s)).toBe(3 + 1 + 1);
    expect(planCost(EMPTY_PLAN, s)).toBe(0);
  });
});

describe('mana payment (rule text 7-3 (1))', () => {
  it('「選択した行動の合計コストをマナから差し引く」', () => {
    const s = state({ mana: { p1: 5 }, hands: { p1: { h: 'FD-010' } } });
    const r = resolve(s, { p1: { summons: [{ card: 'h', ref: ref('FD-010') }] } });
    expect(r.state.mana.p1).toBe(2);
    expect(r.steps.some((step) => step.figures?.some((f) => f.id === 'cost:p1' && f.value === 3))).toBe(true);
  });

  it('「マナが不足している場合、そのフェイズに宣言した行動はすべて無効になる」', () => {
    const s = state({
      mana: { p1: 2 },
      hands: { p1: { h: 'FD-010' } },
      units: [{ id: 'kobold', number: 'FD-007', owner: 'p1' }, { id: 'm', number: 'FD-005', owner: 'p1', classChanges: ['メイジ'] }, { id: 'foe', number: 'FD-014', owner: 'p2' }],
    });
    const r = resolve(s, {
      p1: {
        summons: [{ card: 'h', ref: ref('FD-010') }],
        attacks: [{ unit: 'kobold', targets: ['foe'] }],
        system: [{ card: sys('マジックボルト'), user: 'm', target: 'foe' }, { card: sys('マナキャスト') }],
      },
    });
    expect(r.state.mana.p1).toBe(2);
    expect(after(r, 'h')).toBeUndefined();
    expect(after(r, 'foe')?.damage).toBe(0);
    expect(stepsWith(r, 'FD 7-3').some((en) => en.includes('every action declared this phase is void'))).toBe(true);
  });

  it('what one side cannot pay does not stop the other side', () => {
    const s = state({ mana: { p1: 0 }, units: [{ id: 'a', number: 'FD-010', owner: 'p1' }, { id: 'b', number: 'FD-010', owner: 'p2' }], hands: { p1: { h: 'FD-010' } } });
    const r = resolve(s, { p1: { summons: [{ card: 'h', ref: ref('FD-010') }], attacks: [{ unit: 'a', targets: ['player'] }] }, p2: { attacks: [{ unit: 'b', targets: ['player'] }] } });
    expect(r.state.life).toEqual({ p1: 28, p2: 30 });
  });

  it('a revealed card that is not the card in the hand is not summoned', () => {
    const s = state({ hands: { p1: { h: 'FD-001' } } });
    const r = resolve(s, { p1: { summons: [{ card: 'h', ref: ref('FD-021') }] } });
    expect(after(r, 'h')).toBeUndefined();
    expect(stepsWith(r, 'FD 7-2')).toHaveLength(1);
  });
});

describe('plan lines for the rules log', () => {
  const id = fc.stringMatching(/^[a-z0-9]{1,12}$/).filter((s) => s !== 'player' && s !== 'spill');
  const planArb = fc.record({
    summons: fc.array(fc.record({ card: id, ref: fc.constantFrom(ref('FD-001'), ref('FD-022')) }), { maxLength: 3 }),
    supports: fc.array(fc.record({ card: id, ref: fc.constant(ref('FD-101')), targets: fc.array(id, { maxLength: 2 }) }), { maxLength: 2 }),
    system: fc.array(fc.record({ card: id, user: fc.option(id, { nil: undefined }), target: fc.option(id, { nil: undefined }) }), { maxLength: 4 }),
    attacks: fc.array(fc.record({ unit: id, targets: fc.array(fc.oneof(id, fc.constant('player')), { minLength: 1, maxLength: 3 }), spill: fc.array(id, { maxLength: 3 }) }), { maxLength: 4 }),
    effects: fc.array(fc.record({ card: id, effect: fc.integer({ min: 0, max: 5 }), targets: fc.array(id, { maxLength: 2 }) }), { maxLength: 3 }),
  });

  it('a plan written as lines reads back as the same plan', () => {
    fc.assert(
      fc.property(planArb, (input) => {
        const p = planSchema.parse(JSON.parse(JSON.stringify(input)));
        expect(parsePlanLines(planLines(p)).plan).toEqual(p);
      }),
      runs(100),
    );
  });

  it('planEvents splits the lines into choice events a reader joins again; "clear" starts over', () => {
    const p = plan({ attacks: Array.from({ length: 30 }, (_, i) => ({ unit: `u${i}`, targets: ['player'] })) });
    const events = planEvents('p1', p);
    expect(events.length).toBe(2);
    expect(events.every((e) => e.value.length <= LINES_PER_EVENT && e.value.every((line) => line.length <= 200))).toBe(true);
    expect(parsePlanLines(['attack old player', ...events.flatMap((e) => e.value)]).plan).toEqual(p);
  });

  it('"attack <unit>" with no target is 0 targets (7-2 C): it withdraws that unit\'s attacks, no problem', () => {
    const read = parsePlanLines(['attack u1 player player', 'attack u2 x', 'attack u1']);
    expect(read.problems).toEqual([]);
    expect(read.plan.attacks).toEqual([{ unit: 'u2', targets: ['x'], spill: [] }]);
  });

  it('an unreadable line is reported and skipped', () => {
    const read = parsePlanLines(['summon only-a-card', 'attack u1 player']);
    expect(read.problems).toHaveLength(1);
    expect(read.plan.attacks).toHaveLength(1);
  });
});
