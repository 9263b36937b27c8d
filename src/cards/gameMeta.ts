// The game a table is set up for, as the doc's meta records it (and each seat's setup record): read
// by the first table, apart from the layout code in setupGame.ts, which loads with a game.
import { z } from 'zod/mini';
import { META_KEYS, metaOf, seatSchema, type Seat, type TableContext } from '../table';
import { GAME_IDS } from './game';

type Doc = TableContext['doc'];

export const GAME_META_KEY = META_KEYS.game;
export const seatSetupKey = (seat: Seat): string => META_KEYS.seatSetup(seat);

export const gameMetaSchema = z.object({
  id: z.enum(GAME_IDS),
  /** New for every layout: per-seat records and later steps name the setup they belong to. */
  setupId: z.string().check(z.minLength(1), z.maxLength(64)),
  openingHand: z.nullable(z.object({ slot: z.string().check(z.minLength(1), z.maxLength(48)), count: z.int().check(z.gte(0), z.lte(200)) })),
  mulligans: z.int().check(z.gte(0), z.lte(10)),
  /** Decided after the layout (die roll or choice); stays null in a game without turns. */
  firstPlayer: z.nullable(seatSchema),
});
export type GameMeta = z.infer<typeof gameMetaSchema>;

/** Written for a seat that brought a deck; only that seat's browser changes it afterwards. */
export const seatSetupSchema = z.object({
  setupId: z.string().check(z.minLength(1), z.maxLength(64)),
  /** Cards still to draw into the opening hand, once the deck is sealed and shuffled in secret. */
  pendingHand: z.int().check(z.gte(0), z.lte(200)),
  mulligansLeft: z.int().check(z.gte(0), z.lte(10)),
  /** Cards laid in the opening-hand pile: with the hand, tells whether the seat has played since. */
  deckSize: z.int().check(z.gte(0), z.lte(1000)),
});
export type SeatSetup = z.infer<typeof seatSetupSchema>;

export function readGameMeta(doc: Doc): GameMeta | null {
  const parsed = gameMetaSchema.safeParse(metaOf(doc).get(GAME_META_KEY));
  return parsed.success ? parsed.data : null;
}

/** The seat's record of the current setup; null when it has none (no deck yet) or an old one. */
export function readSeatSetup(doc: Doc, seat: Seat): SeatSetup | null {
  const game = readGameMeta(doc);
  const parsed = seatSetupSchema.safeParse(metaOf(doc).get(seatSetupKey(seat)));
  return game && parsed.success && parsed.data.setupId === game.setupId ? parsed.data : null;
}
