// What the keeper does with each card of its seat, read from the table alone: which cards to
// seal, to write in clear, or to open for its own eyes, and the seat's hidden decks it keeps
// (the joint decks keep their own record).
import { exposureOf, hiddenDecksOf, zonesIn, type Card, type Seat, type TableObject } from '../table';
import type { DeckCard } from './journal';

export type DeckCardView = { id: string; ref: string };

/** What the keeper asks of the joint decks. */
export interface JointDeckView {
  /** A card whose identity a joint deck carries. */
  handles(cardId: string): boolean;
  /** A joint deck lies in this zone, or is about to (a clear deck of this seat, both seats held). */
  ownsZone(zone: string): boolean;
  /** The identity of a joint-deck card that this browser has opened (its own draw). */
  refOf(cardId: string): string | undefined;
  /**
   * The cards a joint deck in this zone was opened with, in order, read with its holder's revealed
   * key: where a deck its holder sealed alone went on as a joint one, the audit checks it went on
   * with the very cards left in it. Null when there is no such deck or the list does not open.
   */
  openingOf?(zone: string, key: CryptoKey): Promise<readonly DeckCardView[] | null>;
}

type Objects = ReadonlyMap<string, TableObject>;

/** A seat's hidden decks as the doc holds them now, top first. */
export function readDecksOf(seat: Seat, objects: Objects): Map<string, DeckCard[]> {
  const out = new Map<string, DeckCard[]>();
  for (const [zone, ids] of hiddenDecksOf(seat, objects)) {
    out.set(zone, ids.flatMap((id) => {
      const card = objects.get(id);
      return card?.kind === 'card' ? [{ id, sealed: card.sealed ?? null, ref: card.ref }] : [];
    }));
  }
  return out;
}

/** A seat's hidden decks that it holds alone (joint decks keep their own record). */
export function decksHeldAlone(seat: Seat, objects: Objects, joint: JointDeckView | undefined): Map<string, DeckCard[]> {
  const decks = readDecksOf(seat, objects);
  if (joint) for (const [zone, cards] of decks) if (joint.ownsZone(zone) || cards.some((card) => joint.handles(card.id))) decks.delete(zone);
  return decks;
}

/** Where the keeper remembers a card it opened: its id and the seal it opened. */
export function knownKey(card: Card): string {
  return `${card.id}|${card.sealed?.iv ?? ''}`;
}

/**
 * This seat's cards that ask for the keeper now: to seal (come into its hand or face-down deck in
 * clear, or a joint deck's card it opened, once out of the deck), to reveal (made public by this
 * browser's own play), to open for its own eyes (sealed for it, not lying in a deck).
 */
export function cardsToKeep(
  seat: Seat, objects: Objects, joint: JointDeckView | undefined, playedHere: (id: string) => boolean, opened: (card: Card) => boolean,
): { toSeal: Card[]; toReveal: Card[]; toOpen: Card[] } {
  const zones = zonesIn(objects);
  const toSeal: Card[] = [];
  const toReveal: Card[] = [];
  const toOpen: Card[] = [];
  for (const object of objects.values()) {
    if (object.kind !== 'card') continue;
    const exposure = exposureOf(object, objects, zones);
    const mine = object.sealed?.seat === seat;
    if (exposure.kind === 'sealed' && exposure.seat === seat && !object.sealed) {
      // A joint deck's card is sealed into the hand only once this browser has opened it.
      if (object.ref !== '') { if (!(exposure.place === 'deck' && joint?.ownsZone(exposure.zone.id))) toSeal.push(object); }
      else if (exposure.place !== 'deck') {
        const ref = joint?.refOf(object.id);
        if (ref) toSeal.push({ ...object, ref });
      }
    }
    else if (exposure.kind === 'public' && mine) {
      if (playedHere(object.id)) toReveal.push(object);
    }
    else if (mine && !(exposure.kind === 'sealed' && exposure.place === 'deck') && !opened(object)) toOpen.push(object);
  }
  return { toSeal, toReveal, toOpen };
}

/** Whether a card is still as it was when the keeper's work on it began (the table moves during an await). */
export function stillSame(card: Card, current: Objects, joint: JointDeckView | undefined): boolean {
  const now = current.get(card.id);
  const ref = now?.kind === 'card' && now.ref === '' && !now.sealed ? joint?.refOf(card.id) ?? '' : now?.kind === 'card' ? now.ref : undefined;
  return now?.kind === 'card' && ref === card.ref && now.sealed?.iv === card.sealed?.iv;
}
