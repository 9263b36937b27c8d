// Causal order between sessions' logs (src/net/signed/entryDeps.ts): an entry is judged at every
// peer against the table its author had, whatever order a peer reads the logs in.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { appendChat, readChat } from '../../../../src/app/chat';
import { decodeRecord, encodeEntry, MAX_DEPS, type LogEntry } from '../../../../src/net/signed/codec';
import { EMPTY_CHAIN, HeadsNamed, judgeDeps, nextChain, type JudgedLog } from '../../../../src/net/signed/entryDeps';
import { logNameOf } from '../../../../src/net/signed/session';
import { MalformedError } from '../../../../src/net/varint';
import { claim, makePeer, seatedRoom, setField, settle, startSigning, syncAll, writeObject, type Peer } from './peers';
import { copyOf, tableJson } from './tableFixtures';

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

describe('two versions of one log place', () => {
  it('a spectator shows A one chat line and B another at the same place: both seats see the fork at the next seat entry, and it silences neither seat', async () => {
    const [a, b, h] = await seatedRoom(['a', 'b', 'h']);
    const transportBefore = Y.encodeStateAsUpdate(h.transport);
    const tableBefore = copyOf(h.table);
    const sent = h.outbox.length;
    appendChat(h.table, 'spectator', 'h', 'P1 is cheating');
    await h.log.flush();
    // The honest version goes to A; a second one, signed for the same place, to B.
    const log = h.transport.getArray<Uint8Array>(logNameOf(h.session!.id));
    const first = decodeRecord(log.get(log.length - 1));
    if (first.kind !== 'entry') throw new Error('no entry');
    tableBefore.clientID = h.table.clientID;
    const updates: Uint8Array[] = [];
    tableBefore.on('update', (u: Uint8Array) => updates.push(u));
    appendChat(tableBefore, 'spectator', 'h', 'P2 is cheating');
    const other: LogEntry = await h.session!.sign({ seq: first.entry.seq, flags: 0, update: Y.mergeUpdates(updates), ...(first.entry.deps ? { deps: first.entry.deps } : {}) });
    const fork = new Y.Doc({ gc: false });
    Y.applyUpdate(fork, transportBefore);
    fork.clientID = h.transport.clientID;
    fork.getArray<Uint8Array>(logNameOf(h.session!.id)).push([encodeEntry(other)]);
    deliver(a, h.outbox.slice(sent));
    deliver(b, [Y.encodeStateAsUpdate(fork, Y.encodeStateVectorFromUpdate(transportBefore))]);
    await settle([a, b]);
    expect(readChat(a.table).lines.map((l) => l.text)).toEqual(['P1 is cheating']);
    expect(readChat(b.table).lines.map((l) => l.text)).toEqual(['P2 is cheating']);
    expect(a.log.stats.forks + b.log.stats.forks).toBe(0);
    // Each seat writes on; its entry names the head of h's log it holds.
    appendChat(a.table, 'p1', 'a', 'hm?');
    appendChat(b.table, 'p2', 'b', 'what?');
    await syncAll([a, b]);
    for (const peer of [a, b]) {
      expect(peer.log.stats.forks, `${peer.name} sees two versions of h's log`).toBeGreaterThan(0);
      // Either h or the other seat lies about h's log, and the hash cannot say which: nobody is
      // stopped (a false chain named by a stranger must not silence an honest seat).
      expect(peer.refused).toEqual([]);
      expect(readChat(peer.table).lines.map((l) => l.text)).toContain(peer === a ? 'what?' : 'hm?');
    }
  });
});

describe('the heads an author names', () => {
  const c = (n: number) => new Uint8Array(8).fill(n);
  it('names only heads that moved since its last entry, never its own', () => {
    const heads = new HeadsNamed();
    expect(heads.next([['aaaa', 3, c(3)], ['bbbb', 0, undefined], ['mine', 9, c(9)]], 'mine')).toEqual([{ session: 'aaaa', seq: 3, chain: c(3) }]);
    expect(heads.next([['aaaa', 3, c(3)], ['bbbb', 1, c(1)]], 'mine')).toEqual([{ session: 'bbbb', seq: 1, chain: c(1) }]);
    expect(heads.next([['aaaa', 3, c(3)], ['bbbb', 1, c(1)]], 'mine')).toEqual([]);
  });

  it('waits while a named head has not been judged here; a log stopped for good waits no one; another chain is a fork', () => {
    const logs = new Map<string, JudgedLog>([
      ['aaaa', { through: 2, chainAt: (seq) => c(seq) }],
      ['stop', { through: Infinity, chainAt: () => undefined }],
    ]);
    const logOf = (id: string) => logs.get(id) ?? null;
    expect(judgeDeps([{ session: 'aaaa', seq: 2, chain: c(2) }, { session: 'stop', seq: 40, chain: c(1) }], 'b', logOf)).toEqual({ wait: false, forks: [] });
    expect(judgeDeps([{ session: 'aaaa', seq: 3, chain: c(3) }], 'b', logOf).wait).toBe(true);
    expect(judgeDeps([{ session: 'cccc', seq: 1, chain: c(1) }], 'b', logOf).wait).toBe(true);
    expect(judgeDeps([{ session: 'aaaa', seq: 2, chain: c(7) }], 'b', logOf)).toEqual({ wait: false, forks: [{ session: 'aaaa', seq: 2 }] });
    expect(judgeDeps(undefined, 'b', logOf)).toEqual({ wait: false, forks: [] });
    expect(nextChain(EMPTY_CHAIN, c(1))).not.toEqual(nextChain(EMPTY_CHAIN, c(2)));
  });

  it('round-trips v2 entries, still reads v1 ones, and refuses a hostile list as malformed', () => {
    const entry = { seq: 7, flags: 1, update: new Uint8Array([1, 2, 3]), signature: new Uint8Array(64).fill(9), deps: [{ session: '0123456789abcdef', seq: 5, chain: c(5) }] };
    expect(decodeRecord(encodeEntry(entry))).toEqual({ kind: 'entry', entry });
    const { deps: _deps, ...v1 } = entry;
    expect(decodeRecord(encodeEntry(v1))).toEqual({ kind: 'entry', entry: v1 });
    const tooMany = { ...entry, deps: Array.from({ length: MAX_DEPS + 1 }, (_, i) => ({ session: i.toString(16).padStart(16, '0'), seq: 1, chain: c(1) })) };
    expect(() => decodeRecord(encodeEntry(tooMany))).toThrow(MalformedError);
    const notAnId = { ...entry, deps: [{ session: 'NOT-A-SESSION-ID', seq: 1, chain: c(1) }] };
    expect(() => decodeRecord(encodeEntry(notAnId))).toThrow(MalformedError);
  });
});
