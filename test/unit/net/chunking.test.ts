import { describe, expect, it } from 'vitest';
import { CHUNK_BYTES, helloFrame, isFrame, Reassembler, split, TAG_CHUNK } from '../../../src/net/chunking';
import { ByteReader, ByteWriter } from '../../../src/net/varint';

const bytes = (n: number, seed = 7) => Uint8Array.from({ length: n }, (_, i) => (i * 31 + seed) & 0xff);
/** Byte equality without a deep comparison of every element (fast for large arrays). */
const sameBytes = (x: Uint8Array, y: Uint8Array) => Buffer.from(x).equals(Buffer.from(y));
const limits = { maxMessageBytes: 1_000_000, maxBufferedBytes: 1_500_000, maxPending: 2, timeoutMs: 1000 };

describe('varuint', () => {
  it('reads back what it wrote, like lib0', () => {
    const values = [0, 1, 127, 128, 300, 16_383, 16_384, 2 ** 31, 2 ** 32 - 1];
    const w = new ByteWriter();
    for (const v of values) w.varUint(v);
    const r = new ByteReader(w.finish());
    expect(values.map(() => r.varUint())).toEqual(values);
    expect(new ByteWriter().varUint(300).finish()).toEqual(Uint8Array.from([0xac, 0x02]));
  });

  it('throws on truncated or oversized input', () => {
    expect(() => new ByteReader(Uint8Array.from([0x80])).varUint()).toThrow();
    expect(() => new ByteReader(Uint8Array.from([0xff, 0xff, 0xff, 0xff, 0xff, 0xff])).varUint()).toThrow();
    expect(() => new ByteReader(Uint8Array.from([5, 1])).varBytes()).toThrow();
  });
});

describe('chunking', () => {
  it('sends a small y-webrtc message unchanged', () => {
    const message = Uint8Array.from([0, 2, 1, 2, 3]);
    expect(split(message, 1)).toEqual([message]);
    expect(isFrame(message)).toBe(false);
    expect(isFrame(helloFrame())).toBe(true);
  });

  it('splits a large message into frames below the chunk size and puts it together', () => {
    const message = bytes(324_000);
    const frames = split(message, 9);
    expect(frames).toHaveLength(Math.ceil(324_000 / CHUNK_BYTES));
    for (const frame of frames) {
      expect(frame[0]).toBe(TAG_CHUNK);
      expect(frame.length).toBeLessThanOrEqual(CHUNK_BYTES + 16);
    }
    const r = new Reassembler(limits);
    const results = frames.map((f) => r.accept(f, 0));
    expect(results.slice(0, -1).every((x) => x.kind === 'partial')).toBe(true);
    const last = results.at(-1)!;
    expect(last.kind).toBe('complete');
    if (last.kind === 'complete') expect(sameBytes(last.message, message)).toBe(true);
    expect(r.bufferedBytes).toBe(0);
  });

  it('keeps interleaved messages apart and ignores a repeated chunk', () => {
    const m1 = bytes(40_000, 1);
    const m2 = bytes(50_000, 2);
    const f1 = split(m1, 1);
    const f2 = split(m2, 2);
    const r = new Reassembler(limits);
    const done: Uint8Array[] = [];
    const order = [f1[0], f2[0], f1[0], f2[1], f1[1], f2[2], f2[3], f1[2]];
    for (const f of order) {
      const res = r.accept(f!, 0);
      if (res.kind === 'complete') done.push(res.message);
    }
    expect(done).toHaveLength(2);
    expect(sameBytes(done[0]!, m2) && sameBytes(done[1]!, m1)).toBe(true);
  });

  it('drops malformed, oversized and over-budget messages, and never holds more than the budget', () => {
    const r = new Reassembler(limits);
    expect(r.accept(Uint8Array.from([TAG_CHUNK, 0x80]), 0).kind).toBe('dropped');
    // A count that claims more than the largest message.
    const huge = new ByteWriter().uint8(TAG_CHUNK).varUint(1).varUint(0).varUint(10_000).raw(bytes(10)).finish();
    expect(r.accept(huge, 0).kind).toBe('dropped');
    // Index beyond count.
    expect(r.accept(new ByteWriter().uint8(TAG_CHUNK).varUint(1).varUint(3).varUint(3).finish(), 0).kind).toBe('dropped');
    // Only two incomplete messages at once.
    expect(r.accept(split(bytes(40_000), 10)[0]!, 0).kind).toBe('partial');
    expect(r.accept(split(bytes(40_000), 11)[0]!, 0).kind).toBe('partial');
    expect(r.accept(split(bytes(40_000), 12)[0]!, 0).kind).toBe('dropped');
    expect(r.pendingCount).toBe(2);
    // A message whose chunks add up to more than allowed.
    const big = new Reassembler({ ...limits, maxMessageBytes: 40_000 });
    const frames = split(bytes(40_000), 1, 16_384).map((f, i) => (i === 2 ? new ByteWriter().raw(f).raw(bytes(20_000)).finish() : f));
    expect(frames.map((f) => big.accept(f, 0).kind)).toEqual(['partial', 'partial', 'dropped']);
    expect(big.bufferedBytes).toBe(0);
  });

  it('forgets an incomplete message after the timeout', () => {
    const r = new Reassembler(limits);
    const frames = split(bytes(40_000), 3);
    r.accept(frames[0]!, 0);
    expect(r.pendingCount).toBe(1);
    r.sweep(2000);
    expect(r.pendingCount).toBe(0);
    expect(r.bufferedBytes).toBe(0);
    expect(r.dropped).toBe(1);
    // The rest arriving late never completes a truncated message.
    expect(r.accept(frames[1]!, 2001).kind).toBe('partial');
    expect(r.accept(frames[2]!, 2001).kind).toBe('partial');
  });
});
