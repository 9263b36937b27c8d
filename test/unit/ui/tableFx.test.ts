import { describe, expect, it } from 'vitest';
import { fxOfLogEntries } from '../../../src/ui/tableFx';

describe('fxOfLogEntries', () => {
  it('turns rolls, tosses and shuffles into effects on their objects', () => {
    expect(fxOfLogEntries([
      { t: 1, seat: 'p1', op: 'roll', args: { id: 'd1', value: 4 } },
      { t: 2, seat: 'p2', op: 'toss', args: { id: 'c1', heads: true } },
      { t: 3, seat: 'p1', op: 'shuffle', args: { stack: 's1', count: 24, seed: 'x' } },
      { t: 4, seat: 'p1', op: 'move', args: { id: 'k1' } },
      { t: 5, seat: 'p2', op: 'secretShuffle', args: { zone: 'z-deck', count: 40 } },
    ])).toEqual([{ kind: 'roll', id: 'd1' }, { kind: 'roll', id: 'c1' }, { kind: 'shuffle', id: 's1' }, { kind: 'shuffle', id: 'z-deck' }]);
  });

  it('a joint deck\'s shuffles play over their zone too: the first one (jointOpen) and every later one', () => {
    expect(fxOfLogEntries([
      { t: 1, seat: 'p1', op: 'jointOpen', args: { zone: 'p1-deck', count: 40 } },
      { t: 2, seat: 'p2', op: 'jointShuffle', args: { zone: 'p2-deck', count: 33 } },
      { t: 3, seat: 'p2', op: 'jointShuffle', args: { zone: 7 } },
    ])).toEqual([{ kind: 'shuffle', id: 'p1-deck' }, { kind: 'shuffle', id: 'p2-deck' }]);
  });

  it('skips anything odd a peer may have written', () => {
    expect(fxOfLogEntries([null, 7, 'roll', { op: 'roll' }, { op: 'roll', args: { id: 5 } }, { op: 'shuffle', args: null }, { op: 'roll', args: { id: '' } }])).toEqual([]);
  });
});
