// Chrono Card's card data: everything the table, the deck builder and the set loader need.
import type { GameCards } from '../game';
import { sectionOf, sections, validateDeck } from './deck';
import { demoDecks } from './demoDecks';
import { face, facets, facetValueEn, searchText } from './face';
import { mat } from './mat';
import { chronoCardSchema, type ChronoCard } from './schema';
import { setup } from './setup';

export const chronoCards: GameCards<ChronoCard> = {
  game: 'chrono',
  name: { ja: 'クロノカード', en: 'Chrono Card' },
  cardSchema: chronoCardSchema,
  face,
  searchText,
  facets,
  facetValueEn,
  sections,
  sectionOf,
  validateDeck,
  mat,
  setup,
  demoDecks,
};

export {
  CARD_KINDS,
  DEFAULT_COPY_LIMIT,
  EVENT_TIMINGS,
  KEYWORDS,
  characterNameOf,
  chronoCardSchema,
  chronoSetSchema,
  type ChronoCard,
  type ChronoCardKind,
  type ChronoKeyword,
  type ChronoSet,
  type EventTiming,
  type KeywordName,
} from './schema';
export { KIND_LABELS, KEYWORD_LABELS, TIMING_LABELS, keywordText } from './labels';
export { DECK_RULES, HEROINE_COUNT, MAIN_DECK_SIZE } from './deck';
export { OPENING_HAND, PERFORMANCE_TOKEN_SUPPLY } from './setup';
