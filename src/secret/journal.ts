// The deck journal: what happened to each hidden deck, written by its holder in the same
// transaction as the change. Cards leaving or entering carry their identity (sealed while the
// deck is hidden), and every shuffle its commitment, so that after the holder reveals the key
// anyone can replay the deck and check each draw.
import * as Y from 'yjs';
import { z } from 'zod';
import { ROOT } from '../table/layout';
import { sealedRefSchema, seatSchema, type SealedRef, type Seat } from '../table/schema';
import { sealedSchema } from './cipher';

export const JOURNAL = ROOT.journal.name;

const id = z.string().min(1).max(64);
const at = z.number().int().min(0);

export const journalEntrySchema = z.discriminatedUnion('t', [
  z.object({
    t: z.literal('shuffle'), seat: seatSchema, zone: id, shuffle: id, n: z.number().int().min(0).max(1000),
    hash: z.string().regex(/^[0-9a-f]{64}$/),
    /** The committed order and its salt, encrypted for the holder until the audit. */
    opening: sealedSchema,
  }),
  z.object({ t: z.literal('out'), seat: seatSchema, zone: id, card: id, index: at, sealed: sealedRefSchema.nullable(), ref: z.string().max(120) }),
  z.object({ t: z.literal('in'), seat: seatSchema, zone: id, card: id, index: at, sealed: sealedRefSchema.nullable(), ref: z.string().max(120) }),
  z.object({ t: z.literal('reorder'), seat: seatSchema, zone: id }),
]);
export type JournalEntry = z.infer<typeof journalEntrySchema>;

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
