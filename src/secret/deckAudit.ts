// The end-of-game audit of one seat's hidden decks. With the seat's revealed key, every client
// replays the journal: each shuffle's revealed order must open its commitment and hold the cards
// the deck held; each card that left a deck must be the one the committed order had there; the
// deck as it lies now must be what is left of that order. Only entries that the seat's keeper
// bound to the seat (a valid MAC under its key) count; any other entry in its name is a peer's
// forgery, counted and ignored, never blamed on the seat.
import { z } from 'zod/mini';
import type { Seat } from '../table/schema';
import { decryptJson, encryptJson } from './cipher';
import { commit, opens } from './commit';
import { bindEntry, entryBound, journalMacKey, scoped, type DeckCard, type JournalEntry } from './journal';
import { openRef } from './sealing';

export const shufflePurpose = (seat: Seat, zone: string, shuffle: string) => `shuffle:${seat}:${zone}:${shuffle}`;
export const openingContext = (seat: Seat) => `journal:${seat}`;
export const shuffleOpeningSchema = z.object({ order: z.array(z.string().check(z.maxLength(120))).check(z.maxLength(1000)), salt: z.string().check(z.minLength(16), z.maxLength(64)) });

export type AuditProblem =
  | { kind: 'commitment'; zone: string; shuffle: number }
  | { kind: 'contents'; zone: string; shuffle: number }
  | { kind: 'draw'; zone: string; draw: number; expected: string; got: string }
  | { kind: 'reorder'; zone: string }
  /** A card came back into the deck as another card than the one it left as. */
  | { kind: 'putBack'; zone: string; card: string; expected: string; got: string }
  | { kind: 'unreadable'; zone: string; card: string }
  | { kind: 'end'; zone: string }
  /** The audit was asked (another seat revealed its key) and this seat's key is not out: nothing can be checked. */
  | { kind: 'withheld' };

export interface SeatAudit {
  seat: Seat;
  /** Cards taken from a deck after a committed shuffle, each checked against it. */
  draws: number;
  shuffles: number;
  /** Cards that left a deck before its first shuffle: nothing to check them against. */
  unchecked: number;
  /** Entries in the seat's name that its keeper did not write (no valid MAC, or a replayed id): ignored. */
  forged: number;
  problems: AuditProblem[];
}

/**
 * A shuffle's commitment to its new order and its journal entry, bound to the seat: the order and
 * its salt sealed under the seat's key, for the audit to open later. The scope is read last.
 */
export async function commitShuffle(seat: Seat, zone: string, key: CryptoKey, order: string[], scope: () => string): Promise<{ hash: string; entry: JournalEntry }> {
  const shuffle = crypto.randomUUID();
  const { commitment, opening } = await commit(shufflePurpose(seat, zone, shuffle), order);
  const sealedOpening = await encryptJson(key, { order, salt: opening.salt }, openingContext(seat));
  const entry = await bindEntry(await journalMacKey(key), scoped({ t: 'shuffle', seat, zone, shuffle, n: order.length, hash: commitment.hash, opening: sealedOpening }, scope()));
  return { hash: commitment.hash, entry };
}

/** The verdict on a seat that keeps its key back once the audit is asked: a finding, not "no findings". */
export const withheldAudit = (seat: Seat): SeatAudit => ({ seat, draws: 0, shuffles: 0, unchecked: 0, forged: 0, problems: [{ kind: 'withheld' }] });

interface DeckReplay {
  expected: string[] | null;
  shuffles: number;
}

export async function auditSeat(
  seat: Seat,
  key: CryptoKey,
  entries: readonly JournalEntry[],
  decksNow: ReadonlyMap<string, readonly DeckCard[]>,
): Promise<SeatAudit> {
  const result: SeatAudit = { seat, draws: 0, shuffles: 0, unchecked: 0, forged: 0, problems: [] };
  const macKey = await journalMacKey(key);
  const ids = new Set<string>();
  const decks = new Map<string, DeckReplay>();
  // What each card was when it last left a deck: out of the deck it keeps its identity.
  const leftAs = new Map<string, string>();
  const deck = (zone: string) => {
    let replay = decks.get(zone);
    if (!replay) decks.set(zone, (replay = { expected: null, shuffles: 0 }));
    return replay;
  };
  const identity = async (card: { card?: string; id?: string; sealed: DeckCard['sealed']; ref: string }, zone: string) => {
    const cardId = card.card ?? card.id ?? '';
    if (!card.sealed) return card.ref;
    try {
      return await openRef(key, cardId, card.sealed);
    } catch {
      result.problems.push({ kind: 'unreadable', zone, card: cardId });
      return '?';
    }
  };

  for (const entry of entries) {
    if (entry.seat !== seat) continue;
    if (!(await entryBound(macKey, entry)) || ids.has(entry.id ?? '')) {
      result.forged++;
      continue;
    }
    ids.add(entry.id ?? '');
    const replay = deck(entry.zone);
    if (entry.t === 'shuffle') {
      replay.shuffles++;
      result.shuffles++;
      const opening = await openShuffle(key, seat, entry);
      if (!opening) {
        result.problems.push({ kind: 'commitment', zone: entry.zone, shuffle: replay.shuffles });
        replay.expected = null;
        continue;
      }
      if (replay.expected && !sameCards(replay.expected, opening.order)) {
        result.problems.push({ kind: 'contents', zone: entry.zone, shuffle: replay.shuffles });
      }
      replay.expected = [...opening.order];
    } else if (entry.t === 'out') {
      const got = await identity(entry, entry.zone);
      leftAs.set(entry.card, got);
      if (!replay.expected) {
        result.unchecked++;
        continue;
      }
      result.draws++;
      const expected = replay.expected[entry.index] ?? '';
      if (expected !== got) result.problems.push({ kind: 'draw', zone: entry.zone, draw: result.draws, expected, got });
      replay.expected.splice(entry.index, 1);
    } else if (entry.t === 'in') {
      const got = await identity(entry, entry.zone);
      const left = leftAs.get(entry.card);
      if (left !== undefined && left !== got) result.problems.push({ kind: 'putBack', zone: entry.zone, card: entry.card, expected: left, got });
      leftAs.delete(entry.card);
      replay.expected?.splice(entry.index, 0, got);
    } else {
      result.problems.push({ kind: 'reorder', zone: entry.zone });
    }
  }

  for (const [zone, replay] of decks) {
    if (!replay.expected) continue;
    const now = decksNow.get(zone) ?? [];
    const identities: string[] = [];
    for (const card of now) identities.push(await identity(card, zone));
    if (identities.length !== replay.expected.length || identities.some((ref, i) => ref !== replay.expected?.[i])) {
      result.problems.push({ kind: 'end', zone });
    }
  }
  return result;
}

async function openShuffle(key: CryptoKey, seat: Seat, entry: Extract<JournalEntry, { t: 'shuffle' }>) {
  try {
    const parsed = shuffleOpeningSchema.safeParse(await decryptJson(key, entry.opening, openingContext(seat)));
    if (!parsed.success || parsed.data.order.length !== entry.n) return null;
    const ok = await opens({ hash: entry.hash }, shufflePurpose(seat, entry.zone, entry.shuffle), parsed.data.order, { salt: parsed.data.salt });
    return ok ? parsed.data : null;
  } catch {
    return null;
  }
}

function sameCards(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const sorted = (list: readonly string[]) => [...list].sort().join('\n');
  return sorted(a) === sorted(b);
}
