import { describe, expect, it } from 'vitest';
import { anyModule, createRulesRegistry, type GameModule } from '../../../../src/rules/core';

const stub: GameModule<{ n: number }> = {
  game: 'falldown',
  phases: [],
  read: () => ({ n: 1 }),
  turn: () => null,
  interpret: () => null,
  validate: () => [],
  tally: (state) => [{ id: 'n', label: { ja: 'n', en: 'n' }, value: state.n, seat: null }],
  hints: () => [],
  advance: () => ({ next: { turn: 0, active: null, phase: 'x' }, steps: [] }),
  winner: () => null,
};

describe('rules registry', () => {
  it('gives each game its module, and nothing for a game without one', () => {
    const registry = createRulesRegistry([anyModule(stub)]);
    expect(registry.rulesFor('falldown')?.game).toBe('falldown');
    expect(registry.rulesFor('chrono')).toBeUndefined();
    expect(registry.games()).toEqual(['falldown']);
  });
});
