// The CSV layout of a NoFuture card set and the conversion of one row into a card object.
// Conversion never throws: a cell it cannot read is passed on as written, so the schema reports
// it at that field's path.
import type { CsvColumn } from '../game';
import { parseEffect, stripEffectMark } from './effects';
import { parseEnergy } from './energy';
import { parseKeyword } from './keywords';
import { parseModifier } from './stats';

const column = (name: string, required: boolean, ja: string, en: string, example: string): CsvColumn => ({
  name, required, description: { ja, en }, example,
});

/** Separator of list cells (keywords, effects). */
export const LIST_SEPARATOR = ';';

export const csvColumns: readonly CsvColumn[] = [
  column('number', true, 'カードナンバー(NF-で始まる)', 'Card number, starting with NF-', 'NF-001'),
  column('name', true, '名称', 'Name (Japanese)', '星見ヒカリ'),
  column('name_en', false, '名称の英語訳', 'English name', 'Hikari Hoshimi'),
  column('kind', true, '種類: character(キャラクター) / set(セット) / action(アクション)', 'Kind: character, set or action', 'character'),
  column('color', true, 'カラー: blue(青) / red(赤)', 'Color: blue or red', 'blue'),
  column('cost', true, 'コスト: 色エナジー(青・赤)の後に無色の数。例 青青1、0', 'Cost: colored pips (青/B, 赤/R) then the colorless number, e.g. 青青1 or BB1; 0 when free', '青1'),
  column('version', true, 'バージョン(第〇弾の数字)', 'Version (release number)', '1'),
  column('attribute', false, '属性(キャラクターは必須)', 'Attribute (required for characters)', '魔法少女'),
  column('fight', false, '格闘力(キャラクターは必須)', 'Fight (required for characters)', '2'),
  column('shoot', false, '射撃力(キャラクターは必須)', 'Shoot (required for characters)', '2'),
  column('durability', false, '耐久力(キャラクターは必須、1以上)', 'Durability (required for characters, at least 1)', '3'),
  column('fight_bonus', false, '補正格闘力(セットカード、省略時±0)', 'Fight modifier (set cards; default ±0)', '+1'),
  column('shoot_bonus', false, '補正射撃力(セットカード、省略時±0)', 'Shoot modifier (set cards; default ±0)', '+2'),
  column('durability_bonus', false, '補正耐久力(セットカード、省略時±0)', 'Durability modifier (set cards; default ±0)', '±0'),
  column('keywords', false, 'キーワード(; 区切り)。例 飛行;シールド(2);換装【魔法少女】;追加コスト《赤1》:+1/±0/+1', 'Keywords separated by ;, e.g. 飛行;シールド(2)', '飛行;シールド(2)'),
  column('effects', false, '《》付きの効果(; 区切り)。《0》《↷》《Auto》《青1》', 'Effects, each after its mark 《0》, 《↷》, 《Auto》 or an energy cost like 《青1》; separated by ;', '《↷》カードを1枚引く。'),
  column('effects_en', false, '効果の英語訳(effects と同じ順に ; 区切り)', 'English effects, in the same order, separated by ;', 'Draw a card.'),
  column('text', false, 'その他のテキスト', 'Other rules text (Japanese)', '場に出た時、カードを1枚引く。'),
  column('text_en', false, 'テキストの英語訳', 'English rules text', 'When this enters play, draw a card.'),
  column('flavor', false, 'フレーバー(ゲームでは使わない)', 'Flavor text (not used in play)', '「星はまだ、消えてない！」'),
  column('flavor_en', false, 'フレーバーの英語訳', 'English flavor text', '“The stars haven’t gone out yet!”'),
  column('illustrator', false, 'イラストレーター', 'Illustrator', '札場アートチーム'),
];

const KIND_ALIASES: Readonly<Record<string, string>> = {
  character: 'character', キャラクター: 'character', キャラ: 'character',
  set: 'set', セット: 'set',
  action: 'action', アクション: 'action',
};
const COLOR_ALIASES: Readonly<Record<string, string>> = { blue: 'blue', 青: 'blue', red: 'red', 赤: 'red' };

/** A known alias, else the cell as written. */
function alias(cell: string, aliases: Readonly<Record<string, string>>): string {
  return aliases[cell.normalize('NFKC').trim().toLowerCase()] ?? cell;
}

/** Whole numbers ("3", "３"); "第2弾" also reads as 2 for the version. */
function integer(cell: string): number | string {
  const digits = /^(?:第)?\s*([+-]?\d+)\s*(?:弾)?$/u.exec(cell.normalize('NFKC').trim());
  return digits ? Number(digits[1]) : cell;
}

function modifier(cell: string): number | string {
  return parseModifier(cell) ?? cell;
}

function listItems(cell: string): string[] {
  return cell.split(LIST_SEPARATOR).map((item) => item.trim()).filter((item) => item !== '');
}

function effects(ja: string, en: string): unknown[] {
  const jaItems = listItems(ja);
  const enItems = listItems(en);
  return Array.from({ length: Math.max(jaItems.length, enItems.length) }, (_, index) => {
    const source = jaItems[index];
    const textEn = enItems[index] === undefined ? undefined : stripEffectMark(enItems[index]);
    if (source === undefined) return { textEn };
    const parsed = parseEffect(source);
    if (!parsed) return source;
    return textEn === undefined ? parsed : { ...parsed, textEn };
  });
}

/** Header → how a non-empty cell becomes a field. */
const FIELDS: Readonly<Record<string, [field: string, read: (cell: string) => unknown]>> = {
  number: ['number', (cell) => cell],
  name: ['name', (cell) => cell],
  name_en: ['nameEn', (cell) => cell],
  kind: ['kind', (cell) => alias(cell, KIND_ALIASES)],
  color: ['color', (cell) => alias(cell, COLOR_ALIASES)],
  cost: ['cost', (cell) => parseEnergy(cell) ?? cell],
  version: ['version', integer],
  attribute: ['attribute', (cell) => cell],
  fight: ['fight', integer],
  shoot: ['shoot', integer],
  durability: ['durability', integer],
  fight_bonus: ['fightBonus', modifier],
  shoot_bonus: ['shootBonus', modifier],
  durability_bonus: ['durabilityBonus', modifier],
  keywords: ['keywords', (cell) => listItems(cell).map((item) => parseKeyword(item) ?? item)],
  text: ['text', (cell) => cell],
  text_en: ['textEn', (cell) => cell],
  flavor: ['flavor', (cell) => cell],
  flavor_en: ['flavorEn', (cell) => cell],
  illustrator: ['illustrator', (cell) => cell],
};

/** Turns one row (header → trimmed cell) into the object the card schema validates. */
export function fromCsvRow(row: Readonly<Record<string, string>>): Record<string, unknown> {
  const card: Record<string, unknown> = {};
  for (const [header, [field, read]] of Object.entries(FIELDS)) {
    const cell = row[header]?.trim() ?? '';
    if (cell !== '') card[field] = read(cell);
  }
  const effectsJa = row.effects?.trim() ?? '';
  const effectsEn = row.effects_en?.trim() ?? '';
  if (effectsJa !== '' || effectsEn !== '') card.effects = effects(effectsJa, effectsEn);
  return card;
}
