// The doc layout registry: every name declared once, no two alike, and the signed-write policy
// ruling on exactly the roots the layout declares (a root it does not know is refused everywhere).
import { describe, expect, it } from 'vitest';
import {
  MATCH_KEYS, MATCH_SEAT_SEGMENTS, MATCH_SEGMENT, META_KEYS, REWIND_ANSWERS, ROOT, ROOT_KEYS, SCHEMA_VERSION, SEATS, SEATS_KEYS, metaKeySeat,
} from '../../../src/table';
import { KEYS_SINCE } from '../../../src/table/layout';
import { POLICY_ROOTS } from '../../../src/net/signed/policy';

const unique = (names: readonly string[]) => new Set(names).size === names.length;
type KeyOrBuilder = string | ((seat: string) => string);
/** A registry's fixed keys once, and its per-seat keys for every seat. */
const allKeys = (keys: Record<string, KeyOrBuilder>): string[] => [
  ...Object.values(keys).filter((key) => typeof key === 'string'),
  ...SEATS.flatMap((seat) => Object.values(keys).flatMap((key) => (typeof key === 'function' ? [key(seat)] : []))),
];

describe('doc layout', () => {
  it('names every root once', () => {
    const names = ROOT_KEYS.map((root) => root.name);
    expect(unique(names)).toBe(true);
    expect(names).toHaveLength(Object.keys(ROOT).length);
  });

  it('names every meta key once, for each seat', () => {
    expect(unique(allKeys(META_KEYS))).toBe(true);
  });

  it('gives per-seat meta keys to their seat and table keys to nobody', () => {
    for (const seat of SEATS) {
      expect(metaKeySeat(META_KEYS.seatSetup(seat))).toBe(seat);
      expect(metaKeySeat(META_KEYS.journalMark(seat))).toBe(seat);
      expect(metaKeySeat(META_KEYS.fightersPlaced(seat))).toBe(seat);
    }
    for (const key of [META_KEYS.mat, META_KEYS.seed, META_KEYS.rolls, META_KEYS.game, META_KEYS.fighterRound]) expect(metaKeySeat(key)).toBeNull();
  });

  it('names every key of one match once', () => {
    const keys = [
      MATCH_KEYS.record('m1'), MATCH_KEYS.abandoned('m1'), MATCH_KEYS.rewind('m1', 'rw0001'),
      ...SEATS.flatMap((seat) => [
        MATCH_KEYS.deck('m1', seat), MATCH_KEYS.claim('m1', seat), MATCH_KEYS.next('m1', seat), MATCH_KEYS.clock('m1', seat),
        ...REWIND_ANSWERS.map((answer) => MATCH_KEYS.rewindAnswer('m1', 'rw0001', answer, seat)),
      ]),
    ];
    expect(unique(keys)).toBe(true);
    expect(unique(Object.values(MATCH_SEGMENT))).toBe(true);
    // The per-seat records the policy gives to their seat are the layout's `<match>/<segment>/<seat>` keys.
    for (const seat of SEATS) for (const segment of MATCH_SEAT_SEGMENTS) expect(keys).toContain(`m1/${segment}/${seat}`);
    expect(MATCH_KEYS.rewindAnswer('m1', 'rw0001', 'accept', 'p2')).toBe(`${MATCH_KEYS.rewind('m1', 'rw0001')}/accept/p2`);
  });

  it('names every key of the seats map once, apart from the seats', () => {
    const keys = allKeys(SEATS_KEYS);
    expect(unique(keys)).toBe(true);
    expect(keys.some((key) => (SEATS as readonly string[]).includes(key))).toBe(false);
  });

  it('dates every root and key with a schema version that exists', () => {
    const versions = [...ROOT_KEYS.map((root) => root.since), ...Object.values(KEYS_SINCE).flatMap((keys) => Object.values(keys))];
    expect(versions.every((v) => Number.isInteger(v) && v >= 1 && v <= SCHEMA_VERSION)).toBe(true);
  });

  it('agrees with the signed-write policy on every root and its type', () => {
    const policy = [...POLICY_ROOTS.map.map((name) => ({ name, type: 'map' })), ...POLICY_ROOTS.array.map((name) => ({ name, type: 'array' }))];
    expect(unique(policy.map((root) => root.name))).toBe(true);
    for (const root of policy) expect(ROOT_KEYS.find((declared) => declared.name === root.name)?.type, root.name).toBe(root.type);
    for (const root of ROOT_KEYS) expect(policy.some((known) => known.name === root.name), root.name).toBe(true);
  });
});
