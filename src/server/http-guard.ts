/**
 * The HTTP server both the app (static files + signaling) and standalone signaling run on, hardened
 * against clients that hold sockets open: a socket's first request headers must arrive within a
 * deadline (a half-sent or silent connection is closed), and one address may hold only so many TCP
 * sockets at once, upgraded WebSockets included. Beyond it a new socket gets 429 and is closed.
 *
 * The deadline is ours rather than Node's headersTimeout alone: Node expires all late sockets in
 * one pass (5,000 half-sent requests stalled the server for over a second), while ours closes
 * them in small batches between which other clients are served. Node's timeouts stay, doubled,
 * for later requests on a kept-alive socket.
 */
import { createServer, type IncomingMessage, type RequestListener, type Server } from 'node:http';
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
  /** Sockets closed because their first request's headers did not arrive in time. */
  lateSockets: number;
  /** Addresses holding at least one socket now. */
  addresses: number;
}

export interface GuardedServer {
  server: Server;
  stats(): HttpGuardStats;
}

const TOO_MANY = 'HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nContent-Length: 0\r\n\r\n';
/** Late sockets closed per turn of the event loop. */
const BATCH = 100;

export function createGuardedServer(handler: RequestListener, overrides: Partial<HttpLimits> = {}): GuardedServer {
  const limits = { ...DEFAULT_HTTP_LIMITS, ...overrides };
  for (const [name, value] of Object.entries(limits)) {
    if (!(Number.isFinite(value) && value > 0)) throw new Error(`HTTP limit ${name} must be a positive number`);
  }
  const server = createServer({
    headersTimeout: 2 * limits.headersTimeoutMs,
    requestTimeout: 2 * Math.max(limits.requestTimeoutMs, limits.headersTimeoutMs),
    // Node checks the two timeouts above only this often (default 30 s).
    connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs),
  }, handler);
  server.timeout = limits.idleTimeoutMs;
  const open = new AddressCounts();
  let refusedSockets = 0;
  let lateSockets = 0;

  // Sockets still waiting for their first request's headers, oldest first, with their deadline.
  const waiting = new Map<Socket, number>();
  let sweeping = false;
  const sweep = (): void => {
    const now = performance.now();
    let closed = 0;
    for (const [socket, deadline] of waiting) {
      if (deadline > now) break;
      if (closed === BATCH) {
        sweeping = true;
        setImmediate(sweep); // let the other sockets' I/O run first
        return;
      }
      waiting.delete(socket);
      lateSockets += 1;
      closed += 1;
      socket.destroy();
    }
    sweeping = false;
  };
  const sweeper = setInterval(() => sweeping || sweep(), Math.min(250, limits.headersTimeoutMs));
  sweeper.unref();
  server.once('close', () => clearInterval(sweeper));
  const arrived = (socket: Socket): void => void waiting.delete(socket);
  server.prependListener('request', (req: IncomingMessage) => arrived(req.socket));
  server.prependListener('upgrade', (req: IncomingMessage, socket: Socket) => {
    arrived(socket);
    // Listening to 'upgrade' makes Node hand every upgrade over: refuse it when nobody else takes it.
    if (server.listenerCount('upgrade') === 1) socket.destroy();
  });

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
    waiting.set(socket, performance.now() + limits.headersTimeoutMs);
    socket.once('close', () => {
      open.remove(key);
      waiting.delete(socket);
    });
  });

  return { server, stats: () => ({ refusedSockets, lateSockets, addresses: open.size }) };
}
