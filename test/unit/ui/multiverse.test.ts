// What Multiverse's panel works out from the rules state: the attribute relation, the row of the
// bonus table, the attack sheet (formula, minimum), picks from the table's selection, the pending
// attack's die faces and recorded roll, the assist cost as stones, and which parts a seat sees.
import { describe, expect, it } from 'vitest';
import { runForSeat } from '../../../src/rules/core/scenario/input';
import {
  assistChoices, assistWindow, attackSheet, bonusRow, defaultAssistTarget, panelParts, pendingView, pickFromSelection, relationOf, standingFighters, stones, strikeFace,
} from '../../../src/ui/rules/multiverse/model';
import { play } from '../rules/multiverse/helpers';

// P1: ヴァルカ (red 95/70) and カグラ (red 70/40); P2: アルマ (white 40/80, evades on 6) and ノクス (black 90/60).
const battle = {
  turn: 1, active: 'p1', phase: 'battle', first: 'p1',
  zones: {
    'p1-field-1': [{ card: 'MF-004', as: 'valka' }],
    'p1-field-2': [{ card: 'MF-001', as: 'kagura' }],
    'p2-field-1': [{ card: 'MF-010', as: 'alma' }],
    'p2-field-2': [{ card: 'MF-011', as: 'nox' }],
  },
  counters: { p1: { cost: 6, 'hp-1': 125, 'hp-2': 90 }, p2: { cost: 5, 'hp-1': 120, 'hp-2': 110 } },
};

// A die in P2's dice zone (the near seat's, turned half round).
const withDie = (value: number) => ({ do: 'create', seat: 'p2', object: { id: 'die-p2', kind: 'die', x: 280, y: 640, sides: 6, value, lastRoller: null } });

describe('Multiverse panel model', () => {
  it('the wheel: blue > yellow > black > red > white > blue; the rest is even', () => {
    expect(relationOf('red', 'white')).toBe('advantage');
    expect(relationOf('white', 'blue')).toBe('advantage');
    expect(relationOf('red', 'black')).toBe('disadvantage');
    expect(relationOf('blue', 'red')).toBe('even');
    expect(relationOf('red', 'red')).toBe('even');
  });

  it('the bonus table rows of the rule text', () => {
    expect(bonusRow(30)).toBe('30・35→15');
    expect(bonusRow(35)).toBe('30・35→15');
    expect(bonusRow(95)).toBe('90・95→45');
    expect(bonusRow(100)).toBe('100→50');
  });

  it('the attack sheet: advantage with its bonus and formula; a weak attack at the minimum', () => {
    const { scenario, state } = play(battle);
    const id = (name: string) => scenario.refs.idOf(name)!;
    const s = state();
    const hit = attackSheet(s, id('valka'), id('alma'));
    expect(hit).toMatchObject({ relation: 'advantage', bonus: 45, bonusRow: '90・95→45', raw: 60, damage: 60, minimum: false, hpAfter: 60, defeats: false });
    expect(hit?.attackerColour.ja).toBe('赤');
    expect(hit?.targetColour.ja).toBe('白');
    expect(hit?.rulings).toEqual({ relation: 'MF その他ルール・相性', bonus: 'MF その他ルール・属性攻撃増加分', damage: 'MF その他ルール・ダメージ計算' });
    // カグラ 70 ≤ アルマ 80 with the advantage: the minimum is 10 (MF-R1 compares before the bonus).
    const low = attackSheet(s, id('kagura'), id('alma'));
    expect(low).toMatchObject({ relation: 'advantage', minimum: true, damage: 10, rulings: expect.objectContaining({ damage: 'MF-R1' }) });
    // Black beats red: no bonus, 70 − 60 = 10.
    expect(attackSheet(s, id('kagura'), id('nox'))).toMatchObject({ relation: 'disadvantage', bonus: 0, bonusRow: null, damage: 10 });
    expect(attackSheet(s, id('kagura'), null)).toBeNull();
    expect(attackSheet(s, 'nothing', id('nox'))).toBeNull();
  });

  it('a selected own fighter is the attacker, an enemy fighter the target; other objects are ignored', () => {
    const { scenario, state } = play(battle);
    const id = (name: string) => scenario.refs.idOf(name)!;
    const s = state();
    expect(pickFromSelection(s, 'p1', new Set([id('kagura')]))).toEqual({ attacker: id('kagura') });
    expect(pickFromSelection(s, 'p1', new Set([id('nox'), 'p1-cost']))).toEqual({ target: id('nox') });
    expect(pickFromSelection(s, 'p2', new Set([id('nox'), id('valka')]))).toEqual({ attacker: id('nox'), target: id('valka') });
    expect(standingFighters(s, 'p2').map((f) => f.name.ja)).toEqual(['聖盾の守護者アルマ', '深淵の司祭ノクス']);
  });

  it('the pending attack: faces that evade, then the roll recorded for it, which outlasts later faces', () => {
    const before = play({ ...battle, actions: [withDie(3), { do: 'attack', card: 'valka', target: 'alma' }] });
    const view = pendingView(before.state());
    expect(view).toMatchObject({ defender: 'p2', damage: 60, roll: null, evaded: null, cannotEvade: false });
    expect(view?.faces.filter((f) => f.evades).map((f) => f.face)).toEqual([6]);
    expect(panelParts(before.state(), 'p1')).toMatchObject({ attack: false, pending: true });
    expect(panelParts(before.state(), 'p2')).toMatchObject({ attack: false, pending: true });
    // Without a recorded roll the strike reads the die on the table.
    expect(strikeFace(before.state())).toBe(3);

    // The defender rolled a 6 and the panel recorded it (MF-R2): evaded, and marked on the die.
    const rolled = play({ ...battle, actions: [withDie(6), { do: 'attack', card: 'valka', target: 'alma' }, { do: 'evasion', seat: 'p2' }] });
    expect(rolled.result.failures).toEqual([]);
    const after = pendingView(rolled.state());
    expect(after).toMatchObject({ roll: 6, evaded: true });
    expect(after?.faces.find((f) => f.rolled)?.face).toBe(6);
    // The die rolled again later does not change this attack's roll.
    runForSeat(rolled.scenario.doc, 'setValue', { id: 'die-p2', value: 2 }, 'p2');
    expect(pendingView(rolled.state())?.roll).toBe(6);
    expect(strikeFace(rolled.state())).toBe(6);
  });

  it('assist cost as ten stones', () => {
    expect(stones(6).filter(Boolean)).toHaveLength(6);
    expect(stones(6)).toHaveLength(10);
    expect(stones(-2).filter(Boolean)).toHaveLength(0);
    expect(stones(14).filter(Boolean)).toHaveLength(10);
  });

  it('the attack form only in the active seat\'s battle phase; refill with an empty deck and a used pile', () => {
    const { state } = play(battle);
    expect(panelParts(state(), 'p1')).toEqual({ attack: true, pending: false, abilities: false, refill: false, assists: false });
    expect(panelParts(state(), 'p2').attack).toBe(false);
    expect(panelParts(state(), null).attack).toBe(false);
    const main = play({
      ...battle, phase: 'main',
      zones: { ...battle.zones, 'p1-field-3': [{ card: 'MF-007', as: 'luna' }], 'p1-used': [{ card: 'MF-101', count: 2 }] },
      counters: { ...battle.counters, p1: { ...battle.counters.p1, 'hp-3': 100 } },
    });
    expect(panelParts(main.state(), 'p1')).toEqual({ attack: false, pending: false, abilities: true, refill: true, assists: false });
  });

  it('assist cards: support in one\'s own main phase, counter in the opponent\'s battle phase; the likely target', () => {
    const hands = { 'p1-hand': [{ card: 'MF-101', as: 'spirit' }, { card: 'MF-105', as: 'read' }], 'p2-hand': [{ card: 'MF-103', as: 'sweep' }, { card: 'MF-105', as: 'miss' }] };
    const main = play({ ...battle, phase: 'main', zones: { ...battle.zones, ...hands } });
    const id = (name: string) => main.scenario.refs.idOf(name)!;
    expect(assistWindow(main.state(), 'p1')).toBe('support');
    expect(assistWindow(main.state(), 'p2')).toBeNull();
    const choices = assistChoices(main.state(), 'p1');
    expect(choices.map((c) => [c.name.ja, c.type, c.timely, c.targeted])).toEqual([['気合注入', 'support', true, true], ['見切り', 'counter', false, false]]);
    // 気合注入 raises one's own fighter.
    expect(defaultAssistTarget(main.state(), 'p1', choices[0]!)).toBe(id('valka'));
    expect(defaultAssistTarget(main.state(), 'p1', choices[1]!)).toBeNull();
    expect(panelParts(main.state(), 'p1').assists).toBe(true);
    expect(panelParts(main.state(), 'p2').assists).toBe(false);

    // P1 attacks: P2's counters are timely; 足払い lowers the attacker's attack.
    const attacked = play({ ...battle, zones: { ...battle.zones, ...hands }, actions: [{ do: 'attack', card: 'kagura', target: 'nox' }] });
    const ida = (name: string) => attacked.scenario.refs.idOf(name)!;
    expect(assistWindow(attacked.state(), 'p2')).toBe('counter');
    const counters = assistChoices(attacked.state(), 'p2');
    expect(counters.every((c) => c.timely)).toBe(true);
    expect(defaultAssistTarget(attacked.state(), 'p2', counters.find((c) => c.name.ja === '足払い')!)).toBe(ida('kagura'));
    expect(panelParts(attacked.state(), 'p2').assists).toBe(true);
  });

  it('an attack negated by a counter card (見切り) says so', () => {
    const { result, state } = play({
      ...battle, zones: { ...battle.zones, 'p2-hand': [{ card: 'MF-105', as: 'miss' }] },
      actions: [{ do: 'attack', card: 'kagura', target: 'nox' }, { do: 'assist', seat: 'p2', card: 'miss' }],
    });
    expect(result.failures).toEqual([]);
    expect(pendingView(state())?.negatedBy?.ja).toBe('見切り');
  });
});
