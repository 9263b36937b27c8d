// The lists each hidden deck was laid out with, remembered in the doc. A joint deck's opening is
// checked against what the table showed in clear; a browser that arrives later never saw it, so
// the browser that lays a table out writes, right after the layout, what it laid out in clear
// (card ids and refs, which the table had just shown everyone) as its own signed record in the
// `poker` map:
//   l/<tag>/<writer>   { decks: [{ seat, cards: [[id, ref], …] }, …] }
import * as Y from 'yjs';
import { z } from 'zod/mini';
import { SEATS, hiddenDecksOf, objectsOf, readTable, seatSchema, type Seat } from '../../table';
import { ROOT } from '../../table/layout';
import { toHex } from '../encoding';

const cardId = z.string().check(z.minLength(1), z.maxLength(64));
const cardRef = z.string().check(z.minLength(1), z.maxLength(120));
export const openingSchema = z.object({
  decks: z.array(z.object({ seat: seatSchema, cards: z.array(z.tuple([cardId, cardRef])).check(z.maxLength(1000)) })).check(z.maxLength(8)),
});
export type OpeningRecord = z.infer<typeof openingSchema>;
export const OPENING_PREFIX = 'l/';
export const openingKey = (tag: string, seat: Seat) => `${OPENING_PREFIX}${tag}/${seat}`;

/** What the recorded lists say: each card's ref as laid out, and the cards of the deck it was laid out in. */
export interface OpeningLists {
  refs: ReadonlyMap<string, string>;
  deckOf: ReadonlyMap<string, readonly string[]>;
}

/**
 * Reads every recorded list. A card two records disagree on has no recorded ref: a peer's record
 * can erase evidence for a late joiner, never make it accuse a seat of what the table did not show.
 */
export function readOpenings(entries: Iterable<[string, unknown]>): OpeningLists {
  const refs = new Map<string, string>();
  const disputed = new Set<string>();
  const deckOf = new Map<string, readonly string[]>();
  for (const [key, value] of entries) {
    if (!key.startsWith(OPENING_PREFIX)) continue;
    const parsed = openingSchema.safeParse(value);
    if (!parsed.success) continue;
    for (const deck of parsed.data.decks) {
      const ids = deck.cards.map(([id]) => id);
      for (const [id, ref] of deck.cards) {
        if (refs.has(id) && refs.get(id) !== ref) disputed.add(id);
        refs.set(id, ref);
        if (!deckOf.has(id)) deckOf.set(id, ids);
      }
    }
  }
  for (const id of disputed) refs.delete(id);
  return { refs, deckOf };
}

/**
 * Records the hidden decks a local change of this browser laid out in clear (new cards, a new
 * table, a seat's deck brought in). Returns the function that stops it.
 */
export function recordOpenings(doc: Y.Doc, seat: () => Seat | null, origin: object): () => void {
  const objects = objectsOf(doc);
  const handler = (tr: Y.Transaction) => {
    if (!tr.local || tr.origin === origin) return;
    const writer = seat();
    const keys = tr.changed.get(objects as unknown as Y.AbstractType<Y.YEvent<Y.Map<unknown>>>);
    if (!writer || !keys) return;
    const added = new Set([...keys].filter((key): key is string => {
      const map = key ? objects.get(key) : undefined;
      return map instanceof Y.Map && map.get('kind') === 'card' && typeof map.get('ref') === 'string' && map.get('ref') !== '';
    }));
    if (added.size === 0) return;
    const table = readTable(doc).objects;
    const decks: OpeningRecord['decks'] = [];
    for (const owner of SEATS) {
      for (const ids of hiddenDecksOf(owner, table).values()) {
        const cards = ids.flatMap((id): [string, string][] => {
          const card = table.get(id);
          return added.has(id) && card?.kind === 'card' && card.ref !== '' ? [[id, card.ref]] : [];
        });
        if (cards.length > 0) decks.push({ seat: owner, cards });
      }
    }
    if (decks.length === 0) return;
    const record = openingSchema.safeParse({ decks });
    // Written once the layout's transaction is over (a write inside its cleanup would be lost).
    if (record.success) queueMicrotask(() => doc.transact(() => doc.getMap<unknown>(ROOT.poker.name).set(openingKey(newTag(), writer), record.data), origin));
  };
  doc.on('afterTransaction', handler);
  return () => doc.off('afterTransaction', handler);
}

const newTag = () => toHex(crypto.getRandomValues(new Uint8Array(8)));

/** An opening card whose ref is not what the table showed. */
export interface OpeningMismatch { card: string; expected: string; found: string }

/**
 * The opening cards whose ref differs from what the table showed (this browser's own eyes first,
 * else the recorded lists). Only the cards count, not their places: a holder that kept the deck
 * alone first shuffled it, and may have drawn from it, so the list need only be drawn from what
 * that deck was laid out with.
 */
export function openingMismatches(
  openIds: readonly string[], list: readonly string[], seen: ReadonlyMap<string, string> | undefined, recorded: OpeningLists | undefined,
): OpeningMismatch[] {
  const shown = openIds.map((card) => seen?.get(card) ?? recorded?.refs.get(card));
  const differ = openIds.flatMap((card, i) => {
    const expected = shown[i];
    return expected !== undefined && expected !== list[i] ? [{ card, expected, found: list[i] ?? '' }] : [];
  });
  if (differ.length === 0) return [];
  const pool = new Map<string, number>();
  const add = (ref: string | undefined) => { if (ref !== undefined) pool.set(ref, (pool.get(ref) ?? 0) + 1); };
  shown.forEach(add);
  const opened = new Set(openIds);
  for (const card of new Set(openIds.flatMap((id) => recorded?.deckOf.get(id) ?? []))) if (!opened.has(card)) add(recorded?.refs.get(card));
  for (const [i, expected] of shown.entries()) {
    if (expected === undefined) continue;
    const left = pool.get(list[i] ?? '') ?? 0;
    if (left === 0) return differ;
    pool.set(list[i] ?? '', left - 1);
  }
  return [];
}
