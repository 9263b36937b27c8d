/**
 * Our y-webrtc-compatible signaling server on `ws`: attached to the app's HTTP server (one port
 * for `npm start`) or standalone (`npm run signal`). Protocol and rules: docs/signaling.md.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
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

  const handle: UpgradeHandler = (req, socket, head) => {
    if (hub.stats().connections >= limits.maxConnections) {
      hub.noteRejected();
      socket.on('error', () => socket.destroy());
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n', () => socket.destroy());
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => hub.add(ws));
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
}

export interface StandaloneSignaling {
  port: number;
  server: Server;
  stats(): SignalingStats;
  close(): Promise<void>;
}

/**
 * Signaling alone on its own port. Answers on `/signal` and on `/` (where y-webrtc's stock
 * server is usually reached), and says "okay" to plain HTTP as the stock server does.
 */
export function createSignalingServer({ port, host, ...options }: StandaloneOptions): Promise<StandaloneSignaling> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('okay');
  });
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
