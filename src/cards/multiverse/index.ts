// Multiverse Fighters (マルチバースファイターズ): the game's card data, deck rules, mat and setup.
import type { GameCards } from '../game';
import { sectionOf, sections, validateDeck } from './deck';
import { demoDecks } from './demoDecks';
import { face, facets, searchText } from './face';
import { mat } from './mat';
import { cardSchema, type MultiverseCard } from './schema';
import { setup } from './setup';

export const multiverseCards: GameCards<MultiverseCard> = {
  game: 'multiverse',
  name: { ja: 'マルチバースファイターズ', en: 'Multiverse Fighters' },
  cardSchema,
  face,
  searchText,
  facets,
  sections,
  sectionOf,
  validateDeck,
  mat,
  setup,
  demoDecks,
};

export type { MultiverseCard, FighterCard, AssistCard } from './schema';
export type { Keyword } from './keywords';
export { exchangeWithSide, sideSwapCounts, validateSideChange, validateSideSwap, type MainSection } from './sideChange';
