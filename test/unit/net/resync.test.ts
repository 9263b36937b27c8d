import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { covers, decodeProbe, deleteSetDigest, encodeProbe, hasPending, Resync, type ResyncLink, type ResyncWire } from '../../../src/net/resync';
import { ByteReader } from '../../../src/net/varint';

const TIMING = { tickMs: 1_000_000, probeMs: 2000, staleMs: 4000 };

/** Two docs joined by a fake link that can lose messages; y-webrtc's sync answers by hand. */
function pair() {
  let now = 10_000;
  const clock = () => now;
  const docs = [new Y.Doc(), new Y.Doc()] as const;
  let lose = false;
  const sent = [0, 0];
  const wires: FakeWire[] = [];
  class FakeLink implements ResyncLink {
    open = true;
    capable = true;
    sendingBulk = false;
    lastBulkAt = 0;
    constructor(readonly from: 0 | 1, readonly peerId: string) {}
    send(message: Uint8Array): void {
      sent[this.from]!++;
      if (lose) return;
      const to = docs[1 - this.from]!;
      const reader = new ByteReader(message);
      expect(reader.varUint()).toBe(0); // messageSync
      const step = reader.varUint();
      const payload = reader.varBytes();
      if (step === 0) wires[1 - this.from]!.links[0]!.send(new Uint8Array([0, 1, ...varBytes(Y.encodeStateAsUpdate(to, payload))]));
      else Y.applyUpdate(to, payload, 'remote');
    }
    sendFrame(frame: Uint8Array): void {
      if (lose) return;
      wires[1 - this.from]!.handler(wires[1 - this.from]!.links[0]!, frame.subarray(1));
    }
  }
  class FakeWire implements ResyncWire {
    links: FakeLink[];
    handler: (link: ResyncLink, payload: Uint8Array) => void = () => {};
    constructor(index: 0 | 1) {
      this.links = [new FakeLink(index, index === 0 ? 'peer-b' : 'peer-a')];
    }
    setProbeHandler(fn: (link: ResyncLink, payload: Uint8Array) => void): void {
      this.handler = fn;
    }
    scan(): void {}
    openLinks(): ResyncLink[] {
      return this.links;
    }
    link(peerId: string): ResyncLink | undefined {
      return this.links.find((l) => l.peerId === peerId);
    }
  }
  wires.push(new FakeWire(0), new FakeWire(1));
  const resyncs = [new Resync(docs[0], wires[0]!, TIMING, clock), new Resync(docs[1], wires[1]!, TIMING, clock)] as const;
  // Live updates, as y-webrtc broadcasts them.
  docs.forEach((doc, i) => doc.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin !== 'remote' && !lose) Y.applyUpdate(docs[1 - i]!, update, 'remote');
  }));
  return {
    docs, resyncs, sent,
    setLose: (value: boolean) => { lose = value; },
    /** Both clocks run for `ms`, one tick a second. */
    run(ms: number): string[] {
      const seen: string[] = [];
      for (let t = 0; t < ms; t += 1000) {
        now += 1000;
        resyncs[0].tick();
        resyncs[1].tick();
        seen.push(resyncs[0].state('peer-b'), resyncs[1].state('peer-a'));
      }
      return seen;
    },
    destroy: () => resyncs.forEach((r) => r.destroy()),
  };
}

function varBytes(data: Uint8Array): number[] {
  const out: number[] = [];
  let n = data.length;
  while (n > 0x7f) { out.push(0x80 | (n & 0x7f)); n = Math.floor(n / 128); }
  out.push(n);
  return [...out, ...data];
}

const same = (a: Y.Doc, b: Y.Doc) => JSON.stringify(a.getMap('objects').toJSON()) === JSON.stringify(b.getMap('objects').toJSON());

describe('resync', () => {
  it('probes round-trip and malformed probes are refused', () => {
    const doc = new Y.Doc();
    doc.getMap('objects').set('a', 1);
    const frame = encodeProbe({ stateVector: Y.encodeStateVector(doc), digest: 123, youAreBehind: true });
    const probe = decodeProbe(frame.subarray(1));
    expect(probe).toMatchObject({ digest: 123, youAreBehind: true });
    expect(probe!.clocks.get(doc.clientID)).toBe(1);
    expect(decodeProbe(new Uint8Array([5, 1, 2]))).toBeNull();
    expect(decodeProbe(new Uint8Array([]))).toBeNull();
    expect(covers(new Map([[1, 5]]), new Map([[1, 4]]))).toBe(true);
    expect(covers(new Map([[1, 5]]), new Map([[2, 1]]))).toBe(false);
  });

  it('gives the same delete-set digest for the same deletions made in another order', () => {
    const a = new Y.Doc();
    const map = a.getMap('objects');
    for (let i = 0; i < 10; i++) map.set(`k${i}`, i);
    const b = new Y.Doc();
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    a.transact(() => { map.delete('k1'); map.delete('k2'); });
    const bm = b.getMap('objects');
    bm.delete('k2');
    bm.delete('k1');
    expect(deleteSetDigest(a)).toBe(deleteSetDigest(b));
    bm.delete('k5');
    expect(deleteSetDigest(a)).not.toBe(deleteSetDigest(b));
  });

  it('heals a lost update that left the receiver with pending structs, and says out of sync meanwhile', () => {
    const p = pair();
    const [a, b] = p.docs;
    a.getMap('objects').set('first', 1);
    p.run(5000);
    expect(p.resyncs[0].state('peer-b')).toBe('synced');
    expect(p.resyncs[1].state('peer-a')).toBe('synced');
    // The big update is lost; the next small one arrives and waits for it.
    p.setLose(true);
    a.transact(() => { for (let i = 0; i < 100; i++) a.getMap('objects').set(`o${i}`, i); });
    p.setLose(false);
    a.getMap('objects').set('small', 1);
    expect(hasPending(b)).toBe(true);
    expect(b.getMap('objects').has('small')).toBe(false);
    // Missing for longer than a transfer takes: out of sync until healed, within a few seconds.
    expect(p.run(3000)).not.toContain('outOfSync');
    expect(p.run(7000)).toContain('outOfSync');
    expect(same(a, b)).toBe(true);
    expect(hasPending(b)).toBe(false);
    p.run(6000);
    expect(p.resyncs[0].state('peer-b')).toBe('synced');
    expect(p.resyncs[1].state('peer-a')).toBe('synced');
    p.destroy();
  });

  it('heals a lost update with nothing after it (no pending structs) and a lost deletion', () => {
    const p = pair();
    const [a, b] = p.docs;
    a.getMap('objects').set('x', 1);
    a.getMap('objects').set('y', 1);
    p.run(5000);
    p.setLose(true);
    a.getMap('objects').set('last', 1);
    p.setLose(false);
    p.run(12_000);
    expect(b.getMap('objects').get('last')).toBe(1);
    // A deletion only: the state vectors stay equal.
    p.setLose(true);
    b.getMap('objects').delete('x');
    p.setLose(false);
    expect(a.getMap('objects').has('x')).toBe(true);
    p.run(12_000);
    expect(a.getMap('objects').has('x')).toBe(false);
    expect(same(a, b)).toBe(true);
    p.destroy();
  });

  it('sends nothing but probes while in sync', () => {
    const p = pair();
    p.docs[0].getMap('objects').set('x', 1);
    p.run(5000);
    const before = [...p.sent];
    p.run(20_000);
    expect(p.sent).toEqual(before);
    p.destroy();
  });
});
