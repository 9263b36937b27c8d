// How the table shows the joint decks, read from its objects alone: the deck lying in a zone now,
// a seat's deck still in clear (or sealed by its holder alone), the cards face up for everyone, and
// the refs the table showed in clear before a joint deck took its cards.
import * as Y from 'yjs';
import { exposureOf, hiddenDecksOf, zonesIn, type Seat, type TableObject } from '../../table';
import { openRef } from '../sealing';
import type { CardOut, DeckState } from './deck';

type Objects = ReadonlyMap<string, TableObject>;
type Cards = { id: string; ref: string }[];

/** The live joint deck lying in a zone: one whose cards are on the table now (the last such). */
export function deckInZone(states: Iterable<DeckState>, zone: string, objects: Objects): DeckState | undefined {
  let found: DeckState | undefined;
  for (const state of states) {
    if (state.zone !== zone) continue;
    const live = state.busy ? state.busy.ids : state.order;
    if (live.some((id) => objects.has(id)) || (live.length === 0 && state.outs.some((o) => objects.has(o.card)))) found = state;
  }
  return found;
}

/** The last deck that carries a card's identity. */
export function deckOfCard(states: Iterable<DeckState>, cardId: string): DeckState | undefined {
  let found: DeckState | undefined;
  for (const state of states) if (state.bindings.has(cardId)) found = state;
  return found;
}

/** Whether a deck's cards are on the table now (an earlier game's deck, its cards swept off, is not). */
export function onTable(state: DeckState, objects: Objects): boolean {
  return [...state.openIds, ...state.order, ...state.outs.map((o) => o.card)].some((card) => objects.has(card));
}

/** The cards of a deck zone of this seat, top first, when every one is in clear; else null. */
export function clearDeck(seat: Seat, zone: string, objects: Objects, handles: (id: string) => boolean): Cards | null {
  const ids = hiddenDecksOf(seat, objects).get(zone) ?? [];
  if (ids.length < 2) return null;
  const cards: Cards = [];
  for (const id of ids) {
    const card = objects.get(id);
    if (card?.kind !== 'card' || card.sealed || card.ref === '' || handles(id)) return null;
    cards.push({ id, ref: card.ref });
  }
  return cards;
}

/**
 * A deck this seat sealed alone (its game began before the other seat's key was known), now
 * that both seats are held: its holder opens its own cards and the deck is shuffled jointly, so
 * from here on neither seat knows or chose the order. Null unless every card is this seat's sealed one.
 * The key is asked for only once the deck is found to be such a deck.
 */
export async function sealedDeck(seat: Seat, zone: string, objects: Objects, handles: (id: string) => boolean, key: () => Promise<CryptoKey>): Promise<Cards | null> {
  const ids = hiddenDecksOf(seat, objects).get(zone) ?? [];
  if (ids.length < 2) return null;
  const sealed: { id: string; seal: NonNullable<Extract<TableObject, { kind: 'card' }>['sealed']> }[] = [];
  for (const id of ids) {
    const card = objects.get(id);
    if (card?.kind !== 'card' || !card.sealed || card.sealed.seat !== seat || handles(id)) return null;
    sealed.push({ id, seal: card.sealed });
  }
  const opener = await key();
  const refs = await Promise.all(sealed.map(({ id, seal }) => openRef(opener, id, seal).catch(() => null)));
  if (refs.some((ref) => ref === null)) return null;
  return sealed.map(({ id }, i) => ({ id, ref: refs[i] as string }));
}

/** What a deck zone holds now, to tell whether it changed during an await. */
export function deckFingerprint(seat: Seat, zone: string, objects: Objects): string {
  return (hiddenDecksOf(seat, objects).get(zone) ?? []).map((id) => {
    const card = objects.get(id);
    return card?.kind === 'card' ? `${id}=${card.ref}/${card.sealed?.ct ?? ''}/${card.joint ?? ''}` : id;
  }).join();
}

/** Whether a card lies face up outside any hand (a mill, a reveal): then everyone may know it. */
export function isPublicNow(card: TableObject | undefined, objects: Objects): boolean {
  return card?.kind === 'card' && exposureOf(card, objects, zonesIn(objects)).kind === 'public';
}

/** A card that left the deck and lies face up for everyone while still unknown (milled, turned over). */
export function isPublicOut(out: CardOut, objects: Objects): boolean {
  if (out.to === 'public') return true;
  const object = objects.get(out.card);
  return object?.kind === 'card' && Boolean(object.joint) && isPublicNow(object, objects);
}

/** Cards written in clear by a transaction, as [id, ref]: new objects and changed ones. */
export function clearRefsWritten(tr: Y.Transaction, objects: Y.Map<Y.Map<unknown>>): [string, string][] {
  const out: [string, string][] = [];
  const remember = (map: unknown) => {
    if (!(map instanceof Y.Map)) return;
    const id: unknown = map.get('id');
    const ref: unknown = map.get('ref');
    if (typeof id === 'string' && typeof ref === 'string' && ref !== '') out.push([id, ref]);
  };
  // New objects show as keys of the root; changed ones as their own maps.
  for (const key of [...tr.changed].find(([type]) => (type as unknown) === objects)?.[1] ?? []) if (key) remember(objects.get(key));
  for (const type of tr.changed.keys()) if (type.parent === objects) remember(type);
  return out;
}

/** Every card the table shows in clear now, as [id, ref]. */
export function clearRefsOn(objects: Objects): [string, string][] {
  const out: [string, string][] = [];
  for (const object of objects.values()) if (object.kind === 'card' && object.ref !== '') out.push([object.id, object.ref]);
  return out;
}
