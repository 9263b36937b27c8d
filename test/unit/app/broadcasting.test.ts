import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { BroadcastControl, configuredRelay, rememberBroadcast, takeBroadcastChoice, viewerUrl } from '../../../src/app/broadcasting';

class MemoryStorage {
  readonly map = new Map<string, string>();
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

describe('broadcast settings of a page', () => {
  it('remembers a ?relay= link for the room it leads to, and offers nothing without one', () => {
    const storage = new MemoryStorage();
    expect(configuredRelay({ search: '' }, storage)).toBeNull();
    expect(configuredRelay({ search: '?relay=ws%3A%2F%2F127.0.0.1%3A4455' }, storage)?.url).toBe('ws://127.0.0.1:4455');
    expect(configuredRelay({ search: '?room=abcd' }, storage)?.url).toBe('ws://127.0.0.1:4455');
    expect(configuredRelay({ search: '?relay=http://evil' }, new MemoryStorage())).toBeNull();
  });

  it('keeps the lobby\'s choice once, for that room only, and only a known delay', () => {
    const storage = new MemoryStorage();
    rememberBroadcast('room-1', 30, storage);
    expect(takeBroadcastChoice('room-2', storage)).toBeNull();
    expect(takeBroadcastChoice('room-1', storage)).toBe(30);
    expect(takeBroadcastChoice('room-1', storage)).toBeNull();
    storage.setItem('fudaba.broadcast:room-3', '7');
    expect(takeBroadcastChoice('room-3', storage)).toBeNull();
  });

  it('builds the viewer link with room, relay, seat fingerprint and delay', () => {
    const url = new URL(viewerUrl({ href: 'https://fudaba.example/play/?room=x#y' }, 'room-1', 'wss://relay.example', 'p1', '0123456789abcdef', 120));
    expect(url.pathname).toBe('/play/');
    expect(Object.fromEntries(url.searchParams)).toEqual({ watch: 'room-1', relay: 'wss://relay.example', fp: 'p1.0123456789abcdef', relayDelay: '120' });
  });

  it('a page without a seat or a key cannot broadcast', async () => {
    const control = new BroadcastControl({ roomId: 'room-1', transport: new Y.Doc({ gc: false }), identity: async () => null, seat: () => null }, { url: 'ws://127.0.0.1:1', delaySeconds: 0 }, { href: 'http://x/' });
    await control.start();
    expect(control.snapshot.status).toBe('failed');
    expect(control.snapshot.viewerUrl).toBeNull();
  });
});
