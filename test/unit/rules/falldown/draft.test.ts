// A plan drafted before it is sealed: the offers (hand monsters, attackers, targets, own-choice
// effects), the pure edits, and the check (bill against mana, the assist's concerns, envelope fit);
// and what each resolution step shows on the table during playback.
import { describe, expect, it } from 'vitest';
import {
  addSystem, attackers, attackTargets, checkDraft, effectOptions, handMonsters, pruneDraft, removeSystem, setAttack, setEffect, toggleSummon,
  ENVELOPE_LINES,
} from '../../../../src/rules/falldown/draft';
import { EMPTY_PLAN, PLAYER } from '../../../../src/rules/falldown/plan';
import { parsePlanLines } from '../../../../src/rules/falldown/plan-text';
import { plan, ref, resolve, state, sys } from './fixtures';

describe('what a draft offers', () => {
  it('hand monsters with their prefixed cost, cheapest first; support cards are not summoned', () => {
    const s = state({ hands: { p1: { a: 'FD-019', b: 'FD-022', c: 'FD-101' } } });
    expect(handMonsters(s, 'p1').map((h) => [h.id, h.cost])).toEqual([['b', 1], ['a', 7]]);
    expect(handMonsters(s, 'p2')).toEqual([]);
  });

  it('attackers: own units with their attack count, and a summon only with fast move (FD-R1)', () => {
    const s = state({ units: [{ id: 'k', number: 'FD-023', owner: 'p1' }, { id: 'g', number: 'FD-006', owner: 'p2' }], hands: { p1: { hawk: 'FD-024', slime: 'FD-001' } } });
    const p = plan({ summons: [{ card: 'hawk', ref: ref('FD-024') }, { card: 'slime', ref: ref('FD-001') }] });
    expect(attackers(s, 'p1', p).map((a) => [a.id, a.attacks, a.summoned])).toEqual([['k', 2, false], ['hawk', 1, true]]);
    expect(attackTargets(s, 'p1').map((t) => t.id)).toEqual([PLAYER, 'g']);
  });

  it('own-choice effects of summoned cards (on summon) are offered for their targets', () => {
    const s = state({ hands: { p1: { imp: 'FD-003' } } });
    const p = plan({ summons: [{ card: 'imp', ref: ref('FD-003') }] });
    const offered = effectOptions(s, 'p1', p);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((e) => e.card === 'imp' && !e.immediate)).toBe(true);
  });
});

describe('editing a draft', () => {
  it('toggling a summon adds it, and taking it back drops its attacks and effects', () => {
    const on = toggleSummon(EMPTY_PLAN, 'hawk', ref('FD-024'));
    const aimed = setEffect(setAttack(on, 'hawk', 0, PLAYER), 'hawk', 0, []);
    expect(aimed.attacks).toEqual([{ unit: 'hawk', targets: [PLAYER], spill: [] }]);
    const off = toggleSummon(aimed, 'hawk', ref('FD-024'));
    expect(off).toEqual(EMPTY_PLAN);
  });

  it('setAttack sets, replaces and clears the n-th attack without holes', () => {
    let p = setAttack(EMPTY_PLAN, 'k', 0, 'a');
    p = setAttack(p, 'k', 1, 'b');
    expect(p.attacks[0]?.targets).toEqual(['a', 'b']);
    p = setAttack(p, 'k', 0, PLAYER);
    expect(p.attacks[0]?.targets).toEqual([PLAYER, 'b']);
    p = setAttack(p, 'k', 0, null);
    expect(p.attacks[0]?.targets).toEqual(['b']);
    expect(setAttack(p, 'k', 0, null).attacks).toEqual([]);
  });

  it('system cards are added without empty pickers and removed by index', () => {
    const p = addSystem(addSystem(EMPTY_PLAN, { card: sys('マナキャスト'), user: undefined, target: '' } as never), { card: sys('ヒール'), user: 'u', target: 't' });
    expect(p.system).toEqual([{ card: sys('マナキャスト') }, { card: sys('ヒール'), user: 'u', target: 't' }]);
    expect(removeSystem(p, 0).system).toEqual([{ card: sys('ヒール'), user: 'u', target: 't' }]);
  });

  it('pruneDraft drops summons of cards that left the hand and attacks on units that are gone', () => {
    const s = state({ units: [{ id: 'k', number: 'FD-010', owner: 'p1' }], hands: { p1: { h: 'FD-001' } } });
    const p = plan({ summons: [{ card: 'h', ref: ref('FD-001') }, { card: 'gone', ref: ref('FD-002') }], attacks: [{ unit: 'k', targets: ['dead', PLAYER] }, { unit: 'x', targets: [PLAYER] }] });
    const pruned = pruneDraft(s, 'p1', p);
    expect(pruned.summons.map((x) => x.card)).toEqual(['h']);
    expect(pruned.attacks).toEqual([{ unit: 'k', targets: [PLAYER], spill: [] }]);
  });
});

describe('checking a draft', () => {
  it('the bill against the seat\'s mana, with the warning that an unpaid plan is void (FD 7-3)', () => {
    const s = state({ mana: { p1: 2 }, hands: { p1: { a: 'FD-014' } } });
    const check = checkDraft(s, 'p1', plan({ summons: [{ card: 'a', ref: ref('FD-014') }] }));
    expect([check.cost, check.mana]).toEqual([4, 2]);
    expect(check.verdicts.map((v) => v.ruling)).toContain('FD 7-3');
    expect(check.fits).toBe(true);
    expect(parsePlanLines(check.lines).plan.summons).toEqual([{ card: 'a', ref: ref('FD-014') }]);
  });

  it('concerns: too many attacks, taunt redirecting, a summon that cannot attack yet; nothing written', () => {
    const s = state({
      units: [{ id: 'k', number: 'FD-010', owner: 'p1' }, { id: 'g', number: 'FD-006', owner: 'p2' }],
      hands: { p1: { slime: 'FD-001' } },
    });
    const check = checkDraft(s, 'p1', plan({
      summons: [{ card: 'slime', ref: ref('FD-001') }],
      attacks: [{ unit: 'k', targets: [PLAYER, PLAYER] }, { unit: 'slime', targets: [PLAYER] }],
    }));
    const rulings = check.verdicts.map((v) => v.ruling);
    expect(rulings).toEqual(expect.arrayContaining(['FD 11', 'FD-R4', 'FD-R1']));
    // Each concern once, and never the "plans are laid in the planning step" reminder.
    expect(new Set(check.verdicts.map((v) => v.reason.en)).size).toBe(check.verdicts.length);
    expect(check.verdicts.some((v) => v.reason.en.includes('planning step'))).toBe(false);
  });

  it('a plan longer than one envelope (60 lines) does not fit', () => {
    const s = state();
    const many = plan({ system: Array.from({ length: ENVELOPE_LINES + 1 }, () => ({ card: sys('マナキャスト') })) });
    expect(checkDraft(s, 'p1', many).fits).toBe(false);
  });
});

describe('what a step shows during playback', () => {
  it('attacks carry attacker → target and the damage; summed HP and destructions carry the unit', () => {
    const s = state({ units: [{ id: 'cob', number: 'FD-007', owner: 'p1' }, { id: 'bat', number: 'FD-002', owner: 'p2' }] });
    const result = resolve(s, { p1: { attacks: [{ unit: 'cob', targets: ['bat', PLAYER] }] } });
    const visuals = result.steps.flatMap((step) => (step.visual ? [step.visual] : []));
    expect(visuals).toContainEqual({ kind: 'attack', from: 'cob', to: 'bat', amount: 2 });
    expect(visuals).toContainEqual({ kind: 'attack', from: 'cob', to: 'player:p2', amount: 2 });
    expect(visuals).toContainEqual({ kind: 'hp', unit: 'bat', delta: -2, destroyed: true });
    expect(visuals).toContainEqual({ kind: 'life', seat: 'p2', delta: -2 });
  });

  it('a summon shows its unit', () => {
    const s = state({ hands: { p1: { slime: 'FD-001' } } });
    const result = resolve(s, { p1: { summons: [{ card: 'slime', ref: ref('FD-001') }] } });
    expect(result.steps.some((step) => step.visual?.kind === 'summon' && step.visual.unit === 'slime')).toBe(true);
  });
});
