// A seat broadcasts: its room's transport doc is mirrored, after the chosen delay, into the relay
// document, over a link authenticated by a token signed with this browser's seat key.
// Loaded on demand (dynamic import) by the room when the player turns Broadcast on.
import * as Y from 'yjs';
import { makePublisherToken } from './auth';
import { relayDocumentName, type RelaySettings } from './config';
import { connectRelay, type RelayLink } from './connect';
import { BroadcastMirror } from './publisher';
import { BroadcastWatch } from './watch';

export interface SeatSigner {
  /** Raw P-256 public key, base64url. */
  publicKey: string;
  privateKey: CryptoKey;
}

export interface Broadcast {
  readonly link: RelayLink;
  readonly mirror: BroadcastMirror;
  readonly document: string;
  stop(): void;
}

export function startBroadcast(options: {
  transport: Y.Doc;
  roomId: string;
  relay: RelaySettings;
  signer: SeatSigner;
  WebSocketPolyfill?: unknown;
  now?: () => number;
}): Broadcast {
  const document = relayDocumentName(options.roomId);
  const now = options.now ?? Date.now;
  const target = new Y.Doc({ gc: false });
  const link = connectRelay({
    url: options.relay.url,
    document,
    doc: target,
    announce: true,
    token: () => makePublisherToken(document, options.signer.publicKey, options.signer.privateKey, now()),
    ...(options.WebSocketPolyfill ? { WebSocketPolyfill: options.WebSocketPolyfill } : {}),
  });
  const mirror = new BroadcastMirror(options.transport, target, options.relay.delaySeconds * 1000);
  return {
    link, mirror, document,
    stop() {
      mirror.stop();
      link.destroy();
      target.destroy();
    },
  };
}

export interface Watching {
  readonly link: RelayLink;
  readonly watch: BroadcastWatch;
  stop(): void;
}

/** A viewer: the relay document, read only, through the verifying signed log into `table`. */
export function watchBroadcast(options: {
  table: Y.Doc;
  roomId: string;
  relayUrl: string;
  expect?: ConstructorParameters<typeof BroadcastWatch>[0]['expect'];
  onRefused?: ConstructorParameters<typeof BroadcastWatch>[0]['onRefused'];
  WebSocketPolyfill?: unknown;
}): Watching {
  const watch = new BroadcastWatch({ table: options.table, roomId: options.roomId, expect: options.expect ?? null, ...(options.onRefused ? { onRefused: options.onRefused } : {}) });
  const link = connectRelay({
    url: options.relayUrl,
    document: relayDocumentName(options.roomId),
    doc: watch.relayDoc,
    ...(options.WebSocketPolyfill ? { WebSocketPolyfill: options.WebSocketPolyfill } : {}),
  });
  return {
    link, watch,
    stop() {
      link.destroy();
      watch.destroy();
    },
  };
}
