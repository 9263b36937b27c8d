// Intents as data: what a rules action asks of its seat's browser, how the receiving browser
// matches them to what its own computation owes, and what it builds (only over its own things).
import { describe, expect, it } from 'vitest';
import { commandFor, intentOf, matchOwed, touchesHiddenOf, type Asked } from '../../../../src/app/match/intents';
import type { TableAction } from '../../../../src/rules/core';
import type { TableObject } from '../../../../src/table';

const reason = { ja: '引く', en: 'draw' };
// Built from loose parts on purpose (some are not valid commands): the cast stands for what a peer could write.
const act = (type: string, args: Record<string, unknown>, seat: 'p1' | 'p2' = 'p2'): TableAction => ({ type, args, seat, reason }) as unknown as TableAction;
const asked = (action: TableAction): Asked => ({ intent: intentOf(action)!, reason });

describe('intents', () => {
  it('are typed from the actions the rules leave to the other seat; anything else asks nothing', () => {
    expect(intentOf(act('draw', { stack: 's2', count: 2, seat: 'p2' }))).toEqual({ kind: 'draw', stack: 's2', count: 2 });
    expect(intentOf(act('flip', { ids: ['c1'] }))).toEqual({ kind: 'flip', cards: ['c1'] });
    expect(intentOf(act('delete', { ids: ['c1'] }))).toBeNull();
    expect(intentOf(act('draw', { stack: '', count: 2 }))).toBeNull();
    expect(intentOf(act('draw', { stack: 's2', count: 1e9 }))).toBeNull();
  });

  it('match what this browser owes only when pile and count agree; the owed actions are what runs', () => {
    const owed = [act('tap', { ids: ['c9'] }), act('draw', { stack: 's2', count: 1, seat: 'p2' })];
    expect(matchOwed([asked(act('draw', { stack: 's2', count: 1 }))], owed)).toEqual([owed[1]]);
    expect(matchOwed([asked(act('draw', { stack: 's2', count: 3 }))], owed)).toBeNull();
    expect(matchOwed([asked(act('draw', { stack: 's1', count: 1 }))], owed)).toBeNull();
    // Asked twice, owed once.
    expect(matchOwed([asked(owed[1]!), asked(owed[1]!)], owed)).toBeNull();
  });

  it('are built into commands only over this seat\'s own pile and cards', () => {
    const objects = new Map<string, TableObject>([
      ['s2', { kind: 'stack', owner: 'p2' } as TableObject],
      ['s1', { kind: 'stack', owner: 'p1' } as TableObject],
      ['c2', { kind: 'card', owner: 'p2', sealed: { seat: 'p2' } } as unknown as TableObject],
    ]);
    expect(commandFor(asked(act('draw', { stack: 's2', count: 2 })), 'p2', objects)).toMatchObject({ type: 'draw', seat: 'p2', args: { stack: 's2', count: 2, seat: 'p2' } });
    expect(commandFor(asked(act('draw', { stack: 's1', count: 2 })), 'p2', objects)).toBeNull();
    expect(commandFor(asked(act('flip', { ids: ['c2'] })), 'p2', objects)).toMatchObject({ type: 'flip', args: { ids: ['c2'] } });
    expect(commandFor(asked(act('flip', { ids: ['c2'] })), 'p1', objects)).toBeNull();
  });

  it('the other seat\'s hidden cards are left to its browser: a flip or move of a card sealed for it', () => {
    const sealedFor = (id: string) => (id === 'c2' ? 'p2' as const : null);
    expect(touchesHiddenOf(act('flip', { ids: ['c2'] }), 'p1', sealedFor)).toBe(true);
    expect(touchesHiddenOf(act('move', { id: 'c2', x: 0, y: 0 }), 'p1', sealedFor)).toBe(true);
    expect(touchesHiddenOf(act('flip', { ids: ['c3'] }), 'p1', sealedFor)).toBe(false);
    expect(touchesHiddenOf(act('flip', { ids: ['c2'] }), 'p2', sealedFor)).toBe(false);
  });
});
