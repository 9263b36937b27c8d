// A hostile load on the signaling server, loopback only and bounded, shared by the net test
// (test/net/signaling-load.test.ts) and `npm run bench` (bench/signaling.mts). The server runs in
// its own process with its default limits; addresses 127.0.x.y stand for different machines:
//   - a flood: 1,000 WebSockets at once from one address (127.0.0.2), held open;
//   - 5,000 half-sent upgrade requests from 100 addresses (127.0.1.x, 50 each), never finished;
//   - 300 subscribers that never read (127.0.2.x, 30 each): 50 in the honest room, 250 in five
//     decoy rooms, which 16 publishers (127.0.0.3) keep feeding at their fan-out budget;
// meanwhile honest peers (127.0.0.1) keep joining fresh rooms and two honest peers publish to
// each other every 50 ms, and a page is fetched every 250 ms (127.0.0.5).
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { connect as tcp, type Socket } from 'node:net';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import WebSocket from 'ws';
import { connect, type SignalClient } from './signal-client';

export interface LoadOptions {
  /** How long honest traffic is measured while the attack holds (ms). */
  windowMs?: number;
  flood?: number;
  halfSent?: number;
  nonReaders?: number;
}

export interface LoadFigures {
  floodOpened: number;
  floodRefused: number;
  halfSentHeldAtPeak: number;
  /** Half-sent sockets the server closed (408 after the header deadline, or 429 on arrival). */
  halfSentClosedByServer: number;
  halfSentClosedAfterMs: number;
  nonReadersSubscribed: number;
  joinsTried: number;
  joinsOk: number;
  joinP50Ms: number;
  joinP99Ms: number;
  deliveries: number;
  lost: number;
  deliverP50Ms: number;
  deliverP99Ms: number;
  pagesOk: number;
  pagesTried: number;
  serverStats: unknown;
  /** The event-loop delay of this (the clients') process while measuring. */
  clientLagMs: { p99: number; max: number };
  /** Slow deliveries and joins, as `sentAtMs:latencyMs` since the half-sent requests started. */
  slow: string[];
  ms: number;
}

const SERVER = join(import.meta.dirname, 'signal-load-server.ts');
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

interface Server {
  child: ChildProcess;
  port: number;
  stats(): Promise<unknown>;
}

async function startServerProcess(): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! });
  const waiting: ((line: string) => void)[] = [];
  lines.on('line', (line) => waiting.shift()?.(line));
  const nextLine = (): Promise<string> => new Promise((resolve, reject) => {
    waiting.push(resolve);
    child.once('exit', (code) => reject(new Error(`load server exited with ${code}`)));
  });
  const { port } = JSON.parse(await nextLine()) as { port: number };
  return {
    child,
    port,
    async stats() {
      child.stdin!.write('stats\n');
      return JSON.parse(await nextLine());
    },
  };
}

export async function runSignalingLoad(options: LoadOptions = {}): Promise<LoadFigures> {
  const { windowMs = 15_000, flood = 1000, halfSent = 5000, nonReaders = 300 } = options;
  const t0 = performance.now();
  const server = await startServerProcess();
  const url = `ws://127.0.0.1:${server.port}/signal`;
  const sockets: WebSocket[] = [];
  const raws: Socket[] = [];
  const clients: SignalClient[] = [];
  let stopping = false;
  try {
    // The flood: all at once from one address.
    const floodResults = await Promise.allSettled(Array.from({ length: flood }, () => connect(url, { localAddress: '127.0.0.2' })));
    let floodOpened = 0;
    for (const r of floodResults) {
      if (r.status === 'fulfilled') {
        floodOpened++;
        clients.push(r.value);
      }
    }

    // Half-sent upgrades, never finished.
    let halfClosed = 0;
    let halfHeld = 0;
    let halfPeak = 0;
    let lastHalfClose = 0;
    const halfStarted = performance.now();
    await new Promise<void>((resolve) => {
      let pending = halfSent;
      for (let i = 0; i < halfSent; i++) {
        const localAddress = `127.0.1.${1 + (i % 100)}`;
        const socket = tcp({ port: server.port, host: '127.0.0.1', localAddress }, () => {
          socket.write(`GET /signal HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n`);
          halfHeld++;
          halfPeak = Math.max(halfPeak, halfHeld);
          if (--pending === 0) resolve();
        });
        socket.on('error', () => {});
        socket.resume(); // read the server's 408, so that its hang-up reaches us
        socket.on('close', () => {
          if (stopping) return;
          halfHeld--;
          halfClosed++;
          lastHalfClose = performance.now();
        });
        raws.push(socket);
      }
    });

    // Subscribers that never read, and the publishers that feed them.
    const decoys = ['decoy-1', 'decoy-2', 'decoy-3', 'decoy-4', 'decoy-5'];
    let nonReadersSubscribed = 0;
    for (let i = 0; i < nonReaders; i++) {
      const client = await connect(url, { localAddress: `127.0.2.${1 + Math.floor(i / 30)}` });
      clients.push(client);
      await client.subscribe(i < 50 ? 'honest-room' : decoys[i % decoys.length]!);
      (client.ws as unknown as { _socket: Socket })._socket.pause();
      nonReadersSubscribed++;
    }
    const publishers = await Promise.all(Array.from({ length: 16 }, () => connect(url, { localAddress: '127.0.0.3' })));
    clients.push(...publishers);
    const bulk = 'z'.repeat(16 * 1024);
    const feeding = setInterval(() => {
      publishers.forEach((p, i) => {
        if (p.ws.readyState === WebSocket.OPEN) p.send({ type: 'publish', topic: decoys[i % decoys.length], data: bulk });
      });
    }, 800);

    const lag = monitorEventLoopDelay({ resolution: 10 });
    lag.enable();
    // Honest traffic, measured.
    const [alice, bob] = [await connect(url), await connect(url)];
    clients.push(alice, bob);
    await alice.subscribe('honest-room');
    await bob.subscribe('honest-room');
    const sentAt = new Map<number, number>();
    const delivered: number[] = [];
    const slow: string[] = [];
    bob.ws.on('message', (data) => {
      const m = JSON.parse(String(data)) as { data?: { seq?: number } };
      const seq = m.data?.seq;
      const at = seq === undefined ? undefined : sentAt.get(seq);
      if (at !== undefined) {
        delivered.push(performance.now() - at);
        if (performance.now() - at > 50) slow.push(`${Math.round(at - halfStarted)}:${Math.round(performance.now() - at)}`);
        sentAt.delete(seq!);
      }
    });
    bob.inbox.length = 0;
    let seq = 0;
    const talking = setInterval(() => {
      sentAt.set(seq, performance.now());
      alice.send({ type: 'publish', topic: 'honest-room', data: { seq: seq++ } });
      bob.inbox.length = 0;
    }, 50);

    const joins: number[] = [];
    let joinsTried = 0;
    const joining = (async () => {
      while (!stopping) {
        joinsTried++;
        const started = performance.now();
        const topic = `join-${joinsTried}`;
        const pair: SignalClient[] = [];
        try {
          pair.push(await connect(url), await connect(url));
          await pair[0]!.subscribe(topic);
          await pair[1]!.subscribe(topic);
          pair[0]!.send({ type: 'publish', topic, data: { hello: joinsTried } });
          await pair[1]!.next((m) => m['type'] === 'publish', 2000);
          joins.push(performance.now() - started);
          if (performance.now() - started > 100) slow.push(`join@${Math.round(started - halfStarted)}:${Math.round(performance.now() - started)}`);
        } catch {
          // counted as tried and not ok
        } finally {
          for (const c of pair) c.ws.terminate();
        }
        await sleep(200);
      }
    })();

    let pagesTried = 0;
    let pagesOk = 0;
    const paging = setInterval(() => {
      pagesTried++;
      const req = request({ host: '127.0.0.1', port: server.port, path: '/', localAddress: '127.0.0.5', agent: false, timeout: 2000 }, (res) => {
        res.resume();
        if (res.statusCode === 200) pagesOk++;
      });
      req.on('error', () => {});
      req.on('timeout', () => req.destroy());
      req.end();
    }, 250);

    // Long enough for the half-sent requests to reach the 10 s header deadline.
    const until = Math.max(windowMs, 12_000 - (performance.now() - halfStarted));
    await sleep(until);
    const serverStats = await server.stats();
    lag.disable();
    const clientLagMs = { p99: Math.round(lag.percentile(99) / 1e6), max: Math.round(lag.max / 1e6) };
    stopping = true;
    clearInterval(talking);
    clearInterval(paging);
    clearInterval(feeding);
    await joining;
    await sleep(300); // the last deliveries and pages
    return {
      floodOpened,
      floodRefused: flood - floodOpened,
      halfSentHeldAtPeak: halfPeak,
      halfSentClosedByServer: halfClosed,
      halfSentClosedAfterMs: Math.round(lastHalfClose - halfStarted),
      nonReadersSubscribed,
      joinsTried,
      joinsOk: joins.length,
      joinP50Ms: quantile(joins, 0.5),
      joinP99Ms: quantile(joins, 0.99),
      deliveries: delivered.length,
      lost: sentAt.size,
      deliverP50Ms: quantile(delivered, 0.5),
      deliverP99Ms: quantile(delivered, 0.99),
      pagesOk,
      pagesTried,
      serverStats,
      clientLagMs,
      slow,
      ms: Math.round(performance.now() - t0),
    };
  } finally {
    stopping = true;
    for (const c of clients) c.ws.terminate();
    for (const s of sockets) s.terminate();
    for (const s of raws) s.destroy();
    server.child.kill('SIGTERM');
    await new Promise((r) => {
      if (server.child.exitCode !== null) return r(undefined);
      server.child.once('exit', r);
      setTimeout(() => server.child.kill('SIGKILL'), 3000).unref();
    });
  }
}
