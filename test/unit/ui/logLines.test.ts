import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../../src/table/log';
import { coalesce, undoneEntry } from '../../../src/ui/logLines';

const e = (seat: LogEntry['seat'], op: string, args: LogEntry['args'] = {}, t = 1): LogEntry => ({ t, seat, op, args });

describe('coalesce', () => {
  it('makes a deck flipped card by card one line with the count summed', () => {
    const flips = Array.from({ length: 24 }, (_, i) => e('p1', 'flip', { count: 1, id: `c${i}` }));
    const lines = coalesce(flips);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.times).toBe(24);
    expect(lines[0]?.entry.args['count']).toBe(24);
  });
  it('keeps the last value of a run on one counter', () => {
    const lines = coalesce([e('p1', 'counter', { id: 'n1', label: 'HP', value: 19 }), e('p1', 'counter', { id: 'n1', label: 'HP', value: 18 })]);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.entry.args['value']).toBe(18);
  });
  it('does not merge across seats, ops, other counters or acts whose every result matters', () => {
    const lines = coalesce([
      e('p1', 'flip', { count: 1, id: 'a' }), e('p2', 'flip', { count: 1, id: 'b' }), e('p2', 'tap', { count: 1, id: 'b' }),
      e('p1', 'counter', { id: 'n1', value: 1 }), e('p1', 'counter', { id: 'n2', value: 1 }),
      e('p1', 'roll', { id: 'd', value: 3 }), e('p1', 'roll', { id: 'd', value: 3 }),
    ]);
    expect(lines.map((l) => l.times)).toEqual([1, 1, 1, 1, 1, 1, 1]);
  });
  it('leaves the entries it was given unchanged', () => {
    const entries = [e('p1', 'flip', { count: 1, id: 'a' }), e('p1', 'flip', { count: 1, id: 'b' })];
    coalesce(entries);
    expect(entries[0]?.args['count']).toBe(1);
  });
});

describe('undoneEntry', () => {
  it('is the seat’s latest act, skipping the other seat', () => {
    expect(undoneEntry([e('p1', 'flip', { count: 1 }), e('p2', 'draw', { count: 1 })], 'p1')?.op).toBe('flip');
  });
  it('steps back over acts already undone, and forward over a redo', () => {
    const log = [e('p1', 'flip'), e('p1', 'tap'), e('p1', 'undo')];
    expect(undoneEntry(log, 'p1')?.op).toBe('flip');
    expect(undoneEntry([...log, e('p1', 'redo')], 'p1')?.op).toBe('tap');
  });
  it('is null when the seat did nothing', () => {
    expect(undoneEntry([e('p2', 'flip')], 'p1')).toBeNull();
  });
});

describe('the log panel’s words', async () => {
  const { bilingualPart } = await import('../../../src/ui/LogPanel');
  it('shows the side of a bilingual envelope label in the UI language', () => {
    expect(bilingualPart('ファイター選択 / Fighters', 'en')).toBe('Fighters');
    expect(bilingualPart('ファイター選択 / Fighters', 'ja')).toBe('ファイター選択');
    expect(bilingualPart('round 1', 'ja')).toBe('round 1');
  });
});
