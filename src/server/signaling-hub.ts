/**
 * The heart of the signaling server: topics, routing, limits and keepalive over open sockets.
 * Every rule breach closes only the socket that broke it; no handler here ever throws.
 */
import { WebSocket, type RawData } from 'ws';
import { TokenBucket, type SignalingLimits } from './signaling-limits';
import { DROP_REASONS, parseClientMessage, publishText, type DropReason } from './signaling-protocol';

export const CLOSE_REASONS = [
  'oversize', 'bad-messages', 'rate-limit', 'fanout', 'too-many-topics', 'no-pong', 'protocol-error', 'slow-reader',
] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];
/** Why an upgrade was refused: the server was full (503), or the address held too many sockets (429). */
export const REJECT_REASONS = ['full', 'address'] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

export interface SignalingStats {
  /** Open sockets now. */
  connections: number;
  /** Topics with at least one subscriber now. */
  topics: number;
  /** Sockets accepted since start. */
  accepted: number;
  /** Upgrades refused (the sum of rejectedBy). */
  rejected: number;
  rejectedBy: Record<RejectReason, number>;
  /** Subscriptions refused because their topic had maxSubscribersPerTopic already. */
  refusedSubscriptions: number;
  /** Well-formed messages handled. */
  messages: number;
  /** Bad messages ignored (the sum of droppedBy). */
  dropped: number;
  droppedBy: Record<DropReason, number>;
  /** Sockets closed for breaking a rule, by rule. */
  closedBy: Record<CloseReason, number>;
  /** Publish deliveries skipped because the receiver had too much queued. */
  undelivered: number;
  /** Bytes queued now for all sockets, unsent. */
  bufferedBytes: number;
}

interface Client {
  topics: Set<string>;
  bucket: TokenBucket;
  /** Bytes its publishes made us send (size × receivers). */
  fanout: TokenBucket;
  bad: number;
  alive: boolean;
  /** When deliveries to it started being skipped; undefined while it keeps up. */
  congestedSince: number | undefined;
}

/** WebSocket close codes (RFC 6455 §7.4.1). */
const POLICY_VIOLATION = 1008;
/** A socket that ignores our close frame is cut off after this long. */
const CLOSE_GRACE_MS = 2000;

export interface Hub {
  /** Takes over an upgraded socket. */
  add(ws: WebSocket): void;
  stats(): SignalingStats;
  noteRejected(reason: RejectReason): void;
  /** Terminates every socket and stops the keepalive timer. */
  close(): void;
}

export function createHub(limits: SignalingLimits, log: (line: string) => void): Hub {
  const clients = new Map<WebSocket, Client>();
  const topics = new Map<string, Set<WebSocket>>();
  const counts = {
    accepted: 0, messages: 0, undelivered: 0, refusedSubscriptions: 0,
    droppedBy: zeroes(DROP_REASONS), closedBy: zeroes(CLOSE_REASONS), rejectedBy: zeroes(REJECT_REASONS),
  };

  const keepalive = setInterval(() => {
    for (const [ws, client] of clients) {
      if (ws.readyState !== WebSocket.OPEN) continue;
      if (!client.alive) {
        counts.closedBy['no-pong'] += 1;
        ws.terminate();
        continue;
      }
      if (isSlowReader(ws, client)) continue;
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

  /**
   * Terminates a socket that has not drained its queue for slowReaderMs: it is not reading, and
   * a close frame would only join the queue.
   */
  function isSlowReader(ws: WebSocket, client: Client): boolean {
    if (ws.bufferedAmount <= limits.maxBufferedBytes) {
      client.congestedSince = undefined;
      return false;
    }
    const now = performance.now();
    client.congestedSince ??= now;
    if (now - client.congestedSince < limits.slowReaderMs) return false;
    counts.closedBy['slow-reader'] += 1;
    log('signaling: closed a socket (slow-reader)');
    ws.terminate();
    return true;
  }

  function send(ws: WebSocket, text: string): void {
    if (ws.readyState !== WebSocket.OPEN) return;
    const client = clients.get(ws);
    if (client !== undefined && ws.bufferedAmount > limits.maxBufferedBytes) {
      counts.undelivered += 1;
      isSlowReader(ws, client);
      return;
    }
    if (client !== undefined) client.congestedSince = undefined;
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
          const subscribers = getOrCreate(topics, topic);
          if (subscribers.size >= limits.maxSubscribersPerTopic) {
            counts.refusedSubscriptions += 1;
            continue;
          }
          client.topics.add(topic);
          subscribers.add(ws);
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
        // Every sent copy costs us, so a publisher pays for its audience (string length ≈ bytes here).
        if (!client.fanout.take(out.length * receivers.size)) {
          return expel(ws, 'fanout', POLICY_VIOLATION, 'too much to deliver');
        }
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
        fanout: new TokenBucket(limits.fanoutBytesPerSecond, limits.fanoutBytesBurst),
        bad: 0,
        alive: true,
        congestedSince: undefined,
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
      const sum = (r: Record<string, number>): number => Object.values(r).reduce((a, b) => a + b, 0);
      let bufferedBytes = 0;
      for (const ws of clients.keys()) bufferedBytes += ws.bufferedAmount;
      return {
        connections: clients.size, topics: topics.size, accepted: counts.accepted,
        rejected: sum(counts.rejectedBy), rejectedBy: { ...counts.rejectedBy },
        refusedSubscriptions: counts.refusedSubscriptions,
        messages: counts.messages, dropped: sum(counts.droppedBy), droppedBy: { ...counts.droppedBy },
        closedBy: { ...counts.closedBy }, undelivered: counts.undelivered, bufferedBytes,
      };
    },
    noteRejected(reason) {
      counts.rejectedBy[reason] += 1;
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
