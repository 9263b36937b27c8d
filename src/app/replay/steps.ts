// From a replay file to its steps: the table doc's updates in the order they happened. A room's
// entries are fed one at a time, in time order, to the same SignedLog every peer runs (signatures,
// certificates, the ownership policy), so a replay shows exactly what a peer would have accepted;
// a refused entry stays a step, marked, with nothing of it applied.
import * as Y from 'yjs';
import { decodeRecord, type LogEntry as SignedEntry, type SessionCert } from '../../net/signed/codec';
import { readSeats } from '../../net/seats';
import type { Role } from '../../net/signed/policy';
import { SignedLog, type SignedRefusal } from '../../net/signed/signedLog';
import { MalformedError } from '../../net/varint';
import { SEATS, readLogEntry } from '../../table';
import { toBase64Url } from '../../net/seatKeys';
import { decodeBytes, type LocalReplayFile, type RoomReplayFile } from './format';

export interface ReplayStep {
  /** The table doc's update this step made (empty for a refused entry that filled nothing). */
  update: Uint8Array;
  /** Seconds since 1970: the log's time of the step, or the best known before it. */
  t: number;
  /** Who signed it (a room), null for a solo table's own updates. */
  by: Role | null;
  /** Why the room's peers would have refused it (nothing of it is on the table). */
  refused: SignedRefusal['code'] | null;
  /** The signed entry it came from (a room's steps): a rewind names its moment by these. */
  entry?: { session: string; seq: number };
}

interface Queued {
  session: string;
  bytes: Uint8Array;
  seq: number;
  t: number | null;
}

/** The latest log time an update carries (its log lines), or null: read from its structs, not applied. */
export function logTimeOf(update: Uint8Array): number | null {
  let latest: number | null = null;
  let structs;
  try {
    structs = Y.decodeUpdate(update).structs;
  } catch {
    return null;
  }
  for (const struct of structs) {
    if (!(struct instanceof Y.Item)) continue;
    const content = struct.content;
    const values: unknown[] = content instanceof Y.ContentAny ? content.arr : content instanceof Y.ContentBinary ? [content.content] : [];
    for (const value of values) {
      const entry = readLogEntry(value);
      if (entry && Number.isFinite(entry.t)) {
        const t = entry.t > 1e11 ? Math.floor(entry.t / 1000) : entry.t;
        latest = latest === null ? t : Math.max(latest, t);
      }
    }
  }
  return latest;
}

/** The records of each session's log in the transport, deleted ones too (the transport keeps them). */
export function sessionRecords(transport: Y.Doc): Map<string, Uint8Array[]> {
  const out = new Map<string, Uint8Array[]>();
  for (const [name, type] of transport.share) {
    if (!name.startsWith('s/')) continue;
    const list: Uint8Array[] = [];
    for (let item = type._start; item !== null; item = item.right) {
      const content = item.content;
      if (content instanceof Y.ContentBinary) list.push(content.content);
      else if (content instanceof Y.ContentAny) for (const v of content.arr) if (v instanceof Uint8Array) list.push(v);
    }
    out.set(name, list);
  }
  return out;
}

/**
 * The order entries are fed in: per session by sequence number; across sessions by log time (an
 * entry without a log line takes its session's last known time, at first its certificate's).
 * Concurrent entries in one second keep a stable order; causality is Yjs's (an entry that names
 * structs not applied yet waits inside the SignedLog, as at a live peer).
 */
export function orderRecords(records: Map<string, Uint8Array[]>): { certs: { session: string; bytes: Uint8Array }[]; entries: Queued[] } {
  const certs: { session: string; bytes: Uint8Array }[] = [];
  const queues: Queued[][] = [];
  for (const [name, list] of records) {
    let cert: SessionCert | null = null;
    const entries: { entry: SignedEntry; bytes: Uint8Array }[] = [];
    for (const bytes of list) {
      try {
        const record = decodeRecord(bytes);
        if (record.kind === 'cert') {
          if (!cert) {
            cert = record.cert;
            certs.push({ session: name, bytes });
          }
        } else entries.push({ entry: record.entry, bytes });
      } catch (error) {
        if (!(error instanceof MalformedError)) throw error;
      }
    }
    entries.sort((a, b) => a.entry.seq - b.entry.seq);
    let last: number | null = cert?.created ?? null;
    const queue: Queued[] = [];
    for (const { entry, bytes } of entries) {
      const t = logTimeOf(entry.update) ?? last;
      last = t;
      queue.push({ session: name, bytes, seq: entry.seq, t });
    }
    queues.push(queue);
  }
  const entries: Queued[] = [];
  const at = queues.map(() => 0);
  for (;;) {
    let best = -1;
    for (let i = 0; i < queues.length; i++) {
      const next = queues[i]![at[i]!];
      if (!next) continue;
      const current = best < 0 ? undefined : queues[best]![at[best]!];
      if (!current || (next.t ?? 0) < (current.t ?? 0)) best = i;
    }
    if (best < 0) break;
    entries.push(queues[best]![at[best]!++]!);
  }
  return { certs, entries };
}

/** The seat a key holds in the table as replayed so far (its seat record), else a spectator. */
function roleIn(table: Y.Doc, key: string): Role {
  const seats = readSeats(table);
  return SEATS.find((seat) => seats[seat]?.key === key) ?? 'spectator';
}

/**
 * A room's steps: every entry verified and judged as a peer would, in time order. Takes a few ms
 * per hundred entries (WebCrypto); `onProgress` says how far it is.
 */
export async function roomSteps(file: Pick<RoomReplayFile, 'roomId' | 'transport'>, onProgress?: (done: number, total: number) => void): Promise<ReplayStep[]> {
  const source = new Y.Doc({ gc: false });
  Y.applyUpdate(source, decodeBytes(file.transport));
  return stepsOfTransport(source, file.roomId, onProgress);
}

export async function stepsOfTransport(source: Y.Doc, roomId: string, onProgress?: (done: number, total: number) => void): Promise<ReplayStep[]> {
  const { certs, entries } = orderRecords(sessionRecords(source));
  const table = new Y.Doc();
  const transport = new Y.Doc({ gc: false });
  let refused: SignedRefusal['code'] | null = null;
  const log = new SignedLog({
    table, transport, roomId, applyBudgetMs: 1_000_000,
    roleOf: (key) => roleIn(table, key),
    onRefused: (change) => { refused = change.refusal.code; },
  });
  const keys = new Map<string, string>();
  for (const { session, bytes } of certs) {
    transport.getArray<Uint8Array>(session).push([bytes]);
    const record = decodeRecord(bytes);
    if (record.kind === 'cert') keys.set(session, toBase64Url(record.cert.browserKey));
  }
  await log.idle();
  const updates: Uint8Array[] = [];
  table.on('update', (update: Uint8Array) => updates.push(update));
  const steps: ReplayStep[] = [];
  let lastT = 0;
  try {
    for (let i = 0; i < entries.length; i++) {
      const queued = entries[i]!;
      refused = null;
      transport.getArray<Uint8Array>(queued.session).push([queued.bytes]);
      await log.idle();
      const key = keys.get(queued.session);
      const by: Role | null = key ? roleIn(table, key) : null;
      lastT = Math.max(lastT, queued.t ?? lastT);
      const update = updates.length === 0 ? new Uint8Array() : updates.length === 1 ? updates[0]! : Y.mergeUpdates(updates);
      const hadUpdate = updates.length > 0;
      updates.length = 0;
      if (hadUpdate || refused) steps.push({ update, t: lastT, by, refused, entry: { session: queued.session, seq: queued.seq } });
      if (onProgress && i % 200 === 0) onProgress(i, entries.length);
    }
  } finally {
    log.destroy();
  }
  return steps;
}

/** A solo table's steps: its base (the table when recording began), then each update. */
export function localSteps(file: Pick<LocalReplayFile, 'base' | 'steps'>, startedAt: number): ReplayStep[] {
  const first = Math.floor(startedAt / 1000);
  return [
    { update: decodeBytes(file.base), t: first, by: null, refused: null },
    ...file.steps.map((s) => ({ update: decodeBytes(s.u), t: Math.floor(s.t / 1000), by: null, refused: null })),
  ];
}
