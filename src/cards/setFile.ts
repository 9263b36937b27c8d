// The game set file (JSON): one set of one game's cards, with optional card images. Parsing never
// throws and never half-imports: it gives the whole set, or every problem found.
import { z } from 'zod/mini';
import { cardNumberKey } from './cardNumber';
import { cardFaceSchema } from './face';
import type { GameCardBase, GameCards, GameId, Localized } from './game';
import { checkImageUrl } from './imageUrl';
import { parseJsonText, type JsonPath } from './jsonText';
import { describeIssue, formatPath, hasErrors, problem, type ImportProblem } from './problems';
import { textPositions } from './textPosition';

export const MAX_CARDS_PER_SET = 5000;

export const setIdSchema = z.string().check(z.regex(/^[a-z0-9-]{1,32}$/, 'use 1–32 lower-case letters, digits or -'));
export const setNameSchema = z.object({ ja: z.string().check(z.minLength(1), z.maxLength(80)), en: z.string().check(z.maxLength(80)) });

/** The set file as written: `cards` are checked by the game's own schema afterwards. */
const setFileSchema = z.object({
  id: setIdSchema,
  game: z.string(),
  name: setNameSchema,
  cards: z.array(z.unknown()).check(z.minLength(1), z.maxLength(MAX_CARDS_PER_SET)),
  images: z.optional(z.record(z.string(), z.string())),
});
const SET_FILE_KEYS = new Set(Object.keys(setFileSchema.shape));

/** A loaded set of one game's cards. */
export interface GameSet<Card extends GameCardBase = GameCardBase> {
  id: string;
  game: GameId;
  name: Localized;
  cards: Card[];
  /** Image URL by card number, for the cards that have one. */
  images: Record<string, string>;
}

export type SetImportResult<Card extends GameCardBase = GameCardBase> =
  | { ok: true; set: GameSet<Card>; warnings: ImportProblem[] }
  | { ok: false; problems: ImportProblem[] };

export interface CardIssue {
  path: readonly PropertyKey[];
  reason: Localized;
}

export type CardCheck<Card> = { ok: true; card: Card } | { ok: false; issues: CardIssue[] };

/** Validates one card with its game's schema, and makes sure the renderer can draw its face. */
export function checkCard<Card extends GameCardBase>(raw: unknown, game: GameCards<Card>): CardCheck<Card> {
  const parsed = game.cardSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, issues: parsed.error.issues.map((issue) => ({ path: issue.path, reason: describeIssue(issue, raw) })) };
  let face: unknown;
  try {
    face = game.face(parsed.data);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, issues: [{ path: [], reason: { ja: `カード面を作れません: ${message}`, en: `cannot build the card face: ${message}` } }] };
  }
  const drawn = cardFaceSchema.safeParse(face);
  if (!drawn.success) {
    return {
      ok: false,
      issues: drawn.error.issues.map((issue) => {
        const reason = describeIssue(issue, face);
        const where = formatPath(issue.path);
        return { path: [], reason: { ja: `カード面の ${where} が描けません: ${reason.ja}`, en: `the card face's ${where} cannot be drawn: ${reason.en}` } };
      }),
    };
  }
  return { ok: true, card: parsed.data };
}

/** How a card is named in problems: its number, or "#n" (1-based) when it has none. */
export function cardLabel(raw: unknown, index: number): string {
  const number = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>).number : undefined;
  return typeof number === 'string' && number.trim() !== '' ? number : `#${index + 1}`;
}

export function duplicateNumberReason(number: string, firstLine: number | undefined): Localized {
  return firstLine === undefined
    ? { ja: `カード番号 ${number} が重複しています`, en: `card number ${number} is used twice` }
    : { ja: `カード番号 ${number} は${firstLine}行目でも使われています`, en: `card number ${number} is already used on line ${firstLine}` };
}

export function unknownGameReason(game: string, games: readonly GameCards<GameCardBase>[]): Localized {
  const known = games.map((g) => g.game).join(', ');
  return { ja: `ゲーム「${game}」は読み込めません（使えるゲーム: ${known}）`, en: `unknown game "${game}" (known games: ${known})` };
}

function jsonPath(path: readonly PropertyKey[]): JsonPath {
  return path.filter((key): key is string | number => typeof key !== 'symbol');
}

/** Parses a game set file. `games` are the games this build can read. */
export function parseGameSetJson<Card extends GameCardBase>(text: string, games: readonly GameCards<Card>[]): SetImportResult<Card> {
  const json = parseJsonText(text);
  const positionOf = textPositions(text);
  if (!json.ok) {
    const { line, column } = positionOf(json.error.offset);
    return { ok: false, problems: [problem(json.error.reason, { line, character: column })] };
  }
  const lineOf = (path: JsonPath): number | undefined => {
    const offset = json.offsetOf(path);
    return offset === undefined ? undefined : positionOf(offset).line;
  };
  const problems: ImportProblem[] = [];
  const file = json.value;

  const envelope = setFileSchema.safeParse(file);
  if (!envelope.success) {
    for (const issue of envelope.error.issues) {
      // Card contents are the game schema's business; only the list itself is checked here.
      problems.push(problem(describeIssue(issue, file), { line: lineOf(jsonPath(issue.path)), path: formatPath(issue.path) }));
    }
  }
  if (file === null || typeof file !== 'object' || Array.isArray(file)) return { ok: false, problems };
  const fields = file as Record<string, unknown>;
  for (const key of Object.keys(fields)) {
    if (!SET_FILE_KEYS.has(key)) problems.push(problem({ ja: `不明な項目 ${key} は読み飛ばします`, en: `unknown field ${key} is ignored` }, { line: lineOf([key]), path: key }, 'warning'));
  }

  const game = games.find((g) => g.game === fields.game);
  if (typeof fields.game === 'string' && game === undefined) {
    problems.push(problem(unknownGameReason(fields.game, games), { line: lineOf(['game']), path: 'game' }));
  }

  const cards: Card[] = [];
  const lineByNumber = new Map<string, number | undefined>();
  const rawCards = Array.isArray(fields.cards) ? (fields.cards as unknown[]) : [];
  rawCards.forEach((raw, index) => {
    const label = cardLabel(raw, index);
    if (game !== undefined) {
      const checked = checkCard(raw, game);
      if (checked.ok) cards.push(checked.card);
      else {
        for (const issue of checked.issues) {
          problems.push(problem(issue.reason, { line: lineOf(['cards', index, ...jsonPath(issue.path)]), card: label, path: formatPath(issue.path) || undefined }));
        }
      }
    }
    const number = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>).number : undefined;
    if (typeof number !== 'string' || number.trim() === '') return;
    const key = cardNumberKey(number);
    const line = lineOf(['cards', index]);
    if (lineByNumber.has(key)) problems.push(problem(duplicateNumberReason(number, lineByNumber.get(key)), { line, card: label, path: 'number' }));
    else lineByNumber.set(key, line);
  });

  const images: Record<string, string> = {};
  const numberByKey = new Map(rawCards.map((raw, index) => [cardNumberKey(cardLabel(raw, index)), cardLabel(raw, index)]));
  const rawImages = fields.images !== null && typeof fields.images === 'object' ? (fields.images as Record<string, unknown>) : {};
  for (const [number, url] of Object.entries(rawImages)) {
    if (typeof url !== 'string') continue; // already reported by the file schema
    const place = { line: lineOf(['images', number]), card: number, path: `images.${number}` };
    const checked = checkImageUrl(url);
    const cardNumber = numberByKey.get(cardNumberKey(number));
    if (!checked.ok) problems.push(problem(checked.reason, place));
    else if (cardNumber === undefined) problems.push(problem({ ja: 'この番号のカードがないので画像は使いません', en: 'no card has this number; the image is ignored' }, place, 'warning'));
    else images[cardNumber] = checked.url;
  }

  for (const duplicate of json.duplicateKeys) {
    problems.push(problem({ ja: `項目 ${String(duplicate.path.at(-1))} が2回書かれています（後の値を使います）`, en: `field ${String(duplicate.path.at(-1))} is written twice (the last one counts)` }, { line: positionOf(duplicate.offset).line, path: formatPath(duplicate.path) }, 'warning'));
  }

  if (hasErrors(problems) || !envelope.success || game === undefined) return { ok: false, problems: sortByLine(problems) };
  const set: GameSet<Card> = { id: envelope.data.id, game: game.game, name: envelope.data.name, cards, images };
  return { ok: true, set, warnings: sortByLine(problems) };
}

/** Problems in file order; those without a line (whole-file problems) first. */
export function sortByLine(problems: ImportProblem[]): ImportProblem[] {
  return problems
    .map((p, i) => ({ p, i }))
    .sort((a, b) => (a.p.line ?? 0) - (b.p.line ?? 0) || a.i - b.i)
    .map(({ p }) => p);
}

/**
 * Glosses added after the first shared-set builds: written only when given, so a set shared with a
 * peer on an older build (whose Chrono schema refuses fields it does not know) still loads there.
 */
const LATER_GLOSSES = ['flavorEn', 'genderEn', 'affiliationEn', 'profileEn'] as const;

function withoutEmptyGlosses(card: GameCardBase): Record<string, unknown> {
  const kept: Record<string, unknown> = { ...card };
  for (const key of LATER_GLOSSES) if (kept[key] === '') delete kept[key];
  return kept;
}

/** Writes a set file with one card per line, so that problem line numbers stay meaningful. */
export function gameSetToJson(set: GameSet): string {
  const lines = [
    '{',
    `  "id": ${JSON.stringify(set.id)},`,
    `  "game": ${JSON.stringify(set.game)},`,
    `  "name": ${JSON.stringify(set.name)},`,
    '  "cards": [',
    set.cards.map((card) => `    ${JSON.stringify(withoutEmptyGlosses(card))}`).join(',\n'),
    Object.keys(set.images).length > 0 ? '  ],' : '  ]',
  ];
  if (Object.keys(set.images).length > 0) {
    lines.push('  "images": {', Object.entries(set.images).map(([n, url]) => `    ${JSON.stringify(n)}: ${JSON.stringify(url)}`).join(',\n'), '  }');
  }
  lines.push('}', '');
  return lines.join('\n');
}
