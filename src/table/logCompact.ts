// The compact form of the log's most frequent entry, a move into another zone: a few bytes
// (Yjs stores a Uint8Array as is) instead of an object with key names. Its words are made at display
// time from the entry read back, so the log reads the same as before. Any peer can append anything,
// so decoding refuses what is not exactly this form.

/** Zone moves, op code 1: [1, seat, time (4 bytes, seconds since EPOCH), zone id (UTF-8)]. */
const ZONE_MOVE = 1;
/** 2025-01-01T00:00:00Z: times are kept as seconds since then, in 4 bytes (until 2161). */
const EPOCH = 1_735_689_600;
const SEAT_CODES = ['system', 'p1', 'p2'] as const;
const HEADER = 6;
const MAX_ZONE = 64;

type LogSeat = (typeof SEAT_CODES)[number];
type LogArgs = Record<string, string | number | boolean>;

export interface CompactEntry { t: number; seat: LogSeat; op: string; args: LogArgs }

const utf8 = new TextEncoder();
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The compact bytes of an entry, or null when it has no compact form (it is then written as an object). */
export function encodeCompactEntry(entry: { t: number; seat: string; op: string; args: LogArgs }): Uint8Array | null {
  const seat = SEAT_CODES.indexOf(entry.seat as LogSeat);
  const keys = Object.keys(entry.args);
  const zone = entry.args['zone'];
  const since = entry.t - EPOCH;
  if (entry.op !== 'move' || seat < 0 || keys.length !== 1 || typeof zone !== 'string') return null;
  if (!Number.isInteger(since) || since < 0 || since > 0xffff_ffff) return null;
  const id = utf8.encode(zone);
  if (id.length === 0 || id.length > MAX_ZONE) return null;
  const out = new Uint8Array(HEADER + id.length);
  out[0] = ZONE_MOVE;
  out[1] = seat;
  new DataView(out.buffer).setUint32(2, since);
  out.set(id, HEADER);
  return out;
}

/** The entry compact bytes stand for; null for anything else (junk, or a code this build does not know). */
export function decodeCompactEntry(bytes: Uint8Array): CompactEntry | null {
  if (bytes.length <= HEADER || bytes.length > HEADER + MAX_ZONE || bytes[0] !== ZONE_MOVE) return null;
  const seat = SEAT_CODES[bytes[1] ?? -1];
  if (!seat) return null;
  const t = EPOCH + new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(2);
  let zone: string;
  try {
    zone = strictUtf8.decode(bytes.subarray(HEADER));
  } catch {
    return null;
  }
  return { t, seat, op: 'move', args: { zone } };
}
