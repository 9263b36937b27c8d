// The hand-limit choice of the end phase as the phase bar answers it: one card id as a string.
import { describe, expect, it } from 'vitest';
import { chronoRules, CC_RULE, unanswered } from '../../../../src/rules/chrono';
import { play, position, stateOf } from './helpers';

describe('Chrono choose (cc-discard)', () => {
  it('discards the card named by a single value, or by a list', () => {
    const state = stateOf(position({
      turn: 1, active: 'p1', phase: 'end', first: 'p1',
      zones: { 'p1-hand': [{ card: 'CC-004', count: 6 }] },
    }));
    const [first, second] = state.seats.p1.hand;
    const one = chronoRules.propose!(state, { verb: 'choose', seat: 'p1', args: { prompt: 'cc-discard', value: first } });
    expect(one?.actions.map((a) => [a.type, a.type === 'move' ? a.args.id : null])).toEqual([['move', first]]);
    expect(one?.verdicts).toEqual([]);
    const two = chronoRules.propose!(state, { verb: 'choose', seat: 'p1', args: { prompt: 'cc-discard', value: [first, second] } });
    expect(two?.actions).toHaveLength(2);
    expect(chronoRules.propose!(state, { verb: 'choose', seat: 'p1', args: { prompt: 'other', value: first } })).toBeNull();
  });
});

describe('Chrono strike before the defender answered', () => {
  const start = {
    turn: 3, active: 'p1', phase: 'charm', first: 'p1',
    zones: { 'p1-heroine': [{ card: 'CC-001', as: 'mina' }], 'p2-heroine': [{ card: 'CC-002', as: 'celes' }] },
  };
  const flips = [{ do: 'flip', card: 'mina' }, { do: 'flip', card: 'celes' }];

  it('warns that the defender has not answered (CC-R1), and an explicit overrule logs what it did', () => {
    const state = play({ ...start, actions: [...flips, { do: 'charm', cards: ['mina'] }] }).state();
    expect(unanswered(state)).toHaveLength(1);
    const plain = chronoRules.propose!(state, { verb: 'strike', seat: 'p1', args: {} });
    expect(plain?.verdicts).toEqual([expect.objectContaining({ level: 'warning', ruling: CC_RULE.blockers })]);
    expect(plain?.events.map((e) => e.kind)).toEqual(['choice']);
    const overruled = chronoRules.propose!(state, { verb: 'strike', seat: 'p1', args: { overrule: true } });
    expect(overruled?.verdicts).toEqual([]);
    expect(overruled?.actions).toEqual(plain?.actions);
    expect(overruled?.events[0]).toMatchObject({ seat: 'p1', kind: 'note', ruling: CC_RULE.blockers, text: { en: 'applied without the defender\'s answer (1 of 1 attackers unanswered)' } });
    expect(overruled?.events[1]).toMatchObject({ kind: 'choice', prompt: 'cc-charm-done' });
  });

  it('once every attacker is answered it applies without a word', () => {
    const state = play({ ...start, actions: [...flips, { do: 'charm', cards: ['mina'] }, { do: 'block', seat: 'p2', card: 'mina', cards: [] }] }).state();
    expect(unanswered(state)).toEqual([]);
    const strike = chronoRules.propose!(state, { verb: 'strike', seat: 'p1', args: {} });
    expect(strike?.verdicts).toEqual([]);
    expect(strike?.events).toEqual([expect.objectContaining({ kind: 'choice', prompt: 'cc-charm-done' })]);
  });

  it('the phase bar\'s resolver waits for the answer too: the charm is offered as waiting (CC-R1), not to apply', () => {
    const before = play({ ...start, actions: [...flips, { do: 'charm', cards: ['mina'] }] }).state();
    expect(chronoRules.resolve!(before)?.waiting).toMatchObject({ ruling: 'CC-R1' });
    const after = play({ ...start, actions: [...flips, { do: 'charm', cards: ['mina'] }, { do: 'block', seat: 'p2', card: 'mina', cards: [] }] }).state();
    expect(chronoRules.resolve!(after)?.waiting).toBeUndefined();
  });
});
