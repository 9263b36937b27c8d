/**
 * Stands between y-webrtc's signaling connections and its message handler, which trusts what it
 * reads: a publish whose payload is not an object, is not valid base64, does not decrypt, or has
 * the wrong shape makes y-webrtc throw (synchronously, or in a promise nobody handles) in the page.
 * Every message is vetted first — decrypted here too when the room has a password — and only one
 * that y-webrtc can handle reaches it; the others are counted by reason and go no further.
 */
import { decodeBase64, parseSealed, readAny } from './signalWire';

export const SIGNAL_REJECTIONS = ['not-object', 'too-large', 'bad-frame', 'undecryptable', 'bad-payload', 'handler-failed'] as const;
export type SignalRejection = (typeof SIGNAL_REJECTIONS)[number];

/** What the guard needs to know of one of our rooms. */
export interface GuardedRoom {
  /** The room's AES key; null without a password. */
  key: PromiseLike<CryptoKey | null>;
  /** The state of our connection to a remote peer, if any. */
  peer(peerId: string): 'none' | 'open' | 'destroyed';
}

/** The part of lib0's Observable that y-webrtc's SignalingConn emits its messages through. */
export interface MessageEmitter {
  emit(name: string, args: unknown[]): void;
}

/** Longer payloads are refused unread; our server's limit is 64 KiB per message. */
export const MAX_PAYLOAD_CHARS = 128 * 1024;
const MAX_FIELD_CHARS = 64 * 1024;

const guarded = new WeakSet<object>();

/**
 * Wraps `conn.emit` so that 'message' events are vetted before y-webrtc's handler sees them.
 * Messages of a passworded room are vetted asynchronously, in arrival order.
 */
export function guardSignalingConn(
  conn: MessageEmitter,
  roomOf: (topic: string) => GuardedRoom | undefined,
  reject: (reason: SignalRejection) => void,
): void {
  if (guarded.has(conn)) return;
  guarded.add(conn);
  const emit = conn.emit.bind(conn);
  let queue: Promise<void> = Promise.resolve();

  const deliver = (args: unknown[]): void => {
    try {
      emit('message', args);
    } catch {
      reject('handler-failed'); // what vetting did not foresee still stays here
    }
  };

  conn.emit = (name, args) => {
    if (name !== 'message') return emit(name, args);
    const message = args[0];
    if (!isRecord(message)) return reject('not-object');
    if (message['type'] !== 'publish') return deliver(args);
    const room = typeof message['topic'] === 'string' ? roomOf(message['topic']) : undefined;
    if (room === undefined) return deliver(args); // not one of ours: y-webrtc ignores it
    queue = queue.then(async () => {
      const verdict = await vet(message['data'], room);
      if (verdict === 'ok') deliver(args);
      else reject(verdict);
    }).catch(() => reject('handler-failed'));
  };
}

/** Whether y-webrtc can handle this publish payload of `room`, or why not. */
export async function vet(data: unknown, room: GuardedRoom): Promise<'ok' | SignalRejection> {
  const key = await room.key;
  if (key === null) return isSignal(data, room) ? 'ok' : 'bad-payload';
  if (typeof data !== 'string') return 'bad-frame';
  if (data.length > MAX_PAYLOAD_CHARS) return 'too-large';
  const bytes = decodeBase64(data);
  const sealed = bytes === undefined ? undefined : parseSealed(bytes);
  if (sealed === undefined) return 'bad-frame';
  let plain: Uint8Array<ArrayBuffer>;
  try {
    plain = new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: sealed.iv }, key, sealed.cipher));
  } catch {
    return 'undecryptable';
  }
  const decoded = readAny(plain);
  return decoded !== undefined && isSignal(decoded.value, room) ? 'ok' : 'bad-payload';
}

/**
 * The shapes y-webrtc acts on (y-webrtc.js, SignalingConn 'message'): an announce, or a signal
 * whose SDP or ICE candidate simple-peer and RTCPeerConnection accept without throwing.
 */
export function isSignal(data: unknown, room: GuardedRoom): boolean {
  if (!isRecord(data) || !isId(data['from'])) return false;
  if (data['to'] !== undefined && !isId(data['to'])) return false;
  if (data['type'] === 'announce') return true;
  if (data['type'] !== 'signal') return false;
  if (data['token'] !== undefined && typeof data['token'] !== 'number') return false;
  const signal = data['signal'];
  if (!isRecord(signal)) return false;
  const state = room.peer(data['from']);
  if (state === 'destroyed') return false; // simple-peer throws when signalled after destroy
  switch (signal['type']) {
    case 'offer':
      return isText(signal['sdp']);
    case 'answer':
      return isText(signal['sdp']) && state === 'open'; // y-webrtc reads the offer's conn
    case 'candidate':
      return isCandidate(signal['candidate']);
    case undefined:
      return signal['renegotiate'] === true
        || (isRecord(signal['transceiverRequest']) && typeof signal['transceiverRequest']['kind'] === 'string');
    default:
      return false;
  }
}

function isCandidate(value: unknown): boolean {
  if (!isRecord(value) || typeof value['candidate'] !== 'string' || value['candidate'].length > MAX_FIELD_CHARS) return false;
  const mid = value['sdpMid'];
  const index = value['sdpMLineIndex'];
  const hasMid = typeof mid === 'string';
  const hasIndex = typeof index === 'number' && Number.isInteger(index) && index >= 0 && index < 65536;
  // RTCIceCandidate throws when both are missing.
  return (hasMid || hasIndex) && (mid === undefined || mid === null || hasMid) && (index === undefined || index === null || hasIndex);
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= MAX_FIELD_CHARS;
const isId = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 128;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);
}
