import { describe, expect, it } from 'vitest';
import { ABSENCE_GRACE_MS, AbsenceWatch, absencesToShow, elapsedText } from '../../../src/app/absence';

const seats = { p1: { name: 'あかり' }, p2: { name: 'ゆう' } };

describe('who the table waits for', () => {
  it('names the other seat once its holder is gone, counts from when it went, and forgets it when back', () => {
    const watch = new AbsenceWatch();
    let here = true;
    expect(watch.update(seats, 'p1', (s) => s === 'p1' || here, 1000)).toEqual([]);
    here = false;
    expect(watch.update(seats, 'p1', (s) => s === 'p1' || here, 2000)).toEqual([{ seat: 'p2', name: 'ゆう', since: 2000 }]);
    expect(watch.update(seats, 'p1', (s) => s === 'p1' || here, 9000)).toEqual([{ seat: 'p2', name: 'ゆう', since: 2000 }]);
    here = true;
    expect(watch.update(seats, 'p1', () => true, 10_000)).toEqual([]);
    here = false;
    expect(watch.update(seats, 'p1', (s) => s === 'p1' || here, 11_000)[0]?.since).toBe(11_000);
  });

  it('never names this page\'s own seat, nor a free one; a spectator sees both seats', () => {
    const watch = new AbsenceWatch();
    expect(watch.update({ p1: seats.p1 }, 'p1', () => false, 0)).toEqual([]);
    expect(watch.update(seats, null, () => false, 0).map((a) => a.seat)).toEqual(['p1', 'p2']);
  });

  it('says an absence only after the grace period, with its clock', () => {
    const away = [{ seat: 'p2' as const, name: 'ゆう', since: 1000 }];
    expect(absencesToShow(away, 1000 + ABSENCE_GRACE_MS - 1)).toEqual([]);
    expect(absencesToShow(away, 1000 + ABSENCE_GRACE_MS)).toEqual(away);
    expect(elapsedText(42_400)).toBe('0:42');
    expect(elapsedText(125_000)).toBe('2:05');
    expect(elapsedText(3_725_000)).toBe('1:02:05');
  });
});
