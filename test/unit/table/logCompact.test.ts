import fc from 'fast-check';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { move, readLog, readLogEntry, storedLogEntry, type LogEntry } from '../../../src/table';
import { decodeCompactEntry, encodeCompactEntry } from '../../../src/table/logCompact';
import { describe as words } from '../../../src/ui/LogPanel';
import { en } from '../../../src/ui/locales/en';
import { ja } from '../../../src/ui/locales/ja';
import { addCard, addZone, makeCtx } from './helpers';
import { runs } from '../../propertyRuns';

const zoneMove = (t: number, seat: LogEntry['seat'], zone: string): LogEntry => ({ t, seat, op: 'move', args: { zone } });
const ZONE_NAMES: Record<string, string> = { 'p2-play': 'P2の場' };

describe('compact log entries (zone moves)', () => {
  it('stores a zone move in 13 bytes and reads it back as the same entry', () => {
    const entry = zoneMove(1_796_213_647, 'p1', 'p1-play');
    const bytes = storedLogEntry(entry);
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect((bytes as Uint8Array).length).toBe(13);
    expect(readLogEntry(bytes)).toEqual(entry);
  });

  it('round-trips every zone move it encodes; every other entry stays an object', () => {
    const seat = fc.constantFrom('p1' as const, 'p2' as const, 'system' as const);
    const time = fc.integer({ min: 1_735_689_600, max: 1_735_689_600 + 0xffff_ffff });
    fc.assert(fc.property(time, seat, fc.string({ minLength: 1, maxLength: 20, unit: 'grapheme' }), (t, s, zone) => {
      const entry = zoneMove(t, s, zone);
      const bytes = encodeCompactEntry(entry);
      if (bytes) expect(readLogEntry(bytes)).toEqual(entry);
      else expect(storedLogEntry(entry)).toBe(entry);
    }), runs(100));
    // A move with more to say (a payment's part), another op, a time before the epoch: objects.
    for (const entry of [
      { t: 1_800_000_000, seat: 'p1' as const, op: 'move', args: { zone: 'z', part: 'pay' } },
      { t: 1_800_000_000, seat: 'p1' as const, op: 'flip', args: { zone: 'z' } },
      zoneMove(1_600_000_000, 'p1', 'z'),
      zoneMove(1_800_000_000.5, 'p1', 'z'),
      zoneMove(1_800_000_000, 'p1', ''),
    ]) expect(storedLogEntry(entry)).toBe(entry);
  });

  it('refuses bytes that are not exactly a compact entry, and never throws on junk', () => {
    const good = encodeCompactEntry(zoneMove(1_800_000_000, 'p2', 'p2-play'))!;
    const bad = [
      new Uint8Array(), good.subarray(0, 6), Uint8Array.from([2, ...good.subarray(1)]), Uint8Array.from([1, 7, ...good.subarray(2)]),
      Uint8Array.from([...good.subarray(0, 6), 0xff, 0xfe]), new Uint8Array(200).fill(1),
    ];
    for (const bytes of bad) expect(readLogEntry(bytes)).toBeNull();
    fc.assert(fc.property(fc.uint8Array({ maxLength: 90 }), (bytes) => {
      const entry = decodeCompactEntry(bytes);
      if (entry) expect(encodeCompactEntry(entry)).toEqual(bytes);
    }), runs(100));
  });

  it('writes a move into another zone compact; the log still reads older object entries', () => {
    const ctx = makeCtx('p1');
    const card = addCard(ctx, { x: 100, y: 100 });
    const zone = addZone(ctx, { x: 500, y: 500, w: 300, h: 300, snap: 'none' });
    const log = ctx.doc.getArray<unknown>('log');
    // An entry as schema 6 wrote it.
    log.push([{ t: 1_790_000_000, seat: 'p2', op: 'move', args: { zone: 'p1-play' } }]);
    move(ctx, { id: card, x: 600, y: 600 });
    const stored = log.get(log.length - 1);
    expect(stored).toBeInstanceOf(Uint8Array);
    const { entries, skipped } = readLog(ctx.doc);
    expect(skipped).toBe(0);
    expect(entries.slice(-2).map((e) => [e.seat, e.op, e.args])).toEqual([['p2', 'move', { zone: 'p1-play' }], ['p1', 'move', { zone }]]);
  });

  it('says a compact zone move in the same words as its object form, in both languages', async () => {
    const t = i18next.createInstance();
    await t.init({ lng: 'ja', resources: { ja: { translation: ja }, en: { translation: en } } });
    const entry = zoneMove(1_800_000_000, 'p1', 'p2-play');
    const compact = readLogEntry(storedLogEntry(entry))!;
    const zoneName = (id: string) => ZONE_NAMES[id] ?? id;
    expect(words(t.t, compact, zoneName)).toBe(words(t.t, entry, zoneName));
    expect(words(t.t, compact, zoneName)).toBe('P1がカードをP2の場に置いた');
    await t.changeLanguage('en');
    expect(words(t.t, compact, zoneName, undefined, 'en')).toBe(words(t.t, entry, zoneName, undefined, 'en'));
    expect(words(t.t, compact, zoneName, undefined, 'en')).toBe('P1 put card in P2の場');
  });
});
