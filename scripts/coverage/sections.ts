// The sections of a rule text (../shared/rules/*.ja.txt): its headings, each with the labels of the
// items under it, and whether it counts for coverage (it has text of its own and is not about the
// product). The four texts are shaped differently, so each has a small shape; the parser is shared.

export type GameId = 'nofuture' | 'multiverse' | 'chrono' | 'falldown';

export interface Section {
  /** How a scenario names it: the number where the text numbers it (FD "7-2", NF "4.2"), else its title. */
  id: string;
  title: string;
  /** The id of the enclosing heading, if any. */
  parent?: string;
  /** Labels of the items under it ("ライブラリアウト", "アップフェイズ"): citing one counts for the section. */
  items: string[];
  /** False for a heading with no text of its own (only sub-headings) or with text about the product only. */
  counted: boolean;
}

export interface SectionFile {
  game: GameId;
  /** The rule text it was read from, under shared/rules/. */
  source: string;
  /** The prefix ruling ids and citations of this game carry ("CC"). */
  prefix: string;
  sections: Section[];
}

interface HeadingRule {
  level: number;
  /** The title is group 1 (or, with a number, group 2 and the number group 1). */
  pattern: RegExp;
  numbered?: boolean;
}

export interface TextShape {
  game: GameId;
  source: string;
  prefix: string;
  headings: HeadingRule[];
  /** Item labels inside a section's text (group 1). */
  items: RegExp[];
  /** Number headings of level 1 and 2 by their order ("4.2") where the text does not number them. */
  numberByOrder?: boolean;
  /** Lines before this one are the title and the table of contents. */
  bodyStartsAt?: RegExp;
  /** Titles of sections about the product, the story or the card list: shown, never counted. */
  informative: string[];
}

const exact = (titles: readonly string[]): RegExp => new RegExp(`^(${titles.map(escape).join('|')})$`);
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export const SHAPES: Record<GameId, TextShape> = {
  nofuture: {
    game: 'nofuture', source: 'nofuture.ja.txt', prefix: 'NF',
    headings: [
      { level: 1, pattern: exact(['基本情報', 'ゲームの準備', 'ゲームの流れ', '細かいルール', 'カードの特殊効果', 'カードリスト', 'エラッタ']) },
      { level: 2, pattern: /^◇(.+)$/ },
    ],
    items: [/^◆(.+)$/, /^・(.+?)(?:\s|$)/, /^〇(.+?)\s/],
    numberByOrder: true,
    bodyStartsAt: /^基本情報$/,
    informative: ['カードリスト', '第１弾', '第２弾', '第３弾', '第４弾', 'エラッタ'],
  },
  chrono: {
    game: 'chrono', source: 'chrono-card.ja.txt', prefix: 'CC',
    headings: [
      {
        level: 1,
        pattern: exact([
          'ゲーム概要', '基本構成', '勝利条件', '事前準備', 'ゲーム開始時基本設定', 'その他構成', 'ゲームの流れ', '開始準備',
          '全体の基本進行', '1ゲーム終了時の処理', 'ルール細則', '基本ルール細則', 'カード構成', '場の構成', '商品情報',
        ]),
      },
      // "● X： value" and "○ X： value" are items, not headings.
      { level: 2, pattern: /^● ([^：:]+)$/ },
      { level: 3, pattern: /^[○※] ([^：:]+)$/ },
    ],
    items: [/^\s*• (.+?)[：:]/, /^[●○] (.+?)[：:]/],
    bodyStartsAt: /^ゲーム概要$/,
    informative: ['ゲームタイプ', '原作', '世界設定', '本ゲームについて', '1ゲーム終了時の処理', '商品情報', 'メーカー', '発売開始', 'ラインナップ'],
  },
  multiverse: {
    game: 'multiverse', source: 'multiverse-fighters.ja.txt', prefix: 'MF',
    headings: [
      { level: 1, pattern: exact(['名前', '勝利条件', 'テーマ', 'カードの種類', '用意する物', 'ゲームの準備', 'ターンの流れ', 'ゲームエリア', '図解', 'その他ルール']) },
      { level: 2, pattern: /^(ファイターカード|アシストカード)$/ },
      { level: 2, pattern: /^(サポートカード|カウンターカード)…/ },
      { level: 2, pattern: /^(メインファイターカード|アシストデッキ|サイドカード|サイコロ|紙と鉛筆)(?:\s|$)/ },
      { level: 2, pattern: /^（追）(アシストコスト)$/ },
      { level: 2, pattern: /^• (\S+フェイズ)$/ },
      { level: 2, pattern: /^[１-９]、(デッキ|手札|フィールド|控え室|使用済|アシストエリア|コストエリア)$/ },
    ],
    items: [/^(.+?)…/, /^[■▲●](.+?)\s/],
    bodyStartsAt: /^名前$/,
    informative: ['名前', 'テーマ', '図解'],
  },
  falldown: {
    game: 'falldown', source: 'falldown.ja.txt', prefix: 'FD',
    headings: [
      { level: 1, pattern: /^(\d+)\. (.+)$/, numbered: true },
      { level: 2, pattern: /^(\d+-\d+)\. (.+)$/, numbered: true },
      // The system cards after section 15: each card's text is a rule of its own.
      { level: 1, pattern: /^【(.+)】$/ },
    ],
    items: [/^・(.+?)[:：]/],
    // The table of contents lists "1. はじめに" first; the text proper starts at its second appearance.
    bodyStartsAt: /^1\. はじめに$/,
    informative: ['はじめに'],
  },
};

/** Width, spaces, a leading bullet and the trailing （…）/について do not tell two names apart. */
export function normalizeTitle(text: string): string {
  return text.normalize('NFKC').replace(/^[•・◇◆●○〇※■▲]\s*/, '').replace(/\s+/g, ' ').trim().replace(/\s*\([^()]*\)$/, '').replace(/について$/, '').trim();
}

interface Heading {
  line: number;
  level: number;
  number?: string;
  title: string;
}

function headingOf(line: string, shape: TextShape, index: number): Heading | null {
  for (const rule of shape.headings) {
    const match = rule.pattern.exec(line);
    if (!match) continue;
    if (rule.numbered) return { line: index, level: rule.level, number: match[1] ?? '', title: (match[2] ?? '').trim() };
    return { line: index, level: rule.level, title: (match[1] ?? '').trim() };
  }
  return null;
}

/** Where the text proper starts: the last line matching bodyStartsAt (after a table of contents that lists it too). */
function bodyStart(lines: readonly string[], shape: TextShape): number {
  let at = 0;
  lines.forEach((line, i) => {
    if (shape.bodyStartsAt?.test(line)) at = i;
  });
  return at;
}

function numberedFalldownTop(heading: Heading, lastTop: number): boolean {
  // "1. 開始宣言: …" inside section 6 is a step, not a section: top numbers only ever go up by one.
  return heading.number === undefined || heading.level !== 1 || Number(heading.number) === lastTop + 1;
}

/** Reads the sections of one rule text. */
export function parseSections(text: string, shape: TextShape): SectionFile {
  const lines = text.split(/\r?\n/).map((line) => line.replace(/\s+$/, ''));
  const start = bodyStart(lines, shape);
  const informative = new Set(shape.informative.map(normalizeTitle));
  const sections: Section[] = [];
  const aboutProduct = new Set<Section>();
  const open: (Section | undefined)[] = [];
  const counts: number[] = [];
  let lastTop = 0;
  let current: Section | undefined;

  for (let i = start; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (line.trim() === '') continue;
    const heading = headingOf(line, shape, i);
    if (heading && numberedFalldownTop(heading, lastTop)) {
      if (heading.level === 1 && heading.number !== undefined) lastTop = Number(heading.number);
      counts[heading.level - 1] = (counts[heading.level - 1] ?? 0) + 1;
      counts.length = heading.level;
      const number = heading.number ?? (shape.numberByOrder ? counts.join('.') : undefined);
      const parent = open.slice(0, heading.level - 1).reverse().find((s) => s !== undefined);
      const title = normalizeTitle(heading.title);
      const section: Section = {
        id: number ?? title, title: heading.title, ...(parent ? { parent: parent.id } : {}), items: [],
        // Counted once it has text of its own (below), unless it is about the product.
        counted: false,
      };
      if (informative.has(title)) aboutProduct.add(section);
      open[heading.level - 1] = section;
      open.length = heading.level;
      sections.push(section);
      current = section;
      continue;
    }
    if (!current) continue;
    if (!aboutProduct.has(current)) current.counted = true;
    for (const pattern of shape.items) {
      const label = pattern.exec(line)?.[1];
      if (label !== undefined && !current.items.includes(normalizeTitle(label))) current.items.push(normalizeTitle(label));
    }
  }
  return { game: shape.game, source: shape.source, prefix: shape.prefix, sections };
}

const SEPARATORS = ['・', ' ', '(', '.', '-', ':'];

/**
 * Every name a scenario may give the section by: first its own (id, title, parent・title), then
 * those of its items ("ライブラリアウト", "事前準備・デッキ枚数"), which yield to a section's own name.
 */
function keysOf(section: Section, byId: ReadonlyMap<string, Section>): { own: string[]; items: string[] } {
  const title = normalizeTitle(section.title);
  const parent = section.parent === undefined ? undefined : byId.get(section.parent);
  const parentTitle = parent ? normalizeTitle(parent.title) : undefined;
  const own = [section.id, title];
  const items = [...section.items, ...section.items.map((item) => `${title}・${item}`)];
  if (parent && parentTitle !== undefined) {
    own.push(`${parentTitle}・${title}`, `${parent.id}・${title}`);
    items.push(...section.items.map((item) => `${parentTitle}・${item}`));
  }
  const clean = (keys: string[]) => keys.map((key) => key.normalize('NFKC')).filter((key) => key !== '');
  return { own: clean(own), items: clean(items) };
}

/**
 * The section a citation names ("NF 4.2", "7-3", "事前準備・デッキ枚数", "CC ヒロインカード"): the
 * section one of whose names equals it (its own names before its items'), or else the one whose
 * longest name it starts with, then a separator ("その他ルール・同名カード"). Null when it names
 * nothing of this text, or is another game's.
 */
export function sectionFor(citation: string, file: SectionFile): Section | null {
  let text = citation.normalize('NFKC').trim();
  const prefix = /^(NF|MF|CC|FD)(?:\s+|$)/.exec(text);
  if (prefix) {
    if (prefix[1] !== file.prefix) return null;
    text = text.slice(prefix[0].length);
  }
  text = normalizeTitle(text);
  if (text === '') return null;
  const byId = new Map(file.sections.map((s) => [s.id, s]));
  const keyed = file.sections.map((section) => ({ section, ...keysOf(section, byId) }));
  const exactOwn = keyed.find((k) => k.own.includes(text));
  if (exactOwn) return exactOwn.section;
  const exactItem = keyed.find((k) => k.items.includes(text));
  if (exactItem) return exactItem.section;
  let best: { section: Section; length: number } | null = null;
  for (const { section, own, items } of keyed) {
    for (const key of [...own, ...items]) {
      const longer = text.startsWith(key) && SEPARATORS.includes(text.charAt(key.length));
      if (longer && (!best || key.length > best.length)) best = { section, length: key.length };
    }
  }
  return best?.section ?? null;
}

/** The ruling ids of RULINGS.md by game prefix, in order ("NF-R1" … ), each once. */
export function rulingIds(rulings: string): Map<string, string[]> {
  const byPrefix = new Map<string, string[]>();
  for (const match of rulings.matchAll(/\b(NF|MF|CC|FD)-R(\d+)\b/g)) {
    const list = byPrefix.get(match[1] ?? '') ?? [];
    if (!list.includes(match[0])) list.push(match[0]);
    byPrefix.set(match[1] ?? '', list);
  }
  for (const list of byPrefix.values()) list.sort((a, b) => Number(a.split('-R')[1]) - Number(b.split('-R')[1]));
  return byPrefix;
}

export const RULING_ID = /^(NF|MF|CC|FD)-R\d+$/;
