// Which of a seat's hidden decks the keeper's audit covers: those it keeps alone, and the part a
// deck it sealed alone played before it went on jointly. The joint decks have their own audit
// (poker/audit.ts).
import type { Seat, TableObject } from '../table';
import type { DeckCard, JournalEntry } from './journal';
import { readDecksOf, type JointDeckView } from './keeperCards';

type Objects = ReadonlyMap<string, TableObject>;

/** Whether a seat keeps any hidden deck alone now, or had one journalled (else its decks are all joint). */
export function keepsDecks(seat: Seat, objects: Objects, joint: JointDeckView | undefined, journal: () => JournalEntry[]): boolean {
  const decks = readDecksOf(seat, objects);
  if (!joint || decks.size === 0 || [...decks.keys()].some((zone) => !joint.ownsZone(zone))) return true;
  // A deck it sealed alone in this game before it went on jointly: that part has its journal to check.
  return journal().some((entry) => entry.seat === seat && entry.t === 'shuffle' && joint.ownsZone(entry.zone));
}

/** Whether a seat has a hidden deck in this game, on the table now or journalled: what a withheld key hides. */
export function hasDecks(seat: Seat, objects: Objects, journal: () => JournalEntry[]): boolean {
  return readDecksOf(seat, objects).size > 0 || journal().some((entry) => entry.seat === seat);
}

/** The decks a seat's journal is replayed against, with its revealed key. */
export async function decksToAudit(seat: Seat, key: CryptoKey, objects: Objects, joint: JointDeckView | undefined, journal: JournalEntry[]): Promise<Map<string, DeckCard[]>> {
  // Joint decks have their own audit (poker/audit.ts): only the decks this seat keeps alone count here.
  const decks = readDecksOf(seat, objects);
  for (const zone of [...decks.keys()]) if (joint?.ownsZone(zone)) decks.delete(zone);
  // A deck of this seat that went on jointly ends where the joint deck began.
  for (const zone of new Set(journal.filter((e) => e.seat === seat).map((e) => e.zone))) {
    if (decks.has(zone) || !joint?.ownsZone(zone)) continue;
    const opening = await joint.openingOf?.(zone, key);
    if (opening) decks.set(zone, opening.map((card) => ({ id: card.id, sealed: null, ref: card.ref })));
  }
  return decks;
}
