/** Starts the HTTP server that serves the built app; tests start it in-process on port 0. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStaticHandler } from './static';

export interface ServerOptions {
  /** 0 picks a free port; read the chosen one from the result. */
  port: number;
  host: string;
  /** Folder of the built app (normally dist/). */
  root: string;
}

export interface RunningServer {
  port: number;
  /** The underlying server, so the signaling WebSocket can share its port (`upgrade` event). */
  server: Server;
  close(): Promise<void>;
}

export function startServer({ port, host, root }: ServerOptions): Promise<RunningServer> {
  const server = createServer(createStaticHandler(root));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address() as AddressInfo;
      resolve({ port: address.port, server, close: () => closeServer(server) });
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((err) => (err ? reject(err) : resolve()));
    // Idle keep-alive connections would otherwise hold close() open for seconds.
    server.closeAllConnections();
  });
}
