import { describe, expect, it } from 'vitest';
import { SeatPins, TAKEOVER_AFTER_MS, type HolderPresence, type PinStorage } from '../../../src/net/seatPins';
import type { SeatHolder, SeatMap } from '../../../src/net/seats';
import type { Seat } from '../../../src/table';

const KEY_A = 'A'.repeat(87);
const KEY_B = 'B'.repeat(87);
const alice: SeatHolder = { playerId: 'alice', name: 'Alice', color: '#4f8fd8', key: KEY_A };
const mallory: SeatHolder = { playerId: 'mallory', name: 'Mallory', color: '#d84f4f', key: KEY_B };

class MemoryStorage implements PinStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
}

function setup(storage: PinStorage | null = new MemoryStorage()) {
  const clock = { t: 1_000_000 };
  const pins = new SeatPins('room-1', storage, () => clock.t);
  const where: Partial<Record<string, HolderPresence>> = { alice: 'holding' };
  const view = (seats: SeatMap) => pins.view(seats, (_seat: Seat, holder) => where[holder.playerId] ?? 'gone');
  return { pins, clock, where, view };
}

describe('seat pins', () => {
  it('pins the first key seen for a seat', () => {
    const { pins, view } = setup();
    expect(view({ p1: alice }).seats.p1).toEqual(alice);
    expect(pins.pinnedKey('p1')).toBe(KEY_A);
    expect(pins.pinnedKey('p2')).toBeUndefined();
  });

  it('refuses another key while the pinned holder is present, and says so once', () => {
    const { view } = setup();
    view({ p1: alice });
    const first = view({ p1: mallory });
    expect(first.seats.p1).toEqual(alice);
    expect(first.refused).toEqual([{ seat: 'p1', by: mallory }]);
    const second = view({ p1: mallory });
    expect(second.seats.p1).toEqual(alice);
    expect(second.refused).toEqual([]);
  });

  it('refuses a record without a key, and a deleted record, while the holder sits there', () => {
    const { view } = setup();
    view({ p1: alice });
    const { key: _key, ...unkeyed } = mallory;
    expect(view({ p1: unkeyed }).seats.p1).toEqual(alice);
    const deleted = view({});
    expect(deleted.seats.p1).toEqual(alice);
    expect(deleted.refused).toEqual([{ seat: 'p1', by: null }]);
  });

  it('keeps refusing during the grace time after the holder left', () => {
    const { view, where, clock } = setup();
    view({ p1: alice });
    where['alice'] = undefined;
    clock.t += TAKEOVER_AFTER_MS - 1;
    const shown = view({ p1: mallory });
    expect(shown.seats.p1).toEqual(alice);
    expect(shown.unconfirmed).toEqual({});
  });

  it('keeps the pins across a reload (local storage, per room)', () => {
    const storage = new MemoryStorage();
    setup(storage).view({ p1: alice });
    const reloaded = setup(storage);
    expect(reloaded.pins.pinnedKey('p1')).toBe(KEY_A);
    expect(reloaded.view({ p1: mallory }).seats.p1).toEqual(alice);
    // Another room has pins of its own.
    expect(new SeatPins('room-2', storage).pinnedKey('p1')).toBeUndefined();
  });

  it('gives a reloaded page the full grace time before a takeover', () => {
    const storage = new MemoryStorage();
    setup(storage).view({ p1: alice });
    const reloaded = setup(storage);
    reloaded.where['alice'] = undefined;
    expect(reloaded.view({ p1: mallory }).seats.p1).toEqual(alice);
  });

  it('survives unreadable stored pins', () => {
    const storage = new MemoryStorage();
    storage.setItem('fudaba-seat-pins:room-1', '{not json');
    expect(setup(storage).view({ p1: alice }).seats.p1).toEqual(alice);
    storage.setItem('fudaba-seat-pins:room-1', JSON.stringify({ p1: { key: 3 } }));
    expect(setup(storage).pins.pinnedKey('p1')).toBeUndefined();
  });

  it('lets a new key take the seat of a holder gone long enough, shown unconfirmed until confirmed', () => {
    const { pins, view, where, clock } = setup();
    view({ p1: alice });
    where['alice'] = undefined;
    clock.t += TAKEOVER_AFTER_MS;
    const taken = view({ p1: mallory });
    expect(taken.seats.p1).toEqual(mallory);
    expect(taken.unconfirmed.p1).toEqual({ seat: 'p1', holder: mallory, previous: alice });
    expect(taken.takenOver).toHaveLength(1);
    expect(view({ p1: mallory }).takenOver).toHaveLength(0);
    expect(pins.pinnedKey('p1')).toBe(KEY_A);
    pins.pin('p1', mallory);
    const confirmed = view({ p1: mallory });
    expect(confirmed.unconfirmed).toEqual({});
    expect(confirmed.seats.p1).toEqual(mallory);
    // Alice comes back while Mallory sits there: now hers is the other key.
    where['mallory'] = 'holding';
    expect(view({ p1: alice }).seats.p1).toEqual(mallory);
  });

  it('a refused takeover leaves the previous holder in the seat', () => {
    const { pins, view, where, clock } = setup();
    view({ p1: alice });
    where['alice'] = undefined;
    clock.t += TAKEOVER_AFTER_MS;
    expect(view({ p1: mallory }).unconfirmed.p1).toBeDefined();
    pins.decline('p1', KEY_B);
    const after = view({ p1: mallory });
    expect(after.seats.p1).toEqual(alice);
    expect(after.unconfirmed).toEqual({});
  });

  it('frees the seat for anyone once the holder stood up (here, unseated)', () => {
    const { pins, view, where } = setup();
    view({ p1: alice });
    where['alice'] = 'here';
    expect(view({}).seats.p1).toBeUndefined();
    expect(pins.pinnedKey('p1')).toBeUndefined();
    where['alice'] = 'holding';
    expect(view({ p1: mallory }).seats.p1).toEqual(mallory);
    expect(pins.pinnedKey('p1')).toBe(KEY_B);
  });

  it('shows records of older builds (no key) without pinning them', () => {
    const { pins, view } = setup();
    const { key: _key, ...old } = alice;
    expect(view({ p1: old }).seats.p1).toEqual(old);
    expect(pins.pinnedKey('p1')).toBeUndefined();
  });
});

describe('the invite link names the inviter\'s key', () => {
  it('pins the named key on first sight, and refuses another key at that seat', async () => {
    const { SeatPins: Pins, fingerprintOfKey, parseInviteFingerprint } = await import('../../../src/net/seatPins');
    const key = (c: string) => c.repeat(87);
    const fp = fingerprintOfKey(key('A'))!;
    expect(parseInviteFingerprint(`p1.${fp}`)).toEqual({ seat: 'p1', fp });
    expect(parseInviteFingerprint('p3.0011')).toBeNull();
    const holder = (k: string) => ({ playerId: k.slice(0, 4), name: 'N', color: '#123456', key: k });
    const honest = new Pins('room', null);
    honest.expect({ seat: 'p1', fp });
    expect(honest.view({ p1: holder(key('A')) }, () => 'holding').seats.p1?.key).toBe(key('A'));
    const fooled = new Pins('room2', null);
    fooled.expect({ seat: 'p1', fp });
    const view = fooled.view({ p1: holder(key('B')) }, () => 'holding');
    expect(view.seats.p1).toBeUndefined();
    expect(view.refused).toHaveLength(1);
    expect(fooled.pinnedKey('p1')).toBeUndefined();
  });
});
