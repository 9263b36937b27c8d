// The turn cycle every game steps through: the next phase, then the other seat's first phase.
import { describe, expect, it } from 'vitest';
import { nextInCycle, type PhaseDef } from '../../../../src/rules/core';

const phase = (id: string): PhaseDef => ({ id, name: { ja: id, en: id }, about: { ja: id, en: id } });
const PHASES = ['start', 'main', 'end'].map(phase);

describe('nextInCycle', () => {
  it('starts turn 1 with the first player (p1 when none is known)', () => {
    expect(nextInCycle(PHASES, null, 'p2')).toEqual({ turn: 1, active: 'p2', phase: 'start' });
    expect(nextInCycle(PHASES, null, null)).toEqual({ turn: 1, active: 'p1', phase: 'start' });
  });

  it('steps to the next phase of the turn, then to the other seat\'s next turn', () => {
    expect(nextInCycle(PHASES, { turn: 3, active: 'p1', phase: 'start' }, 'p1')).toEqual({ turn: 3, active: 'p1', phase: 'main' });
    expect(nextInCycle(PHASES, { turn: 3, active: 'p1', phase: 'end' }, 'p1')).toEqual({ turn: 4, active: 'p2', phase: 'start' });
  });

  it('an unknown phase ends the turn; no phases at all never throws', () => {
    expect(nextInCycle(PHASES, { turn: 2, active: 'p2', phase: 'nonsense' }, 'p1')).toEqual({ turn: 3, active: 'p1', phase: 'start' });
    expect(nextInCycle([], { turn: 2, active: 'p2', phase: 'x' }, 'p1')).toEqual({ turn: 3, active: 'p1', phase: '' });
  });
});
