// Redis and relay processes for the relay's net test and benchmark: Debian's redis-server (installed
// with apt-get when missing and we are root, as chromium.mjs does), started on a loopback port with
// persistence off, and `npm run relay` processes. Everything started here is stopped by its handle.
import { accessSync, constants } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const REDIS = '/usr/bin/redis-server';
const ROOT = fileURLToPath(new URL('..', import.meta.url));

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The path of redis-server, installing Debian's package when it is missing and we are root. */
export function ensureRedis() {
  if (isExecutable(REDIS)) return REDIS;
  if (process.getuid?.() === 0) {
    console.error('redis-server not found: installing Debian\'s redis-server with apt-get…');
    const result = spawnSync('sh', ['-c', 'apt-get update && apt-get install -y redis-server'], {
      stdio: ['ignore', 2, 2], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status === 0 && isExecutable(REDIS)) return REDIS;
  }
  throw new Error("redis-server not found: install Debian's redis-server (apt-get install redis-server)");
}

/** A free loopback port (closed again at once). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Waits for a line of a child's output matching `pattern`; rejects when it exits or times out. */
function waitForLine(child, pattern, what, timeoutMs = 30_000) {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`${what} did not start in ${timeoutMs} ms:\n${seen}`)), timeoutMs);
    const onData = (chunk) => {
      seen += chunk.toString();
      const match = pattern.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (seen += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited (${code}):\n${seen}`));
    });
  });
}

function stopper(child) {
  return () => new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 3000).unref();
  });
}

/** redis-server on 127.0.0.1 with no persistence: { url, port, stop() }. */
export async function startRedis() {
  const bin = ensureRedis();
  const port = await freePort();
  const child = spawn(bin, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await waitForLine(child, /Ready to accept connections/, 'redis-server');
  return { url: `redis://127.0.0.1:${port}`, port, pid: child.pid, stop: stopper(child) };
}

/** One `npm run relay` process on a loopback port: { url, port, pid, stop(), kill() }. */
export async function startRelay({ redis, name } = {}) {
  const args = ['--import', 'tsx', 'src/server/relay-main.ts', '--port', '0', '--host', '127.0.0.1'];
  if (redis) args.push('--redis', redis);
  if (name) args.push('--name', name);
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  const match = await waitForLine(child, /Relay is ready at ws:\/\/127\.0\.0\.1:(\d+)/, `relay ${name ?? ''}`);
  const port = Number(match[1]);
  return {
    url: `ws://127.0.0.1:${port}`, port, pid: child.pid, child,
    stop: stopper(child),
    /** Dies at once, as a crashed process would. */
    kill: () => new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    }),
  };
}
