import * as Y from 'yjs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSeat, leaveSeat, readSeats, seatOf } from '../../../src/net/seats';
import { runs } from '../../propertyRuns';

const player = (n: number) => ({ playerId: `player-${n}`, name: `P${n}`, color: '#4f8fd8' });

function sync(docs: Y.Doc[]): void {
  const updates = docs.map((d) => Y.encodeStateAsUpdate(d));
  for (const doc of docs) for (const update of updates) Y.applyUpdate(doc, update);
}

describe('seats', () => {
  it('gives a free seat to its claimant and keeps one seat per player', () => {
    const doc = new Y.Doc();
    expect(claimSeat(doc, 'p1', player(1))).toBe(true);
    expect(seatOf(readSeats(doc), 'player-1')).toBe('p1');
    expect(claimSeat(doc, 'p2', player(1))).toBe(true);
    expect(readSeats(doc)).toEqual({ p2: player(1) });
  });

  it('refuses a seat held by someone else unless forced', () => {
    const doc = new Y.Doc();
    claimSeat(doc, 'p1', player(1));
    expect(claimSeat(doc, 'p1', player(2))).toBe(false);
    expect(readSeats(doc).p1?.playerId).toBe('player-1');
    expect(claimSeat(doc, 'p1', player(2), true)).toBe(true);
    expect(readSeats(doc).p1?.playerId).toBe('player-2');
  });

  it('leaving frees the seat; a returning player finds their own seat', () => {
    const doc = new Y.Doc();
    claimSeat(doc, 'p2', player(3));
    const reloaded = new Y.Doc();
    Y.applyUpdate(reloaded, Y.encodeStateAsUpdate(doc));
    expect(seatOf(readSeats(reloaded), 'player-3')).toBe('p2');
    leaveSeat(reloaded, 'player-3');
    expect(readSeats(reloaded)).toEqual({});
  });

  it('ignores malformed seat records from a peer', () => {
    const doc = new Y.Doc();
    doc.getMap('seats').set('p1', { playerId: 42 });
    doc.getMap('seats').set('p9', player(1));
    expect(readSeats(doc)).toEqual({});
  });

  it('ends concurrent claims of one seat with exactly one holder, the same on every peer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.constantFrom('p1' as const, 'p2' as const), fc.boolean(), (peers, seat, reverse) => {
        const docs = Array.from({ length: peers }, () => new Y.Doc());
        docs.forEach((doc, i) => expect(claimSeat(doc, seat, player(i))).toBe(true));
        sync(reverse ? [...docs].reverse() : docs);
        const holders = docs.map((doc) => readSeats(doc)[seat]?.playerId);
        expect(new Set(holders).size).toBe(1);
        expect(holders[0]).toMatch(/^player-\d$/);
        // Everyone else sees that they did not get it.
        const winners = docs.filter((doc, i) => seatOf(readSeats(doc), `player-${i}`) === seat);
        expect(winners.length).toBe(1);
      }),
      runs(60),
    );
  });
});
