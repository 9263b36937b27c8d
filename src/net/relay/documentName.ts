// Relay documents are named after a room AND the publishing seat's key fingerprint
// (`fudaba-broadcast/<room>.<fp>`, the fp of the viewer link), so the relay can tell who may write
// one from the name alone: the key whose fingerprint it names, never whoever came first.
import { z } from 'zod/mini';
import { fingerprintOfKey } from '../seatPins';

export const RELAY_DOCUMENT_PREFIX = 'fudaba-broadcast/';
/** Room ids the relay serves (wider than ROOM_ID_PATTERN so tests and benches may name theirs; no dot). */
export const RELAY_ROOM = /^[A-Za-z0-9_-]{1,128}$/;
/** 16 lowercase hex characters: SHA-256 of the raw public key, first 8 bytes (seatKeys.fingerprintOf). */
export const KEY_FINGERPRINT = /^[0-9a-f]{16}$/;
/** The longest name: prefix, room, dot, fingerprint. */
export const RELAY_DOCUMENT_MAX = RELAY_DOCUMENT_PREFIX.length + 128 + 1 + 16;

const NAME = /^fudaba-broadcast\/([A-Za-z0-9_-]{1,128})\.([0-9a-f]{16})$/;

export interface RelayDocument {
  readonly roomId: string;
  /** The fingerprint of the only key that may publish into this document. */
  readonly fp: string;
}

export const relayDocumentSchema = z.pipe(
  z.string().check(z.maxLength(RELAY_DOCUMENT_MAX), z.regex(NAME, 'not fudaba-broadcast/<room>.<16 hex fingerprint>')),
  z.transform((name: string): RelayDocument => {
    const [, roomId, fp] = NAME.exec(name)!;
    return { roomId: roomId!, fp: fp! };
  }),
);

/** The parts of a relay document name, or null for anything else (the relay refuses it). */
export function parseRelayDocument(name: unknown): RelayDocument | null {
  const parsed = relayDocumentSchema.safeParse(name);
  return parsed.success ? parsed.data : null;
}

/** The relay document a seat with key fingerprint `fp` publishes a room into. */
export function relayDocumentName(roomId: string, fp: string): string {
  if (!RELAY_ROOM.test(roomId)) throw new Error('relay: bad room id');
  if (!KEY_FINGERPRINT.test(fp)) throw new Error('relay: bad key fingerprint');
  return `${RELAY_DOCUMENT_PREFIX}${roomId}.${fp}`;
}

/** The relay document of the seat holding `publicKey` (raw P-256, base64url). */
export function relayDocumentOfKey(roomId: string, publicKey: string): string {
  const fp = fingerprintOfKey(publicKey);
  if (fp === null) throw new Error('relay: unreadable public key');
  return relayDocumentName(roomId, fp);
}

/** True when `publicKey` is the key the document is named after: the only key that may publish there. */
export function mayPublish(document: RelayDocument, publicKey: string): boolean {
  return fingerprintOfKey(publicKey) === document.fp;
}
