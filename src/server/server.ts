/** Starts the HTTP server that serves the built app; tests start it in-process on port 0. */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { attachSignaling, closeAll, type Signaling, type SignalingOptions } from './signaling';
import { createGuardedServer, type HttpGuardStats, type HttpLimits } from './http-guard';
import { createStaticHandler } from './static';

export interface ServerOptions {
  /** 0 picks a free port; read the chosen one from the result. */
  port: number;
  host: string;
  /** Folder of the built app (normally dist/). */
  root: string;
  /**
   * Signaling on the same port at /signal (default on), so the app's peers find each other
   * without a second server; false leaves it off, an object passes options (limits, log).
   */
  signaling?: boolean | SignalingOptions;
  /** Overrides of DEFAULT_HTTP_LIMITS: header deadline and sockets per address, for pages and signaling alike. */
  http?: Partial<HttpLimits>;
}

export interface RunningServer {
  port: number;
  /** The underlying server, so more can share its port (`upgrade` event). */
  server: Server;
  /** Undefined when started with `signaling: false`. */
  signaling: Signaling | undefined;
  httpStats(): HttpGuardStats;
  close(): Promise<void>;
}

export function startServer({ port, host, root, signaling = true, http }: ServerOptions): Promise<RunningServer> {
  const guarded = createGuardedServer(createStaticHandler(root), http);
  const server = guarded.server;
  const attached = signaling === false ? undefined : attachSignaling(server, signaling === true ? {} : signaling);
  return new Promise((resolve, reject) => {
    const fail = (err: Error): void => {
      attached?.close();
      reject(err);
    };
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      const address = server.address() as AddressInfo;
      // closeAll also ends idle keep-alive connections, which would otherwise hold close() for seconds.
      resolve({
        port: address.port, server, signaling: attached, httpStats: () => guarded.stats(),
        close: () => closeAll(server, attached),
      });
    });
  });
}
