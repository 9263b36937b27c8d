// Multiverse Fighters (マルチバースファイターズ): the game's card data, deck rules, mat and setup.
import type { GameCards } from '../game';
import { sectionOf, sections, validateDeck } from './deck';
import { demoDecks } from './demoDecks';
import { fighterChoiceProblems } from './fighterChoice';
import { face, facets, searchText } from './face';
import { mat } from './mat';
import { cardSchema, type MultiverseCard } from './schema';
import { setup } from './setup';
import { validateSideSwap } from './sideChange';

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
  validateSideSwap,
  validateSelection: fighterChoiceProblems,
  mat,
  setup,
  demoDecks,
};

export type { MultiverseCard, FighterCard, AssistCard } from './schema';
export type { Keyword } from './keywords';
export { fighterChoiceProblems, SELECTION_RULE, type ChosenFighter } from './fighterChoice';
export { exchangeWithSide, sideSwapCounts, validateSideChange, validateSideSwap, type MainSection } from './sideChange';
