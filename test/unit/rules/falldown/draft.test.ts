// A plan drafted before it is sealed: the offers (hand monsters, attackers, targets, own-choice
// effects), the pure edits, and the check (bill against mana, the assist's concerns, envelope fit);
// and what each resolution step shows on the table during playback.
import { describe, expect, it } from 'vitest';
import {
  addSystem, aimOf, attackers, attackTargets, checkDraft, choiceTargets, effectOptions, handMonsters, handSupports, pruneDraft, removeSystem,
  setAttack, setEffect, setSpill, setSupportTargets, summonSpots, toggleSummon, toggleSupport, ENVELOPE_LINES,
} from '../../../../src/rules/falldown/draft';
import { EMPTY_PLAN, PLAYER } from '../../../../src/rules/falldown/plan';
import { parsePlanLines } from '../../../../src/rules/falldown/plan-text';
import { after, plan, ref, resolve, state, sys } from './fixtures';

describe('what a draft offers', () => {
  it('hand monsters with their prefixed cost, cheapest first; support cards are not summoned', () => {
    const s = state({ hands: { p1: { a: 'FD-019', b: 'FD-022', c: 'FD-101' } } });
    expect(handMonsters(s, 'p1').map((h) => [h.id, h.cost])).toEqual([['b', 1], ['a', 7]]);
    expect(handMonsters(s, 'p2')).toEqual([]);
  });

  it('attackers: own units with their attack count, and a summon only with fast move (FD-R1)', () => {
    const s = state({ units: [{ id: 'k', number: 'FD-023', owner: 'p1' }, { id: 'g', number: 'FD-006', owner: 'p2' }], hands: { p1: { hawk: 'FD-024', slime: 'FD-001' } } });
    const p = plan({ summons: [{ card: 'hawk', ref: ref('FD-024') }, { card: 'slime', ref: ref('FD-001') }] });
    expect(attackers(s, 'p1', p).map((a) => [a.id, a.attacks, a.summoned, a.distributor])).toEqual([['k', 2, false, false], ['hawk', 1, true, false]]);
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

describe('what a draft offers beyond summons and attacks', () => {
  it('support cards of the hand to use, with their effect and whom it names; a support unit is summoned instead', () => {
    const s = state({ hands: { p1: { shard: 'FD-101', shield: 'FD-102', slime: 'FD-001' } } });
    expect(handSupports(s, 'p1').map((o) => [o.id, o.cost, o.aim])).toEqual([['shard', 0, 'ally']]);
    expect(handSupports(s, 'p1')[0]?.text).toContain('HPを2回復');
    expect(handMonsters(s, 'p1').map((o) => o.id).sort()).toEqual(['shield', 'slime']);
  });

  it('whom an effect text names, as the engine reads it', () => {
    expect(aimOf('味方モンスター1体のHPを1回復する。')).toBe('ally');
    expect(aimOf('相手のモンスター1体に1ダメージを与える。')).toBe('enemy');
    expect(aimOf('このモンスターを手札に戻す。')).toBe('none');
    expect(aimOf('攻撃対象のモンスターを毒状態にする。')).toBe('none');
    expect(aimOf('カードを1枚引く。')).toBe('none');
    expect(aimOf('読めない効果')).toBe('any');
  });

  it('effect targets: allies include this plan\'s summons; enemies only units already on the opposing field', () => {
    const s = state({ units: [{ id: 'k', number: 'FD-010', owner: 'p1' }, { id: 'g', number: 'FD-006', owner: 'p2' }], hands: { p1: { fairy: 'FD-028' } } });
    const p = plan({ summons: [{ card: 'fairy', ref: ref('FD-028') }] });
    expect(choiceTargets(s, 'p1', p, 'ally').map((t) => t.id)).toEqual(['k', 'fairy']);
    expect(choiceTargets(s, 'p1', p, 'enemy').map((t) => t.id)).toEqual(['g']);
    expect(choiceTargets(s, 'p1', p, 'any').map((t) => t.id)).toEqual(['k', 'fairy', 'g']);
    expect(choiceTargets(s, 'p1', p, 'none')).toEqual([]);
    expect(effectOptions(s, 'p1', p)).toEqual([expect.objectContaining({ card: 'fairy', index: 0, aim: 'ally' })]);
  });

  it('a distributor is marked among the attackers, on the field or summoned', () => {
    const s = state({ units: [{ id: 'sal', number: 'FD-017', owner: 'p1' }] });
    expect(attackers(s, 'p1', EMPTY_PLAN)).toEqual([expect.objectContaining({ id: 'sal', distributor: true })]);
  });

  it('summon slots are where the engine puts the summons, in plan order, clear of the units there', () => {
    const s = state({ units: [{ id: 'k', number: 'FD-010', owner: 'p1' }], hands: { p1: { hawk: 'FD-024', slime: 'FD-001', shard: 'FD-101' } } });
    const p = plan({ summons: [{ card: 'hawk', ref: ref('FD-024') }, { card: 'shard', ref: ref('FD-101') }, { card: 'slime', ref: ref('FD-001') }, { card: 'gone', ref: ref('FD-002') }] });
    const spots = summonSpots(s, 'p1', p);
    // Not a unit, or not in the hand: no slot.
    expect([...spots.keys()]).toEqual(['hawk', 'slime']);
    const result = resolve(s, { p1: p });
    expect(after(result, 'hawk')?.at).toEqual(spots.get('hawk'));
    expect(after(result, 'slime')?.at).toEqual(spots.get('slime'));
    expect(spots.get('hawk')).not.toEqual(spots.get('slime'));
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

  it('support cards: used and taken back; their targets in order, without repeats, at most three', () => {
    let p = toggleSupport(EMPTY_PLAN, 'shard', ref('FD-101'));
    expect(p.supports).toEqual([{ card: 'shard', ref: ref('FD-101'), targets: [] }]);
    p = setSupportTargets(p, 'shard', ['b', 'a', 'b', '', 'c', 'd']);
    expect(p.supports[0]?.targets).toEqual(['b', 'a', 'c']);
    expect(toggleSupport(p, 'shard', ref('FD-101'))).toEqual(EMPTY_PLAN);
  });

  it('a distributor\'s spill stays with its attacks as they change, and goes when they go', () => {
    let p = setSpill(setAttack(EMPTY_PLAN, 'sal', 0, 'g'), 'sal', ['b', 'c', 'b']);
    expect(p.attacks).toEqual([{ unit: 'sal', targets: ['g'], spill: ['b', 'c'] }]);
    p = setAttack(p, 'sal', 0, 'c');
    expect(p.attacks[0]?.spill).toEqual(['b', 'c']);
    expect(setAttack(p, 'sal', 0, null).attacks).toEqual([]);
    // No attack, nothing to spill from.
    expect(setSpill(EMPTY_PLAN, 'sal', ['b'])).toEqual(EMPTY_PLAN);
  });

  it('an effect names several targets in order; a summon taken back is no longer anyone\'s target', () => {
    let p = toggleSummon(EMPTY_PLAN, 'fairy', ref('FD-028'));
    p = setEffect(p, 'k', 0, ['fairy', 'x', 'fairy', 'y', 'z']);
    expect(p.effects).toEqual([{ card: 'k', effect: 0, targets: ['fairy', 'x', 'y'] }]);
    p = toggleSupport(p, 'shard', ref('FD-101'));
    p = setSupportTargets(p, 'shard', ['fairy', 'k']);
    const off = toggleSummon(p, 'fairy', ref('FD-028'));
    expect(off.effects[0]?.targets).toEqual(['x', 'y']);
    expect(off.supports[0]?.targets).toEqual(['k']);
  });

  it('pruneDraft drops support cards that left the hand, and spill and effect targets that are gone', () => {
    const s = state({ units: [{ id: 'sal', number: 'FD-017', owner: 'p1' }, { id: 'g', number: 'FD-006', owner: 'p2' }], hands: { p1: { shard: 'FD-101' } } });
    const p = plan({
      supports: [{ card: 'shard', ref: ref('FD-101'), targets: ['sal', 'dead'] }, { card: 'used', ref: ref('FD-101') }],
      attacks: [{ unit: 'sal', targets: ['g'], spill: ['dead', 'g'] }],
      effects: [{ card: 'sal', effect: 0, targets: ['dead', 'g'] }],
    });
    const pruned = pruneDraft(s, 'p1', p);
    expect(pruned.supports).toEqual([{ card: 'shard', ref: ref('FD-101'), targets: ['sal'] }]);
    expect(pruned.attacks[0]?.spill).toEqual(['g']);
    expect(pruned.effects[0]?.targets).toEqual(['g']);
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

  it('support cards are billed; one not in the hand, or not a support card to use, is refused (FD 7-2, FD 10)', () => {
    const s = state({ mana: { p1: 0 }, hands: { p1: { shard: 'FD-101', slime: 'FD-001' } } });
    const ok = checkDraft(s, 'p1', plan({ supports: [{ card: 'shard', ref: ref('FD-101'), targets: [] }] }));
    expect(ok.bill).toEqual([expect.objectContaining({ what: 'support', card: 'shard', cost: 0 })]);
    expect(ok.verdicts.filter((v) => v.level === 'illegal')).toEqual([]);
    const bad = checkDraft(s, 'p1', plan({ supports: [{ card: 'nope', ref: ref('FD-101') }, { card: 'slime', ref: ref('FD-001') }] }));
    expect(bad.verdicts.filter((v) => v.level === 'illegal').map((v) => v.ruling)).toEqual(['FD 7-2', 'FD 10']);
  });

  it('targets an effect cannot name, spill on a non-distributor or on a unit not there: warnings', () => {
    const s = state({
      units: [{ id: 'k', number: 'FD-010', owner: 'p1' }, { id: 'sal', number: 'FD-017', owner: 'p1' }, { id: 'g', number: 'FD-006', owner: 'p2' }],
      hands: { p1: { shard: 'FD-101' } },
    });
    const fine = checkDraft(s, 'p1', plan({
      supports: [{ card: 'shard', ref: ref('FD-101'), targets: ['k'] }],
      attacks: [{ unit: 'sal', targets: ['g'], spill: [] }],
    }));
    expect(fine.verdicts.filter((v) => v.ruling === 'FD 7-2' || v.ruling === 'FD-R5')).toEqual([]);
    const check = checkDraft(s, 'p1', plan({
      supports: [{ card: 'shard', ref: ref('FD-101'), targets: ['g', 'k'] }],
      attacks: [{ unit: 'k', targets: ['g'], spill: ['g'] }, { unit: 'sal', targets: ['g'], spill: ['ghost'] }],
    }));
    const reasons = check.verdicts.map((v) => `${v.ruling} ${v.reason.en}`);
    expect(reasons).toEqual(expect.arrayContaining([
      'FD-R5 Not a Distributor: where excess damage goes is not used',
      'FD-R5 A unit to take excess damage is not on the opposing field',
      'FD 7-2 The effect names an ally: a target it cannot name is skipped',
    ]));
  });

  it('what the draft seals is what the engine does: a support card heals the named ally, excess spills where named', () => {
    const s = state({
      units: [
        { id: 'sal', number: 'FD-017', owner: 'p1' }, { id: 'k', number: 'FD-010', owner: 'p1', damage: 2 }, { id: 'm', number: 'FD-029', owner: 'p1', damage: 2 },
        { id: 'bat', number: 'FD-002', owner: 'p2' }, { id: 'rat', number: 'FD-004', owner: 'p2' }, { id: 'gol', number: 'FD-029', owner: 'p2' },
      ],
      hands: { p1: { shard: 'FD-101' } },
    });
    let p = toggleSupport(EMPTY_PLAN, 'shard', ref('FD-101'));
    p = setSupportTargets(p, 'shard', ['m', 'k']);
    p = setSpill(setAttack(p, 'sal', 0, 'bat'), 'sal', ['rat', 'gol']);
    const sealed = parsePlanLines(checkDraft(s, 'p1', p).lines).plan;
    expect(sealed).toEqual(p);
    const result = resolve(s, { p1: sealed });
    expect(after(result, 'm')?.damage).toBe(0);
    expect(after(result, 'k')?.damage).toBe(2);
    // AT 5 on a 1-HP bat: 1 to it, 2 to the rat (HP 2), the last 2 to the shield soldier (HP 3).
    expect(after(result, 'bat')).toBeUndefined();
    expect(after(result, 'rat')).toBeUndefined();
    expect(after(result, 'gol')?.damage).toBe(2);
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
