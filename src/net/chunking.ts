// Framing for our data-channel extension. A WebRTC data-channel message has a size limit (256 KiB
// in Chromium) and y-webrtc swallows a failed send, so a large message travels as numbered chunks
// and is put together again on the other side. Small messages go unchanged: a stock y-webrtc peer
// still understands everything we send it that it could have received before.
//
// A y-webrtc message starts with its type as a varuint (0–4). Our frames start with a tag byte that
// y-webrtc never uses:
//   CHUNK  [0x60][varuint id][varuint index][varuint count][payload]
//   HELLO  [0x61][varuint version]                  "I speak this extension"
//   PROBE  [0x62][payload]                          resync probe (see resync.ts)
import { ByteReader, ByteWriter } from './varint';

export const TAG_CHUNK = 0x60;
export const TAG_HELLO = 0x61;
export const TAG_PROBE = 0x62;
export const WIRE_VERSION = 1;

/** Payload bytes per chunk: far below every browser's limit, small enough to interleave. */
export const CHUNK_BYTES = 16 * 1024;
/** A message up to this size is sent as is. */
export const MAX_RAW_BYTES = CHUNK_BYTES;

export interface ReassemblyLimits {
  /** Largest message accepted (bytes). */
  maxMessageBytes: number;
  /** Bytes held in incomplete messages from one peer, all together. */
  maxBufferedBytes: number;
  /** Incomplete messages held from one peer at once. */
  maxPending: number;
  /** An incomplete message with no new chunk for this long is dropped (ms). */
  timeoutMs: number;
}

export const DEFAULT_LIMITS: ReassemblyLimits = {
  maxMessageBytes: 48 * 1024 * 1024,
  maxBufferedBytes: 64 * 1024 * 1024,
  maxPending: 4,
  timeoutMs: 30_000,
};

export function isFrame(data: Uint8Array): boolean {
  const tag = data[0];
  return tag === TAG_CHUNK || tag === TAG_HELLO || tag === TAG_PROBE;
}

/** The message itself when small, else its chunks. */
export function split(message: Uint8Array, id: number, chunkBytes = CHUNK_BYTES): Uint8Array[] {
  if (message.length <= chunkBytes && !isFrame(message)) return [message];
  const count = Math.max(1, Math.ceil(message.length / chunkBytes));
  const frames: Uint8Array[] = [];
  for (let index = 0; index < count; index++) {
    frames.push(new ByteWriter().uint8(TAG_CHUNK).varUint(id).varUint(index).varUint(count)
      .raw(message.subarray(index * chunkBytes, (index + 1) * chunkBytes)).finish());
  }
  return frames;
}

export function helloFrame(): Uint8Array {
  return new ByteWriter().uint8(TAG_HELLO).varUint(WIRE_VERSION).finish();
}

interface Pending {
  parts: (Uint8Array | undefined)[];
  received: number;
  bytes: number;
  touched: number;
}

export type ChunkResult =
  | { kind: 'partial' }
  | { kind: 'complete'; message: Uint8Array }
  | { kind: 'dropped'; reason: string };

/** Puts one peer's chunks together, within bounded memory and time. */
export class Reassembler {
  private readonly pending = new Map<number, Pending>();
  private buffered = 0;
  /** Messages given up (malformed, too large, over the budget, timed out). */
  dropped = 0;

  constructor(private readonly limits: ReassemblyLimits = DEFAULT_LIMITS) {}

  get bufferedBytes(): number {
    return this.buffered;
  }

  get pendingCount(): number {
    return this.pending.size;
  }

  accept(frame: Uint8Array, now: number): ChunkResult {
    this.sweep(now);
    let id: number;
    let index: number;
    let count: number;
    let payload: Uint8Array;
    try {
      const reader = new ByteReader(frame);
      if (reader.uint8() !== TAG_CHUNK) return this.drop(null, 'not a chunk');
      id = reader.varUint();
      index = reader.varUint();
      count = reader.varUint();
      payload = reader.rest();
    } catch {
      return this.drop(null, 'malformed chunk');
    }
    if (count < 1 || index >= count || count * CHUNK_BYTES > this.limits.maxMessageBytes + CHUNK_BYTES) {
      return this.drop(id, 'bad chunk count');
    }
    let entry = this.pending.get(id);
    if (!entry) {
      if (this.pending.size >= this.limits.maxPending) return this.drop(null, 'too many messages at once');
      entry = { parts: new Array<Uint8Array | undefined>(count), received: 0, bytes: 0, touched: now };
      this.pending.set(id, entry);
    }
    if (entry.parts.length !== count) return this.drop(id, 'chunk count changed');
    entry.touched = now;
    if (entry.parts[index]) return { kind: 'partial' }; // a repeat: ignored
    if (entry.bytes + payload.length > this.limits.maxMessageBytes) return this.drop(id, 'message too large');
    if (this.buffered + payload.length > this.limits.maxBufferedBytes) return this.drop(id, 'over the memory budget');
    // Own copy: the frame's buffer may be reused by the transport.
    entry.parts[index] = payload.slice();
    entry.received++;
    entry.bytes += payload.length;
    this.buffered += payload.length;
    if (entry.received < count) return { kind: 'partial' };
    this.forget(id);
    const message = new Uint8Array(entry.bytes);
    let offset = 0;
    for (const part of entry.parts) {
      message.set(part!, offset);
      offset += part!.length;
    }
    // A chunked frame inside a chunked message would be nesting: never sent by us.
    if (message.length === 0 || isFrame(message)) return this.drop(null, 'nested frame');
    return { kind: 'complete', message };
  }

  /** Drops incomplete messages that have waited too long. */
  sweep(now: number): void {
    for (const [id, entry] of this.pending) {
      if (now - entry.touched > this.limits.timeoutMs) {
        this.forget(id);
        this.dropped++;
      }
    }
  }

  clear(): void {
    this.pending.clear();
    this.buffered = 0;
  }

  private forget(id: number): void {
    const entry = this.pending.get(id);
    if (!entry) return;
    this.buffered -= entry.bytes;
    this.pending.delete(id);
  }

  private drop(id: number | null, reason: string): ChunkResult {
    if (id !== null) this.forget(id);
    this.dropped++;
    return { kind: 'dropped', reason };
  }
}
