// The assist derives its whole view on every table change; bench/assistView.ts times it. Here: the
// 80-card position it times is a real table the module reads in full, without a fault.
import { describe, expect, it } from 'vitest';
import type { NofutureCard } from '../../../../src/cards/nofuture';
import type { RulesInput } from '../../../../src/rules/core';
import { scenarioInput } from '../../../../src/rules/core/scenario/input';
import { nofutureRules } from '../../../../src/rules/nofuture';
import { EIGHTY_CARDS } from '../../../../bench/assistView.data';
import { position } from '../../rules/nofuture/helpers';

describe('the assist\'s view of the benchmark table', () => {
  it('reads all 80 cards with tallies, hints, next phase and the battle', () => {
    const { game: _game, ...file } = EIGHTY_CARDS;
    const input = scenarioInput(position(file)) as RulesInput<NofutureCard>;
    expect([...input.objects.values()].filter((o) => o.kind === 'card').length).toBeGreaterThanOrEqual(80);
    const state = nofutureRules.read(input);
    expect(nofutureRules.tally(state).some((f) => f.id === 'p1.hp' || f.id.includes('hp'))).toBe(true);
    expect(nofutureRules.hints(state, 'p1').length).toBeGreaterThan(0);
    expect(nofutureRules.advance(state).next.phase).toBe('end');
    expect(nofutureRules.resolve?.(state)?.steps.length).toBeGreaterThan(0);
    expect(nofutureRules.winner(state)).toBeNull();
  });
});
