/**
 * Our y-webrtc-compatible signaling server on `ws`: attached to the app's HTTP server (one port
 * for `npm start`) or standalone (`npm run signal`). Protocol and rules: docs/signaling.md.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { AddressCounts, addressKey } from './address';
import { createGuardedServer, type HttpGuardStats, type HttpLimits } from './http-guard';
import { createHub, type SignalingStats } from './signaling-hub';
import { resolveLimits, type SignalingLimits } from './signaling-limits';

export type { SignalingStats } from './signaling-hub';
export { DEFAULT_LIMITS, type SignalingLimits } from './signaling-limits';

export const SIGNALING_PATH = '/signal';

export interface SignalingOptions {
  /** URL path(s) the WebSocket answers on (query strings ignored); default `/signal`. */
  path?: string | readonly string[];
  /** Overrides of DEFAULT_LIMITS. */
  limits?: Partial<SignalingLimits>;
  /** Receives one line per socket closed for breaking a rule; default silent. */
  log?: (line: string) => void;
  /**
   * The address a request counts against for maxConnectionsPerAddress; default the socket's
   * remote address. Behind a reverse proxy, return the client address the proxy reports.
   */
  addressOf?: (req: IncomingMessage) => string | undefined;
}

export interface Signaling {
  stats(): SignalingStats;
  /** Terminates every signaling socket and stops answering upgrades; the HTTP server stays. */
  close(): void;
}

type UpgradeHandler = (req: IncomingMessage, socket: Duplex, head: Buffer) => void;

// One 'upgrade' listener per HTTP server, routing by path, so that several attachments (or a
// second one by mistake) cannot destroy each other's sockets.
const routes = new WeakMap<Server, Map<string, UpgradeHandler>>();

export function attachSignaling(server: Server, options: SignalingOptions = {}): Signaling {
  const paths = typeof options.path === 'string' ? [options.path] : [...(options.path ?? [SIGNALING_PATH])];
  const table = routesOf(server);
  for (const path of paths) {
    if (table.has(path)) throw new Error(`Signaling is already attached to this server at ${path}`);
  }
  const limits = resolveLimits(options.limits);
  const hub = createHub(limits, options.log ?? (() => {}));
  // No perMessageDeflate: signaling messages are small, and inflating costs memory per socket.
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxPayloadBytes, perMessageDeflate: false });

  const addressOf = options.addressOf ?? ((req: IncomingMessage) => req.socket.remoteAddress);
  const perAddress = new AddressCounts();

  const handle: UpgradeHandler = (req, socket, head) => {
    const address = addressKey(addressOf(req)) ?? 'unknown';
    // The per-address cap comes first, so that one address cannot fill the global one.
    if (perAddress.get(address) >= limits.maxConnectionsPerAddress) {
      hub.noteRejected('address');
      return refuse(socket, '429 Too Many Requests');
    }
    if (hub.stats().connections >= limits.maxConnections) {
      hub.noteRejected('full');
      return refuse(socket, '503 Service Unavailable');
    }
    perAddress.add(address);
    let counted = true;
    const release = (): void => {
      if (counted) perAddress.remove(address);
      counted = false;
    };
    socket.once('close', release);
    wss.handleUpgrade(req, socket, head, (ws) => {
      ws.once('close', release);
      hub.add(ws);
    });
  };

  for (const path of paths) table.set(path, handle);

  return {
    stats: () => hub.stats(),
    close() {
      for (const path of paths) if (table.get(path) === handle) table.delete(path);
      hub.close();
      wss.close();
    },
  };
}

function refuse(socket: Duplex, status: string): void {
  socket.on('error', () => socket.destroy());
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`, () => socket.destroy());
  setTimeout(() => socket.destroy(), 1000).unref(); // a client that never reads cannot keep it
}

function routesOf(server: Server): Map<string, UpgradeHandler> {
  let table = routes.get(server);
  if (table !== undefined) return table;
  const created = new Map<string, UpgradeHandler>();
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const route = created.get(pathnameOf(req.url));
    if (route === undefined) return void socket.destroy();
    try {
      route(req, socket, head);
    } catch {
      socket.destroy(); // a bug of ours costs this one socket, not the server
    }
  });
  routes.set(server, created);
  return (table = created);
}

function pathnameOf(url: string | undefined): string {
  try {
    return new URL(url ?? '/', 'http://localhost').pathname;
  } catch {
    return '';
  }
}

export interface StandaloneOptions extends SignalingOptions {
  /** 0 picks a free port; read the chosen one from the result. */
  port: number;
  host: string;
  /** Overrides of DEFAULT_HTTP_LIMITS (header deadline, sockets per address). */
  http?: Partial<HttpLimits>;
}

export interface StandaloneSignaling {
  port: number;
  server: Server;
  stats(): SignalingStats;
  httpStats(): HttpGuardStats;
  close(): Promise<void>;
}

/**
 * Signaling alone on its own port. Answers on `/signal` and on `/` (where y-webrtc's stock
 * server is usually reached), and says "okay" to plain HTTP as the stock server does.
 */
export function createSignalingServer({ port, host, http, ...options }: StandaloneOptions): Promise<StandaloneSignaling> {
  const guarded = createGuardedServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('okay');
  }, http);
  const server = guarded.server;
  const signaling = attachSignaling(server, { path: [SIGNALING_PATH, '/'], ...options });
  return new Promise((resolve, reject) => {
    const fail = (err: Error): void => {
      signaling.close();
      reject(err);
    };
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      const address = server.address() as AddressInfo;
      resolve({
        port: address.port,
        server,
        stats: () => signaling.stats(),
        httpStats: () => guarded.stats(),
        close: () => closeAll(server, signaling),
      });
    });
  });
}

/** Closes signaling's sockets first: upgraded sockets would otherwise hold server.close() open. */
export function closeAll(server: Server, signaling: Signaling | undefined): Promise<void> {
  signaling?.close();
  return new Promise((resolve, reject) => {
    server.close((err) => (err ? reject(err) : resolve()));
    server.closeAllConnections();
  });
}

/** The URL people and the app use, e.g. `ws://localhost:8080/signal`. */
export function signalingUrl(port: number, host: string, path: string = SIGNALING_PATH): string {
  const everywhere = host === '0.0.0.0' || host === '::';
  const loopback = host === 'localhost' || host === '::1' || host.startsWith('127.');
  const shown = everywhere || loopback ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `ws://${shown}:${port}${path}`;
}
