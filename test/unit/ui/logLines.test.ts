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

describe('joint rolls in the log', async () => {
  const { shownInLog } = await import('../../../src/ui/logLines');
  const { describe: words } = await import('../../../src/ui/LogPanel');
  const i18next = (await import('i18next')).default;
  const { ja } = await import('../../../src/ui/locales/ja');
  const { en } = await import('../../../src/ui/locales/en');
  const t = i18next.createInstance();
  await t.init({ lng: 'en', resources: { ja: { translation: ja }, en: { translation: en } } });
  it('keeps the roll’s start and its face; its sealed shares and their reveals get no line of their own', () => {
    const label = 'roll:d1';
    expect(shownInLog(e('p1', 'envelopeOpen', { round: 'r', label }))).toBe(true);
    expect(shownInLog(e('p2', 'envelopeCommit', { round: 'r', label }))).toBe(false);
    expect(shownInLog(e('p2', 'envelopeReveal', { round: 'r', label }))).toBe(false);
    expect(shownInLog(e('p2', 'envelopeCommit', { round: 'r', label: 'Fighters' }))).toBe(true);
  });
  it('says a joint roll is verified, in both languages', async () => {
    const line = e('p1', 'roll', { id: 'd1', value: 4, round: 'r', verified: true });
    expect(words(t.t, line, (z) => z)).toBe('P1 rolled a die: 4 (joint roll, verified ✓)');
    expect(words(t.t, e('p2', 'toss', { id: 'c1', heads: false, round: 'r', verified: true }), (z) => z)).toBe('P2 tossed a coin: tails (joint toss, verified ✓)');
    expect(words(t.t, e('p1', 'envelopeOpen', { round: 'r', label: 'roll:d1' }), (z) => z)).toBe('P1 started a joint roll');
    await t.changeLanguage('ja');
    expect(words(t.t, line, (z) => z)).toBe('P1がサイコロを振った: 4(共同ロール・検証済み ✓)');
    expect(words(t.t, e('p1', 'roll', { id: 'd1', value: 4 }), (z) => z)).toBe('P1がサイコロを振った: 4');
  });
});

describe('a payment in the log', async () => {
  const { shownEntries } = await import('../../../src/ui/logLines');
  const { describe: words } = await import('../../../src/ui/LogPanel');
  const { rulesLogEntries } = await import('../../../src/rules/core/assist');
  const i18next = (await import('i18next')).default;
  const { ja } = await import('../../../src/ui/locales/ja');
  const { en } = await import('../../../src/ui/locales/en');
  const t = i18next.createInstance();
  await t.init({ lng: 'ja', resources: { ja: { translation: ja }, en: { translation: en } } });
  const pay = { t: 5, seat: 'p1' as const, kind: 'pay' as const, cost: { ja: '青1', en: '1 blue' }, card: 'c1', ruling: 'NF 4.2' };
  const names = (id: string) => (id === 'c1' ? '疾風のハヤテ' : id);

  it('is one line, "P1 paid 青1 for …", in both languages; its token moves get none of their own', async () => {
    const [ja1] = rulesLogEntries([pay], 'ja', [], (k) => k, names);
    expect(words(t.t, ja1!, (z) => z)).toBe('P1が疾風のハヤテに青1を支払いました');
    const [en1] = rulesLogEntries([pay], 'en', [], (k) => k, (id) => (id === 'c1' ? 'Hayate of the Gale' : id));
    await t.changeLanguage('en');
    expect(words(t.t, en1!, (z) => z)).toBe('P1 paid 1 blue for Hayate of the Gale');
    const { card: _card, ...bare } = pay;
    expect(words(t.t, rulesLogEntries([bare], 'en', [], (k) => k, names)[0]!, (z) => z)).toBe('P1 paid 1 blue');
    const paid = rulesLogEntries([pay], 'ja', [], (k) => k, names);
    const part = e('p1', 'tokens', { id: 'k1', color: 'blue', count: 3, part: 'pay' }, 5);
    const plain = e('p1', 'tokens', { id: 'k1', color: 'blue', count: 3 }, 5);
    expect(shownEntries([...paid, part, plain])).toEqual([...paid, plain]);
    // Written in the same transaction, the moves may fall in the next second.
    expect(shownEntries([...paid, { ...part, t: 6 }])).toEqual(paid);
  });

  it('shows a move marked as a payment\'s part when no payment of that seat at that time says it', () => {
    const paid = rulesLogEntries([pay], 'ja', [], (k) => k, names);
    // A modified client marks its own move to hide it: no payment at all…
    const hostile = e('p1', 'move', { zone: 'p1-play', part: 'pay' }, 40);
    expect(shownEntries([hostile])).toEqual([hostile]);
    // …another seat's payment at the same time…
    const other = e('p2', 'tokens', { id: 'k2', color: 'red', count: 1, part: 'pay' }, 5);
    expect(shownEntries([...paid, other])).toEqual([...paid, other]);
    // …or a payment of its seat at another time: each is a line of its own.
    const later = e('p1', 'tokens', { id: 'k1', color: 'blue', count: 1, part: 'pay' }, 9);
    const earlier = e('p1', 'tokens', { id: 'k1', color: 'blue', count: 1, part: 'pay' }, 4);
    expect(shownEntries([earlier, ...paid, later])).toEqual([earlier, ...paid, later]);
  });
});
