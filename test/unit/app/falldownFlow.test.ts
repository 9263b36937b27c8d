// One Falldown phase as data: the phase's envelope round (also when two were opened at once), the
// phase's rules events, each seat's hash, and the events that put a revealed plan in the log.
import { describe, expect, it } from 'vitest';
import {
  APPLIED_PROMPT, HASH_PROMPT, eventsOf, phaseRound, revealEvents, roundLabel, samePlan, sealedPlan, seatValues, strayCommit, valueEvent,
} from '../../../src/app/falldown/flow';
import type { RulesEvent } from '../../../src/rules/core';
import { parsePlanLines, planSchema, PLAN_PROMPT } from '../../../src/rules/falldown';
import type { EnvelopeView } from '../../../src/secret/envelopeBoard';

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

describe('the phase in the rules log', () => {
  const t = 1;
  const events: RulesEvent[] = [
    { t, seat: 'p1', kind: 'phase', turn: 1, active: 'p1', phase: 'draw' },
    { t, seat: 'p1', kind: 'choice', prompt: HASH_PROMPT, value: ['1', 'aaaa'] },
    { t, seat: 'p1', kind: 'phase', turn: 2, active: 'p1', phase: 'draw' },
    { t, seat: 'p2', kind: 'choice', prompt: HASH_PROMPT, value: ['2', 'bbbb'] },
    { t, seat: 'p2', kind: 'choice', prompt: HASH_PROMPT, value: ['2', 'late'] },
    { t, seat: 'p1', kind: 'phase', turn: 2, active: 'p1', phase: 'resolve' },
    { t, seat: 'p1', kind: 'choice', prompt: HASH_PROMPT, value: ['2', 'cccc'] },
    { t, seat: 'p1', kind: 'choice', prompt: APPLIED_PROMPT, value: ['1', 'stale'] },
  ];

  it('eventsOf keeps the events of one phase across its steps', () => {
    expect(eventsOf(events, 2)).toHaveLength(4);
    expect(eventsOf(events, 1)).toHaveLength(1);
  });

  it('seatValues: each seat\'s first value for the phase, never another phase\'s', () => {
    expect(seatValues(events, 2, HASH_PROMPT)).toEqual({ p1: 'cccc', p2: 'bbbb' });
    expect(seatValues(events, 2, APPLIED_PROMPT)).toEqual({});
    expect(valueEvent('p2', HASH_PROMPT, 3, 'dd')).toEqual({ seat: 'p2', kind: 'choice', prompt: HASH_PROMPT, value: ['3', 'dd'] });
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
