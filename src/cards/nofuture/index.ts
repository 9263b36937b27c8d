// NoFuture Collection Card: the card data the rest of Fudaba needs, as one GameCards.
import type { GameCards } from '../game';
import { sectionOf, sections, validateDeck } from './deck';
import { demoDecks } from './demoDecks';
import { face, facets, facetValueEn, searchText } from './face';
import { nofutureMat } from './mat';
import { nofutureCardSchema, type NofutureCard } from './schema';
import { nofutureSetup } from './setup';

export type { NofutureCard, CharacterCard, SetCard, ActionCard } from './schema';
export type { Keyword, KeywordName } from './keywords';
export type { Effect, EffectCost } from './effects';
export type { EnergyCost, EnergyColor } from './energy';
export { KEYWORDS, KEYWORD_NAMES, formatKeyword, parseKeyword } from './keywords';
export { formatEnergy, parseEnergy, energyTotal } from './energy';
export { battleSlot, facingBattleArea, BATTLE_AREAS } from './mat';
export { RULE, RULE_HEADINGS } from './rules';

export const nofutureCards: GameCards<NofutureCard> = {
  game: 'nofuture',
  name: { ja: 'NoFutureコレクションカード', en: 'NoFuture Collection Card' },
  cardSchema: nofutureCardSchema,
  face,
  searchText,
  facets,
  facetValueEn,
  sections,
  sectionOf,
  validateDeck,
  mat: nofutureMat,
  setup: nofutureSetup,
  demoDecks,
};
