// The cards the builder lists for a game: every loaded set's cards with their refs and faces.
import { cardRef, type CardFace } from '../../cards/face';
import type { GameCardBase, GameCards } from '../../cards/game';
import type { GameCatalog } from '../../cards/gameCatalog';
import { compareFacetValues, filterCards, type CardFilter } from '../../cards/search';

export interface BuilderCard {
  ref: string;
  setId: string;
  card: GameCardBase;
  face: CardFace;
}

/** The game's cards in load order (sets in the order they were loaded, cards in file order). */
export function cardsOfGame(games: GameCatalog, game: GameCards<GameCardBase>): BuilderCard[] {
  return games.setsOf(game.game).flatMap((set) =>
    set.cards.map((card) => {
      const ref = cardRef(set.id, card.number);
      return { ref, setId: set.id, card, face: games.lookup(ref)?.face ?? game.face(card) };
    }),
  );
}

/** The entries whose cards pass the search and facet filter, in their original order. */
export function filterBuilderCards(entries: readonly BuilderCard[], filter: CardFilter, game: GameCards<GameCardBase>): BuilderCard[] {
  const byCard = new Map(entries.map((entry) => [entry.card, entry]));
  return filterCards(entries.map((e) => e.card), filter, game).flatMap((card) => {
    const entry = byCard.get(card);
    return entry === undefined ? [] : [entry];
  });
}

/** Deck rows in reading order: by cost (cards without one last), then by card number. */
export function compareByCost(a: { cost: string; number: string }, b: { cost: string; number: string }): number {
  if ((a.cost === '') !== (b.cost === '')) return a.cost === '' ? 1 : -1;
  return compareFacetValues(a.cost, b.cost) || a.number.localeCompare(b.number, 'en', { numeric: true });
}
