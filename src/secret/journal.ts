// The deck journal: what happened to each hidden deck, written by its holder in the same
// transaction as the change. Cards leaving or entering carry their identity (sealed while the
// deck is hidden), and every shuffle its commitment, so that after the holder reveals the key
// anyone can replay the deck and check each draw. Any peer can push entries, so each entry for a
// seat carries an id and an HMAC-SHA-256 under a key derived from that seat's secret key: once the
// key is revealed, the audit counts only entries the seat's own keeper wrote, and ignores (and
// reports) the others instead of blaming the seat for them.
import * as Y from 'yjs';
import { z } from 'zod/mini';
import { metaOf } from '../table/doc';
import { META_KEYS, ROOT } from '../table/layout';
import { sealedRefSchema, seatSchema, type SealedRef, type Seat } from '../table/schema';
import { sealedSchema } from './cipher';
import { fromBase64Url, toBase64Url, toHex, utf8 } from './encoding';

export const JOURNAL = ROOT.journal.name;

const id = z.string().check(z.minLength(1), z.maxLength(64));
const at = z.int().check(z.gte(0));
/**
 * Written by the seat's keeper: a unique id, the game it was written in (`scope`, the setupId; absent
 * on a table without a game), and the MAC over the entry with them.
 */
const bound = {
  id: z.optional(z.string().check(z.minLength(8), z.maxLength(40))), mac: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  scope: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
};

export const journalEntrySchema = z.discriminatedUnion('t', [
  z.object({
    t: z.literal('shuffle'), seat: seatSchema, zone: id, shuffle: id, n: z.int().check(z.gte(0), z.lte(1000)),
    hash: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
    /** The committed order and its salt, encrypted for the holder until the audit. */
    opening: sealedSchema,
    ...bound,
  }),
  z.object({ t: z.literal('out'), seat: seatSchema, zone: id, card: id, index: at, sealed: z.nullable(sealedRefSchema), ref: z.string().check(z.maxLength(120)), ...bound }),
  z.object({ t: z.literal('in'), seat: seatSchema, zone: id, card: id, index: at, sealed: z.nullable(sealedRefSchema), ref: z.string().check(z.maxLength(120)), ...bound }),
  z.object({ t: z.literal('reorder'), seat: seatSchema, zone: id, ...bound }),
]);
export type JournalEntry = z.infer<typeof journalEntrySchema>;

// ---- binding entries to their seat ---------------------------------------------------------

const macKeys = new WeakMap<CryptoKey, Promise<CryptoKey>>();

/** The seat's journal MAC key, derived (HKDF) from its secret key so the two uses never share a key. */
export function journalMacKey(seatKey: CryptoKey): Promise<CryptoKey> {
  let key = macKeys.get(seatKey);
  if (!key) {
    key = (async () => {
      const raw = await crypto.subtle.exportKey('raw', seatKey);
      const base = await crypto.subtle.importKey('raw', raw, 'HKDF', false, ['deriveKey']);
      return crypto.subtle.deriveKey(
        { name: 'HKDF', hash: 'SHA-256', salt: utf8('fudaba-journal'), info: utf8('fudaba-journal-mac-v1') },
        base, { name: 'HMAC', hash: 'SHA-256', length: 256 }, false, ['sign', 'verify'],
      );
    })();
    macKeys.set(seatKey, key);
  }
  return key;
}

/** The text a MAC covers: every field but the MAC itself, keys sorted, so field order never matters. */
function macText(entry: JournalEntry): Uint8Array<ArrayBuffer> {
  const sorted = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sorted);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).filter(([k, v]) => k !== 'mac' && v !== undefined).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => [k, sorted(v)]));
    }
    return value;
  };
  return utf8(JSON.stringify(['fudaba-journal-v1', sorted(entry)]));
}

/** The entry as the seat's keeper writes it: with a fresh id and its MAC. */
export async function bindEntry(macKey: CryptoKey, entry: JournalEntry): Promise<JournalEntry> {
  const withId = { ...entry, id: toHex(crypto.getRandomValues(new Uint8Array(12))) };
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', macKey, macText(withId)));
  return { ...withId, mac: toBase64Url(mac) };
}

/** True when the entry was written by the keeper holding the seat's key. */
export async function entryBound(macKey: CryptoKey, entry: JournalEntry): Promise<boolean> {
  if (!entry.id || !entry.mac) return false;
  try {
    return await crypto.subtle.verify('HMAC', macKey, fromBase64Url(entry.mac), macText(entry));
  } catch {
    return false;
  }
}

export function journalOf(doc: Y.Doc): Y.Array<unknown> {
  return doc.getArray<unknown>(JOURNAL);
}

/** Valid entries in order; invalid ones (a peer wrote garbage) are counted, not used. */
export function readJournal(doc: Y.Doc): { entries: JournalEntry[]; invalid: number } {
  const entries: JournalEntry[] = [];
  let invalid = 0;
  for (const raw of journalOf(doc).toArray()) {
    const parsed = journalEntrySchema.safeParse(raw);
    if (parsed.success) entries.push(parsed.data);
    else invalid++;
  }
  return { entries, invalid };
}

const gameScopeSchema = z.looseObject({ setupId: z.string().check(z.minLength(1), z.maxLength(64)) });

/**
 * The audit scope of the table as it is now: the current game's setupId ('' without a game). A new
 * game starts a fresh scope, so the audit never replays an earlier game's decks against this one's.
 */
export function auditScope(doc: Y.Doc): string {
  const parsed = gameScopeSchema.safeParse(metaOf(doc).get(META_KEYS.game));
  return parsed.success ? parsed.data.setupId : '';
}

/** The entries written in this scope (an entry of an older build, with none, belongs to the table without a game). */
export function entriesInScope(entries: readonly JournalEntry[], scope: string): JournalEntry[] {
  return entries.filter((entry) => (entry.scope ?? '') === scope);
}

/** An entry tagged with the scope it is written in. */
export function scoped<T extends JournalEntry>(entry: T, scope: string): T {
  return scope ? { ...entry, scope } : entry;
}

/** What changed in each of a seat's decks between two readings, tagged with the scope it happened in. */
export function diffDecks(seat: Seat, before: ReadonlyMap<string, readonly DeckCard[]>, now: ReadonlyMap<string, readonly DeckCard[]>, scope: string): JournalEntry[] {
  const entries: JournalEntry[] = [];
  for (const zone of new Set([...before.keys(), ...now.keys()])) {
    entries.push(...diffDeck(seat, zone, before.get(zone) ?? [], now.get(zone) ?? []).map((entry) => scoped(entry, scope)));
  }
  return entries;
}

/** One card of a hidden deck as the doc holds it: sealed, or in clear when it just came in. */
export interface DeckCard {
  id: string;
  sealed: SealedRef | null;
  ref: string;
}

/**
 * What changed between two top-first states of one deck: cards out (with their index at the
 * moment they left, taking earlier removals into account), cards in, and whether the cards that
 * stayed changed their order (only a shuffle may do that).
 */
export function diffDeck(seat: Seat, zone: string, before: readonly DeckCard[], after: readonly DeckCard[]): JournalEntry[] {
  const afterIds = new Set(after.map((c) => c.id));
  const beforeIds = new Set(before.map((c) => c.id));
  const out: JournalEntry[] = [];
  let removed = 0;
  before.forEach((card, i) => {
    if (afterIds.has(card.id)) return;
    out.push({ t: 'out', seat, zone, card: card.id, index: i - removed, sealed: card.sealed, ref: card.ref });
    removed++;
  });
  const kept = before.filter((c) => afterIds.has(c.id)).map((c) => c.id);
  const keptAfter = after.filter((c) => beforeIds.has(c.id)).map((c) => c.id);
  if (kept.some((cardId, i) => keptAfter[i] !== cardId)) out.push({ t: 'reorder', seat, zone });
  after.forEach((card, j) => {
    if (!beforeIds.has(card.id)) out.push({ t: 'in', seat, zone, card: card.id, index: j, sealed: card.sealed, ref: card.ref });
  });
  return out;
}
