import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { appendRulesEvent, currentTurn, eventsOfPhase, eventsOfTurn, readRulesEvents, RULES_LOG } from '../../../../src/rules/core';

describe('rules event log', () => {
  it('appends events under the given origin and reads them back in order', () => {
    const doc = new Y.Doc();
    const origin = { seat: 'p1' };
    const seen: unknown[] = [];
    doc.on('afterTransaction', (tr: Y.Transaction) => seen.push(tr.origin));
    appendRulesEvent(doc, { seat: 'system', kind: 'phase', turn: 1, active: 'p1', phase: 'up' }, origin);
    appendRulesEvent(doc, { seat: 'p1', kind: 'choice', prompt: 'energy', value: 'blue' }, origin);
    const { events, skipped } = readRulesEvents(doc);
    expect(skipped).toBe(0);
    expect(events.map((e) => e.kind)).toEqual(['phase', 'choice']);
    expect(typeof events[0]?.t).toBe('number');
    expect(seen).toContain(origin);
  });

  it('skips entries a faulty or hostile peer wrote, and refuses to write an invalid one', () => {
    const doc = new Y.Doc();
    const array = doc.getArray<unknown>(RULES_LOG);
    array.push([{ kind: 'phase' }, 'junk', null, { t: 1, seat: 'p3', kind: 'allow', ruling: 'x', action: 'y' }]);
    array.push([{ t: 1, seat: 'p2', kind: 'note', text: { ja: 'メモ', en: 'memo' } }]);
    expect(appendRulesEvent(doc, { seat: 'p1', kind: 'choice', prompt: '', value: 'x' }, null)).toBeNull();
    const { events, skipped } = readRulesEvents(doc);
    expect(events).toHaveLength(1);
    expect(skipped).toBe(4);
  });

  it('knows the turn and phase from the last phase event', () => {
    const doc = new Y.Doc();
    expect(currentTurn(readRulesEvents(doc).events)).toBeNull();
    appendRulesEvent(doc, { seat: 'system', kind: 'phase', turn: 1, active: 'p1', phase: 'up' }, null);
    appendRulesEvent(doc, { seat: 'p1', kind: 'effect', card: 'c1', effect: '0', turn: 1 }, null);
    appendRulesEvent(doc, { seat: 'system', kind: 'phase', turn: 2, active: 'p2', phase: 'up' }, null);
    appendRulesEvent(doc, { seat: 'p2', kind: 'choice', prompt: 'energy', value: 'red' }, null);
    const { events } = readRulesEvents(doc);
    expect(currentTurn(events)).toEqual({ turn: 2, active: 'p2', phase: 'up' });
    expect(eventsOfTurn(events, 1).map((p) => p.event.kind)).toEqual(['phase', 'effect']);
    expect(eventsOfPhase(events).map((e) => e.kind)).toEqual(['choice']);
  });
});
