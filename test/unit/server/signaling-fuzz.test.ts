// Fuzz: random text, JSON, protocol-shaped junk and raw bytes from a few sockets. The server
// must stay up, close only with the codes of its rules, never route into a room not asked for,
// and a fresh pair must still be able to talk afterwards.
import fc from 'fast-check';
import WebSocket from 'ws';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSignalingServer, DEFAULT_LIMITS, type StandaloneSignaling } from '../../../src/server/signaling';
import { assertPairWorks, connect, type SignalClient } from '../../net/signal-client';
import { runs, timeout } from '../../propertyRuns';

type Frame = { data: string | Uint8Array; binary: boolean };

const text = (data: string): Frame => ({ data, binary: false });
const topicArb = fc.oneof(fc.constantFrom('fuzz-room', 'other', ''), fc.string({ maxLength: 140 }), fc.jsonValue());
const protocolish = fc
  .record(
    {
      type: fc.oneof(fc.constantFrom('subscribe', 'unsubscribe', 'publish', 'ping', 'pong'), fc.jsonValue()),
      topics: fc.oneof(fc.array(topicArb, { maxLength: 40 }), fc.jsonValue()),
      topic: topicArb,
      data: fc.jsonValue({ maxDepth: 3 }),
    },
    { requiredKeys: [] },
  )
  .map((m) => text(JSON.stringify(m)));

const frameArb: fc.Arbitrary<Frame> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }).map(text),
  fc.json({ maxDepth: 4 }).map(text),
  protocolish,
  protocolish,
  fc.uint8Array({ maxLength: 300 }).map((data) => ({ data, binary: true })),
  fc.uint8Array({ maxLength: 64 }).map((data) => ({ data, binary: false })), // often not UTF-8
  fc.constantFrom(text('x'.repeat(DEFAULT_LIMITS.maxPayloadBytes + 1)), text(`${'['.repeat(20_000)}${']'.repeat(20_000)}`)),
);

const RULE_CODES = new Set([1007, 1008, 1009]);

let server: StandaloneSignaling;
let url: string;
let watcher: SignalClient;

beforeAll(async () => {
  server = await createSignalingServer({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${server.port}/signal`;
  watcher = await connect(url);
  await watcher.subscribe('fuzz-room');
});

afterAll(async () => {
  watcher.close();
  await server.close();
});

/** Waits until the server has handled what `c` sent, or has closed `c`. */
const settle = (c: SignalClient): Promise<unknown> => Promise.race([c.sync(5000).catch(() => undefined), c.closed]);

it('survives random messages from 3 sockets (50 a run: 200 on CI)', async () => {
  const codes: number[] = [];
  let sent = 0;
  let tries = 0;
  await fc.assert(
    fc.asyncProperty(fc.array(fc.tuple(fc.nat(2), frameArb), { minLength: 50, maxLength: 50 }), async (frames) => {
      tries += 1;
      const sockets = await Promise.all([0, 1, 2].map(() => connect(url)));
      for (const [index, frame] of frames) {
        let socket = sockets[index] as SignalClient;
        if (socket.ws.readyState !== WebSocket.OPEN) {
          codes.push((await socket.closed).code);
          socket = sockets[index] = await connect(url);
        }
        socket.ws.send(frame.data, { binary: frame.binary });
        sent += 1;
        // One at a time, so a frame is not lost on a socket the server is already closing.
        await settle(socket);
      }
      for (const s of sockets) {
        if (s.ws.readyState !== WebSocket.OPEN) codes.push((await s.closed).code);
        s.close();
      }
      await watcher.sync();
      expect(watcher.ws.readyState).toBe(WebSocket.OPEN);
      // Whatever reached the watcher was a publish into its own room, with a count.
      for (const m of watcher.inbox.splice(0)) {
        expect(m).toMatchObject({ type: 'publish', topic: 'fuzz-room', clients: expect.any(Number) });
      }
    }),
    runs(4),
  );
  expect(sent).toBe(50 * tries);
  expect(codes.filter((code) => !RULE_CODES.has(code))).toEqual([]);
  await expect.poll(() => server.stats().connections).toBe(1); // the watcher
  await assertPairWorks(url);
  // The junk really reached the parser rather than dying in closed sockets.
  expect(server.stats().dropped).toBeGreaterThan(50);
}, timeout(60_000));
