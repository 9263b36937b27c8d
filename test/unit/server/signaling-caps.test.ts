// Caps against one client that tries to crowd everyone out: sockets per address, subscribers per
// topic, a publisher's fan-out, and subscribers that never read. Loopback addresses 127.0.0.x stand
// for different machines.
import WebSocket from 'ws';
import { afterEach, describe, expect, it } from 'vitest';
import { createSignalingServer, type SignalingLimits, type StandaloneSignaling } from '../../../src/server/signaling';
import { assertPairWorks, connect, type SignalClient } from '../../net/signal-client';

let server: StandaloneSignaling;
let url: string;
const opened: SignalClient[] = [];

async function start(limits: Partial<SignalingLimits> = {}): Promise<void> {
  server = await createSignalingServer({ port: 0, host: '127.0.0.1', limits });
  url = `ws://127.0.0.1:${server.port}/signal`;
}

async function from(address: string): Promise<SignalClient> {
  const client = await connect(url, { localAddress: address });
  opened.push(client);
  return client;
}

afterEach(async () => {
  for (const c of opened.splice(0)) c.ws.terminate();
  await server.close();
});

describe('sockets per address', () => {
  it('refuses the address over its cap with 429 while others still get in', async () => {
    await start({ maxConnectionsPerAddress: 3, maxConnections: 6 });
    for (let i = 0; i < 3; i++) await from('127.0.0.2');
    await expect(connect(url, { localAddress: '127.0.0.2' })).rejects.toThrow('HTTP 429');
    // The global cap is left for everyone else.
    await from('127.0.0.3');
    expect(server.stats()).toMatchObject({ connections: 4, rejected: 1, rejectedBy: { address: 1, full: 0 } });
    await assertPairWorks(url);
  });

  it('gives a socket back to its address when it closes', async () => {
    await start({ maxConnectionsPerAddress: 1 });
    const first = await from('127.0.0.2');
    first.close();
    await first.closed;
    await expect.poll(async () => {
      try {
        (await from('127.0.0.2')).close();
        return true;
      } catch {
        return false;
      }
    }).toBe(true);
  });
});

describe('subscribers per topic', () => {
  it('refuses subscriptions beyond the cap; members already in still talk', async () => {
    await start({ maxSubscribersPerTopic: 2 });
    const [a, b, c] = [await from('127.0.0.2'), await from('127.0.0.3'), await from('127.0.0.4')];
    await a.subscribe('room');
    await b.subscribe('room');
    await c.subscribe('room', 'other');
    expect(server.stats()).toMatchObject({ refusedSubscriptions: 1, topics: 2 });
    a.send({ type: 'publish', topic: 'room', data: 'hi' });
    expect(await b.next((m) => m['type'] === 'publish')).toMatchObject({ data: 'hi', clients: 2 });
    await c.sync();
    expect(c.inbox).toEqual([]);
    expect(c.ws.readyState).toBe(WebSocket.OPEN);
  });
});

describe('fan-out', () => {
  it('closes a publisher that makes us send more than its byte budget', async () => {
    await start({ fanoutBytesPerSecond: 1000, fanoutBytesBurst: 20_000 });
    const listeners = [await from('127.0.0.3'), await from('127.0.0.4')];
    for (const l of listeners) await l.subscribe('room');
    const loud = await from('127.0.0.2');
    for (let i = 0; i < 5; i++) loud.send({ type: 'publish', topic: 'room', data: 'x'.repeat(4000) });
    expect((await loud.closed).code).toBe(1008);
    expect(server.stats().closedBy['fanout']).toBe(1);
    await assertPairWorks(url);
  });
});

describe('subscribers that never read', () => {
  it('are skipped once their queue is full and terminated when it stays full', async () => {
    await start({
      maxBufferedBytes: 64 * 1024, slowReaderMs: 300, fanoutBytesPerSecond: 1e9, fanoutBytesBurst: 1e9,
      messagesPerSecond: 1e6, messageBurst: 1e6,
    });
    const deaf = await from('127.0.0.2');
    await deaf.subscribe('room');
    (deaf.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    const talker = await from('127.0.0.3');
    const big = 'y'.repeat(60_000);
    const t0 = performance.now();
    // Enough to fill the kernel's loopback buffers and then our queue.
    while (server.stats().undelivered === 0 && performance.now() - t0 < 10_000) {
      for (let i = 0; i < 20; i++) talker.send({ type: 'publish', topic: 'room', data: big });
      await talker.sync(5000);
    }
    expect(server.stats().undelivered).toBeGreaterThan(0);
    expect(server.stats().bufferedBytes).toBeLessThan(64 * 1024 + 200_000);
    await new Promise((r) => setTimeout(r, 400));
    talker.send({ type: 'publish', topic: 'room', data: 'last' });
    await talker.sync();
    await expect.poll(() => server.stats().closedBy['slow-reader']).toBe(1);
    await assertPairWorks(url);
  }, 20_000);
});
