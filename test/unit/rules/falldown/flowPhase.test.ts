// One Falldown phase as data: the phase's envelope round (also when two were opened at once), each
// seat's result hash in the rules log, and the events that put a revealed plan in the log.
import { describe, expect, it } from 'vitest';
import {
  outcomeEvent, phaseRound, revealEvents, roundLabel, samePlan, sealedPlan, seatOutcomes, strayCommit,
} from '../../../../src/rules/falldown';
import type { RulesEvent } from '../../../../src/rules/core';
import { parsePlanLines, planSchema, PLAN_PROMPT } from '../../../../src/rules/falldown';
import type { EnvelopeView } from '../../../../src/secret/envelopeBoard';

const round = (id: string, t: number, label: string, committed: ('p1' | 'p2')[] = []): EnvelopeView => ({
  id, label, kind: 'cards', seats: ['p1', 'p2'], committed, verdicts: {}, values: {}, mine: undefined, t,
});

describe('the phase\'s envelope round', () => {
  const label = roundLabel('setup-123456789abc-more', 2);

  it('is labelled by game and phase, short enough for a round', () => {
    expect(label).toBe('Falldown フェイズ2 · setup-123456');
    expect(label.length).toBeLessThanOrEqual(80);
  });

  it('of two opened at once every browser takes the oldest, then the smallest id; a commit to the other is stray', () => {
    const rounds = [round('b', 10, label, ['p2']), round('a', 10, label, ['p1']), round('c', 5, 'other')];
    expect(phaseRound(rounds, label)?.id).toBe('a');
    expect(strayCommit(rounds, label, 'p2')?.id).toBe('b');
    expect(strayCommit(rounds, label, 'p1')).toBeUndefined();
    expect(phaseRound(rounds, roundLabel('x', 3))).toBeUndefined();
  });
});

describe('the phase\'s outcomes in the rules log', () => {
  const t = 1;
  const events: RulesEvent[] = [
    { t, seat: 'p1', kind: 'phase', turn: 1, active: 'p1', phase: 'draw' },
    { t, seat: 'p1', kind: 'outcome', step: 'computed', phase: 1, hash: 'aaaa' },
    { t, seat: 'p1', kind: 'phase', turn: 2, active: 'p1', phase: 'draw' },
    { t, seat: 'p2', kind: 'outcome', step: 'computed', phase: 2, hash: 'bbbb' },
    { t, seat: 'p2', kind: 'outcome', step: 'computed', phase: 2, hash: 'late' },
    // A choice that looks like the old hash record is no outcome: nothing is read by its prompt.
    { t, seat: 'p1', kind: 'choice', prompt: 'falldown.hash', value: ['2', 'zzzz'] },
    { t, seat: 'p1', kind: 'outcome', step: 'computed', phase: 2, hash: 'cccc' },
    { t, seat: 'p1', kind: 'outcome', step: 'applied', phase: 1, hash: 'stale' },
  ];

  it('each seat\'s first hash of the phase at the step, never another phase\'s or step\'s', () => {
    expect(seatOutcomes(events, 2, 'computed')).toEqual({ p1: 'cccc', p2: 'bbbb' });
    expect(seatOutcomes(events, 2, 'applied')).toEqual({});
    expect(seatOutcomes(events, 1, 'applied')).toEqual({ p1: 'stale' });
  });

  it('a seat\'s word is a typed outcome event', () => {
    expect(outcomeEvent('p2', 'applied', 3, 'dd')).toEqual({ seat: 'p2', kind: 'outcome', step: 'applied', phase: 3, hash: 'dd' });
  });
});

describe('a revealed plan', () => {
  const lines = ['summon c1 fd-demo:FD-001', 'attack u1 player'];

  it('reads back from the sealed lines; anything else is no plan', () => {
    expect(sealedPlan(lines)?.summons).toEqual([{ card: 'c1', ref: 'fd-demo:FD-001' }]);
    expect(sealedPlan('summon c1 x')).toBeNull();
    expect(sealedPlan([1, 2])).toBeNull();
  });

  it('goes into the log as the engine reads it, with the reveal step only when the log is not there yet', () => {
    const plan = parsePlanLines(lines).plan;
    const drafts = revealEvents('p1', plan, 4, 'plan');
    expect(drafts[0]).toEqual({ seat: 'p1', kind: 'choice', prompt: PLAN_PROMPT, value: ['clear', ...lines] });
    expect(drafts.at(-1)).toEqual({ seat: 'p1', kind: 'phase', turn: 4, active: 'p1', phase: 'reveal' });
    expect(revealEvents('p1', plan, 4, 'reveal')).toHaveLength(1);
    expect(samePlan(plan, parsePlanLines(['clear', ...lines]).plan)).toBe(true);
    expect(samePlan(plan, planSchema.parse({}))).toBe(false);
    expect(samePlan(undefined, plan)).toBe(false);
  });
});
