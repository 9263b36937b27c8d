// Building what a module reads from a live doc: the validated table, the rules events, card data
// and the identity of cards as this browser knows them.
import type * as Y from 'yjs';
import { metaOf, readTable, seatSchema, type Card, type Seat } from '../../table';
import type { CardLookup, GameCardBase } from '../../cards/game';
import type { RulesInput } from './contract';
import { readRulesEvents } from './events';

/** The identity of a card that is not sealed: its reference. Hidden cards need the seat's keeper. */
export function publicIdentity(card: Card): string | undefined {
  return card.ref === '' ? undefined : card.ref;
}

/** The first player as the game's meta records it (written when the die roll or choice is made). */
export function firstPlayerOf(doc: Y.Doc): Seat | null {
  const game: unknown = metaOf(doc).get('game');
  if (typeof game !== 'object' || game === null) return null;
  const parsed = seatSchema.safeParse((game as Record<string, unknown>)['firstPlayer']);
  return parsed.success ? parsed.data : null;
}

export function rulesInput<C extends GameCardBase>(
  doc: Y.Doc,
  lookup: CardLookup<C>,
  identity: (card: Card) => string | undefined = publicIdentity,
): RulesInput<C> {
  return {
    objects: readTable(doc).objects,
    events: readRulesEvents(doc).events,
    lookup,
    identity,
    firstPlayer: firstPlayerOf(doc),
  };
}
