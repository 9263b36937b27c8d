// Sealed envelope rounds between synced browsers, and a third peer (a modified client: a bare doc
// in the room) that writes whatever it likes into the envelopes map.
import * as Y from 'yjs';
import { describe, expect, it, vi } from 'vitest';
import { commit } from '../../../src/secret/commit';
import { ackHash, envelopePurpose, paddedChoice } from '../../../src/secret/envelope';
import { EnvelopeBoard } from '../../../src/secret/envelopeBoard';
import { KeyRing, MemoryKeyStore } from '../../../src/secret/keyring';
import type { Seat } from '../../../src/table';

/** Docs synced as y-webrtc would: every local update reaches every other doc. */
function mesh(count: number): Y.Doc[] {
  const docs = Array.from({ length: count }, () => new Y.Doc());
  for (const doc of docs) {
    doc.on('update', (u: Uint8Array, origin: unknown) => {
      if (origin === 'remote') return;
      for (const other of docs) if (other !== doc) Y.applyUpdate(other, u, 'remote');
    });
  }
  return docs;
}

function board(doc: Y.Doc, seat: Seat | null, store = new MemoryKeyStore()) {
  const b = new EnvelopeBoard(doc, new KeyRing(store, 't'), () => seat);
  b.start();
  return b;
}

function room() {
  const [d1, d2, d3] = mesh(3) as [Y.Doc, Y.Doc, Y.Doc];
  return { docs: [d1, d2, d3] as const, a: board(d1, 'p1'), b: board(d2, 'p2'), hostile: d3, map: d3.getMap<unknown>('envelopes') };
}

const tick = async () => { for (let i = 0; i < 12; i++) await new Promise((r) => setTimeout(r, 0)); };
const hex = (c: string) => c.repeat(64);
const keysOf = (doc: Y.Doc, prefix: string) => [...doc.getMap('envelopes').keys()].filter((k) => k.startsWith(prefix));
const text = (doc: Y.Doc) => new TextDecoder().decode(Y.encodeStateAsUpdate(doc));

/** A commitment a modified client makes for a seat, with the reveal that opens it. */
async function forge(round: string, seat: Seat, kind: 'text' | 'cards' | 'number', value: unknown) {
  const { commitment, opening } = await commit(envelopePurpose(round, seat), paddedChoice(kind, value));
  return { hash: commitment.hash, reveal: { value, salt: opening.salt } };
}

describe('envelope board', () => {
  it('at a local table one browser plays both seats in turn: both acknowledge and both reveal', async () => {
    const doc = new Y.Doc();
    let seat: Seat = 'p1';
    const local = new EnvelopeBoard(doc, new KeyRing(new MemoryKeyStore(), 't'), () => seat);
    local.start();
    const round = local.open('Fighters', 'text');
    await local.commit(round, 'MF-003,MF-007');
    seat = 'p2';
    local.seatChanged();
    await local.commit(round, 'MF-001,MF-002');
    await tick();
    await local.settled();
    await tick();
    const [r] = await local.rounds();
    expect(r).toMatchObject({ acked: ['p1', 'p2'], verdicts: { p1: 'ok', p2: 'ok' }, values: { p1: 'MF-003,MF-007', p2: 'MF-001,MF-002' }, mine: 'MF-001,MF-002' });
    local.stop();
  });

  it('keeps choices sealed until both have committed and acknowledged, then both see both', async () => {
    const { docs, a, b } = room();
    const round = a.open('Fighters', 'text');
    await a.commit(round, 'MF-003,MF-007');
    await tick();
    const early = await b.rounds();
    expect(early[0]).toMatchObject({ committed: ['p1'], values: {} });
    expect(text(docs[1])).not.toContain('MF-003');
    await b.commit(round, 'MF-001,MF-002');
    // The acknowledgements and reveals follow in WebCrypto's time: a loaded machine needs more turns.
    for (const view of [a, b]) {
      await vi.waitFor(async () => {
        const [r] = await view.rounds();
        expect(r).toMatchObject({ acked: ['p1', 'p2'], equivocated: [], verdicts: { p1: 'ok', p2: 'ok' }, values: { p1: 'MF-003,MF-007', p2: 'MF-001,MF-002' } });
      }, { timeout: 20_000, interval: 20 });
    }
  });

  it('refuses a second commitment by the same seat', async () => {
    const { a } = room();
    const round = a.open('Once', 'text');
    await a.commit(round, 'x');
    await expect(a.commit(round, 'y')).rejects.toThrow(/already committed/);
  });

  it('pads the sealed copies: a long plan and a short one look alike', async () => {
    const { docs, a, b } = room();
    const round = a.open('Plans', 'cards');
    await a.commit(round, ['summon u1 falldown:FD-001']);
    await b.commit(round, Array.from({ length: 30 }, (_, i) => `attack u${i} e${i} spill e${i + 1}`));
    const map = docs[2].getMap<{ ct: string }>('envelopes');
    expect(map.get(`k/${round}/p1`)?.ct.length).toBe(map.get(`k/${round}/p2`)?.ct.length);
    await expect(a.commit(a.open('Huge', 'text'), 'あ'.repeat(500).replace(/あ/g, '\u0001'))).rejects.toThrow(/at most 2048/);
  });

  it('a placeholder for seat 2 written after seat 1 committed: seat 1 never reveals, and the replacement is equivocation', async () => {
    const { docs, a, b, map, hostile } = room();
    const round = a.open('Falldown フェイズ1', 'cards');
    await a.commit(round, ['attack u1 e1']);
    // The third peer writes a placeholder for p2 right away, and an acknowledgement in p2's name.
    const placeholder = await forge(round, 'p2', 'cards', []);
    const p1Hash = docs[0].getMap<unknown>('envelopes').get(keysOf(docs[0], `c/${round}/p1/`)[0]!) as string;
    hostile.transact(() => map.set(`c/${round}/p2/evil1`, placeholder.hash));
    await tick();
    // p2's own browser disowns the commitment it never made: everyone marks the round.
    expect(keysOf(hostile, `x/${round}/p2/`)).toHaveLength(1);
    hostile.transact(() => map.set(`a/${round}/p2/evil1`, 'placeholder ack'));
    const ack = await ackHash(round, { p1: p1Hash, p2: placeholder.hash });
    hostile.transact(() => map.set(`a/${round}/p2/evil2`, ack));
    await tick();
    expect(map.get(`v/${round}/p1`)).toBeUndefined();
    // … then replaces it by a plan made knowing p1's, and reveals it.
    const knowing = await forge(round, 'p2', 'cards', ['attack u9 e1']);
    hostile.transact(() => {
      map.delete(`c/${round}/p2/evil1`);
      map.set(`c/${round}/p2/evil2`, knowing.hash);
      map.set(`v/${round}/p2`, knowing.reveal);
    });
    await tick();
    expect(map.get(`v/${round}/p1`)).toBeUndefined();
    expect(text(hostile)).not.toContain('attack u1 e1');
    for (const view of [a, b, board(hostile, null)]) {
      const [r] = await view.rounds();
      expect(r).toMatchObject({ equivocated: ['p2'], verdicts: { p1: 'missing', p2: 'equivocation' }, values: {} });
    }
    await expect(b.commit(round, ['x'])).rejects.toThrow(/already committed/);
  });

  it('seat 2 colluding: it acknowledges a placeholder, seat 1 reveals, a replaced commitment never opens', async () => {
    const [d1, d2, d3] = mesh(3) as [Y.Doc, Y.Doc, Y.Doc];
    const a = board(d1, 'p1');
    const spectator = board(d3, null);
    const map = d2.getMap<unknown>('envelopes'); // seat 2's modified client: no board of its own
    const round = a.open('Falldown フェイズ2', 'cards');
    await a.commit(round, ['attack u1 e1']);
    const placeholder = await forge(round, 'p2', 'cards', []);
    d2.transact(() => map.set(`c/${round}/p2/t1`, placeholder.hash));
    await tick();
    const p1Hash = map.get(keysOf(d2, `c/${round}/p1/`)[0]!) as string;
    const ack = await ackHash(round, { p1: p1Hash, p2: placeholder.hash });
    d2.transact(() => map.set(`a/${round}/p2/t3`, ack));
    await tick();
    expect(map.get(`v/${round}/p1`)).toMatchObject({ value: ['attack u1 e1'] });
    const knowing = await forge(round, 'p2', 'cards', ['attack u9 e1']);
    d2.transact(() => {
      map.set(`c/${round}/p2/t1`, knowing.hash); // an overwrite …
      map.set(`v/${round}/p2`, knowing.reveal);
    });
    await tick();
    for (const view of [a, spectator]) {
      const [r] = await view.rounds();
      expect(r?.equivocated).toEqual(['p2']);
      expect(r?.verdicts.p2).toBe('equivocation');
      expect(r?.values).toEqual({});
    }
    // A late joiner saw only the overwritten entry, but the acknowledgements name another set.
    const late = new Y.Doc();
    Y.applyUpdate(late, Y.encodeStateAsUpdate(d1));
    expect(keysOf(late, `c/${round}/p2/`)).toHaveLength(1);
    const [r] = await board(late, null).rounds();
    expect(r?.equivocated).toEqual(['p1', 'p2']);
    expect(r?.values).toEqual({});
  });

  it('reveals only when every seat has acknowledged the set it saw itself', async () => {
    const [d1, d2] = mesh(2) as [Y.Doc, Y.Doc];
    const a = board(d1, 'p1');
    const map = d2.getMap<unknown>('envelopes'); // p2 commits, but its client never acknowledges
    const round = a.open('Acks', 'number');
    await a.commit(round, 3);
    const p2 = await forge(round, 'p2', 'number', 4);
    d2.transact(() => map.set(`c/${round}/p2/t`, p2.hash));
    await tick();
    expect(keysOf(d2, `a/${round}/p1/`)).toHaveLength(1);
    expect(map.get(`v/${round}/p1`)).toBeUndefined();
    // An acknowledgement naming another set is no reason to reveal.
    d2.transact(() => map.set(`a/${round}/p2/t`, hex('e')));
    await tick();
    expect(map.get(`v/${round}/p1`)).toBeUndefined();
  });

  it('a rewritten round record (its seats changed so one seat suffices) opens nothing', async () => {
    const { a, b, map, hostile } = room();
    const round = a.open('Seats', 'text');
    await tick();
    hostile.transact(() => map.set(`r/${round}`, { ...(map.get(`r/${round}`) as object), seats: ['p1'] }));
    await a.commit(round, 'secret');
    await tick();
    expect(map.get(`v/${round}/p1`)).toBeUndefined();
    const [r] = await b.rounds();
    expect(r?.equivocated).toEqual(['p1', 'p2']);
  });

  it('keeps the first reveal that opened: a rewritten reveal or a commitment copied from another round changes nothing', async () => {
    const { a, b, map, hostile } = room();
    const first = a.open('One', 'number');
    await a.commit(first, 3);
    await b.commit(first, 4);
    await tick();
    expect((await a.rounds())[0]?.values).toEqual({ p1: 3, p2: 4 });
    const second = a.open('Two', 'number');
    await a.commit(second, 5);
    const old = map.get(`v/${first}/p2`) as { salt: string };
    hostile.transact(() => {
      map.set(`c/${second}/p2/copy`, map.get(keysOf(hostile, `c/${first}/p2/`)[0]!));
      map.set(`v/${second}/p2`, old);
      map.set(`v/${first}/p2`, { value: 9, salt: old.salt });
    });
    await tick();
    const byLabel = Object.fromEntries((await a.rounds()).map((v) => [v.label, v]));
    expect(byLabel['One']?.values).toEqual({ p1: 3, p2: 4 });
    expect(byLabel['Two']?.verdicts.p2).toBe('equivocation');
    expect(map.get(`v/${second}/p1`)).toBeUndefined();
  });

  it('after a reload, a seat finds its sealed choice again and reveals it', async () => {
    const [d1, d2] = mesh(2) as [Y.Doc, Y.Doc];
    const store = new MemoryKeyStore();
    const first = board(d1, 'p1', store);
    const b = board(d2, 'p2');
    const round = first.open('Reload', 'text');
    await first.commit(round, 'kept');
    first.stop();
    const reloaded = board(d1, 'p1', store);
    await b.commit(round, 'other');
    await tick();
    expect((await b.rounds())[0]?.values).toEqual({ p1: 'kept', p2: 'other' });
    expect((await reloaded.rounds())[0]?.mine).toBe('kept');
  });
});
