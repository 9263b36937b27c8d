// The signal guard: a hostile publish (not an object, not base64, not decryptable, the wrong
// shape, huge, deeply nested) is counted and never reaches y-webrtc's handler; good messages do,
// in order. Sealing here is y-webrtc's (src/crypto.js): lib0 writeAny, AES-GCM, base64.
import fc from 'fast-check';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { describe, expect, it } from 'vitest';
import { guardSignalingConn, isSignal, type GuardedRoom, type MessageEmitter, type SignalRejection } from '../../../src/net/signalGuard';
import { readAny } from '../../../src/net/signalWire';
import { runs } from '../../propertyRuns';

const TOPIC = 'fudaba:h:abc';
const utf8 = (s: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(s);

/** y-webrtc's deriveKey. */
async function deriveKey(password: string, roomName: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', utf8(password), 'PBKDF2', false, ['deriveKey']);
  return crypto.subtle.deriveKey({ name: 'PBKDF2', salt: utf8(roomName), iterations: 100_000, hash: 'SHA-256' },
    material, { name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt']);
}

/** y-webrtc's encryptJson + toBase64, with an optional plaintext override. */
async function seal(value: unknown, key: CryptoKey, plain?: Uint8Array<ArrayBuffer>): Promise<string> {
  const data = encoding.createEncoder();
  encoding.writeAny(data, value as never);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const cipher = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain ?? new Uint8Array(encoding.toUint8Array(data)));
  const frame = encoding.createEncoder();
  encoding.writeVarString(frame, 'AES-GCM');
  encoding.writeVarUint8Array(frame, iv);
  encoding.writeVarUint8Array(frame, new Uint8Array(cipher));
  return Buffer.from(encoding.toUint8Array(frame)).toString('base64');
}

function harness(room: GuardedRoom, handler: (m: unknown) => void = () => {}) {
  const delivered: unknown[] = [];
  const rejected: SignalRejection[] = [];
  const conn: MessageEmitter = {
    emit(name, args) {
      if (name !== 'message') return;
      delivered.push(args[0]);
      handler(args[0]);
    },
  };
  guardSignalingConn(conn, (t) => (t === TOPIC ? room : undefined), (r) => rejected.push(r));
  const publish = (data: unknown): void => conn.emit('message', [{ type: 'publish', topic: TOPIC, data }, conn]);
  const settle = (): Promise<void> => new Promise((r) => setTimeout(r, 20));
  return { conn, delivered, rejected, publish, settle };
}

const openRoom = (key: CryptoKey | null, peers: Record<string, 'open' | 'destroyed'> = {}): GuardedRoom => ({
  key: Promise.resolve(key),
  peer: (id) => peers[id] ?? 'none',
});

const ANNOUNCE = { type: 'announce', from: 'peer-a' };
const OFFER = { type: 'signal', from: 'peer-a', to: 'me', token: 1.5, signal: { type: 'offer', sdp: 'v=0\r\n' } };
const CANDIDATE = { type: 'signal', from: 'peer-a', to: 'me', token: 1, signal: { type: 'candidate', candidate: { candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 } } };

const HOSTILE: unknown[] = [
  null, 42, 'announce', [], [ANNOUNCE], {}, { type: 'announce' }, { type: 'announce', from: 7 }, { type: 'announce', from: '' },
  { type: 'announce', from: 'x'.repeat(500) }, { type: 'announce', from: 'a', to: 5 }, { type: 'shout', from: 'a' },
  { type: 'signal', from: 'a' }, { type: 'signal', from: 'a', signal: null }, { type: 'signal', from: 'a', signal: 'offer' },
  { type: 'signal', from: 'a', signal: { type: 'offer' } }, { type: 'signal', from: 'a', signal: { type: 'pranswer', sdp: 'v=0' } },
  { type: 'signal', from: 'a', signal: { type: 'answer', sdp: 'v=0' } }, // no offer of ours to answer
  { type: 'signal', from: 'a', signal: { type: 'candidate', candidate: { candidate: 'c' } } },
  { type: 'signal', from: 'a', signal: { type: 'candidate', candidate: { candidate: 'c', sdpMLineIndex: -1 } } },
  { type: 'signal', from: 'a', signal: { type: 'candidate', candidate: 'c' } },
  { type: 'signal', from: 'a', token: 'late', signal: { type: 'offer', sdp: 'v=0' } },
  { type: 'signal', from: 'a', signal: { type: 'offer', sdp: 'v'.repeat(100_000) } },
  { type: 'signal', from: 'gone', signal: { type: 'offer', sdp: 'v=0' } }, // its connection was destroyed
];

describe('without a password', () => {
  it('passes announces, offers and candidates, in order', async () => {
    const h = harness(openRoom(null));
    for (const m of [ANNOUNCE, OFFER, CANDIDATE]) h.publish(m);
    await h.settle();
    expect(h.delivered.map((m) => (m as { data: unknown }).data)).toEqual([ANNOUNCE, OFFER, CANDIDATE]);
    expect(h.rejected).toEqual([]);
  });

  it('counts and stops every hostile shape', async () => {
    const h = harness(openRoom(null, { gone: 'destroyed' }));
    for (const m of HOSTILE) h.publish(m);
    await h.settle();
    expect(h.delivered).toEqual([]);
    expect(h.rejected).toEqual(HOSTILE.map(() => 'bad-payload'));
  });

  it('an answer to an offer of ours passes', async () => {
    const h = harness(openRoom(null, { 'peer-a': 'open' }));
    h.publish({ type: 'signal', from: 'peer-a', to: 'me', signal: { type: 'answer', sdp: 'v=0' } });
    await h.settle();
    expect(h.delivered).toHaveLength(1);
  });

  it('messages that are not objects are stopped; other types and other topics pass untouched', async () => {
    const h = harness(openRoom(null));
    for (const m of [null, 'text', 5, [1]]) h.conn.emit('message', [m, h.conn]);
    h.conn.emit('message', [{ type: 'pong' }, h.conn]);
    h.conn.emit('message', [{ type: 'publish', topic: 'someone-else', data: 'whatever' }, h.conn]);
    await h.settle();
    expect(h.rejected).toEqual(['not-object', 'not-object', 'not-object', 'not-object']);
    expect(h.delivered).toHaveLength(2);
  });

  it('a handler that throws anyway is contained and counted', async () => {
    const h = harness(openRoom(null), () => {
      throw new TypeError('boom');
    });
    h.publish(ANNOUNCE);
    await h.settle();
    expect(h.rejected).toEqual(['handler-failed']);
  });

  it('random payloads never escape as exceptions, and only valid signals pass', async () => {
    const room = openRoom(null, { a: 'open' });
    await fc.assert(fc.asyncProperty(fc.jsonValue(), async (data) => {
      const h = harness(room);
      h.publish(data);
      h.publish({ type: 'signal', from: 'a', signal: data });
      await new Promise((r) => setTimeout(r, 0));
      await Promise.resolve();
      for (const m of h.delivered) expect(isSignal((m as { data: unknown }).data, room)).toBe(true);
    }), runs(300));
  });
});

describe('with a password', () => {
  it('passes sealed signals, in order, and stops everything it cannot read', async () => {
    const key = await deriveKey('correct horse', TOPIC);
    const other = await deriveKey('wrong', TOPIC);
    const h = harness(openRoom(key));
    const good = [await seal(ANNOUNCE, key), await seal(OFFER, key), await seal(CANDIDATE, key)];
    const deep = await seal(JSON.parse('{"a":'.repeat(40) + '1' + '}'.repeat(40)), key);
    const garbage = Buffer.from('AES-GCM but not really').toString('base64');
    const bad: [unknown, SignalRejection][] = [
      [ANNOUNCE, 'bad-frame'], [42, 'bad-frame'], ['%%% not base64 %%%', 'bad-frame'], ['QUJD', 'bad-frame'], [garbage, 'bad-frame'],
      ['A'.repeat(200_000), 'too-large'],
      [await seal(ANNOUNCE, other), 'undecryptable'],
      [await seal({ type: 'signal', from: 'a', signal: 'x' }, key), 'bad-payload'],
      [await seal(null, key, utf8('not lib0 at all')), 'bad-payload'],
      [deep, 'bad-payload'],
    ];
    h.publish(good[0]);
    for (const [data] of bad) h.publish(data);
    h.publish(good[1]);
    h.publish(good[2]);
    await expect.poll(() => h.delivered.length + h.rejected.length).toBe(bad.length + 3);
    expect(h.delivered.map((m) => (m as { data: unknown }).data)).toEqual(good);
    expect(h.rejected).toEqual(bad.map(([, reason]) => reason));
  });
});

/** Whether a value holds an object with an own "__proto__" key, at any depth. */
function hasProtoKey(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasProtoKey);
  if (value === null || typeof value !== 'object') return false;
  return Object.keys(value).some((key) => key === '__proto__') || Object.values(value).some(hasProtoKey);
}

describe('readAny', () => {
  it('reads what lib0 writes, as lib0 reads it', () => {
    fc.assert(fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => {
      const encoder = encoding.createEncoder();
      encoding.writeAny(encoder, value as never);
      const bytes = new Uint8Array(encoding.toUint8Array(encoder));
      // A "__proto__" key is refused (lib0 would turn it into a prototype); everything else reads alike.
      if (hasProtoKey(value)) expect(readAny(bytes)).toBeUndefined();
      else expect(readAny(bytes)?.value).toEqual(decoding.readAny(decoding.createDecoder(bytes)));
    }), runs(300));
  });

  it('refuses a message with a "__proto__" key', () => {
    const encoder = encoding.createEncoder();
    encoding.writeAny(encoder, JSON.parse('{"type":"announce","__proto__":{"from":"x"}}') as never);
    expect(readAny(new Uint8Array(encoding.toUint8Array(encoder)))).toBeUndefined();
  });

  it('refuses truncated, trailing and unknown bytes instead of throwing', () => {
    const encoder = encoding.createEncoder();
    encoding.writeAny(encoder, { type: 'announce', from: 'abc' });
    const bytes = new Uint8Array(encoding.toUint8Array(encoder));
    expect(readAny(bytes.slice(0, -1))).toBeUndefined();
    expect(readAny(new Uint8Array([...bytes, 0]))).toBeUndefined();
    expect(readAny(new Uint8Array([3]))).toBeUndefined();
    expect(readAny(new Uint8Array([118, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f]))).toBeUndefined();
  });
});
