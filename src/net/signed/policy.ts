// The ownership policy: what an author may change in the table doc, decided on the update's
// touches before it is applied. A spectator changes nothing but its own seat claim. A seat never
// changes the other seat's hidden cards and decks, nor its journal, envelopes, audit keys, claims,
// seat record or queued work; its changes to the other seat's public objects are allowed, as on a
// physical table, and reported (attributed) so that their owner can see and revert them.
import { z } from 'zod/mini';
import { MATCH_SEAT_SEGMENTS, MATCH_SEGMENT, META_KEYS, ROOT, SEATS_KEYS, matchKeyParts, metaKeySeat } from '../../table/layout';
import { readLogEntry } from '../../table/log';
import { SEATS, type Seat } from '../../table/schema';
import { envelopeTouch } from './envelopePolicy';
import { judgeTouch } from './judgePolicy';
import { rewindTouch } from './rewindPolicy';
import type { Touch } from './touches';
import { inviteRecordSchema, verifyInvite } from '../seatInvite';

export type Role = Seat | 'spectator';

export type RefusalCode =
  | 'spectator' | 'hiddenOf' | 'forgedSeal' | 'recordOf' | 'appendOnly' | 'seatClaim' | 'unknownRoot' | 'malformed' | 'judgeOnly'
  | 'sealedRound';

export interface Refusal {
  code: RefusalCode;
  /** The seat whose thing it was (when there is one). */
  of: Seat | null;
  /** What it was: an object id, a map key, a root. */
  what: string;
}

export interface Attribution {
  /** The other seat, whose public objects the author changed. */
  owner: Seat;
  objects: string[];
}

export type Verdict =
  /**
   * withRules: the change came with rules events (a rules result both browsers read), not bare.
   * sweep: it removed every object of the table (a new game, a loaded save).
   */
  | { ok: true; attributed: Attribution[]; sweep: boolean; withRules: boolean }
  /** detail: the refused value, shortened, for the console. */
  | { ok: false; refusal: Refusal; detail?: string };

/** What the policy reads of the table as it is before the change. */
export interface TableView {
  /** The plain record of a table object (its fields), or undefined. */
  object(id: string): Record<string, unknown> | undefined;
  objectCount(): number;
  /** The seat whose deck zone (face-down, hidden order) holds this point, if any. */
  deckZoneAt(x: number, y: number): Seat | null;
  /** The key in a seat's record (undefined: free, null: a record without a key). */
  seatKey(seat: Seat): string | null | undefined;
  /** The key of the judge in the chair (null: no judge; src/net/signed/judgePolicy.ts). */
  judgeKey?(): string | null;
  /** The public key of the invite that reserves a free seat, or null (absent: no reservations). */
  seatInvite?(seat: Seat): string | null;
  /** A `meta` value as it is now (absent: every write of the game counts as a change). */
  metaValue?(key: string): unknown;
  /** The entries of a map root whose keys start with `prefix`. */
  entriesOf?(root: string, prefix: string): [string, unknown][];
}

export interface Author {
  role: Role;
  /** The author's seat key (base64url), for its own seat claims. */
  key: string;
}

const seatOf = (value: unknown): Seat | null => (SEATS as readonly unknown[]).includes(value) ? value as Seat : null;
const sealedSeat = (record: Record<string, unknown> | undefined): Seat | null => {
  const sealed = record?.sealed;
  return sealed && typeof sealed === 'object' ? seatOf((sealed as { seat?: unknown }).seat) : null;
};

/**
 * The seat an object is hidden for, as the table defines hidden (src/table/hidden.ts): a card
 * sealed for it, a face-down pile in its deck zone (hidden order), a card in that pile. A
 * face-down pile elsewhere (a discard pile played face down) is public.
 */
export function hiddenFor(record: Record<string, unknown> | undefined, table: TableView, depth = 0): Seat | null {
  if (!record) return null;
  const sealed = sealedSeat(record);
  if (sealed) return sealed;
  // A joint deck's card nobody has opened yet is its holder's to move (src/secret/poker).
  if (record.kind === 'card' && typeof record.joint === 'string' && record.joint !== '') return seatOf(record.owner);
  if (record.kind === 'stack' && record.faceUp === false && typeof record.x === 'number' && typeof record.y === 'number') {
    return table.deckZoneAt(record.x, record.y);
  }
  if (record.kind === 'card' && typeof record.stack === 'string' && depth === 0) return hiddenFor(table.object(record.stack), table, 1);
  return null;
}

function ownerOf(record: Record<string, unknown> | undefined): Seat | null {
  return record ? seatOf(record.owner) ?? sealedSeat(record) : null;
}

const seatHolderKey = z.looseObject({ key: z.string() });
/** `seats` keys `takeover/<seat>`: the other seat's confirmation of a new key at that seat. */
export const TAKEOVER_PREFIX = SEATS_KEYS.takeoverPrefix;

/** A spectator that claims a free seat (or its own) in this very change acts as that seat in it. */
function claimedIn(author: Author, touches: readonly Touch[], table: TableView): Seat | null {
  for (const t of touches) {
    if (t.kind !== 'map' || t.root !== ROOT.seats.name || t.deleted) continue;
    const seat = seatOf(t.key);
    const record = seatHolderKey.safeParse(t.value);
    if (!seat || !record.success || record.data.key !== author.key) continue;
    const held = table.seatKey(seat);
    if (held === undefined || held === null || held === author.key) return seat;
  }
  return null;
}

/** The seat named by a key of a per-seat record (null: a record any seat may write). */
function seatOfKey(root: string, key: string): Seat | null | 'bad' {
  const parts = key.split('/');
  switch (root) {
    case ROOT.meta.name:
      return metaKeySeat(key);
    case ROOT.matches.name:
      // A seat's deck, result claim, next deck and clock (`<match>/clock/<seat>`) are its own.
      return parts.length === 3 && MATCH_SEAT_SEGMENTS.includes(parts[1]!) ? seatOf(parts[2]) ?? 'bad' : null;
    case ROOT.auditKeys.name:
      return seatOf(parts[1]) ?? 'bad';
    case ROOT.envelopes.name:
      return parts[0] === 'r' ? null : seatOf(parts[2]) ?? 'bad';
    case ROOT.poker.name:
      // Every joint-deck record ends with its writer's seat (src/secret/poker/records.ts).
      return seatOf(parts[parts.length - 1]) ?? 'bad';
    default:
      return null;
  }
}

/**
 * The seat an array entry (rules event, journal entry, queued intent) speaks for. A queued intent
 * is written by the seat that asks (`by`) and taken off the queue by the seat asked (`seat`).
 */
function entrySeat(root: string, value: unknown, deleted: boolean, author: Seat): Seat | 'system' | 'bad' {
  // A table log entry may be stored compact (bytes): its seat is read as the log reads it.
  const stored = root === ROOT.log.name && value instanceof Uint8Array ? readLogEntry(value) : value;
  if (!stored || typeof stored !== 'object') return 'bad';
  const entry = stored as Record<string, unknown>;
  if (root === ROOT.pending.name && deleted && entry.seat === author) return author;
  const claimed = root === ROOT.pending.name && 'by' in entry ? entry.by : entry.seat;
  if (claimed === 'system' && (root === ROOT.log.name || root === ROOT.rules.name)) return 'system';
  return seatOf(claimed) ?? 'bad';
}

const MAP_ROOTS: ReadonlySet<string> = new Set([ROOT.meta.name, ROOT.matches.name, ROOT.auditKeys.name, ROOT.envelopes.name, ROOT.poker.name, ROOT.seats.name, ROOT.sets.name]);
const ARRAY_ROOTS: ReadonlySet<string> = new Set([ROOT.log.name, ROOT.rules.name, ROOT.pending.name, ROOT.journal.name]);
/** Every root this policy rules on, by type (test/unit/table/layout.test.ts: each is declared in the layout). */
export const POLICY_ROOTS = { map: [ROOT.objects.name, ...MAP_ROOTS], array: [...ARRAY_ROOTS, ROOT.chat.name] } as const;

export function judgeUpdate(author: Author, touches: readonly Touch[], table: TableView): Verdict {
  const refuse = (code: RefusalCode, of: Seat | null, what: string): Verdict => ({ ok: false, refusal: { code, of, what } });
  const seat = author.role === 'spectator' ? claimedIn(author, touches, table) : author.role;
  // A new game (sweeping the whole table, or writing another game or mat) removes the other seat's
  // things too and writes its setup, every change to its objects attributed to the author. A
  // rewrite of the same game or mat is no new game: it grants nothing.
  const deletedObjects = new Set(touches.filter((t) => t.kind === 'object' && t.field === null && t.deleted).map((t) => (t as { id: string }).id));
  const sweep = seat !== null && deletedObjects.size > 0 && deletedObjects.size >= table.objectCount();
  const changesGame = touches.some((t) => t.kind === 'map' && t.root === ROOT.meta.name && !t.deleted && (t.key === META_KEYS.game || t.key === META_KEYS.mat)
    && (table.metaValue === undefined || JSON.stringify(t.value) !== JSON.stringify(table.metaValue(t.key))));
  const reset = sweep || (seat !== null && changesGame);
  const attributed = new Map<Seat, Set<string>>();

  for (const t of touches) {
    if (t.kind === 'other') return refuse('unknownRoot', null, t.path);
    const judged = judgeTouch(author, seat, t, table) ?? rewindTouch(author, seat, t, table);
    if (judged === 'ok') continue;
    if (judged) return { ok: false, refusal: judged };
    if (t.kind === 'map' && t.root === ROOT.seats.name && t.key.startsWith(TAKEOVER_PREFIX)) {
      // A takeover is confirmed by the other seat, in its own name: every peer then pins the new key.
      const taken = seatOf(t.key.slice(TAKEOVER_PREFIX.length));
      const by = (t.value as { by?: unknown } | null)?.by;
      if (!taken || seat === null || seat === taken || (!t.deleted && by !== seat)) return refuse('seatClaim', taken, t.key);
      continue;
    }
    if (t.kind === 'map' && t.root === ROOT.seats.name && t.key.startsWith(SEATS_KEYS.invitePrefix)) {
      // A seated player reserves the other, free, seat for its invite link, in its own name.
      const reserved = seatOf(t.key.slice(SEATS_KEYS.invitePrefix.length));
      if (!reserved || seat === null || seat === reserved) return refuse('seatClaim', reserved, t.key);
      if (t.deleted) continue;
      const record = inviteRecordSchema.safeParse(t.value);
      const held = table.seatKey(reserved);
      if (!record.success || record.data.by !== seat || (typeof held === 'string' && held !== '')) return refuse('seatClaim', reserved, t.key);
      continue;
    }
    if (t.kind === 'map' && t.root === ROOT.seats.name) {
      // Anyone may claim a free seat or stand up, with its own key only. A held seat changes only
      // by its holder's key: an overwrite is also read as a deletion of the holder's record.
      const of = seatOf(t.key);
      if (!of) return refuse('seatClaim', null, t.key);
      const record = seatHolderKey.safeParse(t.value);
      if (!record.success || record.data.key !== author.key) {
        if (!(t.deleted && !record.success)) return refuse('seatClaim', of, t.key);
      }
      const held = table.seatKey(of);
      if (!t.deleted && typeof held === 'string' && held !== author.key) return refuse('seatClaim', of, t.key);
      // A seat an invite reserves is taken only with the invite's signature over it and this key.
      const invite = t.deleted || held === author.key ? null : table.seatInvite?.(of) ?? null;
      if (invite && !verifyInvite(invite, (t.value as { invite?: unknown }).invite, of, author.key)) return refuse('seatClaim', of, t.key);
      continue;
    }
    if (t.kind === 'array' && t.root === ROOT.chat.name) {
      // Everyone may talk, spectators too, in its own role only; nobody takes back a line.
      const by = (t.value as { by?: unknown } | null)?.by;
      if (t.deleted) return refuse('appendOnly', null, t.root);
      if (by !== (seat ?? 'spectator')) return refuse('recordOf', seatOf(by), t.root);
      continue;
    }
    if (seat === null) return refuse('spectator', null, t.kind === 'object' ? t.id : t.root);
    const other: Seat = seat === 'p1' ? 'p2' : 'p1';
    if (t.kind === 'object') {
      const before = table.object(t.id);
      const hidden = hiddenFor(before, table);
      if (hidden === other && !(reset && t.deleted)) return refuse('hiddenOf', other, t.id);
      if (t.field === 'sealed' && !t.deleted && sealedSeat({ sealed: t.value }) === other) return refuse('forgedSeal', other, t.id);
      if (t.field === 'owner' && before && ownerOf(before) === other && t.value !== other) return refuse('recordOf', other, t.id);
      if (t.field === 'joint' && !t.deleted && t.value && before && ownerOf(before) === other) return refuse('recordOf', other, t.id);
      const owner = ownerOf(before);
      if (owner === other) {
        const set = attributed.get(other) ?? new Set<string>();
        set.add(t.id);
        attributed.set(other, set);
      }
      continue;
    }
    if (t.kind === 'map') {
      if (!MAP_ROOTS.has(t.root)) return refuse('unknownRoot', null, t.root);
      const owner = seatOfKey(t.root, t.key);
      if (owner === 'bad') return refuse('malformed', null, `${t.root}/${t.key}`);
      // Setting up a game writes both seats' setup (their decks, chosen in one wizard).
      const setupKey = reset && (t.root === ROOT.meta.name || (t.root === ROOT.matches.name && matchKeyParts(t.key)[1] === MATCH_SEGMENT.deck));
      if (owner !== null && owner !== seat && !setupKey) return refuse('recordOf', owner, `${t.root}/${t.key}`);
      const sealed = envelopeTouch(t, touches, table);
      if (sealed) return { ok: false, refusal: sealed };
      continue;
    }
    if (!ARRAY_ROOTS.has(t.root)) return refuse('unknownRoot', null, t.root);
    const speaks = entrySeat(t.root, t.value, t.deleted, seat);
    if (speaks === 'bad') {
      if (t.deleted && reset) continue;
      return refuse('malformed', null, t.root);
    }
    // A rules result carries both seats' events (the defender's browser applies the attacker's
    // declared strike): a seat may append rules events in either seat's name, attributed to it by
    // its signature; taking one back stays its own.
    const sharedRecord = t.root === ROOT.rules.name && !t.deleted;
    if (speaks !== 'system' && speaks !== seat && !sharedRecord && !(t.deleted && reset)) {
      return { ok: false, refusal: { code: 'recordOf', of: speaks, what: t.root }, detail: JSON.stringify(t.value).slice(0, 200) };
    }
    // Logs are append-only: only their writer takes an entry back (its undo), or a table sweep.
    if (t.deleted && speaks === 'system' && !reset) return refuse('appendOnly', null, t.root);
  }
  const withRules = touches.some((t) => t.kind === 'array' && t.root === ROOT.rules.name && !t.deleted);
  return { ok: true, sweep, withRules, attributed: [...attributed].map(([owner, ids]) => ({ owner, objects: [...ids] })) };
}
