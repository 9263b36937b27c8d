// What a joint deck writes in the doc's `poker` map. Every key ends with its writer's seat and is
// written once (the signed-writes policy refuses an overwrite, and every browser pins the first
// value it saw); values are checked here, so a malformed record from a peer is ignored, never run.
//   o/<deck>/<n>/<holder>           the holder's n-th operation on the deck (n = 1, 2, …)
//   r/<deck>/<shuffle>/<round>/<seat> one round of a joint shuffle (1 and 3: holder, 2 and 4: other)
//   k/<deck>/<binding>/<card>/<seat> a seat's layer on one card, released (a scalar)
//   v/<deck>/<card>/<holder>         a card turned face up: its identity and origin, for everyone to check
//   l/<tag>/<writer>                 the decks a browser laid out in clear, for a late joiner's audit (openings.ts)
import { z } from 'zod/mini';
import { sealedSchema } from '../cipher';
import { seatSchema, type Seat } from '../../table/schema';

const id = z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/));
const point = z.string().check(z.length(43), z.regex(/^[A-Za-z0-9_-]+$/));
const ref = z.string().check(z.minLength(1), z.maxLength(120));

/**
 * `after`: on the operation right after a shuffle, the first point that shuffle ended with. It proves
 * the holder wrote it once the shuffle was over: a holder that starts over mid-shuffle cannot.
 */
const after = { after: z.optional(point) };
export const opSchema = z.discriminatedUnion('op', [
  /**
   * Makes the deck joint: its cards, top first, and their identities sealed for the holder (the
   * deck list stays the holder's: the other seat only ever sees the cards drawn face up).
   */
  z.object({ op: z.literal('open'), zone: id, holder: seatSchema, other: seatSchema, ids: z.array(id).check(z.minLength(1), z.maxLength(400)), list: sealedSchema }),
  z.object({ op: z.literal('shuffle'), shuffle: id, ...after }),
  /** A card left the deck: into its holder's hand (or face down elsewhere), or face up for everyone. */
  z.object({ op: z.literal('out'), card: id, to: z.enum(['hand', 'public']), ...after }),
  /** A card came into the deck: under the holder's layer (`point`, secret in `sec`) or public (`ref`). */
  z.object({ op: z.literal('in'), card: id, at: z.enum(['top', 'bottom']), point: z.optional(point), sec: z.optional(sealedSchema), ref: z.optional(ref), ...after }),
  z.object({ op: z.literal('peek'), count: z.int().check(z.gte(1), z.lte(400)), ...after }),
  z.object({ op: z.literal('search'), ...after }),
]);
export type DeckOp = z.infer<typeof opSchema>;

export const roundSchema = z.object({ out: z.array(point).check(z.minLength(1), z.maxLength(400)), sec: sealedSchema });
export type RoundRecord = z.infer<typeof roundSchema>;

export const releaseSchema = z.string().check(z.length(43), z.regex(/^[A-Za-z0-9_-]+$/));
export const revealSchema = z.object({ ref, origin: id });

export const opKey = (deck: string, n: number, seat: Seat) => `o/${deck}/${n}/${seat}`;
export const roundKey = (deck: string, shuffle: string, round: number, seat: Seat) => `r/${deck}/${shuffle}/${round}/${seat}`;
export const releaseKey = (deck: string, binding: string, card: string, seat: Seat) => `k/${deck}/${binding}/${card}/${seat}`;
export const revealKey = (deck: string, card: string, seat: Seat) => `v/${deck}/${card}/${seat}`;
export const listContext = (deck: string, seat: Seat) => `poker:${deck}:list:${seat}`;

/** Contexts of the AES-sealed secrets: each opens only in its own place. */
export const roundSecretContext = (deck: string, shuffle: string, round: number, seat: Seat) => `poker:${deck}:${shuffle}:${round}:${seat}`;
export const insertSecretContext = (deck: string, n: number, seat: Seat) => `poker:${deck}:in:${n}:${seat}`;

/** The records of every joint deck, grouped and checked. */
export interface PokerRecords {
  decks: Map<string, DeckRecords>;
  /** Keys that did not parse or whose writer is not the seat the key names: ignored, counted. */
  ignored: number;
}

export interface DeckRecords {
  ops: Map<number, { op: DeckOp; seat: Seat }>;
  rounds: Map<string, RoundRecord>;
  releases: Map<string, string>;
  /** Identities the holder published for cards turned face up, by card id. */
  reveals: Map<string, { ref: string; origin: string; seat: Seat }>;
}

export const roundId = (shuffle: string, round: number, seat: Seat) => `${shuffle}/${round}/${seat}`;
export const releaseId = (binding: string, card: string, seat: Seat) => `${binding}/${card}/${seat}`;

/** Reads the poker map's entries (from pinned first-seen values) into per-deck records. */
export function readPoker(entries: Iterable<[string, unknown]>): PokerRecords {
  const decks = new Map<string, DeckRecords>();
  let ignored = 0;
  const deck = (name: string) => {
    let records = decks.get(name);
    if (!records) decks.set(name, (records = { ops: new Map(), rounds: new Map(), releases: new Map(), reveals: new Map() }));
    return records;
  };
  for (const [key, value] of entries) {
    const parts = key.split('/');
    const seat = seatSchema.safeParse(parts[parts.length - 1]);
    const name = parts[1] ?? '';
    if (!seat.success || !id.safeParse(name).success) { ignored++; continue; }
    if (parts[0] === 'o' && parts.length === 4) {
      const n = Number(parts[2]);
      const op = opSchema.safeParse(value);
      if (!Number.isSafeInteger(n) || n < 1 || !op.success) { ignored++; continue; }
      deck(name).ops.set(n, { op: op.data, seat: seat.data });
    } else if (parts[0] === 'r' && parts.length === 5) {
      const round = Number(parts[3]);
      const record = roundSchema.safeParse(value);
      if (![1, 2, 3, 4].includes(round) || !id.safeParse(parts[2]).success || !record.success) { ignored++; continue; }
      deck(name).rounds.set(roundId(parts[2] ?? '', round, seat.data), record.data);
    } else if (parts[0] === 'k' && parts.length === 5) {
      const scalar = releaseSchema.safeParse(value);
      if (!scalar.success || !id.safeParse(parts[3]).success) { ignored++; continue; }
      deck(name).releases.set(releaseId(parts[2] ?? '', parts[3] ?? '', seat.data), scalar.data);
    } else if (parts[0] === 'v' && parts.length === 4) {
      const reveal = revealSchema.safeParse(value);
      if (!reveal.success || !id.safeParse(parts[2]).success) { ignored++; continue; }
      deck(name).reveals.set(parts[2] ?? '', { ...reveal.data, seat: seat.data });
    } else if (parts[0] !== 'l' || parts.length !== 3) ignored++; // l/…: the opening lists (openings.ts)
  }
  return { decks, ignored };
}

/** A fresh id for a deck or a shuffle. */
export function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(9));
  return Array.from(bytes, (b) => b.toString(36).padStart(2, '0')).join('').slice(0, 14);
}
