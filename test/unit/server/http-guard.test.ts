// The HTTP layer under the app and signaling: stalled requests are timed out and one address
// cannot hold the port's sockets, for static pages as for WebSocket upgrades.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { connect as tcp, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../src/server/server';
import { createGuardedServer } from '../../../src/server/http-guard';
import { assertPairWorks } from '../../net/signal-client';

let app: RunningServer | undefined;
let root: string | undefined;
const sockets: Socket[] = [];

afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy();
  await app?.close();
  if (root !== undefined) await rm(root, { recursive: true, force: true });
  app = undefined;
});

async function startApp(http: Parameters<typeof startServer>[0]['http']): Promise<RunningServer> {
  root = await mkdtemp(join(tmpdir(), 'fudaba-guard-'));
  await writeFile(join(root, 'index.html'), '<!doctype html><title>ok</title>');
  return (app = await startServer({ port: 0, host: '127.0.0.1', root, http }));
}

/** Opens a raw socket from `localAddress` and writes `text`; resolves with what the server said and when it hung up. */
function raw(port: number, localAddress: string, text: string): Promise<{ reply: string; ms: number }> {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const socket = tcp({ port, host: '127.0.0.1', localAddress }, () => socket.write(text));
    sockets.push(socket);
    let reply = '';
    socket.on('data', (d: Buffer) => (reply += d.toString()));
    socket.on('error', () => {});
    socket.on('close', () => resolve({ reply, ms: performance.now() - t0 }));
  });
}

function page(port: number, localAddress: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/', localAddress, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('stalled requests', () => {
  it('a half-sent upgrade and a silent socket are closed after the header deadline; a prompt request is not', async () => {
    const running = await startApp({ headersTimeoutMs: 400 });
    const [half, silent] = await Promise.all([
      raw(running.port, '127.0.0.2', 'GET /signal HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\n'),
      raw(running.port, '127.0.0.2', ''),
    ]);
    for (const r of [half, silent]) {
      expect(r.reply).toBe('');
      expect(r.ms).toBeGreaterThanOrEqual(350);
      expect(r.ms).toBeLessThan(1500);
    }
    expect(running.httpStats().lateSockets).toBe(2);
    // A kept-alive socket that got its answer is not cut at the first deadline.
    const kept = raw(running.port, '127.0.0.3', 'GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    await new Promise((r) => setTimeout(r, 700));
    expect(running.httpStats().lateSockets).toBe(2);
    sockets.at(-1)?.end();
    expect((await kept).reply).toMatch(/^HTTP\/1\.1 200/);
  });

  it('a plain HTTP server (no signaling) still refuses upgrades', async () => {
    const running = await startServer({ port: 0, host: '127.0.0.1', root: (root = await mkdtemp(join(tmpdir(), 'fudaba-guard-'))), signaling: false });
    app = running;
    const r = await raw(running.port, '127.0.0.2', 'GET /signal HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
    expect(r.reply).toBe('');
    expect(r.ms).toBeLessThan(300);
  });

  it('refuses invalid limits', () => {
    expect(() => createGuardedServer(() => {}, { headersTimeoutMs: 0 })).toThrow('headersTimeoutMs');
  });
});

describe('sockets per address', () => {
  it('one address holding its cap of half-sent requests gets 429; pages and signaling still serve others', async () => {
    const running = await startApp({ maxSocketsPerAddress: 5 });
    const held = Array.from({ length: 5 }, () => raw(running.port, '127.0.0.2', 'GET / HTTP/1.1\r\n'));
    await expect.poll(() => running.httpStats().addresses).toBe(1);
    const refused = await raw(running.port, '127.0.0.2', 'GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(refused.reply).toMatch(/^HTTP\/1\.1 429/);
    expect(running.httpStats().refusedSockets).toBe(1);
    expect(await page(running.port, '127.0.0.3')).toBe(200);
    await assertPairWorks(`ws://127.0.0.1:${running.port}/signal`);
    for (const s of sockets) s.destroy();
    await Promise.all(held);
    await expect.poll(() => running.httpStats().addresses).toBe(0);
    expect(await page(running.port, '127.0.0.2')).toBe(200);
  });
});
