// The clock chosen at New game lives in the match record; records without one (older ones) read as off.
import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { clockOf, matchRecordSchema, matchesOf, readMatchRecord, writeNewMatch } from '../../../../src/rules/core';

describe('the clock in the match record', () => {
  it('is stored with a new match and read back', () => {
    const doc = new Y.Doc();
    writeNewMatch(doc, { id: 'm1', game: 'nofuture', bestOf: 1, decks: {}, clock: { kind: 'chess', perSeatMs: 6_000, atZero: 'pass' } });
    expect(clockOf(readMatchRecord(doc, 'm1'))).toEqual({ kind: 'chess', perSeatMs: 6_000, atZero: 'pass' });
  });

  it('reads as off for a record without one, and an off clock is not written', () => {
    const doc = new Y.Doc();
    matchesOf(doc).set('old', { id: 'old', game: 'chrono', series: 'old', number: 1, bestOf: 1, chooser: null, createdAt: 1 });
    expect(clockOf(readMatchRecord(doc, 'old'))).toEqual({ kind: 'off' });
    const record = writeNewMatch(doc, { id: 'm2', game: 'chrono', bestOf: 1, decks: {}, clock: { kind: 'off' } });
    expect('clock' in record).toBe(false);
    expect(clockOf(null)).toEqual({ kind: 'off' });
  });

  it('refuses a record whose clock is malformed (the whole record, as any bad record)', () => {
    const bad = { id: 'x', game: 'chrono', series: 'x', number: 1, bestOf: 1, chooser: null, createdAt: 1, clock: { kind: 'chess', perSeatMs: -1, atZero: 'pass' } };
    expect(matchRecordSchema.safeParse(bad).success).toBe(false);
  });
});
