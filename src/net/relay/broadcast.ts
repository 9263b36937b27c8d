// A seat broadcasts: its room's transport doc is mirrored, after the chosen delay, into the relay
// document named after this seat's key, over a link authenticated by a token signed with that key.
// Each seat has its own document, so both may broadcast at once; a viewer opens the one its link names.
// Loaded on demand (dynamic import) by the room when the player turns Broadcast on.
import * as Y from 'yjs';
import { makePublisherToken } from './auth';
import type { RelaySettings } from './config';
import { relayDocumentName, relayDocumentOfKey } from './documentName';
import { connectRelay, type RelayLink } from './connect';
import { BroadcastMirror } from './publisher';
import { BroadcastWatch, type ExpectedSeat } from './watch';

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
  const document = relayDocumentOfKey(options.roomId, options.signer.publicKey);
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

/** A viewer: the document of the seat its link names, read only, through the verifying signed log into `table`. */
export function watchBroadcast(options: {
  table: Y.Doc;
  roomId: string;
  relayUrl: string;
  /** The broadcasting seat and its key fingerprint (the viewer link's `fp`): names the document and pins the seat. */
  expect: ExpectedSeat;
  onRefused?: ConstructorParameters<typeof BroadcastWatch>[0]['onRefused'];
  WebSocketPolyfill?: unknown;
}): Watching {
  const watch = new BroadcastWatch({ table: options.table, roomId: options.roomId, expect: options.expect, ...(options.onRefused ? { onRefused: options.onRefused } : {}) });
  const link = connectRelay({
    url: options.relayUrl,
    document: relayDocumentName(options.roomId, options.expect.fp),
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
