// The Falldown game module: phases of rule text 7, tallies, hints, what table commands mean, the
// automatic steps and the winner.
import { describe, expect, it } from 'vitest';
import { parsePlanLines } from '../../../../src/rules/falldown/plan-text';
import { falldownModule } from '../../../../src/rules/falldown/module';
import { plan, ref, state, sys } from './fixtures';

describe('falldownModule', () => {
  it('has no turns: five steps a phase, both players in each (rule text 6-4, 7)', () => {
    expect(falldownModule.game).toBe('falldown');
    expect(falldownModule.phases.map((p) => p.id)).toEqual(['draw', 'plan', 'reveal', 'resolve', 'end']);
    expect(falldownModule.turn(state({ phase: 2 }))).toEqual({ turn: 2, active: null, phase: 'resolve' });
    expect(falldownModule.turn({ ...state(), step: null })).toBeNull();
  });

  it('advance: a new phase begins with both players drawing 1 (7-1)', () => {
    const s = { ...state({ phase: 2 }), step: 'end' as const };
    const { next, steps } = falldownModule.advance(s);
    expect(next).toEqual({ turn: 3, active: null, phase: 'draw' });
    expect(steps[0]?.actions).toEqual([
      expect.objectContaining({ type: 'draw', args: { stack: 'deck-p1', count: 1, seat: 'p1' }, seat: 'p1', ruling: 'FD 7-1' }),
      expect.objectContaining({ type: 'draw', args: { stack: 'deck-p2', count: 1, seat: 'p2' }, seat: 'p2', ruling: 'FD 7-1' }),
    ]);
  });

  it('advance: from reveal to resolve, the step carries the resolution\'s table commands', () => {
    const s = { ...state({ units: [{ id: 'k', number: 'FD-007', owner: 'p1' }] }), step: 'reveal' as const };
    s.plans = { p1: plan({ attacks: [{ unit: 'k', targets: ['player'] }] }) };
    const { next, steps } = falldownModule.advance(s);
    expect(next.phase).toBe('resolve');
    expect(steps[0]?.actions).toContainEqual(expect.objectContaining({ type: 'setValue', args: { id: 'life-p2', value: 28 } }));
    expect(falldownModule.resolve?.(s)?.actions).toEqual(steps[0]?.actions);
    // Once in the resolve step the commands have been applied: no second resolution is offered.
    expect(falldownModule.resolve?.({ ...s, step: 'resolve' })).toBeNull();
  });

  it('tally: life, mana, hand, deck, each plan\'s cost against mana, HP of every unit', () => {
    const s = state({ mana: { p1: 2 }, units: [{ id: 'k', number: 'FD-010', owner: 'p1', damage: 1 }], hands: { p1: { h: 'FD-019' } } });
    s.plans = { p1: plan({ summons: [{ card: 'h', ref: ref('FD-019') }] }) };
    const figures = falldownModule.tally(s);
    const value = (id: string) => figures.find((f) => f.id === id)?.value;
    expect(value('life:p1')).toBe(30);
    expect(value('mana:p1')).toBe(2);
    expect(value('cost:p1')).toBe('7 / 2');
    expect(value('hp:k')).toBe('2/3');
    expect(value('hand:p1')).toBe(1);
  });

  it('hints: in planning, taunt to attack first (FD-R4), mana cast\'s delay (FD-R10), a plan that cannot be paid (7-3 (1))', () => {
    const s = { ...state({ mana: { p1: 1 }, units: [{ id: 'wall', number: 'FD-006', owner: 'p2' }] }), step: 'plan' as const };
    s.plans = { p1: plan({ system: [{ card: sys('アサシン'), target: 'x' }] }) };
    const rulings = falldownModule.hints(s, 'p1').map((h) => h.ruling);
    expect(rulings).toEqual(expect.arrayContaining(['FD-R4', 'FD-R10', 'FD 7-3']));
    expect(falldownModule.hints(s, 'p2').map((h) => h.ruling)).toContain('FD-R8');
  });

  it('interpret and validate: a summon by hand outside the resolve step is a warning, never a lock', () => {
    const s = { ...state({ mana: { p1: 0 }, hands: { p1: { h: 'FD-019' } } }), step: 'plan' as const };
    const field = s.places.p1.zones.field!;
    const action = falldownModule.interpret({ type: 'move', args: { id: 'h', x: field.x + 50, y: field.y + 50 }, seat: 'p1' }, s);
    expect(action).toMatchObject({ kind: 'summon', cards: ['h'] });
    const verdicts = falldownModule.validate(action!, s);
    expect(verdicts.map((v) => v.level)).toEqual(['warning', 'warning']);
    expect(verdicts.map((v) => v.ruling)).toEqual(['FD 7-3', 'FD 7-3']);
  });

  it('interpret: life and mana counters, a unit to the graveyard; anything else means nothing', () => {
    const s = state({ units: [{ id: 'k', number: 'FD-010', owner: 'p2' }] });
    expect(falldownModule.interpret({ type: 'setValue', args: { id: 'mana-p1', value: -1 }, seat: 'p1' }, s)).toMatchObject({ kind: 'mana', detail: { owner: 'p1', value: -1 } });
    const grave = s.places.p2.zones.graveyard!;
    const destroy = falldownModule.interpret({ type: 'move', args: { id: 'k', x: grave.x + 5, y: grave.y + 5 }, seat: 'p2' }, s);
    expect(destroy?.kind).toBe('destroy');
    expect(falldownModule.validate(destroy!, s)[0]).toMatchObject({ level: 'warning', ruling: 'FD-R2' });
    const mana = falldownModule.interpret({ type: 'setValue', args: { id: 'mana-p1', value: -1 }, seat: 'p1' }, s)!;
    expect(falldownModule.validate(mana, s)[0]).toMatchObject({ level: 'warning', ruling: 'FD 9' });
    expect(falldownModule.interpret({ type: 'roll', args: { ids: ['d'] }, seat: 'p1' }, s)).toBeNull();
  });

  it('winner: a side at 0 loses; both at 0 is sudden death; the game goes on while both live', () => {
    expect(falldownModule.winner(state({ life: { p1: 0, p2: 4 } }))).toMatchObject({ winner: 'p2', ruling: 'FD 14' });
    expect(falldownModule.winner(state({ life: { p1: 0, p2: 0 } }))).toBeNull();
    expect(falldownModule.winner(state({ life: { p1: 3, p2: 4 } }))).toBeNull();
  });

  it('damageMarkers: a ダメージ counter on the card, or the one already there raised', () => {
    const s = state({ units: [{ id: 'k', number: 'FD-010', owner: 'p1' }, { id: 'hurt', number: 'FD-010', owner: 'p1', damage: 1 }] });
    expect(falldownModule.damageMarkers?.(s, 'k', 2)).toEqual([
      expect.objectContaining({ type: 'create', args: { object: expect.objectContaining({ kind: 'counter', label: 'ダメージ', value: 2, owner: 'p1' }) } }),
    ]);
    expect(falldownModule.damageMarkers?.(s, 'hurt', 2)).toEqual([expect.objectContaining({ type: 'setValue', args: { id: 'm-hurt-0', value: 3 } })]);
  });

  it('propose: each plan verb becomes one plan line in the rules log, with the assist\'s concerns', () => {
    const s = { ...state({ units: [{ id: 'm', number: 'FD-005', owner: 'p1', classChanges: ['メイジ'] }, { id: 'k', number: 'FD-010', owner: 'p2' }], hands: { p1: { h: 'FD-002' } } }), step: 'plan' as const };
    const summon = falldownModule.propose?.(s, { verb: 'summon', seat: 'p1', args: { card: 'h' } });
    expect(summon?.events).toEqual([{ seat: 'p1', kind: 'choice', prompt: 'falldown.plan', value: [`summon h ${ref('FD-002')}`] }]);
    expect(summon?.verdicts).toEqual([expect.objectContaining({ level: 'ok' })]);
    const bolt = falldownModule.propose?.(s, { verb: 'system', seat: 'p1', args: { card: sys('マジックボルト'), host: 'm', target: 'k' } });
    expect(bolt?.events[0]).toMatchObject({ value: [`system ${sys('マジックボルト')} user=m target=k`] });
    const wrongUser = falldownModule.propose?.(s, { verb: 'system', seat: 'p1', args: { card: sys('ヒール'), host: 'm', target: 'k' } });
    expect(wrongUser?.verdicts).toEqual([expect.objectContaining({ level: 'warning', ruling: 'FD 12' })]);
    expect(falldownModule.propose?.(s, { verb: 'summon', seat: 'p1', args: { card: 'nope' } })?.verdicts[0]?.level).toBe('illegal');
    expect(falldownModule.propose?.(s, { verb: 'choose', seat: 'p1', args: {} })).toBeNull();
  });

  it('propose: an attack with 0 targets is legal (7-2 C); a second マナキャスト in one plan is illegal (1フェイズに1回まで)', () => {
    const s = { ...state({ units: [{ id: 'm', number: 'FD-005', owner: 'p1' }] }), step: 'plan' as const };
    const none = falldownModule.propose?.(s, { verb: 'attack', seat: 'p1', args: { card: 'm', targets: [] } });
    expect(none?.verdicts).toEqual([expect.objectContaining({ level: 'ok' })]);
    expect(none?.events[0]).toMatchObject({ value: ['attack m'] });
    const cast = { verb: 'system', seat: 'p1' as const, args: { card: sys('マナキャスト') } };
    expect(falldownModule.propose?.(s, cast)?.verdicts).toEqual([expect.objectContaining({ level: 'ok' })]);
    const twice = { ...s, plans: { ...s.plans, p1: parsePlanLines([`system ${sys('マナキャスト')}`]).plan } };
    expect(falldownModule.propose?.(twice, cast)?.verdicts).toEqual([expect.objectContaining({ level: 'illegal', ruling: 'FD マナキャスト' })]);
  });
});
