/**
 * The y-webrtc signaling protocol (node_modules/y-webrtc/bin/server.js), read defensively:
 * JSON text messages `subscribe` / `unsubscribe` {topics}, `publish` {topic, ...}, `ping`.
 * Anything else is a bad message with a reason, never an exception.
 */

export type ClientMessage =
  | { type: 'subscribe'; topics: string[] }
  | { type: 'unsubscribe'; topics: string[] }
  /** `body` is the whole message as received, forwarded to the topic's subscribers. */
  | { type: 'publish'; topic: string; body: Record<string, unknown> }
  | { type: 'ping' };

export const DROP_REASONS = ['binary', 'not-json', 'not-object', 'unknown-type', 'bad-field', 'unserializable'] as const;
export type DropReason = (typeof DROP_REASONS)[number];

export type Parsed = { ok: true; message: ClientMessage } | { ok: false; reason: DropReason };

const bad = (reason: DropReason): Parsed => ({ ok: false, reason });

export function parseClientMessage(text: string, maxTopicLength: number): Parsed {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return bad('not-json');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return bad('not-object');
  const body = value as Record<string, unknown>;
  const isTopic = (t: unknown): t is string => typeof t === 'string' && t.length > 0 && t.length <= maxTopicLength;
  switch (body['type']) {
    case 'subscribe':
    case 'unsubscribe': {
      const topics = body['topics'];
      if (!Array.isArray(topics) || !topics.every(isTopic)) return bad('bad-field');
      return { ok: true, message: { type: body['type'], topics } };
    }
    case 'publish': {
      const topic = body['topic'];
      if (!isTopic(topic)) return bad('bad-field');
      return { ok: true, message: { type: 'publish', topic, body } };
    }
    case 'ping':
      return { ok: true, message: { type: 'ping' } };
    default:
      return bad('unknown-type');
  }
}

/**
 * The text sent to subscribers: the message as received plus `clients` (the subscriber count),
 * as y-webrtc's server does. Undefined if it cannot be re-serialised (e.g. nesting too deep).
 */
export function publishText(body: Record<string, unknown>, clients: number): string | undefined {
  try {
    return JSON.stringify({ ...body, clients });
  } catch {
    return undefined;
  }
}
