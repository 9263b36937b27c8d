// The hand-limit choice of the end phase as the phase bar answers it: one card id as a string.
import { describe, expect, it } from 'vitest';
import { chronoRules } from '../../../../src/rules/chrono';
import { position, stateOf } from './helpers';

describe('Chrono choose (cc-discard)', () => {
  it('discards the card named by a single value, or by a list', () => {
    const state = stateOf(position({
      turn: 1, active: 'p1', phase: 'end', first: 'p1',
      zones: { 'p1-hand': [{ card: 'CC-004', count: 6 }] },
    }));
    const [first, second] = state.seats.p1.hand;
    const one = chronoRules.propose!(state, { verb: 'choose', seat: 'p1', args: { prompt: 'cc-discard', value: first } });
    expect(one?.actions.map((a) => [a.type, a.args['id']])).toEqual([['move', first]]);
    expect(one?.verdicts).toEqual([]);
    const two = chronoRules.propose!(state, { verb: 'choose', seat: 'p1', args: { prompt: 'cc-discard', value: [first, second] } });
    expect(two?.actions).toHaveLength(2);
    expect(chronoRules.propose!(state, { verb: 'choose', seat: 'p1', args: { prompt: 'other', value: first } })).toBeNull();
  });
});
