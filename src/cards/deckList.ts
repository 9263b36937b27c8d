// Deck lists as plain text, one "count number" line per card and "[section]" headers:
//
//   # name: 速攻ブルー
//   [main]
//   3 NF-012   # 蒼き斥候
//   NF-020 x2
//
// Lines before any header go to the card's default section (the game's sectionOf).
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

type ParsedLine = { number: string; count: number } | { problem: Localized };

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

/** Reads "3 NF-012", "3x NF-012", "3 x NF-012", "NF-012 x3", "NF-012 × 3" or a lone "NF-012" (one copy). */
function readCardLine(line: string): ParsedLine {
  const tokens = line.split(/\s+/);
  const unreadable: Localized = { ja: 'この行を読めません（「3 NF-012」のように 枚数 カード番号 と書きます）', en: 'cannot read this line (write it as "3 NF-012": count, space, card number)' };
  const pair = (count: string, number: string): ParsedLine => {
    const n = readCount(count);
    return typeof n === 'number' ? { number, count: n } : { problem: n };
  };
  const [a = '', b = '', c = ''] = tokens;
  if (tokens.length === 1) return LOOKS_LIKE_COUNT.test(a) ? { problem: { ja: 'カード番号がありません', en: 'the card number is missing' } } : { number: a, count: 1 };
  if (tokens.length === 2) {
    if (LOOKS_LIKE_COUNT.test(a)) return pair(a, b);
    if (LOOKS_LIKE_COUNT.test(b) && /^[x×]/i.test(b)) return pair(b, a);
    return { problem: unreadable };
  }
  if (tokens.length === 3 && TIMES.test(b)) {
    if (LOOKS_LIKE_COUNT.test(a)) return pair(a, c);
    if (LOOKS_LIKE_COUNT.test(c)) return pair(c, a);
  }
  return { problem: unreadable };
}

function sectionKey(s: string): string {
  return s.normalize('NFKC').trim().toLowerCase();
}

/** Reads a deck list for the game. Every unreadable line, bad count, unknown card or section is reported with its line. */
export function parseDeckList<Card extends GameCardBase>(
  text: string,
  game: GameCards<Card>,
  resolveNumber: NumberResolver<Card>,
  options: { name?: string } = {},
): DeckTextResult {
  const sectionIds = new Map<string, string>();
  for (const section of game.sections) {
    for (const alias of [section.id, section.name.ja, section.name.en]) sectionIds.set(sectionKey(alias), section.id);
  }
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
    const line = (hash < 0 ? full : full.slice(0, hash)).trim();
    if (line === '') return;

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
    const resolved = resolveNumber(parsed.number);
    if (resolved === undefined) {
      problems.push(problem({ ja: `カード番号 ${parsed.number} のカードが見つかりません`, en: `no loaded card has the number ${parsed.number}` }, { line: lineNumber, card: parsed.number }));
      return;
    }
    if (current === null) return; // already reported: the section is unknown
    const section = current ?? game.sectionOf(resolved.card);
    const entries = (sections[section] ??= []);
    const same = entries.find((e) => e.ref === resolved.ref);
    if (same) same.count += parsed.count;
    else entries.push({ ref: resolved.ref, count: parsed.count });
  });

  return { ok: problems.length === 0, deck: { game: game.game, name: name ?? '', sections }, problems };
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
