// Deck lists as plain text, one "count number" line per card and "[section]" headers:
//
//   # name: 速攻ブルー
//   [main]
//   3 NF-012   # 蒼き斥候
//   NF-020 x2
//
// Lines before any header go to the card's default section (the game's sectionOf).
// Cards may also be written by name, as Cockatrice and untap write them:
//
//   3 疾風のハヤテ
//   3x Hayate of the Gale
//   SB: 1 Hayate of the Gale     (Cockatrice: a sideboard line)
//   1 Hayate of the Gale (NF) 12 (a set code and number after the name are ignored)
//   // Sideboard                 (a comment naming a section starts it)
import { cardNumberKey } from './cardNumber';
import type { DeckEntry, DeckList, GameCardBase, GameCards, Localized } from './game';
import { problem, type ImportProblem } from './problems';

export const MAX_COPIES_PER_LINE = 99;

export interface ResolvedCard<Card> {
  /** "set:number". */
  ref: string;
  card: Card;
}

/** Finds a card of the game by the number written in the list (the caller searches its loaded sets). */
export type NumberResolver<Card> = (number: string) => ResolvedCard<Card> | undefined;

export interface DeckTextResult {
  /** False when any line had a problem; `deck` then holds the lines that could be read. */
  ok: boolean;
  deck: DeckList;
  problems: ImportProblem[];
}

const NAME_LINE = /^#\s*(?:name|デッキ名|名前)\s*:\s*(.*)$/i;
const SECTION_LINE = /^(?:\[(.+)\]|【(.+)】)$/;
const COUNT = /^[x×]?(\d+)[x×]?$/i;
const LOOKS_LIKE_COUNT = /^[x×]?[-+]?[\d.,]+[x×]?$/i;
const TIMES = /^[x×]$/i;

/** Writes the deck as text. `numberOf` gives a ref's card number; a ref it does not know is written whole. */
export function formatDeckList(
  deck: DeckList,
  numberOf: (ref: string) => string | undefined,
  options: { nameOf?: (ref: string) => string | undefined } = {},
): string {
  const lines: string[] = [];
  if (deck.name.trim() !== '') lines.push(`# name: ${deck.name.trim()}`);
  for (const [section, entries] of Object.entries(deck.sections)) {
    if (entries.length === 0) continue;
    lines.push(`[${section}]`);
    for (const entry of entries) {
      const name = options.nameOf?.(entry.ref);
      lines.push(`${entry.count} ${numberOf(entry.ref) ?? entry.ref}${name ? `  # ${name.replace(/[\r\n]+/g, ' ')}` : ''}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** `written`: the card as written, a number or a name (which may have spaces). */
type ParsedLine = { written: string; count: number } | { problem: Localized };

/** Finds a card by the name written in the list (see deckNames.ts). */
export interface NameResolver<Card> {
  resolve(written: string): ResolvedCard<Card> | undefined;
  suggest?(written: string): { name: string; entry: ResolvedCard<Card> } | undefined;
}

/** Words that name a sideboard in other tools' lists; they map to a section with the id "side". */
const SIDEBOARD_WORDS = new Set(['sideboard', 'side', 'sb', 'サイド', 'サイドボード', 'サイドデッキ']);
/** Words that name the main deck; they map to the game's first section. */
const MAIN_WORDS = new Set(['main', 'maindeck', 'main deck', 'deck', 'メイン', 'デッキ', 'メインデッキ']);
const SB_PREFIX = /^sb:\s*/i;
/** Arena/untap's "(SET) 123" or "[SET]" after a name, and a foil mark. */
const SET_SUFFIX = /\s*(?:\([^()]*\)(?:\s+\S+)?|\[[^\]]*\]|\*f\*)\s*$/i;

function badCount(written: string): Localized {
  return {
    ja: `枚数「${written}」が正しくありません（1〜${MAX_COPIES_PER_LINE}の整数にしてください）`,
    en: `bad count "${written}" (use a whole number from 1 to ${MAX_COPIES_PER_LINE})`,
  };
}

function readCount(written: string): number | Localized {
  const match = COUNT.exec(written);
  const count = match ? Number(match[1]) : NaN;
  return Number.isInteger(count) && count >= 1 && count <= MAX_COPIES_PER_LINE ? count : badCount(written);
}

/**
 * Reads "3 NF-012", "3x NF-012", "3 x NF-012", "NF-012 x3", "NF-012 × 3" or a lone "NF-012" (one
 * copy); a name in place of the number may have spaces ("3x Hayate of the Gale").
 */
function readCardLine(line: string): ParsedLine {
  const tokens = line.split(/\s+/);
  const pair = (count: string, written: string[]): ParsedLine => {
    const n = readCount(count);
    return typeof n === 'number' ? { written: written.join(' '), count: n } : { problem: n };
  };
  const first = tokens[0] ?? '';
  const last = tokens[tokens.length - 1] ?? '';
  if (tokens.length === 1) return LOOKS_LIKE_COUNT.test(first) ? { problem: { ja: 'カード番号がありません', en: 'the card number is missing' } } : { written: first, count: 1 };
  if (LOOKS_LIKE_COUNT.test(first)) {
    const rest = tokens.slice(1);
    return pair(first, rest.length > 1 && TIMES.test(rest[0] ?? '') ? rest.slice(1) : rest);
  }
  if (LOOKS_LIKE_COUNT.test(last) && /^[x×]/i.test(last)) return pair(last, tokens.slice(0, -1));
  if (tokens.length >= 3 && TIMES.test(tokens[tokens.length - 2] ?? '') && LOOKS_LIKE_COUNT.test(last)) return pair(last, tokens.slice(0, -2));
  return { written: line, count: 1 };
}

/** "// Sideboard", "// 15 Sideboard", "Sideboard:" or "Deck": the words of a section header in other tools' lists. */
function foreignHeader(line: string): string | undefined {
  const comment = /^\/\/\s*(?:\d+\s+)?(.*)$/.exec(line);
  const words = (comment ? comment[1] ?? '' : line).replace(/:$/, '').trim();
  return words === '' ? undefined : words;
}

function sectionKey(s: string): string {
  return s.normalize('NFKC').trim().toLowerCase();
}

/** Reads a deck list for the game. Every unreadable line, bad count, unknown card or section is reported with its line. */
export function parseDeckList<Card extends GameCardBase>(
  text: string,
  game: GameCards<Card>,
  resolveNumber: NumberResolver<Card>,
  options: { name?: string; byName?: NameResolver<Card> } = {},
): DeckTextResult {
  const sectionIds = new Map<string, string>();
  const side = game.sections.find((s) => s.id === 'side')?.id;
  const main = game.sections[0]?.id;
  for (const word of MAIN_WORDS) if (main !== undefined) sectionIds.set(sectionKey(word), main);
  for (const word of SIDEBOARD_WORDS) if (side !== undefined) sectionIds.set(sectionKey(word), side);
  for (const section of game.sections) {
    for (const alias of [section.id, section.name.ja, section.name.en]) sectionIds.set(sectionKey(alias), section.id);
  }
  const byName = options.byName;
  const resolve = (written: string): ResolvedCard<Card> | undefined => {
    const byNumber = /\s/.test(written) ? undefined : resolveNumber(written);
    if (byNumber !== undefined || byName === undefined) return byNumber;
    return byName.resolve(written) ?? byName.resolve(written.replace(SET_SUFFIX, ''));
  };
  const sections: Record<string, DeckEntry[]> = Object.fromEntries(game.sections.map((s) => [s.id, []]));
  const problems: ImportProblem[] = [];
  let name = options.name;
  /** undefined: no header yet (default sections); null: under an unknown header. */
  let current: string | null | undefined;

  text.split(/\r\n|\r|\n/).forEach((rawLine, index) => {
    const lineNumber = index + 1;
    const full = rawLine.normalize('NFKC').trim();
    const named = NAME_LINE.exec(full);
    if (named) {
      name ??= named[1]?.trim() ?? '';
      return;
    }
    const hash = full.indexOf('#');
    let line = (hash < 0 ? full : full.slice(0, hash)).trim();
    if (line === '') return;
    // Other tools' section lines: "// Sideboard" (a comment otherwise), a bare "Sideboard" or "Deck".
    const foreign = foreignHeader(line);
    const foreignId = foreign === undefined ? undefined : sectionIds.get(sectionKey(foreign));
    if (foreignId !== undefined && (line.startsWith('//') || resolve(line) === undefined)) {
      current = foreignId;
      return;
    }
    if (line.startsWith('//')) return;
    let sideboard = false;
    if (SB_PREFIX.test(line)) {
      sideboard = true;
      line = line.replace(SB_PREFIX, '');
    }

    const header = SECTION_LINE.exec(line);
    if (header) {
      const written = (header[1] ?? header[2] ?? '').trim();
      const id = sectionIds.get(sectionKey(written));
      current = id ?? null;
      if (id === undefined) {
        const known = game.sections.map((s) => s.id).join(', ');
        problems.push(problem({ ja: `セクション「${written}」はこのゲームにありません（使えるもの: ${known}）`, en: `unknown section "${written}" (this game has: ${known})` }, { line: lineNumber }));
      }
      return;
    }

    const parsed = readCardLine(line);
    if ('problem' in parsed) {
      problems.push(problem(parsed.problem, { line: lineNumber }));
      return;
    }
    const resolved = resolve(parsed.written);
    if (resolved === undefined) {
      problems.push(problem(notFound(parsed.written, byName), { line: lineNumber, card: parsed.written }));
      return;
    }
    if (sideboard && side === undefined) {
      problems.push(problem({ ja: 'このゲームにはサイドボードがありません（SB: の行はメインに入れました）', en: 'this game has no sideboard (the SB: line went into the deck)' }, { line: lineNumber, card: parsed.written }, 'warning'));
    }
    if (current === null && !sideboard) return; // already reported: the section is unknown
    const section = sideboard && side !== undefined ? side : (current ?? game.sectionOf(resolved.card));
    const entries = (sections[section] ??= []);
    const same = entries.find((e) => e.ref === resolved.ref);
    if (same) same.count += parsed.count;
    else entries.push({ ref: resolved.ref, count: parsed.count });
  });

  return { ok: problems.length === 0, deck: { game: game.game, name: name ?? '', sections }, problems };
}

function notFound<Card extends GameCardBase>(written: string, byName: NameResolver<Card> | undefined): Localized {
  const near = byName?.suggest?.(written);
  const hint: Localized = near
    ? { ja: `（「${near.name}」（${near.entry.card.number}）のことですか?）`, en: ` (did you mean "${near.name}" (${near.entry.card.number})?)` }
    : { ja: '', en: '' };
  if (byName === undefined && /\s/.test(written)) return { ja: 'この行を読めません（「3 NF-012」のように 枚数 カード番号 と書きます）', en: 'cannot read this line (write it as "3 NF-012": count, space, card number)' };
  if (byName === undefined || (!/\s/.test(written) && /\d/.test(written) && /^[\w.-]+$/.test(written) && !near)) {
    return { ja: `カード番号 ${written} のカードが見つかりません${hint.ja}`, en: `no loaded card has the number ${written}${hint.en}` };
  }
  if (near) return { ja: `「${written}」という番号・名前のカードが見つかりません${hint.ja}`, en: `no loaded card has the number or name "${written}"${hint.en}` };
  return { ja: `「${written}」という番号・名前のカードが見つかりません（「3 NF-012」や「3 カード名」のように書きます）`, en: `no loaded card has the number or name "${written}" (write lines as "3 NF-012" or "3 Card name")` };
}

/** A resolver over a list of cards with their refs, matching numbers the way people type them. */
export function resolverOf<Card extends GameCardBase>(entries: Iterable<ResolvedCard<Card>>): NumberResolver<Card> {
  const byNumber = new Map<string, ResolvedCard<Card>>();
  for (const entry of entries) {
    const key = cardNumberKey(entry.card.number);
    if (!byNumber.has(key)) byNumber.set(key, entry);
    byNumber.set(`ref:${entry.ref}`, entry);
  }
  return (number) => byNumber.get(`ref:${number.trim()}`) ?? byNumber.get(cardNumberKey(number));
}
