/**
 * The HTTP server both the app (static files + signaling) and standalone signaling run on, hardened
 * against clients that hold sockets open: request headers must arrive within a deadline (a half-sent
 * or silent connection gets 408 and is closed), and one address may hold only so many TCP sockets
 * at once, upgraded WebSockets included. Beyond it a new socket gets 429 and is closed at once.
 */
import { createServer, type RequestListener, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { AddressCounts, addressKey } from './address';

export interface HttpLimits {
  /** Complete request headers must arrive within this long after the socket opened (or the last request). */
  headersTimeoutMs: number;
  /** A whole request (headers and body) must arrive within this long. */
  requestTimeoutMs: number;
  /** A socket with no traffic either way for this long is closed (upgraded sockets have their own keepalive). */
  idleTimeoutMs: number;
  /** TCP sockets one address (an IPv6 /64) may hold open on this port, WebSockets included. */
  maxSocketsPerAddress: number;
}

export const DEFAULT_HTTP_LIMITS: Readonly<HttpLimits> = Object.freeze({
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 15_000,
  idleTimeoutMs: 60_000,
  maxSocketsPerAddress: 64,
});

export interface HttpGuardStats {
  /** Sockets closed on arrival because their address held too many. */
  refusedSockets: number;
  /** Addresses holding at least one socket now. */
  addresses: number;
}

export interface GuardedServer {
  server: Server;
  stats(): HttpGuardStats;
}

const TOO_MANY = 'HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nContent-Length: 0\r\n\r\n';

export function createGuardedServer(handler: RequestListener, overrides: Partial<HttpLimits> = {}): GuardedServer {
  const limits = { ...DEFAULT_HTTP_LIMITS, ...overrides };
  for (const [name, value] of Object.entries(limits)) {
    if (!(Number.isFinite(value) && value > 0)) throw new Error(`HTTP limit ${name} must be a positive number`);
  }
  const server = createServer({
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: Math.max(limits.requestTimeoutMs, limits.headersTimeoutMs),
    // Node checks the two timeouts above only this often (default 30 s, which would triple them).
    connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs),
  }, handler);
  server.timeout = limits.idleTimeoutMs;
  const open = new AddressCounts();
  let refusedSockets = 0;

  // First in line, so a refused socket never reaches the HTTP parser.
  server.prependListener('connection', (socket: Socket) => {
    const key = addressKey(socket.remoteAddress);
    if (key === undefined) return void socket.destroy(); // already gone
    if (open.get(key) >= limits.maxSocketsPerAddress) {
      refusedSockets += 1;
      socket.on('error', () => socket.destroy());
      socket.end(TOO_MANY, () => socket.destroy());
      setTimeout(() => socket.destroy(), 1000).unref(); // a peer that never reads cannot keep it
      return;
    }
    open.add(key);
    socket.once('close', () => open.remove(key));
  });

  return { server, stats: () => ({ refusedSockets, addresses: open.size }) };
}
