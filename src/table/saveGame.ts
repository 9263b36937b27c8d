// The game part of a save file: the game meta, the current match's records and its rules events.
// The table layer does not know their shapes (the rules layer does, and re-validates them when it
// reads): here they are plain JSON records, bounded in depth and size, under known keys.
import * as Y from 'yjs';
import { z } from 'zod/mini';
import { metaOf } from './doc';
import { MATCH_KEYS, META_KEYS, ROOT } from './layout';
import { SEATS } from './schema';

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type JsonRecord = { [key: string]: Json };

const MAX_DEPTH = 12;
/** A match deck of many sections is the largest record (some kilobytes). */
export const MAX_RECORD_CHARS = 64_000;
export const MAX_EVENT_CHARS = 8_000;
export const MAX_EVENTS = 20_000;

const matchId = z.string().check(z.minLength(1), z.maxLength(64));

/** Why a value is not a plain, bounded JSON record (null when it is one). */
export function recordProblem(value: unknown, maxChars: number): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'not a record';
  const problem = jsonProblem(value, 0);
  if (problem) return problem;
  return JSON.stringify(value).length > maxChars ? `longer than ${maxChars} characters` : null;
}

function jsonProblem(value: unknown, depth: number): string | null {
  if (depth > MAX_DEPTH) return `nested deeper than ${MAX_DEPTH}`;
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : 'not a finite number';
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = jsonProblem(item, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const item of Object.values(value)) {
      const problem = jsonProblem(item, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  return 'not JSON';
}

/** The game part's outline; its records are checked one by one by savedGameProblems. */
export const savedGameSchema = z.object({
  /** The current match's id: the game meta's setupId. */
  match: matchId,
  meta: z.record(z.string().check(z.maxLength(80)), z.unknown()),
  matches: z.record(z.string().check(z.maxLength(160)), z.unknown()),
  rules: z.array(z.unknown()).check(z.maxLength(MAX_EVENTS)),
});

export interface SavedGame {
  match: string;
  meta: Record<string, JsonRecord>;
  matches: Record<string, JsonRecord>;
  rules: JsonRecord[];
}

/** The meta keys a save carries: the game and each seat's record of it. */
export function gameMetaKeys(): string[] {
  return [META_KEYS.game, ...SEATS.map((seat) => META_KEYS.seatSetup(seat))];
}

/**
 * The keys of one match in the `matches` map that a save carries: the record, each seat's deck and
 * claim, the abandon mark. (Clocks, next decks and rewinds stay behind: a loaded game starts fresh.)
 */
export function matchKeys(match: string): string[] {
  return [
    MATCH_KEYS.record(match),
    ...SEATS.flatMap((seat) => [MATCH_KEYS.deck(match, seat), MATCH_KEYS.claim(match, seat)]),
    MATCH_KEYS.abandoned(match),
  ];
}

/**
 * Checks every record of a game part: plain bounded JSON, under a key it may hold, of the one
 * match it names. All problems are listed; the game is returned only when there are none.
 */
export function checkSavedGame(outline: z.infer<typeof savedGameSchema>): { game: SavedGame | null; problems: string[] } {
  const problems: string[] = [];
  const { match } = outline;
  const records = (where: string, entries: Record<string, unknown>, allowed: Set<string>, unknown: (key: string) => string) => {
    const out: Record<string, JsonRecord> = {};
    for (const [key, value] of Object.entries(entries)) {
      if (!allowed.has(key)) problems.push(`${where}: ${unknown(key)}`);
      const problem = recordProblem(value, MAX_RECORD_CHARS);
      if (problem) problems.push(`${where}.${key}: ${problem}`);
      else out[key] = value as JsonRecord;
    }
    return out;
  };
  const meta = records('game.meta', outline.meta, new Set(gameMetaKeys()), (key) => `unknown key ${JSON.stringify(key)}`);
  const matches = records('game.matches', outline.matches, new Set(matchKeys(match)), (key) => `${JSON.stringify(key)} is not a key of match ${match}`);
  const head = outline.meta[META_KEYS.game];
  if (head === undefined) problems.push(`game.meta: no ${META_KEYS.game} record`);
  else if (meta[META_KEYS.game] && meta[META_KEYS.game]?.['setupId'] !== match) problems.push(`game.meta.${META_KEYS.game}.setupId: is not the match id ${match}`);
  const rules: JsonRecord[] = [];
  outline.rules.forEach((event, index) => {
    const problem = recordProblem(event, MAX_EVENT_CHARS);
    if (problem) return void problems.push(`game.rules[${index}]: ${problem}`);
    if ((event as JsonRecord)['m'] !== match) problems.push(`game.rules[${index}].m: is not the match id ${match}`);
    rules.push(event as JsonRecord);
  });
  return problems.length > 0 ? { game: null, problems } : { game: { match, meta, matches, rules }, problems };
}

const plain = (value: unknown): unknown => (value instanceof Y.AbstractType ? value.toJSON() : value);

/** The table's current game, or null on a free table. Records that are not plain JSON are left out. */
export function readSavedGame(doc: Y.Doc): SavedGame | null {
  const meta = metaOf(doc);
  const head = plain(meta.get(META_KEYS.game));
  if (recordProblem(head, MAX_RECORD_CHARS)) return null;
  const match = matchId.safeParse((head as JsonRecord)['setupId']);
  if (!match.success) return null;
  const pick = (map: Y.Map<unknown>, keys: string[]) => {
    const out: Record<string, JsonRecord> = {};
    for (const key of keys) {
      const value = plain(map.get(key));
      if (value !== undefined && !recordProblem(value, MAX_RECORD_CHARS)) out[key] = value as JsonRecord;
    }
    return out;
  };
  const rules = doc.getArray<unknown>(ROOT.rules.name).toArray().map(plain)
    .filter((event): event is JsonRecord => !recordProblem(event, MAX_EVENT_CHARS) && (event as JsonRecord)['m'] === match.data)
    .slice(-MAX_EVENTS);
  return {
    match: match.data,
    meta: pick(meta, gameMetaKeys()),
    matches: pick(doc.getMap<unknown>(ROOT.matches.name), matchKeys(match.data)),
    rules,
  };
}

/**
 * Puts a saved game on the table (inside the caller's transaction), or clears the table's game
 * when the save has none. The loaded match's records and events replace any the doc holds for the
 * same match; other matches' records stay, as history.
 */
export function writeSavedGame(doc: Y.Doc, game: SavedGame | null): void {
  const meta = metaOf(doc);
  for (const key of gameMetaKeys()) meta.delete(key);
  const journalLength = doc.getArray<unknown>(ROOT.journal.name).length;
  for (const seat of SEATS) {
    // The deck journal is not saved: the loaded game's journal starts here.
    if (game) meta.set(META_KEYS.journalMark(seat), journalLength);
    else meta.delete(META_KEYS.journalMark(seat));
  }
  if (!game) return;
  for (const [key, value] of Object.entries(game.meta)) meta.set(key, value);
  const matches = doc.getMap<unknown>(ROOT.matches.name);
  for (const key of matchKeys(game.match)) matches.delete(key);
  for (const [key, value] of Object.entries(game.matches)) matches.set(key, value);
  const rules = doc.getArray<unknown>(ROOT.rules.name);
  const ofMatch = rules.toArray().map((raw) => {
    const event = plain(raw);
    return typeof event === 'object' && event !== null && (event as Record<string, unknown>)['m'] === game.match;
  });
  // From the end, one deletion per run of the match's events.
  for (let end = ofMatch.length; end > 0;) {
    if (!ofMatch[end - 1]) { end--; continue; }
    let start = end - 1;
    while (start > 0 && ofMatch[start - 1]) start--;
    rules.delete(start, end - start);
    end = start;
  }
  if (game.rules.length > 0) rules.push(game.rules);
}
