// The pure parts of the signaling server: message parsing, re-serialising, the rate limiter.
import { describe, expect, it } from 'vitest';
import { resolveLimits, TokenBucket } from '../../../src/server/signaling-limits';
import { parseClientMessage, publishText } from '../../../src/server/signaling-protocol';

describe('parseClientMessage', () => {
  const parse = (value: unknown): ReturnType<typeof parseClientMessage> => parseClientMessage(JSON.stringify(value), 8);

  it('reads the four message types of y-webrtc', () => {
    expect(parse({ type: 'subscribe', topics: ['a', 'b'] })).toEqual({ ok: true, message: { type: 'subscribe', topics: ['a', 'b'] } });
    expect(parse({ type: 'unsubscribe', topics: [] })).toEqual({ ok: true, message: { type: 'unsubscribe', topics: [] } });
    expect(parse({ type: 'ping', extra: 1 })).toEqual({ ok: true, message: { type: 'ping' } });
    const body = { type: 'publish', topic: 'room', data: { to: 'x' } };
    expect(parse(body)).toEqual({ ok: true, message: { type: 'publish', topic: 'room', body } });
  });

  it('names why a message is bad', () => {
    expect(parseClientMessage('{', 8)).toEqual({ ok: false, reason: 'not-json' });
    expect(parse([1])).toEqual({ ok: false, reason: 'not-object' });
    expect(parse({ type: 'PING' })).toEqual({ ok: false, reason: 'unknown-type' });
    expect(parse({ type: 'subscribe', topics: ['123456789'] })).toEqual({ ok: false, reason: 'bad-field' });
    expect(parse({ type: 'publish', topic: '' })).toEqual({ ok: false, reason: 'bad-field' });
  });
});

describe('publishText', () => {
  it('adds the subscriber count, replacing any the sender put there', () => {
    expect(JSON.parse(publishText({ type: 'publish', topic: 't', clients: 99 }, 2) ?? '')).toEqual({ type: 'publish', topic: 't', clients: 2 });
  });

  it('keeps a __proto__ key as plain data', () => {
    const body = JSON.parse('{"type":"publish","topic":"t","__proto__":{"polluted":true}}') as Record<string, unknown>;
    const text = publishText(body, 1) ?? '';
    expect(text).toContain('"__proto__":{"polluted":true}');
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});

describe('TokenBucket', () => {
  it('allows the burst, then the rate', () => {
    let now = 0;
    const bucket = new TokenBucket(10, 3, () => now);
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
    now = 100; // 0.1 s at 10/s refills one token
    expect([bucket.take(), bucket.take()]).toEqual([true, false]);
    now = 60_000; // never more than the burst
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
  });
});

describe('resolveLimits', () => {
  it('fills defaults and refuses non-positive limits', () => {
    expect(resolveLimits({ maxConnections: 5 }).maxConnections).toBe(5);
    expect(() => resolveLimits({ maxPayloadBytes: 0 })).toThrow(/maxPayloadBytes/);
    expect(() => resolveLimits({ messagesPerSecond: Number.NaN })).toThrow(/messagesPerSecond/);
  });
});
