// The new rulings at the module's edges: CC-R10's hint and a stale order, CC-R11's frozen combat and
// a DP change that does not reach 0, the phase bar's 'resolved' event settling the charm, CC-R16 only
// on leaving the end phase.
import { describe, expect, it } from 'vitest';
import { chronoRules, damageOrder, statsOf, unordered } from '../../../../src/rules/chrono';
import { play } from './helpers';

const charmAt = {
  turn: 3, active: 'p1', phase: 'charm', first: 'p1',
  zones: { 'p1-characters': [{ card: 'CC-006', as: 'akane' }], 'p2-characters': [{ card: 'CC-007', as: 'shizuku' }, { card: 'CC-004', as: 'popo' }] },
};
const blocked = [{ do: 'charm', cards: ['akane'] }, { do: 'block', seat: 'p2', card: 'akane', cards: ['shizuku', 'popo'] }];
const cardOf = (state: ReturnType<ReturnType<typeof play>['state']>, ref: string) => [...state.cards.values()].find((c) => c.ref === `cc-demo:${ref}`)!;

describe('CC-R10: the attacker orders the damage', () => {
  it('asks the attacker (hint) until the order is chosen, never the defender', () => {
    const state = play({ ...charmAt, actions: blocked }).state();
    expect(unordered(state)).toHaveLength(1);
    expect(chronoRules.hints(state, 'p1').map((h) => h.ruling)).toContain('CC-R10');
    expect(chronoRules.hints(state, 'p2').map((h) => h.ruling)).not.toContain('CC-R10');
    const ordered = play({ ...charmAt, actions: [...blocked, { do: 'order', seat: 'p1', card: 'akane', cards: ['popo', 'shizuku'] }] }).state();
    expect(unordered(ordered)).toEqual([]);
    expect(chronoRules.hints(ordered, 'p1').map((h) => h.ruling)).not.toContain('CC-R10');
  });

  it('an order the defender\'s new blocks no longer match is not used', () => {
    const state = play({ ...charmAt, actions: [...blocked, { do: 'order', seat: 'p1', card: 'akane', cards: ['popo', 'shizuku'] }, { do: 'block', seat: 'p2', card: 'akane', cards: ['shizuku'] }] }).state();
    expect(damageOrder(state.charm!, cardOf(state, 'CC-006').id)).toEqual({ blockers: [cardOf(state, 'CC-007').id], ordered: false });
    expect(chronoRules.tally(state).find((f) => f.id === 'charm.points')?.value).toBe(0);
  });

  it('an order before the blocks is illegal', () => {
    const state = play({ ...charmAt, actions: [{ do: 'charm', cards: ['akane'] }] }).state();
    const popo = cardOf(state, 'CC-004').id;
    const akane = cardOf(state, 'CC-006').id;
    expect(chronoRules.propose!(state, { verb: 'order', seat: 'p1', args: { card: akane, cards: [popo] } })?.verdicts).toEqual([expect.objectContaining({ level: 'illegal', ruling: 'CC-R10' })]);
  });
});

describe('CC-R11: damage lowers DP for the turn', () => {
  it('a change after the charm does not rewrite its combat; a DP change short of 0 destroys nothing', () => {
    const { state } = play({ ...charmAt, actions: [...blocked, { do: 'strike' }, { do: 'modify', card: 'shizuku', ap: 0, dp: 2 }] });
    const now = state();
    // Shizuku absorbed 4 of DP 4 and is gone; Popo absorbed nothing and keeps DP 1.
    expect(cardOf(now, 'CC-007').zone).toBe('p2-discard');
    expect(statsOf(now, cardOf(now, 'CC-004'))).toEqual({ ap: 1, dp: 1 });
    const popo = cardOf(now, 'CC-004').id;
    const lowered = chronoRules.propose!(now, { verb: 'modify', seat: 'p1', args: { card: popo, ap: 0, dp: 0 } });
    expect(lowered?.actions).toEqual([]);
  });

  it('the phase bar\'s resolved event settles the charm, so its damage counts', () => {
    const { state } = play({ ...charmAt, actions: [...blocked, { do: 'order', seat: 'p1', card: 'akane', cards: ['popo', 'shizuku'] }] });
    const before = state();
    expect(before.charm?.done).toBe(false);
    // As the driver records it after applying a resolution (no damage points were dealt).
    const events = [...before.events, { t: 1e15, seat: 'p1' as const, kind: 'resolved' as const, resolver: 'chrono', hash: 'x' }];
    const after = chronoRules.read({ ...before.input, events });
    expect(after.charm?.done).toBe(true);
    expect(statsOf(after, cardOf(after, 'CC-007'))).toEqual({ ap: 2, dp: 1 });
  });
});

describe('CC-R16: the hand limit on leaving the end phase', () => {
  it('has no verdict on leaving another phase, whatever the hand', () => {
    const state = play({ turn: 1, active: 'p1', phase: 'main', first: 'p1', zones: { 'p1-hand': [{ card: 'CC-004', count: 8 }] } }).state();
    expect(chronoRules.advance(state).verdicts).toEqual([]);
  });
});
