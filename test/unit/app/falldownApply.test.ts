// Applying this seat's share of a Falldown phase: its commands only, the overruled steps and its
// 'outcome applied' word, in one transaction under the seat's origin: one update for the peer, one
// undo step for the seat. shareOf (rules/falldown/flow) says what; runShare (the FlowDriver's port) runs it.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { runShare, type ShareTarget } from '../../../src/app/match/flowPorts';
import { shareOf, type StoredResolution } from '../../../src/rules/falldown';
import { readRulesEvents } from '../../../src/rules/core';
import { createUndoManager, type Seat, type TableContext } from '../../../src/table';
import { add, get } from '../table/helpers';

function table() {
  const doc = new Y.Doc();
  const origins: Record<Seat, { seat: Seat }> = { p1: { seat: 'p1' }, p2: { seat: 'p2' } };
  const target = { doc, context: (seat: Seat): TableContext => ({ doc, actor: { seat, origin: origins[seat] } }) };
  const life = { p1: add(target.context('p1'), { kind: 'counter', x: 0, y: 0, label: 'P1', value: 30, owner: 'p1' }), p2: add(target.context('p2'), { kind: 'counter', x: 0, y: 0, label: 'P2', value: 30, owner: 'p2' }) };
  const resolution: StoredResolution = {
    hash: 'h-phase1',
    steps: [
      { reason: { ja: 'P1に2ダメージ', en: '2 damage to P1' }, ruling: 'FD 11', cards: [] },
      { reason: { ja: 'P2に3ダメージ', en: '3 damage to P2' }, cards: [] },
    ],
    actions: [
      { type: 'setValue', args: { id: life.p1, value: 28 }, seat: 'p1', reason: { ja: 'ライフ', en: 'Life' } },
      { type: 'setValue', args: { id: life.p2, value: 27 }, seat: 'p2', reason: { ja: 'ライフ', en: 'Life' } },
      { type: 'adjust', args: { id: life.p1, delta: -1 }, seat: 'p1', reason: { ja: 'ライフ', en: 'Life' } },
    ],
  };
  return { doc, origins, target, life, resolution };
}

describe('applying a seat\'s share of the phase', () => {
  it('is one doc update, under the seat\'s origin, with the seat\'s commands only and its applied word', () => {
    const { doc, origins, target, life, resolution } = table();
    const updates: unknown[] = [];
    doc.on('update', (_update: Uint8Array, origin: unknown) => updates.push(origin));

    const failures = applyShare(target, 'p1', 1, resolution, new Set([1]));

    expect(failures).toEqual([]);
    expect(updates).toEqual([origins.p1]);
    expect(get(doc, life.p1, 'counter').value).toBe(27);
    // The other seat's share runs in its own browser.
    expect(get(doc, life.p2, 'counter').value).toBe(30);
    const events = readRulesEvents(doc).events;
    expect(events.map((e) => e.kind)).toEqual(['note', 'outcome']);
    expect(events[0]).toMatchObject({ seat: 'p1', kind: 'note', text: { en: 'overruled: 3 damage to P2' } });
    expect(events[1]).toMatchObject({ seat: 'p1', kind: 'outcome', step: 'applied', phase: 1, hash: 'h-phase1' });
  });

  it('is one undo step for the seat', () => {
    const { doc, origins, target, life, resolution } = table();
    const undo = createUndoManager(doc, origins.p1);
    applyShare(target, 'p1', 1, resolution, new Set());
    expect(undo.undoStack).toHaveLength(1);
    undo.undo();
    expect(get(doc, life.p1, 'counter').value).toBe(30);
  });

  it('a command that fails is reported; the rest still runs, still in one update', () => {
    const { doc, target, life, resolution } = table();
    const updates: unknown[] = [];
    doc.on('update', (_update: Uint8Array, origin: unknown) => updates.push(origin));
    const broken = { ...resolution, actions: [{ type: 'setValue' as const, args: { id: 'no-such-counter', value: 1 }, seat: 'p1' as const, reason: { ja: '?', en: '?' } }, ...resolution.actions] };
    const failures = applyShare(target, 'p1', 1, broken, new Set());
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/^setValue: no valid object no-such-counter/);
    expect(updates).toHaveLength(1);
    expect(get(doc, life.p1, 'counter').value).toBe(27);
  });
});

function applyShare(target: ShareTarget, seat: Seat, phase: number, resolution: StoredResolution, unticked: ReadonlySet<number>): string[] {
  const { actions, events } = shareOf(seat, phase, resolution, unticked);
  return runShare(target, seat, actions, events);
}
