// The contract every game's card data fulfils: schema, CSV columns, card face, deck rules, mat and
// setup plan. Each game folder (nofuture/, multiverse/, chrono/, falldown/) exports one GameCards.
import type { z } from 'zod/mini';
import type { MatDefinition } from '../table';
import type { CardFace } from './face';

export const GAME_IDS = ['nofuture', 'multiverse', 'chrono', 'falldown'] as const;
export type GameId = (typeof GAME_IDS)[number];

export interface Localized {
  ja: string;
  en: string;
}

/** Every game's card has at least a number (unique in its set) and a Japanese name. */
export interface GameCardBase {
  number: string;
  name: string;
}

/** One documented CSV column. Cells are strings; `fromCsvRow` turns a row into a card object. */
export interface CsvColumn {
  /** Header text, ASCII snake_case, e.g. "durability". */
  name: string;
  required: boolean;
  description: Localized;
  /** An example cell, used in docs and the template file. */
  example: string;
}

/**
 * A game's CSV layout. Kept apart from GameCards (src/cards/csvLayouts.ts) so that the table,
 * which never reads CSV, does not load it.
 */
export interface CsvLayout {
  /** The documented columns, in order. */
  columns: readonly CsvColumn[];
  /** Turns one CSV row (header → cell, all strings, trimmed) into an object for cardSchema. */
  fromCsvRow(row: Readonly<Record<string, string>>): unknown;
}

/** A deck list: named sections (e.g. main, fighters, assists, side, heroine) of card references. */
export interface DeckEntry {
  /** "set:number", e.g. "nf-demo:NF-012". */
  ref: string;
  count: number;
}
export interface DeckList {
  game: GameId;
  name: string;
  /** The name in English, where a deck has one (the demo decks); absent for the player's own. */
  nameEn?: string;
  sections: Record<string, DeckEntry[]>;
}

/** A problem with a deck, citing the rule it breaks. */
export interface DeckProblem {
  /** Ruling or rule-text reference, e.g. "NF 2.1" or "MF-R3". */
  rule: string;
  message: Localized;
  /** The section (and card) concerned, when there is one. */
  section?: string;
  ref?: string;
}

/** Looks up a card of this game by reference; undefined when no loaded set has it. */
export type CardLookup<Card> = (ref: string) => Card | undefined;

/** Per seat, the slot names below are zone ids without the "p1-"/"p2-" prefix. */
export interface SetupPlan {
  /** Deck sections laid out face down as piles. */
  piles: { section: string; slot: string; shuffle: boolean }[];
  /** Cards drawn into the hand from a pile's slot at the start. */
  openingHand: { slot: string; count: number } | null;
  /** How many optional mulligans each seat may take (Chrono 1). */
  mulligans: number;
  /** Counters placed per seat (HP, assist cost, damage points, life, mana …). */
  counters: { slot: string; label: Localized; value: number }[];
  /** Supplies per seat: energy tokens, coins, dice. */
  supplies: { slot: string; kind: 'token' | 'coin' | 'die'; color?: string; count: number }[];
  /** Cards laid out in a shared zone (Falldown's system-card pool), by reference. */
  shared: { zone: string; refs: string[]; faceUp: boolean }[];
  /** How the first player is chosen; null when the game has no turns (Falldown). */
  firstPlayer: 'die' | 'choice' | null;
}

export interface GameCards<Card extends GameCardBase> {
  game: GameId;
  name: Localized;
  /** Validates one card of this game. */
  cardSchema: z.ZodMiniType<Card>;
  /** What the procedural renderer draws for this card. */
  face(card: Card): CardFace;
  /** Text the deck builder searches (name, text, keywords …); normalised by the caller. */
  searchText(card: Card): string;
  /** Filter facets the deck builder offers (cost, color, attribute, kind …). */
  facets(card: Card): Record<string, string>;
  /**
   * A facet value's English name, where the game's facets carry Japanese names (NoFuture's
   * キャラクター); undefined when the value has none (then it is shown as it is).
   */
  facetValueEn?(facet: string, value: string): string | undefined;
  /** Deck sections in order, with their names. */
  sections: readonly { id: string; name: Localized }[];
  /** Which section a card goes to by default when added in the deck builder. */
  sectionOf(card: Card): string;
  /** Every problem with the deck; empty when it is legal. */
  validateDeck(deck: DeckList, lookup: CardLookup<Card>): DeckProblem[];
  /**
   * Every problem with `next` as the deck for the next game of a match whose last game was played
   * with `played` (Multiverse's side change); absent for a game without one.
   */
  validateSideSwap?(played: DeckList, next: DeckList, lookup: CardLookup<Card>): DeckProblem[];
  /**
   * Every problem with the cards a seat chooses from its deck to start with (Multiverse: fighters
   * whose costs total 5); absent for a game without such a choice.
   */
  validateSelection?(chosen: readonly Card[]): DeckProblem[];
  /** The game's mat, both seats ("p1-…", "p2-…" zone ids) and shared zones. */
  mat: MatDefinition;
  setup: SetupPlan;
  /** At least two different legal decks built from the game's demo set. */
  demoDecks: readonly DeckList[];
}
