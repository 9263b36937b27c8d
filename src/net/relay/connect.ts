// A link to the relay: a stock Hocuspocus provider on one Y.Doc. Several relay URLs (comma
// separated) are tried in turn when a link drops, so a viewer whose relay dies moves to the next.
// Loaded on demand only (dynamic import): a table that never broadcasts pays nothing for it.
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import type * as Y from 'yjs';

export interface RelayLinkOptions {
  /** One relay URL or several separated by commas (ws:// or wss://). */
  url: string;
  document: string;
  doc: Y.Doc;
  /** A publisher token, made anew at each (re)connection; none for a viewer. */
  token?: () => Promise<string>;
  /** Publishers announce themselves (which also keeps viewers' links from timing out when the match is quiet). */
  announce?: boolean;
  /** For Node (the tests and the bench): the `ws` package's WebSocket. */
  WebSocketPolyfill?: unknown;
}

export type RelayStatus = 'connecting' | 'connected' | 'disconnected';

export interface RelayLink {
  readonly provider: HocuspocusProvider;
  status(): RelayStatus;
  /** The relay URL in use now. */
  url(): string;
  /** Once the first full sync with a relay is over. */
  synced(): Promise<void>;
  /** True when the relay granted write access (a publisher). */
  canWrite(): boolean;
  onChange(fn: () => void): () => void;
  destroy(): void;
}

export function relayUrls(text: string): string[] {
  return text.split(',').map((u) => u.trim()).filter((u) => /^wss?:\/\/\S+$/i.test(u));
}

export function connectRelay(options: RelayLinkOptions): RelayLink {
  const urls = relayUrls(options.url);
  if (urls.length === 0) throw new Error('relay: no ws:// or wss:// URL');
  let index = 0;
  let status: RelayStatus = 'connecting';
  let writable = false;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const fn of listeners) fn();
  };
  const socket = new HocuspocusProviderWebsocket({
    url: urls[0]!,
    ...(options.WebSocketPolyfill ? { WebSocketPolyfill: options.WebSocketPolyfill } : {}),
    // A lost relay is retried at once and then every half second or so (not the default 1-30 s).
    delay: 250, minDelay: 250, maxDelay: 1500, factor: 1.5,
    messageReconnectTimeout: 45_000,
  });
  socket.on('disconnect', () => {
    // The next attempt goes to the next relay of the list.
    index = (index + 1) % urls.length;
    socket.configuration.url = urls[index]!;
  });
  socket.on('status', ({ status: s }: { status: string }) => {
    status = s === 'connected' ? 'connected' : s === 'connecting' ? 'connecting' : 'disconnected';
    emit();
  });
  let resolveSynced: () => void = () => undefined;
  const firstSync = new Promise<void>((resolve) => (resolveSynced = resolve));
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name: options.document,
    document: options.doc,
    token: options.token ?? null,
    ...(options.announce ? {} : { awareness: null }),
    onAuthenticated: ({ scope }: { scope: string }) => {
      writable = scope === 'read-write';
      emit();
    },
    onSynced: () => {
      resolveSynced();
      emit();
    },
  });
  provider.attach();
  return {
    provider,
    status: () => status,
    url: () => urls[index]!,
    synced: () => firstSync,
    canWrite: () => writable,
    onChange(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    destroy() {
      listeners.clear();
      provider.destroy();
      socket.destroy();
    },
  };
}
