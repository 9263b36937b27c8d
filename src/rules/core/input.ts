// Building what a module reads from a live doc: the validated table, the rules events, card data
// and the identity of cards as this browser knows them.
import type * as Y from 'yjs';
import { readTable, type Card, type Seat } from '../../table';
import type { CardLookup, GameCardBase } from '../../cards/game';
import { readGameMeta } from '../../cards/gameMeta';
import type { RulesInput } from './contract';
import { readRulesEvents } from './events';

/** The identity of a card that is not sealed: its reference. Hidden cards need the seat's keeper. */
export function publicIdentity(card: Card): string | undefined {
  return card.ref === '' ? undefined : card.ref;
}

/** The first player as the game's meta records it (written when the die roll or choice is made). */
export function firstPlayerOf(doc: Y.Doc): Seat | null {
  return readGameMeta(doc)?.firstPlayer ?? null;
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
