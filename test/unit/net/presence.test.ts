import { describe, expect, it } from 'vitest';
import { readPeers } from '../../../src/net/presence';

const good = {
  user: { playerId: 'abc12345', name: 'あかり', color: '#4f8fd8', peerId: 'peer-1' },
  seat: 'p1', cursor: { x: 10, y: 20 }, drag: null, selection: [],
};

describe('presence', () => {
  it('keeps valid peers, drops our own state and malformed ones', () => {
    const states = new Map<number, unknown>([
      [1, good],
      [2, { ...good, seat: 'p7' }],
      [3, 'not an object'],
      [4, { ...good, drag: [{ id: 'c1', x: 1, y: Number.NaN }] }],
      [5, { ...good, user: { ...good.user, color: 'red' } }],
      [9, good],
    ]);
    expect(readPeers(states, 9).map((p) => p.clientId)).toEqual([1]);
  });
});
