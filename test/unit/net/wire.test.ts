import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { WebrtcProvider } from 'y-webrtc';
import { CHUNK_BYTES, helloFrame, TAG_CHUNK } from '../../../src/net/chunking';
import { Wire } from '../../../src/net/wire';

/** A simple-peer stand-in: an emitter with send(), a buffer size and a connected flag. */
class FakePeer extends EventEmitter {
  connected = false;
  bufferSize = 0;
  sent: Uint8Array[] = [];
  send(data: Uint8Array): void {
    if (!this.connected) throw new Error('not connected');
    this.sent.push(data);
  }
}

function setup() {
  const peer = new FakePeer();
  const conn = { remotePeerId: 'peer-b', connected: false, closed: false, peer };
  const provider = new EventEmitter() as EventEmitter & { room: { webrtcConns: Map<string, typeof conn> } };
  provider.room = { webrtcConns: new Map([['peer-b', conn]]) };
  const received: Uint8Array[] = [];
  // y-webrtc's own reader, registered before we wrap the link.
  peer.on('data', (data: Uint8Array) => {
    if (data[0] === 9) throw new Error('y-webrtc cannot parse this');
    received.push(data);
  });
  const wire = new Wire(provider as unknown as WebrtcProvider);
  provider.emit('peers', {});
  const open = () => {
    peer.connected = true;
    conn.connected = true;
    peer.emit('connect');
  };
  return { peer, conn, wire, received, open };
}

describe('wire', () => {
  it('says HELLO first when the channel opens, and passes small messages unchanged', () => {
    const { peer, wire, open, received } = setup();
    open();
    expect(peer.sent[0]).toEqual(helloFrame());
    const message = Uint8Array.from([0, 2, 3, 1, 2, 3]);
    peer.send(message);
    expect(peer.sent.at(-1)).toBe(message);
    peer.emit('data', Uint8Array.from([1, 5]));
    expect(received).toEqual([Uint8Array.from([1, 5])]);
    expect(wire.openLinks()).toHaveLength(1);
  });

  it('chunks large messages only for a peer that said HELLO, and reassembles incoming chunks', () => {
    const { peer, wire, open, received } = setup();
    open();
    const big = new Uint8Array(100_000).fill(7);
    big[0] = 0;
    peer.send(big);
    expect(peer.sent.at(-1)).toBe(big); // a stock peer: as y-webrtc would have sent it
    peer.emit('data', helloFrame());
    expect(wire.link('peer-b')?.capable).toBe(true);
    const before = peer.sent.length;
    peer.send(big);
    const frames = peer.sent.slice(before);
    expect(frames).toHaveLength(Math.ceil(100_000 / CHUNK_BYTES));
    expect(frames.every((f) => f[0] === TAG_CHUNK && f.length <= CHUNK_BYTES + 16)).toBe(true);
    for (const f of frames) peer.emit('data', f);
    expect(Buffer.from(received.at(-1)!).equals(Buffer.from(big))).toBe(true);
    expect(wire.stats.reassembled).toBe(1);
  });

  it('waits while the channel buffer is full, keeping the order', async () => {
    const { peer, open } = setup();
    open();
    peer.emit('data', helloFrame());
    peer.bufferSize = 2 * 1024 * 1024;
    const before = peer.sent.length;
    peer.send(new Uint8Array(40_000));
    peer.send(Uint8Array.from([0, 1]));
    expect(peer.sent.length).toBe(before);
    peer.bufferSize = 0;
    await new Promise((resolve) => setTimeout(resolve, 30));
    const out = peer.sent.slice(before);
    expect(out).toHaveLength(4);
    expect(out.at(-1)).toEqual(Uint8Array.from([0, 1]));
  });

  it('drops empty messages and ones y-webrtc cannot parse, without throwing', () => {
    const { peer, wire, open, received } = setup();
    open();
    expect(() => peer.emit('data', new Uint8Array(0))).not.toThrow();
    expect(() => peer.emit('data', Uint8Array.from([9, 9]))).not.toThrow();
    expect(() => peer.emit('data', Uint8Array.from([TAG_CHUNK, 0xff]))).not.toThrow();
    expect(received).toEqual([]);
    expect(wire.stats.droppedIn).toBe(2);
  });

  it('sends nothing before the channel opens, as y-webrtc', () => {
    const { peer } = setup();
    expect(() => peer.send(Uint8Array.from([0, 1]))).not.toThrow();
    expect(peer.sent).toEqual([]);
  });
});
