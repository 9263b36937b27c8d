import { describe, expect, it } from 'vitest';
import { relayFromLocation } from '../../../../src/net/relay/config';

describe('relay config', () => {
  it('is off with no relay parameter', () => {
    expect(relayFromLocation('')).toBeNull();
    expect(relayFromLocation('?relay=')).toBeNull();
  });
  it('reads ?relay= and ?relayDelay=', () => {
    expect(relayFromLocation('?relay=wss://relay.example/r&relayDelay=120')).toEqual({ url: 'wss://relay.example/r', delaySeconds: 120 });
    expect(relayFromLocation('?relay=ws://127.0.0.1:4444')).toEqual({ url: 'ws://127.0.0.1:4444', delaySeconds: 0 });
  });
  it('refuses URLs that are not ws(s) and ignores a bad delay', () => {
    expect(relayFromLocation('?relay=javascript:alert(1)')).toBeNull();
    expect(relayFromLocation('?relay=https://x')).toBeNull();
    expect(relayFromLocation('?relay=ws://x&relayDelay=-5')).toEqual({ url: 'ws://x', delaySeconds: 0 });
    expect(relayFromLocation('?relay=ws://x&relayDelay=abc')).toEqual({ url: 'ws://x', delaySeconds: 0 });
    expect(relayFromLocation('?relay=ws://x&relayDelay=9999')).toEqual({ url: 'ws://x', delaySeconds: 0 });
  });
  it('falls back to the saved URL', () => {
    expect(relayFromLocation('', 'wss://saved')).toEqual({ url: 'wss://saved', delaySeconds: 0 });
  });
});
