// The two records of a signed log, as bytes. Each session of a browser appends to its own array
// in the transport doc: first its certificate (the session key, vouched for by the browser's seat
// key and bound to the room), then its entries (one local transaction's Yjs update each, signed by
// the session key). Signatures are ECDSA P-256 / SHA-256 (WebCrypto), raw r‖s, 64 bytes.
import { ByteReader, ByteWriter, MalformedError } from '../varint';

const CERT_TAG = 0x01;
const ENTRY_TAG = 0x02;
export const SIGNED_LOG_VERSION = 1;
const RAW_P256 = 65;
const SIGNATURE = 64;
/** An entry's update may be as large as a 20,000-object save (about 3 MB), not unbounded. */
export const MAX_UPDATE_BYTES = 48 * 1024 * 1024;

export interface SessionCert {
  /** The session's public key, raw uncompressed P-256. */
  sessionKey: Uint8Array;
  /** The browser's seat key that vouches for it (the key in its seat records). */
  browserKey: Uint8Array;
  /** The Yjs client id this session writes with (derived from the session key). */
  clientId: number;
  roomId: string;
  /** Seconds since 1970 (the reader bounds varuints to 32 bits). */
  created: number;
  signature: Uint8Array;
}

export interface LogEntry {
  seq: number;
  /** Bit 0: an import (content this browser held before the session, e.g. the table a room starts from). */
  flags: number;
  update: Uint8Array;
  signature: Uint8Array;
}

export const ENTRY_IMPORT = 1;

/** What the browser key signs for a session. */
export function certPayload(cert: Omit<SessionCert, 'signature'>): Uint8Array {
  return new ByteWriter()
    .varBytes(new TextEncoder().encode('fudaba/session/v1'))
    .varUint(SIGNED_LOG_VERSION)
    .raw(cert.sessionKey).raw(cert.browserKey)
    .varUint(cert.clientId)
    .varBytes(new TextEncoder().encode(cert.roomId))
    .varUint(cert.created)
    .finish();
}

/** What the session key signs for an entry: bound to the session, its place in the log and its kind. */
export function entryPayload(sessionId: string, entry: Omit<LogEntry, 'signature'>): Uint8Array {
  return new ByteWriter()
    .varBytes(new TextEncoder().encode('fudaba/update/v1'))
    .varBytes(new TextEncoder().encode(sessionId))
    .varUint(entry.seq).uint8(entry.flags)
    .varBytes(entry.update)
    .finish();
}

export function encodeCert(cert: SessionCert): Uint8Array {
  return new ByteWriter().uint8(CERT_TAG).raw(certPayload(cert)).raw(cert.signature).finish();
}

export function encodeEntry(entry: LogEntry): Uint8Array {
  return new ByteWriter().uint8(ENTRY_TAG).varUint(entry.seq).uint8(entry.flags).varBytes(entry.update).raw(entry.signature).finish();
}

export type LogRecord = { kind: 'cert'; cert: SessionCert } | { kind: 'entry'; entry: LogEntry };

function fixed(reader: ByteReader, length: number): Uint8Array {
  if (reader.pos + length > reader.data.length) throw new MalformedError('unexpected end');
  const out = reader.data.slice(reader.pos, reader.pos + length);
  reader.pos += length;
  return out;
}

function text(reader: ByteReader, max: number): string {
  const bytes = reader.varBytes();
  if (bytes.length > max) throw new MalformedError('text too long');
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** Parses one record of a log; anything else is a MalformedError (never another exception). */
export function decodeRecord(bytes: Uint8Array): LogRecord {
  try {
    const reader = new ByteReader(bytes);
    const tag = reader.uint8();
    if (tag === CERT_TAG) {
      if (text(reader, 40) !== 'fudaba/session/v1') throw new MalformedError('not a session certificate');
      if (reader.varUint() !== SIGNED_LOG_VERSION) throw new MalformedError('unknown log version');
      const sessionKey = fixed(reader, RAW_P256);
      const browserKey = fixed(reader, RAW_P256);
      const clientId = reader.varUint();
      const roomId = text(reader, 200);
      const created = reader.varUint();
      const signature = fixed(reader, SIGNATURE);
      if (reader.pos !== bytes.length) throw new MalformedError('trailing bytes');
      return { kind: 'cert', cert: { sessionKey, browserKey, clientId, roomId, created, signature } };
    }
    if (tag === ENTRY_TAG) {
      const seq = reader.varUint();
      const flags = reader.uint8();
      const length = reader.varUint();
      if (length > MAX_UPDATE_BYTES) throw new MalformedError('update too large');
      reader.pos -= lengthOfVarUint(length);
      const update = reader.varBytes().slice();
      const signature = fixed(reader, SIGNATURE);
      if (reader.pos !== bytes.length) throw new MalformedError('trailing bytes');
      return { kind: 'entry', entry: { seq, flags, update, signature } };
    }
    throw new MalformedError(`unknown record tag ${tag}`);
  } catch (error) {
    if (error instanceof MalformedError) throw error;
    throw new MalformedError(error instanceof Error ? error.message : 'malformed record');
  }
}

function lengthOfVarUint(value: number): number {
  let n = 1;
  for (let rest = value; rest > 0x7f; rest = Math.floor(rest / 128)) n++;
  return n;
}
