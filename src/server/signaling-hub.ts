/**
 * The heart of the signaling server: topics, routing, limits and keepalive over open sockets.
 * Every rule breach closes only the socket that broke it; no handler here ever throws.
 */
import { WebSocket, type RawData } from 'ws';
import { TokenBucket, type SignalingLimits } from './signaling-limits';
import { DROP_REASONS, parseClientMessage, publishText, type DropReason } from './signaling-protocol';

export const CLOSE_REASONS = ['oversize', 'bad-messages', 'rate-limit', 'too-many-topics', 'no-pong', 'protocol-error'] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];

export interface SignalingStats {
  /** Open sockets now. */
  connections: number;
  /** Topics with at least one subscriber now. */
  topics: number;
  /** Sockets accepted since start. */
  accepted: number;
  /** Upgrades refused because the server was full. */
  rejected: number;
  /** Well-formed messages handled. */
  messages: number;
  /** Bad messages ignored (the sum of droppedBy). */
  dropped: number;
  droppedBy: Record<DropReason, number>;
  /** Sockets closed for breaking a rule, by rule. */
  closedBy: Record<CloseReason, number>;
  /** Publish deliveries skipped because the receiver had too much queued. */
  undelivered: number;
}

interface Client {
  topics: Set<string>;
  bucket: TokenBucket;
  bad: number;
  alive: boolean;
}

/** WebSocket close codes (RFC 6455 §7.4.1). */
const POLICY_VIOLATION = 1008;
/** A socket that ignores our close frame is cut off after this long. */
const CLOSE_GRACE_MS = 2000;

export interface Hub {
  /** Takes over an upgraded socket. */
  add(ws: WebSocket): void;
  stats(): SignalingStats;
  noteRejected(): void;
  /** Terminates every socket and stops the keepalive timer. */
  close(): void;
}

export function createHub(limits: SignalingLimits, log: (line: string) => void): Hub {
  const clients = new Map<WebSocket, Client>();
  const topics = new Map<string, Set<WebSocket>>();
  const counts = {
    accepted: 0, rejected: 0, messages: 0, undelivered: 0,
    droppedBy: zeroes(DROP_REASONS), closedBy: zeroes(CLOSE_REASONS),
  };

  const keepalive = setInterval(() => {
    for (const [ws, client] of clients) {
      if (ws.readyState !== WebSocket.OPEN) continue;
      if (!client.alive) {
        counts.closedBy['no-pong'] += 1;
        ws.terminate();
        continue;
      }
      client.alive = false;
      guard(() => ws.ping(), log);
    }
  }, limits.pingIntervalMs);
  keepalive.unref();

  function expel(ws: WebSocket, reason: CloseReason, code: number, text: string): void {
    if (ws.readyState !== WebSocket.OPEN) return;
    counts.closedBy[reason] += 1;
    log(`signaling: closed a socket (${reason})`);
    ws.close(code, text);
    setTimeout(() => ws.terminate(), CLOSE_GRACE_MS).unref();
  }

  function leave(ws: WebSocket, topic: string): void {
    const subscribers = topics.get(topic);
    if (subscribers === undefined) return;
    subscribers.delete(ws);
    if (subscribers.size === 0) topics.delete(topic);
  }

  function drop(ws: WebSocket, client: Client, reason: DropReason): void {
    counts.droppedBy[reason] += 1;
    client.bad += 1;
    if (client.bad >= limits.maxBadMessages) expel(ws, 'bad-messages', POLICY_VIOLATION, 'too many bad messages');
  }

  function send(ws: WebSocket, text: string): void {
    if (ws.readyState !== WebSocket.OPEN) return;
    if (ws.bufferedAmount > limits.maxBufferedBytes) {
      counts.undelivered += 1;
      return;
    }
    ws.send(text);
  }

  function onMessage(ws: WebSocket, client: Client, data: RawData, isBinary: boolean): void {
    if (ws.readyState !== WebSocket.OPEN) return;
    if (!client.bucket.take()) return expel(ws, 'rate-limit', POLICY_VIOLATION, 'too many messages');
    if (isBinary) return drop(ws, client, 'binary');
    const parsed = parseClientMessage(text(data), limits.maxTopicLength);
    if (!parsed.ok) return drop(ws, client, parsed.reason);
    const message = parsed.message;
    switch (message.type) {
      case 'subscribe': {
        const fresh = new Set(message.topics.filter((t) => !client.topics.has(t)));
        if (client.topics.size + fresh.size > limits.maxTopicsPerConnection) {
          return expel(ws, 'too-many-topics', POLICY_VIOLATION, 'too many topics');
        }
        for (const topic of fresh) {
          client.topics.add(topic);
          getOrCreate(topics, topic).add(ws);
        }
        break;
      }
      case 'unsubscribe':
        for (const topic of message.topics) {
          if (client.topics.delete(topic)) leave(ws, topic);
        }
        break;
      case 'publish': {
        const receivers = topics.get(message.topic);
        if (receivers === undefined) break;
        const out = publishText(message.body, receivers.size);
        if (out === undefined) return drop(ws, client, 'unserializable');
        for (const receiver of receivers) send(receiver, out);
        break;
      }
      case 'ping':
        send(ws, '{"type":"pong"}');
        break;
    }
    counts.messages += 1;
  }

  return {
    add(ws) {
      const client: Client = {
        topics: new Set(),
        bucket: new TokenBucket(limits.messagesPerSecond, limits.messageBurst),
        bad: 0,
        alive: true,
      };
      clients.set(ws, client);
      counts.accepted += 1;
      ws.on('pong', () => (client.alive = true));
      ws.on('message', (data, isBinary) => guard(() => onMessage(ws, client, data, isBinary), log));
      // ws has already sent its own close frame (1009 for oversize, 1002/1007 for broken frames).
      // Socket-level errors (resets) just end in 'close'; only count the client's broken frames.
      ws.on('error', (err: Error & { code?: string }) => {
        if (err.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH') counts.closedBy['oversize'] += 1;
        else if (err.code?.startsWith('WS_ERR_')) counts.closedBy['protocol-error'] += 1;
      });
      ws.on('close', () => {
        clients.delete(ws);
        for (const topic of client.topics) leave(ws, topic);
        client.topics.clear();
      });
    },
    stats() {
      const dropped = Object.values(counts.droppedBy).reduce((a, b) => a + b, 0);
      return {
        connections: clients.size, topics: topics.size, accepted: counts.accepted, rejected: counts.rejected,
        messages: counts.messages, dropped, droppedBy: { ...counts.droppedBy },
        closedBy: { ...counts.closedBy }, undelivered: counts.undelivered,
      };
    },
    noteRejected() {
      counts.rejected += 1;
    },
    close() {
      clearInterval(keepalive);
      for (const ws of clients.keys()) ws.terminate();
    },
  };
}

/** Text frames arrive as Buffers (ws has already checked they are valid UTF-8). */
function text(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return (Buffer.isBuffer(data) ? data : Buffer.from(data)).toString('utf8');
}

function guard(run: () => void, log: (line: string) => void): void {
  try {
    run();
  } catch (err) {
    // A bug of ours must not take the server down with it.
    log(`signaling: handler failed: ${err instanceof Error ? err.message : String(err)}`);
  }
}

function zeroes<K extends string>(keys: readonly K[]): Record<K, number> {
  return Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
}

function getOrCreate<K, V>(map: Map<K, Set<V>>, key: K): Set<V> {
  let set = map.get(key);
  if (set === undefined) map.set(key, (set = new Set()));
  return set;
}
