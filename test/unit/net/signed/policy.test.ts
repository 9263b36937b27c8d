// The ownership policy, rule by rule (src/net/signed/policy.ts), on touches as readUpdate reports them.
import { describe, expect, it } from 'vitest';
import { hiddenFor, judgeUpdate, type Author, type TableView, type Verdict } from '../../../../src/net/signed/policy';
import type { Touch } from '../../../../src/net/signed/touches';
import { storedLogEntry, type Seat } from '../../../../src/table';

const KEY1 = 'a'.repeat(43);
const KEY2 = 'b'.repeat(43);
const KEY3 = 'c'.repeat(43);
const p1: Author = { role: 'p1', key: KEY1 };
const p2: Author = { role: 'p2', key: KEY2 };
const spectator: Author = { role: 'spectator', key: KEY3 };

const sealed = (seat: Seat) => ({ seat, iv: 'i'.repeat(16), ct: 'x' });
const OBJECTS: Record<string, Record<string, unknown>> = {
  hp1: { id: 'hp1', kind: 'counter', value: 20, owner: 'p1' },
  hp2: { id: 'hp2', kind: 'counter', value: 20, owner: 'p2' },
  pub2: { id: 'pub2', kind: 'card', ref: 's:1', faceUp: true, owner: 'p2', stack: null },
  hand1: { id: 'hand1', kind: 'card', ref: '', sealed: sealed('p1'), faceUp: false, owner: 'p1', stack: null },
  hand2: { id: 'hand2', kind: 'card', ref: '', sealed: sealed('p2'), faceUp: false, owner: 'p2', stack: null },
  deck2: { id: 'deck2', kind: 'stack', order: ['dc2'], faceUp: false, owner: 'p2', x: 500, y: 500 },
  /** A face-down pile outside any deck zone (a discard pile played face down): public. */
  discard2: { id: 'discard2', kind: 'stack', order: [], faceUp: false, owner: 'p2', x: 0, y: 0 },
  dc2: { id: 'dc2', kind: 'card', ref: 's:2', faceUp: false, owner: 'p2', stack: 'deck2' },
  open2: { id: 'open2', kind: 'stack', order: ['oc2'], faceUp: true, owner: 'p2' },
  oc2: { id: 'oc2', kind: 'card', ref: 's:3', faceUp: true, owner: 'p2', stack: 'open2' },
  token: { id: 'token', kind: 'token', color: 'red', count: 1 },
};

function view(seats: Partial<Record<Seat, string | null>> = { p1: KEY1, p2: KEY2 }, objects = OBJECTS): TableView {
  return {
    object: (id) => objects[id],
    objectCount: () => Object.keys(objects).length,
    seatKey: (seat) => seats[seat],
    // p2's deck zone (hidden order) covers 400..600 on both axes.
    deckZoneAt: (x, y) => (x >= 400 && x <= 600 && y >= 400 && y <= 600 ? 'p2' : null),
  };
}

const field = (id: string, name: string, value: unknown, deleted = false): Touch => ({ kind: 'object', id, field: name, deleted, value });
const record = (id: string, deleted: boolean, value: unknown = {}): Touch => ({ kind: 'object', id, field: null, deleted, value });
const mapKey = (root: string, key: string, value: unknown, deleted = false): Touch => ({ kind: 'map', root, key, deleted, value });
const append = (root: string, value: unknown, deleted = false): Touch => ({ kind: 'array', root, deleted, value });
const holder = (key: string) => ({ playerId: 'pl', name: 'N', color: '#123456', key });

const refusal = (verdict: Verdict) => (verdict.ok ? null : verdict.refusal);

describe('judgeUpdate', () => {
  it('a face-down pile outside the owner\'s deck zone is public: the other seat may change it, attributed', () => {
    const verdict = judgeUpdate(p1, [field('discard2', 'order', ['x'])], view());
    expect(verdict).toMatchObject({ ok: true, attributed: [{ owner: 'p2', objects: ['discard2'] }] });
  });

  describe('a spectator changes nothing but its own seat claim', () => {
    it('refuses its changes to objects, maps and logs', () => {
      for (const touch of [field('hp1', 'value', 1), field('token', 'x', 3), mapKey('meta', 'mat', {}), append('log', { seat: 'p1' })]) {
        expect(refusal(judgeUpdate(spectator, [touch], view()))?.code).toBe('spectator');
      }
    });
    it('allows it to claim a free seat, and to stand up, with its own key', () => {
      const free = view({ p1: KEY1 });
      expect(judgeUpdate(spectator, [mapKey('seats', 'p2', holder(KEY3))], free).ok).toBe(true);
      expect(judgeUpdate(spectator, [mapKey('seats', 'p2', holder(KEY3), true)], free).ok).toBe(true);
    });
  });

  describe('seat claims are made with the author\'s own key only', () => {
    it('refuses a seat record holding another key, or a record deleted that holds another key', () => {
      expect(refusal(judgeUpdate(p1, [mapKey('seats', 'p2', holder(KEY3))], view()))).toEqual({ code: 'seatClaim', of: 'p2', what: 'p2' });
      expect(refusal(judgeUpdate(spectator, [mapKey('seats', 'p1', holder(KEY1))], view()))?.code).toBe('seatClaim');
      expect(refusal(judgeUpdate(p1, [mapKey('seats', 'p2', holder(KEY2), true)], view()))?.code).toBe('seatClaim');
    });
    it('refuses a seat that does not exist, and a record without a key', () => {
      expect(refusal(judgeUpdate(p1, [mapKey('seats', 'p3', holder(KEY1))], view()))).toEqual({ code: 'seatClaim', of: null, what: 'p3' });
      expect(refusal(judgeUpdate(p1, [mapKey('seats', 'p1', { playerId: 'x', name: 'y', color: '#000000' })], view()))?.code).toBe('seatClaim');
    });
    it('allows the holder to rewrite or delete its own record, and anyone to delete a record without a key', () => {
      expect(judgeUpdate(p1, [mapKey('seats', 'p1', holder(KEY1))], view()).ok).toBe(true);
      expect(judgeUpdate(p1, [mapKey('seats', 'p1', holder(KEY1), true)], view()).ok).toBe(true);
      expect(judgeUpdate(p1, [mapKey('seats', 'p2', { playerId: 'old', name: 'x', color: '#000000' }, true)], view({ p1: KEY1, p2: null })).ok).toBe(true);
    });
  });

  describe('a spectator that claims a free seat in the same change acts as that seat', () => {
    const freeP2 = view({ p1: KEY1 });
    it('may then change what that seat may change', () => {
      const verdict = judgeUpdate(spectator, [mapKey('seats', 'p2', holder(KEY3)), mapKey('meta', 'game.p2', { setupId: 'm' }), append('log', { seat: 'p2' })], freeP2);
      expect(verdict.ok).toBe(true);
    });
    it('and nothing of the other seat\'s', () => {
      expect(refusal(judgeUpdate(spectator, [mapKey('seats', 'p2', holder(KEY3)), mapKey('meta', 'game.p1', {})], freeP2))?.code).toBe('recordOf');
      expect(refusal(judgeUpdate(spectator, [mapKey('seats', 'p2', holder(KEY3)), field('hand1', 'x', 1)], freeP2))?.code).toBe('hiddenOf');
    });
    it('but a claim of a seat another key holds does not make it that seat: the claim itself is refused', () => {
      const verdict = judgeUpdate(spectator, [mapKey('seats', 'p1', holder(KEY3)), field('hp1', 'value', 3)], view());
      expect(refusal(verdict)).toEqual({ code: 'seatClaim', of: 'p1', what: 'p1' });
      expect(refusal(judgeUpdate(spectator, [field('hp1', 'value', 3), mapKey('seats', 'p1', holder(KEY3))], view()))?.code).toBe('spectator');
    });
  });

  describe('a seat never changes the other seat\'s hidden cards or decks', () => {
    it('refuses any field of a card sealed for the other seat', () => {
      for (const touch of [field('hand2', 'x', 5), field('hand2', 'faceUp', true), field('hand2', 'sealed', null), record('hand2', true)]) {
        expect(refusal(judgeUpdate(p1, [touch], view()))).toEqual({ code: 'hiddenOf', of: 'p2', what: 'hand2' });
      }
    });
    it('refuses the other seat\'s face-down deck and the cards in it', () => {
      expect(refusal(judgeUpdate(p1, [field('deck2', 'faceUp', true)], view()))).toEqual({ code: 'hiddenOf', of: 'p2', what: 'deck2' });
      expect(refusal(judgeUpdate(p1, [record('dc2', true)], view()))).toEqual({ code: 'hiddenOf', of: 'p2', what: 'dc2' });
    });
    it('allows a seat its own hidden cards', () => {
      expect(judgeUpdate(p1, [field('hand1', 'x', 5)], view()).ok).toBe(true);
      expect(judgeUpdate(p2, [field('dc2', 'stack', null), field('deck2', 'order', [])], view()).ok).toBe(true);
    });
    it('reads what is hidden for whom from the table', () => {
      const table = view();
      expect(hiddenFor(OBJECTS.hand2, table)).toBe('p2');
      expect(hiddenFor(OBJECTS.dc2, table)).toBe('p2');
      expect(hiddenFor(OBJECTS.oc2, table)).toBe(null);
      expect(hiddenFor(OBJECTS.hp2, table)).toBe(null);
      expect(hiddenFor(undefined, table)).toBe(null);
    });
  });

  describe('a seat never forges a seal for the other seat', () => {
    it('refuses a seal for the other seat written on its own card or on a new one', () => {
      expect(refusal(judgeUpdate(p1, [field('token', 'sealed', sealed('p2'))], view()))).toEqual({ code: 'forgedSeal', of: 'p2', what: 'token' });
      expect(refusal(judgeUpdate(p1, [record('new', false), field('new', 'kind', 'card'), field('new', 'sealed', sealed('p2'))], view()))?.code).toBe('forgedSeal');
    });
    it('allows sealing for itself', () => {
      expect(judgeUpdate(p1, [record('new', false), field('new', 'sealed', sealed('p1'))], view()).ok).toBe(true);
    });
  });

  describe('a seat\'s changes to the other seat\'s public objects are allowed and attributed', () => {
    it('attributes a change of the other seat\'s counter and face-up cards to their owner', () => {
      const verdict = judgeUpdate(p1, [field('hp2', 'value', 17), field('hp2', 'value', 20, true), field('pub2', 'x', 4), field('oc2', 'rotation', 90)], view());
      expect(verdict).toEqual({ ok: true, sweep: false, withRules: false, attributed: [{ owner: 'p2', objects: ['hp2', 'pub2', 'oc2'] }] });
    });
    it('attributes nothing for the author\'s own or unowned objects', () => {
      expect(judgeUpdate(p1, [field('hp1', 'value', 1), field('token', 'count', 2)], view())).toEqual({ ok: true, sweep: false, withRules: false, attributed: [] });
    });
    it('refuses taking the other seat\'s object for oneself', () => {
      expect(refusal(judgeUpdate(p1, [field('hp2', 'owner', 'p1')], view()))).toEqual({ code: 'recordOf', of: 'p2', what: 'hp2' });
      expect(judgeUpdate(p1, [field('hp2', 'owner', 'p2')], view()).ok).toBe(true);
    });
  });

  describe('a table sweep (a new game, a loaded save) removes everyone\'s things', () => {
    const sweep = Object.keys(OBJECTS).map((id) => record(id, true));
    it('allows a seat to delete every object, hidden ones of the other seat and its log lines included, attributed to it', () => {
      const verdict = judgeUpdate(p1, [...sweep, append('log', { seat: 'p2' }, true), append('journal', { seat: 'p2' }, true), append('log', { seat: 'system' }, true)], view());
      expect(verdict).toEqual({ ok: true, sweep: true, withRules: false, attributed: [{ owner: 'p2', objects: ['hp2', 'pub2', 'hand2', 'deck2', 'discard2', 'dc2', 'open2', 'oc2'] }] });
    });
    it('is no sweep when an object is left, and never a spectator\'s', () => {
      expect(refusal(judgeUpdate(p1, sweep.slice(1), view()))?.code).toBe('hiddenOf');
      expect(refusal(judgeUpdate(spectator, sweep, view()))?.code).toBe('spectator');
    });
  });

  describe('per-seat map keys are refused for the other seat', () => {
    const cases: [string, string, Seat][] = [
      ['meta', 'game.p2', 'p2'],
      ['meta', 'game.p2.journalMark', 'p2'],
      ['matches', 'm1/claim/p2', 'p2'],
      ['matches', 'm1/deck/p2', 'p2'],
      ['matches', 'm1/next/p2', 'p2'],
      ['auditKeys', 'hash/p2/k1', 'p2'],
      ['envelopes', 'c/3/p2/plan', 'p2'],
    ];
    for (const [root, key, seat] of cases) {
      it(`${root} ${key}`, () => {
        expect(refusal(judgeUpdate(p1, [mapKey(root, key, {})], view()))).toEqual({ code: 'recordOf', of: seat, what: `${root}/${key}` });
        expect(refusal(judgeUpdate(p1, [mapKey(root, key, {}, true)], view()))?.code).toBe('recordOf');
        expect(judgeUpdate(p2, [mapKey(root, key, {})], view()).ok).toBe(true);
      });
    }
    it('allows keys of no seat (meta game, a match record, a round record)', () => {
      for (const [root, key] of [['meta', 'game'], ['meta', 'mat'], ['meta', 'game.p1x'], ['matches', 'm1'], ['envelopes', 'r/3'], ['sets', 'set1']]) {
        expect(judgeUpdate(p1, [mapKey(root!, key!, {})], view()).ok).toBe(true);
      }
    });
    it('refuses a per-seat key that names no seat as malformed', () => {
      for (const [root, key] of [['matches', 'm1/claim/p3'], ['auditKeys', 'hash/x'], ['envelopes', 'c/3/nobody/plan']]) {
        expect(refusal(judgeUpdate(p1, [mapKey(root!, key!, {})], view()))).toEqual({ code: 'malformed', of: null, what: `${root}/${key}` });
      }
    });
  });

  describe('array entries speaking for the other seat are refused', () => {
    it('refuses the other seat\'s log line, journal entry and queued intent', () => {
      for (const [root, entry] of [['log', { seat: 'p2' }], ['journal', { seat: 'p2' }], ['rulesPending', { by: 'p2' }]] as const) {
        expect(refusal(judgeUpdate(p1, [append(root, entry)], view()))).toEqual({ code: 'recordOf', of: 'p2', what: root });
      }
    });
    it('allows a rules event in the other seat\'s name (a rules result carries both seats\' events), attributed by the signature', () => {
      expect(judgeUpdate(p1, [append('rules', { seat: 'p2', kind: 'choice' })], view()).ok).toBe(true);
      expect(refusal(judgeUpdate(p1, [append('rules', { seat: 'p2', kind: 'choice' }, true)], view()))?.code).toBe('recordOf');
    });
    it('allows its own entries and system lines in the log and rules events, nowhere else', () => {
      expect(judgeUpdate(p1, [append('log', { seat: 'p1' }), append('rulesPending', { by: 'p1' }), append('log', { seat: 'system' }), append('rules', { seat: 'system' })], view()).ok).toBe(true);
      expect(refusal(judgeUpdate(p1, [append('journal', { seat: 'system' })], view()))?.code).toBe('malformed');
      expect(refusal(judgeUpdate(p1, [append('log', 'text')], view()))?.code).toBe('malformed');
    });
    it('reads the seat of a compact log entry (a zone move\'s bytes) as the log does', () => {
      const compact = (seat: 'p1' | 'p2') => storedLogEntry({ t: 1_800_000_000, seat, op: 'move', args: { zone: 'p1-play' } });
      expect(compact('p1')).toBeInstanceOf(Uint8Array);
      expect(judgeUpdate(p1, [append('log', compact('p1'))], view()).ok).toBe(true);
      expect(refusal(judgeUpdate(p1, [append('log', compact('p2'))], view()))).toEqual({ code: 'recordOf', of: 'p2', what: 'log' });
      expect(refusal(judgeUpdate(p1, [append('log', new Uint8Array([9, 1, 0, 0, 0, 0, 65]))], view()))?.code).toBe('malformed');
    });
    it('lets a seat take back its own entry, never a system line (logs are append-only)', () => {
      expect(judgeUpdate(p1, [append('log', { seat: 'p1' }, true)], view()).ok).toBe(true);
      expect(refusal(judgeUpdate(p1, [append('log', { seat: 'system' }, true)], view()))).toEqual({ code: 'appendOnly', of: null, what: 'log' });
      expect(refusal(judgeUpdate(p1, [append('log', { seat: 'p2' }, true)], view()))?.code).toBe('recordOf');
    });
  });

  describe('unknown roots are refused', () => {
    it('refuses a map key, an array entry or anything nested outside the layout', () => {
      expect(refusal(judgeUpdate(p1, [mapKey('secrets', 'k', 1)], view()))).toEqual({ code: 'unknownRoot', of: null, what: 'secrets' });
      expect(refusal(judgeUpdate(p1, [append('whispers', { seat: 'p1' })], view()))).toEqual({ code: 'unknownRoot', of: null, what: 'whispers' });
      expect(refusal(judgeUpdate(p1, [{ kind: 'other', path: 'objects/hp1/extra/k' }], view()))).toEqual({ code: 'unknownRoot', of: null, what: 'objects/hp1/extra/k' });
    });
    it('refuses a whole change when one of its touches is refused', () => {
      expect(judgeUpdate(p1, [field('hp1', 'value', 1), mapKey('meta', 'game.p2', {})], view()).ok).toBe(false);
    });
  });
});

describe('a takeover is confirmed by the other seat, in its own name', () => {
  const confirm = (seat: string, by: string) => mapKey('seats', `takeover/${seat}`, { key: KEY3, by, t: 1 });
  it('accepts p2 confirming a new key at p1', () => {
    expect(judgeUpdate(p2, [confirm('p1', 'p2')], view()).ok).toBe(true);
  });
  it('refuses a seat confirming its own seat, a confirmation in another seat\'s name, and a spectator\'s', () => {
    expect(refusal(judgeUpdate(p1, [confirm('p1', 'p1')], view()))?.code).toBe('seatClaim');
    expect(refusal(judgeUpdate(p2, [confirm('p1', 'p1')], view()))?.code).toBe('seatClaim');
    expect(refusal(judgeUpdate(spectator, [confirm('p1', 'p2')], view()))?.code).toBe('seatClaim');
  });
});

describe('chat: everyone talks, in its own role only', () => {
  const line = (by: string) => append('chat', { t: 1, by, name: 'N', text: 'よろしくお願いします' });
  it('accepts a spectator\'s and a seat\'s own lines', () => {
    expect(judgeUpdate(spectator, [line('spectator')], view()).ok).toBe(true);
    expect(judgeUpdate(p1, [line('p1')], view()).ok).toBe(true);
  });
  it('refuses a line in another role, and taking a line back', () => {
    expect(refusal(judgeUpdate(spectator, [line('p1')], view()))?.code).toBe('recordOf');
    expect(refusal(judgeUpdate(p2, [line('p1')], view()))?.code).toBe('recordOf');
    expect(refusal(judgeUpdate(p1, [append('chat', { t: 1, by: 'p1', text: 'x' }, true)], view()))?.code).toBe('appendOnly');
  });
});

describe('a change to the other seat\'s public objects that comes with rules events', () => {
  it('is marked as a rules result (said in the log only)', () => {
    const verdict = judgeUpdate(p1, [field('hp2', 'value', 17), append('rules', { seat: 'p1', kind: 'resolved' })], view());
    expect(verdict).toMatchObject({ ok: true, withRules: true, attributed: [{ owner: 'p2', objects: ['hp2'] }] });
  });
});

describe('a held seat changes only by its holder\'s key (issue 28)', () => {
  it('refuses a record with the author\'s own key over a seat another key holds', () => {
    expect(refusal(judgeUpdate(spectator, [mapKey('seats', 'p1', holder(KEY3))], view()))).toEqual({ code: 'seatClaim', of: 'p1', what: 'p1' });
    expect(refusal(judgeUpdate(p2, [mapKey('seats', 'p1', holder(KEY2))], view()))?.code).toBe('seatClaim');
    // A seat held by a record without a key (an older build's) may still be claimed.
    expect(judgeUpdate(spectator, [mapKey('seats', 'p2', holder(KEY3))], view({ p1: KEY1, p2: null })).ok).toBe(true);
  });
});

describe('a game write grants a seat nothing over the other seat\'s hidden things (issue 28)', () => {
  const mat = { id: 'generic', width: 1, height: 1 };
  const withMeta = (meta: Record<string, unknown>): TableView => ({ ...view(), metaValue: (key) => meta[key] });
  it('refuses deleting the other seat\'s hand under a same-value write of the mat or the game', () => {
    for (const key of ['mat', 'game']) {
      const verdict = judgeUpdate(p2, [mapKey('meta', key, key === 'mat' ? mat : { id: 'x' }), record('hand1', true)], withMeta({ mat, game: { id: 'x' } }));
      expect(refusal(verdict)).toEqual({ code: 'hiddenOf', of: 'p1', what: 'hand1' });
    }
  });
  it('lets a new game value or a sweep remove it, attributed to the author (never silent)', () => {
    const newGame = judgeUpdate(p2, [mapKey('meta', 'game', { id: 'y' }), record('hand1', true), field('hp1', 'value', 1)], withMeta({ game: { id: 'x' } }));
    expect(newGame).toEqual({ ok: true, sweep: false, withRules: false, attributed: [{ owner: 'p1', objects: ['hand1', 'hp1'] }] });
    const verdict = judgeUpdate(p2, Object.keys(OBJECTS).map((id) => record(id, true)), view());
    expect(verdict).toMatchObject({ ok: true, sweep: true, attributed: [{ owner: 'p1', objects: ['hp1', 'hand1'] }] });
  });
  it('lets a new game value write the other seat\'s setup records; the same value does not', () => {
    const setup = mapKey('meta', 'game.p1', { setupId: 'g2' });
    expect(judgeUpdate(p2, [mapKey('meta', 'game', { id: 'y' }), setup], withMeta({ game: { id: 'x' } })).ok).toBe(true);
    expect(refusal(judgeUpdate(p2, [mapKey('meta', 'game', { id: 'x' }), setup], withMeta({ game: { id: 'x' } })))?.code).toBe('recordOf');
  });
});

describe('an envelope round is write-once per seat (issue 28)', () => {
  const HASH_A = 'a'.repeat(64);
  const HASH_B = 'b'.repeat(64);
  const board = (entries: Record<string, unknown>): TableView => ({
    ...view(), entriesOf: (_root, prefix) => Object.entries(entries).filter(([key]) => key.startsWith(prefix)),
  });
  it('refuses a second commitment by the same seat, on the table or in the same change', () => {
    const table = board({ 'c/r1/p2/t1': HASH_A });
    expect(refusal(judgeUpdate(p2, [mapKey('envelopes', 'c/r1/p2/t2', HASH_B)], table))).toEqual({ code: 'sealedRound', of: 'p2', what: 'envelopes/c/r1/p2/t2' });
    expect(refusal(judgeUpdate(p2, [mapKey('envelopes', 'c/r1/p2/t1', HASH_A), mapKey('envelopes', 'c/r1/p2/t2', HASH_B)], board({})))?.code).toBe('sealedRound');
    expect(judgeUpdate(p2, [mapKey('envelopes', 'c/r2/p2/t1', HASH_B)], table).ok).toBe(true);
  });
  it('refuses taking back or overwriting a commitment or a round, an acknowledgement of another set, a disowning after a reveal', () => {
    expect(refusal(judgeUpdate(p2, [mapKey('envelopes', 'c/r1/p2/t1', HASH_A, true)], board({})))?.code).toBe('appendOnly');
    expect(refusal(judgeUpdate(p1, [mapKey('envelopes', 'r/r1', {}, true)], board({})))?.code).toBe('appendOnly');
    expect(refusal(judgeUpdate(p2, [mapKey('envelopes', 'a/r1/p2/t2', HASH_B)], board({ 'a/r1/p2/t1': HASH_A })))?.code).toBe('sealedRound');
    expect(judgeUpdate(p2, [mapKey('envelopes', 'a/r1/p2/t2', HASH_A)], board({ 'a/r1/p2/t1': HASH_A })).ok).toBe(true);
    expect(judgeUpdate(p2, [mapKey('envelopes', 'x/r1/p2/t1', HASH_A)], board({})).ok).toBe(true);
    expect(refusal(judgeUpdate(p2, [mapKey('envelopes', 'x/r1/p2/t1', HASH_A)], board({ 'v/r1/p1': {} })))?.code).toBe('sealedRound');
  });
});
