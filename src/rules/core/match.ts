// The match: the unit Fudaba plays. A record in the doc's `matches` map (id, game, best-of series,
// who chooses the first player) written once when the game is laid out; each seat's deck, each
// seat's claim of the result and its draw offer under keys of their own, so that no two writers
// share a value. The result is derived from the claims, the same on every peer: a concession by
// the loser, or both seats claiming the same result. The current match is the one the game meta
// names (its setupId); everything the rules read is scoped to that id.
import type * as Y from 'yjs';
import { z } from 'zod/mini';
import { GAME_IDS, type DeckList, type GameId, type Localized } from '../../cards/game';
import { readGameMeta } from '../../cards/gameMeta';
import type { Win } from './contract';
import { MATCH_KEYS, ROOT, SEATS, localizedSchema, logTime, seatSchema, type Seat } from '../../table';
import { ClockConfigSchema, type ClockConfig } from './clock';

const id = z.string().check(z.minLength(1), z.maxLength(64));
const time = z.number().check(z.gte(0));

export const BEST_OF = [1, 3, 5] as const;
export type BestOf = (typeof BEST_OF)[number];

export const matchRecordSchema = z.object({
  id,
  game: z.enum(GAME_IDS),
  /** The series this game belongs to, and its number in it (1 for the first game). */
  series: id,
  number: z.int().check(z.gte(1), z.lte(99)),
  bestOf: z.union([z.literal(1), z.literal(3), z.literal(5)]),
  /** A rematch: the loser of the last game picks who starts. Null: the setup decides (die or choice). */
  chooser: z.nullable(seatSchema),
  createdAt: time,
  /** The chess clock or planning timer chosen at New game; absent (older records too): off. */
  clock: z.optional(ClockConfigSchema),
});
export type MatchRecord = z.infer<typeof matchRecordSchema>;

const deckEntrySchema = z.object({ ref: z.string().check(z.minLength(1), z.maxLength(120)), count: z.int().check(z.gte(1), z.lte(99)) });
export const matchDeckSchema = z.object({
  game: z.enum(GAME_IDS),
  name: z.string().check(z.maxLength(80)),
  sections: z.record(z.string().check(z.minLength(1), z.maxLength(24)), z.array(deckEntrySchema).check(z.maxLength(200))),
});

export const RESULT_HOW = ['win', 'conceded', 'draw', 'abandoned'] as const;
export type ResultHow = (typeof RESULT_HOW)[number];

/** What one seat says the result is. Only that seat's browser writes its claim. */
export const claimSchema = z.object({
  winner: z.union([seatSchema, z.literal('draw')]),
  how: z.enum(['win', 'conceded', 'draw']),
  reason: z.optional(localizedSchema),
  ruling: z.optional(z.string().check(z.minLength(1), z.maxLength(40))),
  t: time,
});
export type ResultClaim = z.infer<typeof claimSchema>;

const abandonedSchema = z.object({ by: z.union([seatSchema, z.literal('system')]), t: time });

export interface MatchResult {
  winner: Seat | 'draw';
  how: ResultHow;
  /** Who decided it: the conceding seat, both seats, or who started a new game over it. */
  decidedBy: Seat | 'both' | 'system';
  reason?: Localized;
  ruling?: string;
  t: number;
}

export type MatchState = 'setup' | 'playing' | 'finished';

/** What the table shows of the current match. */
export interface MatchSummary {
  view: MatchView;
  state: MatchState;
  score: SeriesScore | null;
  /** The end the rules detect and the players have not overruled (shown until they confirm). */
  proposal: Win | null;
}

export interface MatchView {
  record: MatchRecord;
  claims: Partial<Record<Seat, ResultClaim>>;
  /** Seats whose claim is a draw: an offer until the other seat claims the same. */
  drawOffers: Seat[];
  result: MatchResult | null;
}

const keyOf = MATCH_KEYS;

export function matchesOf(doc: Y.Doc): Y.Map<unknown> {
  return doc.getMap<unknown>(ROOT.matches.name);
}

/** The id of the match the table is playing (the game meta's setupId); null on a free table. */
export function currentMatchId(doc: Y.Doc): string | null {
  return readGameMeta(doc)?.setupId ?? null;
}

/** The match's clock: off for a match without one (and for records older than clocks). */
export function clockOf(record: MatchRecord | null): ClockConfig {
  return record?.clock ?? { kind: 'off' };
}

export function readMatchRecord(doc: Y.Doc, match: string): MatchRecord | null {
  const parsed = matchRecordSchema.safeParse(matchesOf(doc).get(keyOf.record(match)));
  return parsed.success && parsed.data.id === match ? parsed.data : null;
}

export function readMatchDeck(doc: Y.Doc, match: string, seat: Seat): DeckList | null {
  const parsed = matchDeckSchema.safeParse(matchesOf(doc).get(keyOf.deck(match, seat)));
  return parsed.success ? parsed.data : null;
}

function readClaim(doc: Y.Doc, match: string, seat: Seat): ResultClaim | null {
  const parsed = claimSchema.safeParse(matchesOf(doc).get(keyOf.claim(match, seat)));
  return parsed.success ? parsed.data : null;
}

/**
 * The result the claims come to. A concession is the conceding seat's word alone; otherwise both
 * seats must say the same, so that no seat can end a match by itself in its own favour.
 */
export function resultOf(claims: Partial<Record<Seat, ResultClaim>>, abandoned: z.infer<typeof abandonedSchema> | null): MatchResult | null {
  for (const seat of SEATS) {
    const claim = claims[seat];
    if (claim?.how === 'conceded' && claim.winner !== seat && claim.winner !== 'draw') {
      return { winner: claim.winner, how: 'conceded', decidedBy: seat, t: claim.t };
    }
  }
  const { p1, p2 } = claims;
  if (p1 && p2 && p1.winner === p2.winner && p1.how !== 'conceded' && p2.how !== 'conceded') {
    const how: ResultHow = p1.winner === 'draw' ? 'draw' : 'win';
    const reason = p1.reason ?? p2.reason;
    const ruling = p1.ruling ?? p2.ruling;
    return { winner: p1.winner, how, decidedBy: 'both', t: Math.max(p1.t, p2.t), ...(reason ? { reason } : {}), ...(ruling ? { ruling } : {}) };
  }
  if (abandoned) return { winner: 'draw', how: 'abandoned', decidedBy: abandoned.by, t: abandoned.t };
  return null;
}

export function readMatch(doc: Y.Doc, match: string): MatchView | null {
  const record = readMatchRecord(doc, match);
  if (!record) return null;
  const claims: Partial<Record<Seat, ResultClaim>> = {};
  for (const seat of SEATS) {
    const claim = readClaim(doc, match, seat);
    if (claim) claims[seat] = claim;
  }
  const drawOffers = SEATS.filter((seat) => claims[seat]?.how === 'draw');
  const abandoned = abandonedSchema.safeParse(matchesOf(doc).get(keyOf.abandoned(match)));
  return { record, claims, drawOffers, result: resultOf(claims, abandoned.success ? abandoned.data : null) };
}

/** The current match, or null on a free table (or a table set up before matches existed). */
export function readCurrentMatch(doc: Y.Doc): MatchView | null {
  const match = currentMatchId(doc);
  return match ? readMatch(doc, match) : null;
}

/** Every match of a series, first game first. */
export function seriesMatches(doc: Y.Doc, series: string): MatchView[] {
  const out: MatchView[] = [];
  for (const [key, value] of matchesOf(doc).entries()) {
    if (key.includes('/')) continue;
    const parsed = matchRecordSchema.safeParse(value);
    if (!parsed.success || parsed.data.series !== series || parsed.data.id !== key) continue;
    const view = readMatch(doc, key);
    if (view) out.push(view);
  }
  return out.sort((a, b) => a.record.number - b.record.number);
}

export interface SeriesScore {
  bestOf: BestOf;
  wins: Record<Seat, number>;
  draws: number;
  /** The seat that has won the series (more than half of best-of), or null while it goes on. */
  winner: Seat | null;
  /** The loser of the last finished game (who picks the first player of a rematch). */
  lastLoser: Seat | null;
  games: number;
}

export function seriesScore(doc: Y.Doc, series: string): SeriesScore | null {
  const matches = seriesMatches(doc, series);
  const last = matches.at(-1);
  if (!last) return null;
  const wins: Record<Seat, number> = { p1: 0, p2: 0 };
  let draws = 0;
  let lastLoser: Seat | null = null;
  for (const { result } of matches) {
    if (!result) continue;
    if (result.winner === 'draw') {
      draws++;
      continue;
    }
    wins[result.winner]++;
    lastLoser = result.winner === 'p1' ? 'p2' : 'p1';
  }
  const need = Math.floor(last.record.bestOf / 2) + 1;
  const winner = SEATS.find((seat) => wins[seat] >= need) ?? null;
  return { bestOf: last.record.bestOf, wins, draws, winner, lastLoser, games: matches.length };
}

export function matchState(doc: Y.Doc, view: MatchView): MatchState {
  if (view.result) return 'finished';
  const meta = readGameMeta(doc);
  // A rematch waits for the last game's loser to pick who starts. Hands still to draw do not hold
  // the match back: at a local table the other seat's hand is drawn when its player sits down.
  return meta?.setupId === view.record.id && meta.firstPlayer === null && view.record.chooser !== null ? 'setup' : 'playing';
}

// ---- writes: each in the caller's transaction ------------------------------------------------

export interface NewMatch {
  id: string;
  game: GameId;
  bestOf: BestOf;
  /** The series it continues (a rematch or the next game of a best-of), else a new one. */
  continues?: { series: string; number: number } | null;
  chooser?: Seat | null;
  decks: Partial<Record<Seat, DeckList>>;
  clock?: ClockConfig;
}

/** Marks the current match abandoned when it has no result (a new game is laid over it). */
export function abandonCurrentMatch(doc: Y.Doc, by: Seat | 'system', now = Date.now()): boolean {
  const previous = readCurrentMatch(doc);
  if (!previous || previous.result) return false;
  matchesOf(doc).set(keyOf.abandoned(previous.record.id), { by, t: logTime(now) });
  return true;
}

/** Writes a new match record (call abandonCurrentMatch first, while the old game is still current). */
export function writeNewMatch(doc: Y.Doc, match: NewMatch, now = Date.now()): MatchRecord {
  const map = matchesOf(doc);
  const record: MatchRecord = matchRecordSchema.parse({
    id: match.id, game: match.game, bestOf: match.bestOf,
    series: match.continues?.series ?? match.id, number: match.continues?.number ?? 1,
    chooser: match.chooser ?? null, createdAt: logTime(now),
    ...(match.clock && match.clock.kind !== 'off' ? { clock: match.clock } : {}),
  });
  map.set(keyOf.record(match.id), record);
  for (const seat of SEATS) {
    const deck = match.decks[seat];
    if (deck) writeMatchDeck(doc, match.id, seat, deck);
  }
  return record;
}

export function writeMatchDeck(doc: Y.Doc, match: string, seat: Seat, deck: DeckList): void {
  const parsed = matchDeckSchema.safeParse(deck);
  if (parsed.success) matchesOf(doc).set(keyOf.deck(match, seat), parsed.data);
}

/**
 * The deck a seat brings to the next game of the series (Multiverse's side-deck swap between
 * games); written by that seat's browser after the match ends, read when the rematch is laid out.
 */
export function writeNextDeck(doc: Y.Doc, match: string, seat: Seat, deck: DeckList): void {
  const parsed = matchDeckSchema.safeParse(deck);
  if (parsed.success) matchesOf(doc).set(keyOf.next(match, seat), parsed.data);
}

export function readNextDeck(doc: Y.Doc, match: string, seat: Seat): DeckList | null {
  const parsed = matchDeckSchema.safeParse(matchesOf(doc).get(keyOf.next(match, seat)));
  return parsed.success ? parsed.data : null;
}

export function writeClaim(doc: Y.Doc, match: string, seat: Seat, claim: Omit<ResultClaim, 't'>, now = Date.now()): void {
  matchesOf(doc).set(keyOf.claim(match, seat), claimSchema.parse({ ...claim, t: logTime(now) }));
}

export function withdrawClaim(doc: Y.Doc, match: string, seat: Seat): void {
  matchesOf(doc).delete(keyOf.claim(match, seat));
}
