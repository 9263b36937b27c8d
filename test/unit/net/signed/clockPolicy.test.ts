// A seat's clock record (`<match>/clock/<seat>`) is written by that seat alone: the other seat's
// write and a spectator's are refused, whatever the record says.
import { describe, expect, it } from 'vitest';
import { judgeUpdate, type Author, type TableView } from '../../../../src/net/signed/policy';
import type { Touch } from '../../../../src/net/signed/touches';

const KEY1 = 'a'.repeat(43);
const KEY2 = 'b'.repeat(43);
const p1: Author = { role: 'p1', key: KEY1 };
const p2: Author = { role: 'p2', key: KEY2 };
const spectator: Author = { role: 'spectator', key: 'c'.repeat(43) };
const table: TableView = {
  object: () => undefined, objectCount: () => 0, deckZoneAt: () => null, seatKey: (seat) => (seat === 'p1' ? KEY1 : KEY2),
};
const write = (key: string, value: unknown, deleted = false): Touch => ({ kind: 'map', root: 'matches', key, deleted, value });
const record = (seat: string, usedMs = 0) => ({ seat, usedMs, runningSince: null, period: 0 });

describe('clock records in the signed-writes policy', () => {
  it('lets a seat write and clear its own clock', () => {
    expect(judgeUpdate(p1, [write('m1/clock/p1', record('p1', 5_000))], table).ok).toBe(true);
    expect(judgeUpdate(p2, [write('m1/clock/p2', record('p2'))], table).ok).toBe(true);
  });

  it('refuses the other seat\'s write, even one that gives time back or stops the clock', () => {
    for (const touch of [write('m1/clock/p2', record('p2', 0)), write('m1/clock/p2', record('p1')), write('m1/clock/p2', null, true)]) {
      const verdict = judgeUpdate(p1, [touch], table);
      expect(verdict.ok ? null : verdict.refusal).toEqual({ code: 'recordOf', of: 'p2', what: 'matches/m1/clock/p2' });
    }
  });

  it('refuses a spectator\'s write and a clock key that names no seat', () => {
    const verdict = judgeUpdate(spectator, [write('m1/clock/p1', record('p1'))], table);
    expect(verdict.ok ? null : verdict.refusal.code).toBe('spectator');
    const bad = judgeUpdate(p1, [write('m1/clock/judge', record('p1'))], table);
    expect(bad.ok ? null : bad.refusal.code).toBe('malformed');
  });
});
