// Hostile clients: each bad input is ignored or closes only the offending socket, while a
// well-behaved pair on the same server keeps exchanging messages.
import WebSocket from 'ws';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSignalingServer, DEFAULT_LIMITS, type SignalingLimits, type StandaloneSignaling } from '../../../src/server/signaling';
import { connect, type SignalClient } from '../../net/signal-client';

let server: StandaloneSignaling;
let url: string;
let alice: SignalClient;
let bob: SignalClient;
let offender: SignalClient;

async function start(limits: Partial<SignalingLimits> = {}): Promise<void> {
  server = await createSignalingServer({ port: 0, host: '127.0.0.1', limits });
  url = `ws://127.0.0.1:${server.port}/signal`;
  [alice, bob, offender] = await Promise.all([connect(url), connect(url), connect(url)]);
  await alice.subscribe('good-room');
  await bob.subscribe('good-room');
  await offender.subscribe('good-room');
}

beforeEach(() => start());
afterEach(async () => {
  for (const c of [alice, bob, offender]) c.close();
  await server.close();
});

/** The good pair still talks; the offender is either closed or was left out of the publish. */
async function goodPairWorks(): Promise<void> {
  const n = Math.random();
  alice.send({ type: 'publish', topic: 'good-room', data: { n } });
  expect(await bob.next((m) => (m['data'] as { n?: number } | undefined)?.n === n)).toMatchObject({ topic: 'good-room' });
  expect(alice.ws.readyState).toBe(WebSocket.OPEN);
  expect(bob.ws.readyState).toBe(WebSocket.OPEN);
}

async function ignoredButOpen(): Promise<void> {
  await offender.sync();
  expect(offender.ws.readyState).toBe(WebSocket.OPEN);
  await goodPairWorks();
}

describe('ignored and counted', () => {
  it('non-JSON text', async () => {
    for (const text of ['hello', '{"type":"subscribe"', '', '\u0000\uffff', 'undefined']) offender.ws.send(text);
    await ignoredButOpen();
    expect(server.stats().droppedBy['not-json']).toBe(5);
  });

  it('binary frames, even ones holding valid JSON', async () => {
    offender.ws.send(Buffer.from(JSON.stringify({ type: 'publish', topic: 'good-room', data: 'sneaky' })));
    offender.ws.send(new Uint8Array([0, 1, 2, 255]));
    await ignoredButOpen();
    expect(server.stats().droppedBy['binary']).toBe(2);
    expect(bob.inbox.some((m) => JSON.stringify(m).includes('sneaky'))).toBe(false);
  });

  it('JSON that is not an object, and unknown or missing types', async () => {
    for (const value of [null, 42, 'publish', [], [{ type: 'ping' }], true]) offender.send(value);
    for (const value of [{}, { type: 'hack' }, { type: 5 }, { type: 'pong' }, { type: ['ping'] }, { Type: 'ping' }]) offender.send(value);
    await ignoredButOpen();
    expect(server.stats().droppedBy).toMatchObject({ 'not-object': 6, 'unknown-type': 6 });
  });

  it('wrong field types and out-of-bounds topics', async () => {
    const long = 'x'.repeat(DEFAULT_LIMITS.maxTopicLength + 1);
    const bad = [
      { type: 'subscribe' }, { type: 'subscribe', topics: 'good-room' }, { type: 'subscribe', topics: [1, 2] },
      { type: 'subscribe', topics: ['ok', null] }, { type: 'subscribe', topics: [long] }, { type: 'subscribe', topics: [''] },
      { type: 'unsubscribe', topics: { 0: 'good-room' } }, { type: 'publish' }, { type: 'publish', topic: 5 },
      { type: 'publish', topic: ['good-room'] }, { type: 'publish', topic: long },
    ];
    for (const m of bad) offender.send(m);
    await ignoredButOpen();
    expect(server.stats()).toMatchObject({ topics: 1, droppedBy: { 'bad-field': bad.length } });
    expect(bob.inbox).toEqual([]);
  });

  it('a publish nested too deeply to re-serialise', async () => {
    const deep = `{"type":"publish","topic":"good-room","data":${'['.repeat(30_000)}${']'.repeat(30_000)}}`;
    offender.ws.send(deep);
    await ignoredButOpen();
    // JSON.parse manages the depth, JSON.stringify runs out of stack: dropped, not a crash.
    expect(server.stats().droppedBy['unserializable']).toBe(1);
    expect(bob.inbox).toEqual([]);
  });
});

describe('closed with a code, alone', () => {
  it('a message over maxPayload → 1009; one just under it passes', async () => {
    const pad = 'p'.repeat(DEFAULT_LIMITS.maxPayloadBytes - 100);
    offender.send({ type: 'publish', topic: 'good-room', data: pad });
    expect(await bob.next((m) => m['data'] === pad)).toBeDefined();
    offender.ws.send('x'.repeat(DEFAULT_LIMITS.maxPayloadBytes + 1));
    expect((await offender.closed).code).toBe(1009);
    expect(server.stats().closedBy['oversize']).toBe(1);
    await goodPairWorks();
  });

  it('too many bad messages → 1008', async () => {
    for (let i = 0; i < DEFAULT_LIMITS.maxBadMessages; i++) offender.ws.send(`junk ${i}`);
    expect(await offender.closed).toEqual({ code: 1008, reason: 'too many bad messages' });
    expect(server.stats().closedBy['bad-messages']).toBe(1);
    await goodPairWorks();
  });

  it('subscribing beyond the topic cap → 1008, in one message or several', async () => {
    const topics = (n: number, p: string): string[] => Array.from({ length: n }, (_, i) => `${p}-${i}`);
    // offender already holds good-room: 31 more reach the cap exactly.
    await offender.subscribe(...topics(DEFAULT_LIMITS.maxTopicsPerConnection - 1, 'a'));
    offender.send({ type: 'subscribe', topics: ['one-too-many'] });
    expect(await offender.closed).toEqual({ code: 1008, reason: 'too many topics' });

    const flooder = await connect(url);
    flooder.send({ type: 'subscribe', topics: topics(3000, 'flood') });
    expect((await flooder.closed).code).toBe(1008);
    expect(server.stats()).toMatchObject({ topics: 1, closedBy: { 'too-many-topics': 2 } });
    await goodPairWorks();
  });

  it('a message flood over the rate limit → 1008', async () => {
    const total = DEFAULT_LIMITS.messageBurst * 3;
    for (let i = 0; i < total; i++) offender.send({ type: 'ping' });
    expect(await offender.closed).toEqual({ code: 1008, reason: 'too many messages' });
    expect(offender.inbox.length).toBeGreaterThanOrEqual(DEFAULT_LIMITS.messageBurst);
    expect(offender.inbox.length).toBeLessThan(total);
    expect(server.stats().closedBy['rate-limit']).toBe(1);
    await goodPairWorks();
  });

  it('a text frame that is not UTF-8 → 1007', async () => {
    offender.ws.send(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), { binary: false });
    expect((await offender.closed).code).toBe(1007);
    expect(server.stats().closedBy['protocol-error']).toBe(1);
    await goodPairWorks();
  });
});

describe('connection cap', () => {
  it('refuses upgrades with 503 when full, and accepts again once a socket leaves', async () => {
    await server.close();
    for (const c of [alice, bob, offender]) c.close();
    await start({ maxConnections: 3 });
    await expect(connect(url)).rejects.toThrow('HTTP 503');
    expect(server.stats()).toMatchObject({ connections: 3, rejected: 1 });
    offender.close();
    await offender.closed;
    await expect.poll(() => server.stats().connections).toBe(2);
    const late = await connect(url);
    await late.subscribe('good-room');
    late.close();
    await goodPairWorks();
  });
});
