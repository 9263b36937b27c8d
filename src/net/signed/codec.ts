// The two records of a signed log, as bytes. Each session of a browser appends to its own array
// in the transport doc: first its certificate (the session key, vouched for by the browser's seat
// key and bound to the room), then its entries (one local transaction's Yjs update each, signed by
// the session key). Signatures are ECDSA P-256 / SHA-256 (WebCrypto), raw r‖s, 64 bytes.
// An entry (v2) also names, signed, how far it had applied the other sessions' logs when it was
// written: a peer judges it only once it has judged those entries too, so every peer judges it
// against the same table (a late joiner may read the logs in any order).
import { ByteReader, ByteWriter, MalformedError } from '../varint';

const CERT_TAG = 0x01;
const ENTRY_TAG = 0x02;
const ENTRY_V2_TAG = 0x03;
/** Other sessions an entry may name (a room has a few; a hostile list stays bounded). */
export const MAX_DEPS = 256;
const SESSION_ID = /^[0-9a-f]{16}$/;
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

/** Bytes of a log's chain hash named in a dependency (entryDeps.ts). */
export const CHAIN_BYTES = 8;

/** The author had judged another session's entries 1..seq, whose chain hash was `chain`, when it wrote this entry. */
export interface EntryDep {
  session: string;
  seq: number;
  chain: Uint8Array;
}

export interface LogEntry {
  seq: number;
  /** Bit 0: an import (content this browser held before the session, e.g. the table a room starts from). */
  flags: number;
  update: Uint8Array;
  signature: Uint8Array;
  /** Entries of other sessions this one comes after (only those new since the author's last entry); absent in v1 records. */
  deps?: readonly EntryDep[];
}

export const ENTRY_IMPORT = 1;

function writeDeps(writer: ByteWriter, deps: readonly EntryDep[]): ByteWriter {
  writer.varUint(deps.length);
  for (const dep of deps) writer.varBytes(new TextEncoder().encode(dep.session)).varUint(dep.seq).raw(dep.chain);
  return writer;
}

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
  if (entry.deps) {
    const writer = new ByteWriter()
      .varBytes(new TextEncoder().encode('fudaba/update/v2'))
      .varBytes(new TextEncoder().encode(sessionId))
      .varUint(entry.seq).uint8(entry.flags);
    return writeDeps(writer, entry.deps).varBytes(entry.update).finish();
  }
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
  if (entry.deps) {
    const writer = new ByteWriter().uint8(ENTRY_V2_TAG).varUint(entry.seq).uint8(entry.flags);
    return writeDeps(writer, entry.deps).varBytes(entry.update).raw(entry.signature).finish();
  }
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
    if (tag === ENTRY_TAG || tag === ENTRY_V2_TAG) {
      const seq = reader.varUint();
      const flags = reader.uint8();
      let deps: EntryDep[] | undefined;
      if (tag === ENTRY_V2_TAG) {
        const count = reader.varUint();
        if (count > MAX_DEPS) throw new MalformedError('too many dependencies');
        deps = [];
        for (let i = 0; i < count; i++) {
          const session = text(reader, 16);
          if (!SESSION_ID.test(session)) throw new MalformedError('not a session id');
          deps.push({ session, seq: reader.varUint(), chain: fixed(reader, CHAIN_BYTES) });
        }
      }
      const length = reader.varUint();
      if (length > MAX_UPDATE_BYTES) throw new MalformedError('update too large');
      reader.pos -= lengthOfVarUint(length);
      const update = reader.varBytes().slice();
      const signature = fixed(reader, SIGNATURE);
      if (reader.pos !== bytes.length) throw new MalformedError('trailing bytes');
      return { kind: 'entry', entry: deps ? { seq, flags, update, signature, deps } : { seq, flags, update, signature } };
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
