// Falldown card data: schema, CSV, face, deck rules, mat and setup, as one GameCards.
import type { GameCards } from '../game';
import { sectionOf, sections, validateDeck } from './deck';
import { demoDecks } from './demo-decks';
import { face, facets, facetValueEn, searchText } from './face';
import { falldownMat } from './mat';
import { cardSchema, type FalldownCard } from './schema';
import { falldownSetup } from './setup';

export const falldownCards: GameCards<FalldownCard> = {
  game: 'falldown',
  name: { ja: 'フォールダウン', en: 'Falldown' },
  cardSchema,
  face,
  searchText,
  facets,
  facetValueEn,
  sections,
  sectionOf,
  validateDeck,
  mat: falldownMat,
  setup: falldownSetup,
  demoDecks,
};

export { applyPrefix, cardSchema, type FalldownCard, type MonsterCard, type SupportCard, type SystemCard } from './schema';
export { resolutionLayer, type Effect, type ResolutionLayer } from './effects';
export { SYSTEM_POOL } from './system-pool';
