import { describe, expect, it } from 'vitest';
import { loadNetSettings, saveNetSettings } from '../../../src/net/settings';

const memory = () => {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
};

describe('network settings', () => {
  it('defaults to our own server on the page origin and no ICE servers (nothing public)', () => {
    expect(loadNetSettings({ protocol: 'http:', host: 'localhost:8080', search: '' }, null)).toEqual({
      signaling: ['ws://localhost:8080/signal'], iceServers: [],
    });
    expect(loadNetSettings({ protocol: 'https:', host: 'fudaba.example', search: '' }, null).signaling).toEqual(['wss://fudaba.example/signal']);
  });

  it('takes signaling servers and ICE servers from the URL first, then saved settings', () => {
    const storage = memory();
    saveNetSettings(storage, { signaling: ['wss://saved.example/signal'], iceServers: [{ urls: 'stun:saved.example:3478' }] });
    const loc = { protocol: 'http:', host: 'h:1', search: '' };
    expect(loadNetSettings(loc, storage).signaling).toEqual(['wss://saved.example/signal']);
    const ice = encodeURIComponent(JSON.stringify([{ urls: 'turn:t.example:3478', username: 'u', credential: 'c' }]));
    const fromUrl = loadNetSettings({ ...loc, search: `?signal=ws://a/signal&signal=ws://b/signal&ice=${ice}` }, storage);
    expect(fromUrl.signaling).toEqual(['ws://a/signal', 'ws://b/signal']);
    expect(fromUrl.iceServers).toEqual([{ urls: 'turn:t.example:3478', username: 'u', credential: 'c' }]);
  });

  it('ignores broken parameters and broken saved settings', () => {
    const storage = memory();
    storage.setItem('fudaba.net', '{not json');
    const s = loadNetSettings({ protocol: 'http:', host: 'h:1', search: '?signal=javascript:alert(1)&ice=[{' }, storage);
    expect(s).toEqual({ signaling: ['ws://h:1/signal'], iceServers: [] });
  });
});

describe('network settings as text', () => {
  it('round-trips and reports what is wrong', async () => {
    const { settingsFromText, settingsToText } = await import('../../../src/net/settings');
    const settings = { signaling: ['ws://a/signal', 'wss://b/signal'], iceServers: [{ urls: 'stun:s:3478' }] };
    expect(settingsFromText(settingsToText(settings))).toEqual({ ok: true, settings });
    expect(settingsFromText({ signaling: 'http://nope', ice: '' }).ok).toBe(false);
    expect(settingsFromText({ signaling: 'ws://a/signal', ice: '[{' })).toEqual({ ok: false, error: 'STUN/TURN: not valid JSON' });
    expect(settingsFromText({ signaling: '', ice: '' }).ok).toBe(false);
  });
});
