// A small ws client for the signaling tests: queued JSON messages, awaitable close, and a
// ping round-trip to know the server has handled everything sent before it.
import WebSocket from 'ws';

export interface Closed {
  code: number;
  reason: string;
}

export interface SignalClient {
  ws: WebSocket;
  /** JSON messages received and not yet taken by next(). */
  inbox: unknown[];
  closed: Promise<Closed>;
  send(message: unknown): void;
  /** The next message matching `match`, waiting up to `ms`. */
  next(match?: (m: Record<string, unknown>) => boolean, ms?: number): Promise<Record<string, unknown>>;
  /** Resolves once the server answered a ping sent now, so it has handled all earlier messages. */
  sync(ms?: number): Promise<void>;
  subscribe(...topics: string[]): Promise<void>;
  close(): void;
}

export function connect(url: string, options: WebSocket.ClientOptions = {}): Promise<SignalClient> {
  const ws = new WebSocket(url, options);
  const inbox: unknown[] = [];
  const waiters = new Set<() => void>();
  const closed = new Promise<Closed>((resolve) => {
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  ws.on('error', () => {}); // the tests look at `closed` instead
  ws.on('message', (data, isBinary) => {
    if (isBinary) return;
    inbox.push(JSON.parse(String(data)));
    for (const wake of waiters) wake();
  });

  const next: SignalClient['next'] = (match = () => true, ms = 2000) =>
    new Promise((resolve, reject) => {
      const look = (): boolean => {
        const index = inbox.findIndex((m) => isRecord(m) && match(m));
        if (index < 0) return false;
        const [found] = inbox.splice(index, 1);
        resolve(found as Record<string, unknown>);
        return true;
      };
      if (look()) return;
      const timer = setTimeout(() => {
        waiters.delete(wake);
        reject(new Error(`no matching message within ${ms} ms; inbox: ${JSON.stringify(inbox).slice(0, 300)}`));
      }, ms);
      const wake = (): void => {
        if (!look()) return;
        clearTimeout(timer);
        waiters.delete(wake);
      };
      waiters.add(wake);
    });

  const client: SignalClient = {
    ws,
    inbox,
    closed,
    send: (message) => ws.send(JSON.stringify(message)),
    next,
    async sync(ms) {
      client.send({ type: 'ping' });
      await next((m) => m['type'] === 'pong', ms);
    },
    async subscribe(...topics) {
      client.send({ type: 'subscribe', topics });
      await client.sync();
    },
    close: () => ws.close(),
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(client));
    ws.once('error', reject);
    ws.once('unexpected-response', (req, res) => {
      req.destroy();
      reject(new Error(`HTTP ${res.statusCode}`));
    });
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Two fresh clients in one fresh room can still exchange a publish: the server works. */
export async function assertPairWorks(url: string, topic = `check-${Math.random()}`): Promise<void> {
  const a = await connect(url);
  const b = await connect(url);
  try {
    await a.subscribe(topic);
    await b.subscribe(topic);
    a.send({ type: 'publish', topic, data: { hello: 'b' } });
    const got = await b.next((m) => m['type'] === 'publish');
    if (got['topic'] !== topic || got['clients'] !== 2) throw new Error(`unexpected publish ${JSON.stringify(got)}`);
  } finally {
    a.close();
    b.close();
  }
}
