// The CSV layout of a Chrono Card set and the conversion of one row into a card object. The reader
// never throws: a cell it cannot read is passed on as the raw string so the schema names the field.
import type { CsvColumn } from '../game';
import { KEYWORD_LABELS, KIND_LABELS, TIMING_LABELS } from './labels';
import { CARD_KINDS, EVENT_TIMINGS, KEYWORDS } from './schema';

type CellKind = 'text' | 'integer' | 'kind' | 'timings' | 'boolean' | 'keywords';

interface ChronoColumn extends CsvColumn {
  /** Field of the card object this column fills. */
  field: string;
  cell: CellKind;
}

const column = (
  name: string,
  field: string,
  cell: CellKind,
  required: boolean,
  ja: string,
  en: string,
  example: string,
): ChronoColumn => ({ name, field, cell, required, description: { ja, en }, example });

export const csvColumns: readonly ChronoColumn[] = [
  column('number', 'number', 'text', true, 'カード番号(CC-で始まる、セット内で一意)', 'Card number (starts with CC-, unique in the set)', 'CC-006'),
  column('name', 'name', 'text', true, 'カード名(日本語)', 'Card name (Japanese)', '炎術科の先輩 アカネ'),
  column('name_en', 'nameEn', 'text', false, 'カード名の英語訳', 'English gloss of the name', 'Akane, Senior of the Flame Course'),
  column('kind', 'kind', 'kind', true, '種類: キャラクター/ヒロイン/アイテム/BG/BGM/イベント', 'Kind: character/heroine/item/bg/bgm/event (Japanese accepted)', 'キャラクター'),
  column('character_name', 'characterName', 'text', false, 'キャラクター名(同名制限の単位。空欄ならカード名)。キャラクター・ヒロインのみ', 'Character name for the one-per-name rule (empty = card name); characters and heroines only', 'アカネ'),
  column('cost', 'cost', 'integer', false, 'コスト(EPで支払う)。ヒロイン以外は必須', 'Cost, paid in EP; required except for heroines', '3'),
  column('ep', 'ep', 'integer', false, 'EP: Checkしたときに発生する値。キャラクター・ヒロイン・BGは必須', 'EP produced when checked; required for characters, heroines and BGs', '1'),
  column('ap', 'ap', 'integer', false, 'AP(攻撃力)。キャラクター・ヒロインは必須', 'AP (attack); required for characters and heroines', '4'),
  column('dp', 'dp', 'integer', false, 'DP(防御力)。キャラクター・ヒロインは必須', 'DP (defence); required for characters and heroines', '2'),
  column('performance', 'performance', 'integer', false, '演奏トークンの数。BGMは必須', 'Performance tokens the BGM enters with; required for BGMs', '3'),
  column('timing', 'timing', 'timings', false, 'イベントの使用フェイズ(;区切り): ドロー/メイン/チャーム。イベントは必須', 'Phases an event may be used in, ";"-separated: draw/main/charm; required for events', 'メイン;チャーム'),
  column('interrupt', 'interrupt', 'boolean', false, '相手の処理に割り込めるイベントなら「有」', '"yes" when the event may interrupt the opponent', '有'),
  column('keywords', 'keywords', 'keywords', false, 'キーワード(;区切り): 貫通 / 支援(X) / A.Skill(X)', 'Keywords, ";"-separated: 貫通 (pierce) / 支援(X) (support) / A.Skill(X)', '貫通;支援(2)'),
  column('limit', 'limit', 'integer', false, 'Limit: デッキに入れられる枚数(3枚以外のとき)', 'Limit: copies allowed per deck, when other than 3', '1'),
  column('text', 'text', 'text', false, 'テキスト(日本語)', 'Rules text (Japanese)', 'このキャラクターが攻撃するとき、AP+1する。'),
  column('text_en', 'textEn', 'text', false, 'テキストの英語訳', 'English gloss of the text', 'When this character attacks, it gets +1 AP.'),
  column('flavor', 'flavor', 'text', false, 'フレーバーテキスト', 'Flavour text', '炎は心の温度。'),
  column('flavor_en', 'flavorEn', 'text', false, 'フレーバーテキストの英語訳', 'English gloss of the flavour text', 'Fire is the temperature of the heart.'),
];

/** Full-width digits, letters and brackets become ASCII so "３" and "（２）" read as 3 and (2). */
const normalise = (cell: string): string => cell.normalize('NFKC').trim();

const splitList = (cell: string): string[] =>
  normalise(cell)
    .split(';')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);

function readInteger(cell: string): number | string {
  const value = normalise(cell);
  return /^[+-]?\d{1,6}$/.test(value) ? Number(value) : cell;
}

function aliasTable<Id extends string>(ids: readonly Id[], labels: Record<Id, { ja: string; en: string }>): Map<string, Id> {
  const table = new Map<string, Id>();
  for (const id of ids) {
    table.set(id.toLowerCase(), id);
    table.set(labels[id].ja.toLowerCase(), id);
    table.set(labels[id].en.toLowerCase(), id);
  }
  return table;
}

const kindAliases = aliasTable(CARD_KINDS, KIND_LABELS);
const timingAliases = aliasTable(EVENT_TIMINGS, TIMING_LABELS);
const keywordAliases = aliasTable(KEYWORDS, KEYWORD_LABELS);
keywordAliases.set('askill', 'A.Skill');
keywordAliases.set('a skill', 'A.Skill');

const TRUE_WORDS = new Set(['有', 'あり', '○', '◯', 'yes', 'y', 'true', '1']);
const FALSE_WORDS = new Set(['無', 'なし', '×', '-', 'no', 'n', 'false', '0']);

function readBoolean(cell: string): boolean | string {
  const word = normalise(cell).toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return cell;
}

/** "支援(2)" → { keyword: '支援', value: 2 }; an unknown keyword stays a string. */
function readKeyword(item: string): unknown {
  const match = /^(.+?)\s*(?:\(\s*([+-]?\d{1,6})\s*\))?$/.exec(item);
  const keyword = match?.[1] ? keywordAliases.get(match[1].toLowerCase()) : undefined;
  if (!match || !keyword) return item;
  const value = match[2];
  // A number on a keyword that takes none is kept too, so the schema points at it.
  return value === undefined ? { keyword } : { keyword, value: Number(value) };
}

function readCell(cell: string, kind: CellKind): unknown {
  switch (kind) {
    case 'text':
      return cell;
    case 'integer':
      return readInteger(cell);
    case 'kind':
      return kindAliases.get(normalise(cell).toLowerCase()) ?? cell;
    case 'timings':
      return splitList(cell).map((item) => timingAliases.get(item.toLowerCase()) ?? item);
    case 'boolean':
      return readBoolean(cell);
    case 'keywords':
      return splitList(cell).map(readKeyword);
  }
}

/** One CSV row (header → cell) as an object for chronoCardSchema; empty cells are left out. */
export function fromCsvRow(row: Readonly<Record<string, string>>): Record<string, unknown> {
  const card: Record<string, unknown> = {};
  for (const col of csvColumns) {
    const raw = row[col.name];
    const cell = typeof raw === 'string' ? raw.trim() : '';
    if (cell !== '') card[col.field] = readCell(cell, col.cell);
  }
  return card;
}
