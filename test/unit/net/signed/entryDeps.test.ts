// Causal order between sessions' logs (src/net/signed/entryDeps.ts): an entry is judged at every
// peer against the table its author had, whatever order a peer reads the logs in.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { decodeRecord, encodeEntry, MAX_DEPS } from '../../../../src/net/signed/codec';
import { depsMet, HeadsNamed } from '../../../../src/net/signed/entryDeps';
import { MalformedError } from '../../../../src/net/varint';
import { claim, makePeer, setField, settle, startSigning, syncAll, writeObject, type Peer } from './peers';
import { tableJson } from './tableFixtures';

const deliver = (to: Peer, updates: readonly Uint8Array[]) => {
  for (const update of updates) Y.applyUpdate(to.transport, update, 'remote');
};

describe('entries name the heads their author had judged', () => {
  it('a late joiner that reads B\'s log before A\'s judges B\'s move of A\'s card after A opened it, as A and B did', async () => {
    const [a, b, c] = [await makePeer('a'), await makePeer('b'), await makePeer('c')];
    claim(a, 'p1');
    // A joint deck's card nobody has opened is its holder's alone (policy.ts hiddenFor).
    writeObject(a, 'card-1', { id: 'card-1', kind: 'card', x: 0, y: 0, z: 1, ref: 's:1', faceUp: true, rotation: 0, owner: 'p1', stack: null, attachedTo: null, joint: 'deck-1' });
    await startSigning(a);
    await syncAll([a, b]);
    claim(b, 'p2');
    await startSigning(b);
    await syncAll([a, b]);
    const beforeOpening = a.outbox.length;
    setField(a, 'card-1', 'joint', '');
    await syncAll([a, b]);
    setField(b, 'card-1', 'x', 50);
    await syncAll([a, b]);
    expect([...a.refused, ...b.refused]).toEqual([]);
    expect(tableJson(b.table)).toEqual(tableJson(a.table));

    // C hears all of B's log but A's only up to before the opening.
    deliver(c, a.outbox.slice(0, beforeOpening));
    deliver(c, b.outbox);
    await settle([c]);
    expect(c.refused).toEqual([]);
    expect((c.table.getMap<Y.Map<unknown>>('objects').get('card-1'))?.get('x')).toBe(0);
    expect(c.log.stats.waiting).toBeGreaterThan(0);
    deliver(c, a.outbox.slice(beforeOpening));
    await settle([c]);
    expect(c.refused).toEqual([]);
    expect(tableJson(c.table)).toEqual(tableJson(a.table));
  });
});

describe('the heads an author names', () => {
  it('names only heads that moved since its last entry, never its own', () => {
    const heads = new HeadsNamed();
    expect(heads.next([['aaaa', 3], ['bbbb', 0], ['mine', 9]], 'mine')).toEqual([{ session: 'aaaa', seq: 3 }]);
    expect(heads.next([['aaaa', 3], ['bbbb', 1]], 'mine')).toEqual([{ session: 'bbbb', seq: 1 }]);
    expect(heads.next([['aaaa', 3], ['bbbb', 1]], 'mine')).toEqual([]);
  });

  it('waits while a named head has not been judged here; a log stopped for good waits no one', () => {
    const judged = new Map([['aaaa', 2], ['stop', Infinity]]);
    const through = (id: string) => judged.get(id) ?? 0;
    expect(depsMet([{ session: 'aaaa', seq: 2 }, { session: 'stop', seq: 40 }], 'b', through)).toBe(true);
    expect(depsMet([{ session: 'aaaa', seq: 3 }], 'b', through)).toBe(false);
    expect(depsMet([{ session: 'cccc', seq: 1 }], 'b', through)).toBe(false);
    expect(depsMet(undefined, 'b', through)).toBe(true);
  });

  it('round-trips v2 entries, still reads v1 ones, and refuses a hostile list as malformed', () => {
    const entry = { seq: 7, flags: 1, update: new Uint8Array([1, 2, 3]), signature: new Uint8Array(64).fill(9), deps: [{ session: '0123456789abcdef', seq: 5 }] };
    expect(decodeRecord(encodeEntry(entry))).toEqual({ kind: 'entry', entry });
    const { deps: _deps, ...v1 } = entry;
    expect(decodeRecord(encodeEntry(v1))).toEqual({ kind: 'entry', entry: v1 });
    const tooMany = { ...entry, deps: Array.from({ length: MAX_DEPS + 1 }, (_, i) => ({ session: i.toString(16).padStart(16, '0'), seq: 1 })) };
    expect(() => decodeRecord(encodeEntry(tooMany))).toThrow(MalformedError);
    const notAnId = { ...entry, deps: [{ session: 'NOT-A-SESSION-ID', seq: 1 }] };
    expect(() => decodeRecord(encodeEntry(notAnId))).toThrow(MalformedError);
  });
});
