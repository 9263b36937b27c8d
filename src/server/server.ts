/** Starts the HTTP server that serves the built app; tests start it in-process on port 0. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { attachSignaling, closeAll, type Signaling, type SignalingOptions } from './signaling';
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
}

export interface RunningServer {
  port: number;
  /** The underlying server, so more can share its port (`upgrade` event). */
  server: Server;
  /** Undefined when started with `signaling: false`. */
  signaling: Signaling | undefined;
  close(): Promise<void>;
}

export function startServer({ port, host, root, signaling = true }: ServerOptions): Promise<RunningServer> {
  const server = createServer(createStaticHandler(root));
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
      resolve({ port: address.port, server, signaling: attached, close: () => closeAll(server, attached) });
    });
  });
}
