// The signaling server over real loopback WebSockets: routing, ping, keepalive, and its place
// on the app's port.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../src/server/server';
import { attachSignaling, createSignalingServer, signalingUrl, type StandaloneSignaling } from '../../../src/server/signaling';
import { parseSignalArgs } from '../../../src/server/args';
import { assertPairWorks, connect, type SignalClient } from '../../net/signal-client';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const clean of cleanups.splice(0).reverse()) await clean();
});

async function standalone(limits = {}): Promise<{ url: string; server: StandaloneSignaling }> {
  const server = await createSignalingServer({ port: 0, host: '127.0.0.1', limits });
  cleanups.push(() => server.close());
  return { url: `ws://127.0.0.1:${server.port}/signal`, server };
}

async function client(url: string, options = {}): Promise<SignalClient> {
  const c = await connect(url, options);
  cleanups.push(() => c.close());
  return c;
}

describe('routing', () => {
  it('delivers a publish to every subscriber of its topic, the sender included, with the count', async () => {
    const { url, server } = await standalone();
    const [a, b, c] = await Promise.all([client(url), client(url), client(url)]);
    await a.subscribe('room-1');
    await b.subscribe('room-1');
    await c.subscribe('room-2');
    expect(server.stats()).toMatchObject({ connections: 3, topics: 2 });

    const sent = { type: 'publish', topic: 'room-1', data: { type: 'announce', from: 'peer-a' } };
    a.send(sent);
    expect(await a.next()).toEqual({ ...sent, clients: 2 });
    expect(await b.next()).toEqual({ ...sent, clients: 2 });
    // a got its copy, so the server has queued every copy; c's pong comes after any of them.
    await c.sync();
    expect(c.inbox).toEqual([]);
  });

  it('stops delivering after unsubscribe, and forgets empty topics', async () => {
    const { url, server } = await standalone();
    const [a, b] = await Promise.all([client(url), client(url)]);
    await a.subscribe('room');
    await b.subscribe('room');
    b.send({ type: 'unsubscribe', topics: ['room'] });
    await b.sync();
    a.send({ type: 'publish', topic: 'room', data: 1 });
    expect(await a.next()).toMatchObject({ clients: 1 });
    await b.sync();
    expect(b.inbox).toEqual([]);

    a.send({ type: 'unsubscribe', topics: ['room', 'never-joined'] });
    await a.sync();
    expect(server.stats().topics).toBe(0);
  });

  it('lets a socket publish to a topic it has not joined, as y-webrtc does', async () => {
    const { url } = await standalone();
    const [a, b] = await Promise.all([client(url), client(url)]);
    await a.subscribe('room');
    b.send({ type: 'publish', topic: 'room', data: 'x' });
    expect(await a.next()).toMatchObject({ topic: 'room', data: 'x', clients: 1 });
    await b.sync();
    expect(b.inbox).toEqual([]);
  });

  it('drops a closed socket from its topics', async () => {
    const { url, server } = await standalone();
    const a = await client(url);
    await a.subscribe('x', 'y');
    expect(server.stats()).toMatchObject({ connections: 1, topics: 2 });
    a.close();
    await a.closed;
    await expect.poll(() => server.stats()).toMatchObject({ connections: 0, topics: 0 });
  });
});

describe('liveness', () => {
  it('answers a ping message with a pong message', async () => {
    const { url } = await standalone();
    const a = await client(url);
    a.send({ type: 'ping' });
    expect(await a.next()).toEqual({ type: 'pong' });
  });

  it('terminates a socket that stops answering WebSocket pings, and only that one', async () => {
    const { url, server } = await standalone({ pingIntervalMs: 100 });
    const mute = await client(url, { autoPong: false });
    const good = await client(url);
    const closed = await mute.closed;
    expect(closed.code).toBe(1006); // terminated, no close frame
    expect(server.stats().closedBy['no-pong']).toBe(1);
    await good.sync();
    expect(good.ws.readyState).toBe(good.ws.OPEN);
  });
});

describe('on the app server', () => {
  let root: string;
  let app: RunningServer;

  async function startApp(signaling?: false): Promise<void> {
    root = await mkdtemp(join(tmpdir(), 'fudaba-signal-'));
    await writeFile(join(root, 'index.html'), '<!doctype html><title>Fudaba</title>');
    app = await startServer({ port: 0, host: '127.0.0.1', root, ...(signaling === false ? { signaling } : {}) });
    cleanups.push(() => rm(root, { recursive: true, force: true }), () => app.server.listening && app.close());
  }

  it('shares the port with the app at /signal, and refuses other upgrade paths', async () => {
    await startApp();
    const base = `ws://127.0.0.1:${app.port}`;
    expect(await (await fetch(`http://127.0.0.1:${app.port}/`)).text()).toContain('Fudaba');
    await assertPairWorks(`${base}/signal`);
    await assertPairWorks(`${base}/signal?room=abc`);
    await expect(connect(`${base}/`)).rejects.toThrow();
    await expect(connect(`${base}/signalx`)).rejects.toThrow();
    expect(app.signaling?.stats().accepted).toBe(4);
  });

  it('closes with open signaling sockets without waiting for them', async () => {
    await startApp();
    const a = await connect(`ws://127.0.0.1:${app.port}/signal`);
    await a.subscribe('room');
    const t0 = performance.now();
    await app.close();
    expect(performance.now() - t0).toBeLessThan(1000);
    expect((await a.closed).code).toBe(1006);
  });

  it('can be left off, and refuses a second attachment on the same path', async () => {
    await startApp(false);
    expect(app.signaling).toBeUndefined();
    await expect(connect(`ws://127.0.0.1:${app.port}/signal`)).rejects.toThrow();
    const first = attachSignaling(app.server);
    cleanups.push(() => first.close());
    expect(() => attachSignaling(app.server)).toThrow(/already attached/);
    await assertPairWorks(`ws://127.0.0.1:${app.port}/signal`);
  });
});

describe('standalone', () => {
  it('answers on / as well as /signal, and says okay to plain HTTP', async () => {
    const { server } = await standalone();
    await assertPairWorks(`ws://127.0.0.1:${server.port}/`);
    await assertPairWorks(`ws://127.0.0.1:${server.port}/signal`);
    expect(await (await fetch(`http://127.0.0.1:${server.port}/`)).text()).toBe('okay');
  });

  it('rejects with EADDRINUSE on a taken port', async () => {
    const { server } = await standalone();
    await expect(createSignalingServer({ port: server.port, host: '127.0.0.1' })).rejects.toMatchObject({ code: 'EADDRINUSE' });
  });

  it('takes --port/--host like the app server, defaulting to 4444, and refuses --root', () => {
    expect(parseSignalArgs([], {})).toEqual({ port: 4444, host: '0.0.0.0', help: false });
    expect(parseSignalArgs(['--host', '127.0.0.1'], { PORT: '5000' })).toMatchObject({ port: 5000, host: '127.0.0.1' });
    expect(() => parseSignalArgs(['--root', 'dist'], {})).toThrow();
  });

  it('names the URL people connect to', () => {
    expect(signalingUrl(8080, '0.0.0.0')).toBe('ws://localhost:8080/signal');
    expect(signalingUrl(4444, '192.168.1.20')).toBe('ws://192.168.1.20:4444/signal');
    expect(signalingUrl(4444, '::1')).toBe('ws://localhost:4444/signal');
    expect(signalingUrl(4444, 'fd00::2')).toBe('ws://[fd00::2]:4444/signal');
  });
});
