// The Multiverse module on its own: reading odd tables, the die on the table, resolving an attack
// once, hints and figures the app shows.
import { describe, expect, it } from 'vitest';
import { runForSeat } from '../../../../src/rules/core/scenario/input';
import { multiverseRules, evasionFaces, pendingAttack } from '../../../../src/rules/multiverse';
import { play, position, stateOf } from './helpers';

const battle = {
  turn: 1, active: 'p1', phase: 'battle', first: 'p1',
  zones: {
    'p1-field-1': [{ card: 'MF-008', as: 'marina' }],
    'p2-field-1': [{ card: 'MF-003', as: 'gear' }],
    'p2-field-2': [{ card: 'MF-009', as: 'tsubame' }],
  },
  counters: { p1: { 'hp-1': 95 }, p2: { 'hp-1': 75, 'hp-2': 60 } },
};

describe('Multiverse rules module', () => {
  it('reads an empty table and a table with hidden cards without throwing', () => {
    const empty = stateOf(position({}));
    expect(multiverseRules.turn(empty)).toBeNull();
    expect(multiverseRules.winner(empty)).toBeNull();
    expect(multiverseRules.advance(empty).next).toEqual({ turn: 1, active: 'p1', phase: 'start' });
    const hidden = position({ zones: { 'p1-reserve': [{ card: 'MF-001', faceDown: true, count: 7 }], 'p1-deck': [{ card: 'MF-101', count: 15 }] } });
    const state = multiverseRules.read({ ...stateOf(hidden).input, identity: () => undefined });
    expect(state.fighters).toHaveLength(0);
    expect(state.seats.p1.deck.count).toBe(15);
    expect(multiverseRules.tally(state).find((f) => f.id === 'p1.deck')?.value).toBe(15);
  });

  it('exposes the faces that evade; the defender\'s hint points to the panel\'s roll, which records it', () => {
    const { scenario, state } = play({
      ...battle,
      actions: [
        { do: 'create', seat: 'p2', object: { id: 'die-p2', kind: 'die', x: 280, y: 640, sides: 6, value: 1, lastRoller: null } },
        { do: 'attack', card: 'marina', target: 'gear' },
      ],
    });
    const s = state();
    expect(pendingAttack(s)?.target).toBe(scenario.refs.idOf('gear'));
    expect(evasionFaces(s)).toEqual([4, 5, 6]);
    const hint = multiverseRules.hints(s, 'p2').find((h) => h.ruling === 'MF-R2');
    expect(hint?.text.en).toContain('Roll for evasion');
    // A roll that is not recorded could be mistaken for this attack's: the hint offers none.
    expect(hint?.actions).toBeUndefined();
    expect(multiverseRules.hints(s, 'p1').find((h) => h.ruling === 'MF-R2')?.text.en).not.toContain('Roll for evasion');
  });

  it('resolves an attack from the die on the table, once', () => {
    const { scenario, state } = play({
      ...battle,
      actions: [
        { do: 'create', seat: 'p2', object: { id: 'die-p2', kind: 'die', x: 280, y: 640, sides: 6, value: 5, lastRoller: null } },
        { do: 'attack', card: 'marina', target: 'gear' },
      ],
    });
    // A 5 is one of the target's faces: evaded, nothing to apply.
    const evaded = multiverseRules.resolve?.(state());
    expect(evaded?.actions).toEqual([]);
    expect(evaded?.steps.some((s) => s.reason.en.includes('evaded'))).toBe(true);
    runForSeat(scenario.doc, 'setValue', { id: 'die-p2', value: 2 }, 'p2');
    const hit = multiverseRules.resolve?.(state());
    expect(hit?.actions).toEqual([expect.objectContaining({ type: 'adjust', args: expect.objectContaining({ delta: -60 }) })]);
    for (const a of hit?.actions ?? []) runForSeat(scenario.doc, a.type, a.args, a.seat);
    // Applied: the HP changed since the declaration, so the attack is no longer pending.
    expect(pendingAttack(state())).toBeUndefined();
    expect(multiverseRules.resolve?.(state())).toBeNull();
  });

  it('the strike verb records the attack as done even when it was evaded', () => {
    const { result, state } = play({ ...battle, actions: [{ do: 'attack', card: 'marina', target: 'gear' }, { do: 'strike', roll: 6 }] });
    expect(result.failures).toEqual([]);
    expect(pendingAttack(state())).toBeUndefined();
  });

  it('the evasion verb records the defender\'s roll once; the strike and the resolver read it over the die\'s later face', () => {
    const die = { do: 'create', seat: 'p2', object: { id: 'die-p2', kind: 'die', x: 280, y: 640, sides: 6, value: 5, lastRoller: null } };
    const { scenario, result, state } = play({
      ...battle,
      actions: [
        die, { do: 'attack', card: 'marina', target: 'gear' },
        { do: 'evasion', seat: 'p2' },
        { expect: { verdict: { level: 'ok' } } },
        // A second roll for the same attack is warned about and not recorded (MF-R2: one roll per attack).
        { do: 'evasion', seat: 'p2', roll: 1 },
        { expect: { verdict: { level: 'warning', ruling: 'MF-R2' } } },
      ],
    });
    expect(result.failures).toEqual([]);
    expect(pendingAttack(state())?.roll).toBe(5);
    runForSeat(scenario.doc, 'setValue', { id: 'die-p2', value: 2 }, 'p2');
    // The recorded 5 evades, whatever the die shows now.
    expect(multiverseRules.resolve?.(state())?.actions).toEqual([]);
    const strike = multiverseRules.propose?.(state(), { verb: 'strike', seat: 'p1', args: {} });
    expect(strike?.actions).toEqual([]);
    expect(strike?.events).toEqual([expect.objectContaining({ prompt: 'mf-strike', value: [scenario.refs.idOf('marina'), scenario.refs.idOf('gear'), '5'] })]);
  });

  it('a strike without a recorded roll reads the die on the table and says so; a target that cannot evade needs no die', () => {
    const die = { do: 'create', seat: 'p2', object: { id: 'die-p2', kind: 'die', x: 280, y: 640, sides: 6, value: 2, lastRoller: null } };
    const unrecorded = play({ ...battle, actions: [die, { do: 'attack', card: 'marina', target: 'gear' }] });
    const strike = multiverseRules.propose?.(unrecorded.state(), { verb: 'strike', seat: 'p1', args: {} });
    expect(strike?.verdicts).toEqual([expect.objectContaining({ level: 'warning', ruling: 'MF-R2' })]);
    expect(strike?.actions).toEqual([expect.objectContaining({ type: 'adjust' })]);
    // A roll given with the verb is no surprise.
    expect(multiverseRules.propose?.(unrecorded.state(), { verb: 'strike', seat: 'p1', args: { roll: 2 } })?.verdicts).toEqual([]);
    // No die at all and a target that cannot evade (回避不可): a hit all the same.
    const snare = { inline: { number: 'MF-X01', name: '足止めの罠', kind: 'assist', cost: 1, assistType: 'support', keywords: [{ keyword: '状態異常', status: '回避不可' }] }, as: 'snare' };
    const pinned = play({
      ...battle, phase: 'main', zones: { ...battle.zones, 'p1-hand': [snare] }, counters: { ...battle.counters, p1: { ...battle.counters.p1, cost: 5 } },
      actions: [{ do: 'assist', card: 'snare', target: 'gear' }, { do: 'advance' }, { do: 'attack', card: 'marina', target: 'gear' }],
    });
    expect(pinned.result.failures).toEqual([]);
    const hit = multiverseRules.propose?.(pinned.state(), { verb: 'strike', seat: 'p1', args: {} });
    expect(hit?.verdicts).toEqual([]);
    expect(hit?.actions).toEqual([expect.objectContaining({ type: 'adjust', args: expect.objectContaining({ delta: -60 }) })]);
  });

  it('the evasion roll: the attacker rolling is warned about; without an attack or a die it is illegal', () => {
    const attacked = play({ ...battle, actions: [{ do: 'attack', card: 'marina', target: 'gear' }] });
    const byAttacker = multiverseRules.propose?.(attacked.state(), { verb: 'evasion', seat: 'p1', args: { roll: 3 } });
    expect(byAttacker?.verdicts).toEqual([expect.objectContaining({ level: 'warning', ruling: 'MF-R2' })]);
    expect(byAttacker?.events).toHaveLength(1);
    // No die on this table and no face given.
    expect(multiverseRules.propose?.(attacked.state(), { verb: 'evasion', seat: 'p2', args: {} })?.verdicts).toEqual([expect.objectContaining({ level: 'illegal' })]);
    const quiet = play(battle);
    expect(multiverseRules.propose?.(quiet.state(), { verb: 'evasion', seat: 'p2', args: { roll: 3 } })?.verdicts).toEqual([expect.objectContaining({ level: 'illegal', ruling: 'MF-R2' })]);
  });

  it('damage markers lower the HP counter', () => {
    const { result, state } = play({ ...battle, zones: { ...battle.zones, 'p2-field-1': [{ card: 'MF-003', as: 'gear', damage: 20 }] } });
    expect(result.failures).toEqual([]);
    const gear = state().fighters.find((f) => f.data.number === 'MF-003');
    expect(gear?.hp?.value).toBe(55);
  });

  it('a fighter dragged to the waiting room with HP left is warned about', () => {
    const { result } = play({ ...battle, actions: [{ do: 'move', card: 'gear', to: 'p2-waiting' }, { expect: { verdict: { level: 'warning', ruling: 'MF ゲームエリア・控え室' } } }] });
    expect(result.failures).toEqual([]);
  });

  it('an assist card dragged into the assist area is paid for by its follow-up', () => {
    const { result } = play({
      turn: 1, active: 'p1', phase: 'main', first: 'p1',
      zones: { 'p1-field-1': [{ card: 'MF-001', as: 'kagura' }], 'p1-hand': [{ card: 'MF-106', as: 'awaken' }], 'p1-deck': [{ card: 'MF-101', count: 2 }] },
      counters: { p1: { cost: 5, 'hp-1': 90 } },
      actions: [
        { do: 'move', card: 'awaken', to: 'p1-assist' },
        // No target was named by dragging: the assist asks for one (its power-up waits), the draw happens.
        { expect: { verdict: { level: 'warning', ruling: 'MF カードの種類・サポートカード' }, counters: { p1: { cost: 2 } }, zones: { 'p1-hand': 1, 'p1-deck': 1 }, tallies: { 'p1.assists.cost3': '1/1' } } },
      ],
    });
    expect(result.failures).toEqual([]);
  });
});
