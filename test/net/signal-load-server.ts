// The app server (static pages + signaling on one port, default limits) in its own process, for
// the signaling load test and bench: prints {"port":N}, answers each "stats" line on stdin with a
// JSON line of its stats, and exits on SIGTERM or when stdin closes.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { startServer } from '../../src/server/server';

const root = mkdtempSync(join(tmpdir(), 'fudaba-load-'));
writeFileSync(join(root, 'index.html'), '<!doctype html><title>Fudaba</title>');
const running = await startServer({ port: 0, host: '127.0.0.1', root });
const say = (value: unknown): void => void process.stdout.write(`${JSON.stringify(value)}\n`);
say({ port: running.port });
// How long the server's own event loop stalled: tells a slow server from a slow test process.
const lag = monitorEventLoopDelay({ resolution: 10 });
lag.enable();

const stop = (): void => {
  void running.close().finally(() => {
    rmSync(root, { recursive: true, force: true });
    process.exit(0);
  });
};
process.once('SIGTERM', stop);
const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  if (line.trim() === 'stats') say({
    signaling: running.signaling?.stats(), http: running.httpStats(),
    eventLoopDelayMs: { p99: Math.round(lag.percentile(99) / 1e6), max: Math.round(lag.max / 1e6) },
  });
});
lines.on('close', stop);
