// The broadcast relay: a stock Hocuspocus server (with its Redis extension when several relay
// processes serve one room). It holds nothing on disk and trusts nothing: viewers are read-only,
// only the key a document is named after (its fingerprint is in the name) may write, with a fresh
// signed token, and viewers verify every entry anyway. No first-come state: nothing to squat.
import { Server } from '@hocuspocus/server';
import { Redis as RedisExtension } from '@hocuspocus/extension-redis';
import { decideAccess, verifySeatSignature } from '../net/relay/auth';
import { mayPublish, parseRelayDocument } from '../net/relay/documentName';

/** One WebSocket message at most (a long match's signed log is ≤ 2 MB, sent whole on first sync). */
export const MAX_MESSAGE_BYTES = 8 * 1024 * 1024;
/** What the publisher may write into one document in all, so a seat's key cannot fill the relay. */
export const MAX_DOCUMENT_BYTES = 32 * 1024 * 1024;

export interface RelayOptions {
  port: number;
  host: string;
  /** redis://host:port; without it the relay is one process on its own. */
  redis?: string | undefined;
  /** A name in logs and in Redis messages (unique per process). */
  name?: string;
  log?: (line: string) => void;
  now?: () => number;
}

export interface RunningRelay {
  port: number;
  server: Server;
  /** Open connections and loaded documents, for the benchmark and the status line. */
  counts(): { connections: number; documents: number };
  close(): Promise<void>;
}

function redisAddress(url: string): { host: string; port: number } {
  const parsed = new URL(url);
  if (parsed.protocol !== 'redis:') throw new Error(`Invalid Redis URL "${url}": expected redis://host:port`);
  return { host: parsed.hostname || '127.0.0.1', port: parsed.port === '' ? 6379 : Number(parsed.port) };
}

export async function createRelayServer(options: RelayOptions): Promise<RunningRelay> {
  const log = options.log ?? (() => undefined);
  const now = options.now ?? Date.now;
  const redisAt = options.redis ? redisAddress(options.redis) : null;
  // Keep trying a lost Redis (a restart) rather than dying; a relay alone still serves its viewers.
  const redisOptions = { maxRetriesPerRequest: 2, retryStrategy: (n: number) => Math.min(200 * n, 2000) };
  const written = new Map<string, number>();
  const extensions = redisAt
    ? [new RedisExtension({ host: redisAt.host, port: redisAt.port, options: redisOptions, ...(options.name ? { identifier: options.name } : {}), prefix: 'fudaba-relay' })]
    : [];
  const server = new Server(
    {
      name: options.name ?? null,
      port: options.port,
      address: options.host,
      quiet: true,
      stopOnSignals: false,
      extensions,
      // Deleted entries are kept, as in the room's transport doc: a late viewer needs them all.
      yDocOptions: { gc: false, gcFilter: () => false },
      async onAuthenticate({ documentName, token, connectionConfig }) {
        // Only `fudaba-broadcast/<room>.<fp>` is served (older names without the fp are refused).
        const named = parseRelayDocument(documentName);
        if (!named) throw new Error('not a relay document');
        const access = await decideAccess({
          document: documentName,
          token: token === '' ? undefined : token,
          now: now(),
          // The name says whose broadcast this is: any other key, first or not, only watches.
          mayPublish: (key) => mayPublish(named, key),
          verify: verifySeatSignature,
        });
        if (!access.readOnly) {
          connectionConfig.readOnly = false;
          log(`relay: publisher ${named.fp} on ${documentName}`);
          return { publisher: access.publicKey };
        }
        if (access.reason !== 'viewer') log(`relay: refused a publisher token (${access.reason}) on ${documentName}`);
        connectionConfig.readOnly = true;
        return { publisher: null };
      },
      async beforeHandleMessage({ documentName, update, connection }) {
        if (connection.readOnly) return;
        const total = (written.get(documentName) ?? 0) + update.length;
        written.set(documentName, total);
        if (total > MAX_DOCUMENT_BYTES) throw new Error(`relay: ${documentName} is over ${MAX_DOCUMENT_BYTES} bytes`);
      },
      async afterUnloadDocument({ documentName }) {
        written.delete(documentName);
      },
    },
    { maxPayload: MAX_MESSAGE_BYTES },
  );
  await server.listen();
  return {
    port: server.address.port,
    server,
    counts: () => ({ connections: server.hocuspocus.getConnectionsCount(), documents: server.hocuspocus.getDocumentsCount() }),
    async close() {
      await server.destroy();
    },
  };
}
