// The CSV layout of a Multiverse Fighters set: one row per card, fighters and assists in one file.
// Cells are strings; fromCsvRow turns them into the object cardSchema validates and never throws:
// a cell it cannot read is passed on as the raw string so that the schema reports that column.
import type { CsvColumn } from '../game';
import { parseKeyword } from './keywords';
import type { AbilityKind, AssistType, Attribute } from './labels';

export const csvColumns: readonly CsvColumn[] = [
  { name: 'number', required: true, example: 'MF-001', description: { ja: 'カード番号(セット内で一意)', en: 'Card number, unique in the set' } },
  { name: 'name', required: true, example: '焔拳のカグラ', description: { ja: 'カード名(日本語)', en: 'Card name (Japanese)' } },
  { name: 'name_en', required: false, example: 'Kagura of the Blazing Fist', description: { ja: 'カード名の英訳', en: 'English gloss of the name' } },
  { name: 'kind', required: true, example: 'fighter', description: { ja: '種類: fighter(ファイター) / assist(アシスト)', en: 'Card kind: fighter or assist' } },
  { name: 'cost', required: true, example: '2', description: { ja: 'コスト 1〜3', en: 'Cost, 1 to 3' } },
  { name: 'attribute', required: false, example: 'red', description: { ja: 'ファイターの属性: blue/yellow/black/red/white(青/黄/黒/赤/白も可)', en: 'Fighter attribute: blue, yellow, black, red or white (青黄黒赤白 accepted)' } },
  { name: 'hp', required: false, example: '90', description: { ja: 'ファイターの体力 60〜130(5単位)', en: 'Fighter HP, 60 to 130 in steps of 5' } },
  { name: 'attack', required: false, example: '70', description: { ja: 'ファイターの攻撃力 30〜100(5単位)', en: 'Fighter attack, 30 to 100 in steps of 5' } },
  { name: 'defense', required: false, example: '40', description: { ja: 'ファイターの防御力 30〜100(5単位)', en: 'Fighter defense, 30 to 100 in steps of 5' } },
  { name: 'evasion', required: false, example: '5;6', description: { ja: '回避できるサイコロの出目を;区切りで(なしは「-」)', en: 'Die faces that evade, separated by ; ("-" for none)' } },
  { name: 'ability_kind', required: false, example: '●', description: { ja: 'ファイターの能力の種類: ●(auto) / ▲(main) / ■(condition)', en: 'Fighter ability kind: ● auto, ▲ main phase, ■ condition' } },
  { name: 'assist_type', required: false, example: 'support', description: { ja: 'アシストの種類: support(サポート) / counter(カウンター)', en: 'Assist type: support or counter' } },
  { name: 'keywords', required: false, example: '能力上昇(攻撃+10);ドロー(1)', description: { ja: '効果キーワードを;区切りで', en: 'Effect keywords separated by ;' } },
  { name: 'text', required: false, example: '自分のファイター1体の攻撃力をこのターン+10する。', description: { ja: '能力・効果のテキスト(日本語)', en: 'Ability or effect text (Japanese)' } },
  { name: 'text_en', required: false, example: 'One of your fighters gets +10 attack this turn.', description: { ja: 'テキストの英訳', en: 'English gloss of the text' } },
  { name: 'gender', required: false, example: '女', description: { ja: 'ファイターの性別', en: 'Fighter gender' } },
  { name: 'gender_en', required: false, example: 'Female', description: { ja: '性別の英訳', en: 'English gloss of the gender' } },
  { name: 'affiliation', required: false, example: '焔の王国', description: { ja: 'ファイターの所属', en: 'Group the fighter belongs to' } },
  { name: 'affiliation_en', required: false, example: 'Kingdom of Flame', description: { ja: '所属の英訳', en: 'English gloss of the affiliation' } },
  { name: 'move_name', required: false, example: '紅蓮螺旋撃', description: { ja: 'ファイターの技名(必殺技)', en: 'Name of the fighter’s special move' } },
  { name: 'move_name_en', required: false, example: 'Crimson Spiral Strike', description: { ja: '技名の英訳', en: 'English gloss of the move name' } },
  { name: 'profile', required: false, example: '炎の王国の拳闘士。', description: { ja: 'ファイターのプロフィール', en: 'Fighter profile' } },
  { name: 'profile_en', required: false, example: 'A prizefighter of the Kingdom of Flame.', description: { ja: 'プロフィールの英訳', en: 'English gloss of the profile' } },
  { name: 'flavor', required: false, example: '燃え尽きるまで、拳は止まらない。', description: { ja: 'フレーバーテキスト', en: 'Flavor text' } },
  { name: 'flavor_en', required: false, example: 'Her fists won’t stop until she burns out.', description: { ja: 'フレーバーテキストの英訳', en: 'English gloss of the flavor text' } },
];

const KIND_ALIASES: Record<string, 'fighter' | 'assist'> = { fighter: 'fighter', ファイター: 'fighter', assist: 'assist', アシスト: 'assist' };
const ATTRIBUTE_ALIASES: Record<string, Attribute> = {
  blue: 'blue', 青: 'blue', yellow: 'yellow', 黄: 'yellow', black: 'black', 黒: 'black', red: 'red', 赤: 'red', white: 'white', 白: 'white',
};
const ABILITY_ALIASES: Record<string, AbilityKind> = {
  auto: 'auto', '●': 'auto', オート: 'auto', main: 'main', '▲': 'main', メイン: 'main', condition: 'condition', '■': 'condition', 条件: 'condition',
};
const ASSIST_ALIASES: Record<string, AssistType> = { support: 'support', サポート: 'support', counter: 'counter', カウンター: 'counter' };
const NO_FACES = new Set(['-', 'なし', 'none']);

/** Splits a list cell at ";" (full-width "；" too); "\;" keeps a semicolon inside an item. */
export function splitListCell(cell: string): string[] {
  return cell
    .replace(/；/g, ';')
    .split(/(?<!\\);/)
    .map((item) => item.replace(/\\;/g, ';').trim())
    .filter((item) => item !== '');
}

function alias<T>(table: Record<string, T>, cell: string): T | string {
  return table[cell.normalize('NFKC').trim().toLowerCase()] ?? table[cell.trim()] ?? cell;
}

function integer(cell: string): number | string {
  const text = cell.normalize('NFKC').trim();
  return /^-?\d+$/.test(text) ? Number(text) : cell;
}

function evasionFaces(cell: string): (number | string)[] | string {
  const text = cell.normalize('NFKC').trim().toLowerCase();
  if (NO_FACES.has(text)) return [];
  // Faces are often written 5・6 or 5,6 on cards; accept those besides ";".
  return text.split(/[;,、・\s]+/).filter((face) => face !== '').map(integer);
}

/** Turns one CSV row (header → trimmed cell) into the object cardSchema validates. */
export function fromCsvRow(row: Readonly<Record<string, string>>): unknown {
  const cell = (column: string): string | undefined => {
    const value = row[column];
    return value === undefined || value.trim() === '' ? undefined : value.trim();
  };
  const card: Record<string, unknown> = {};
  const put = (field: string, column: string, read: (value: string) => unknown = (value) => value): void => {
    const value = cell(column);
    if (value !== undefined) card[field] = read(value);
  };
  put('number', 'number');
  put('name', 'name');
  put('nameEn', 'name_en');
  put('kind', 'kind', (value) => alias(KIND_ALIASES, value));
  put('cost', 'cost', integer);
  put('attribute', 'attribute', (value) => alias(ATTRIBUTE_ALIASES, value));
  put('hp', 'hp', integer);
  put('attack', 'attack', integer);
  put('defense', 'defense', integer);
  put('evasion', 'evasion', evasionFaces);
  put('abilityKind', 'ability_kind', (value) => alias(ABILITY_ALIASES, value));
  put('assistType', 'assist_type', (value) => alias(ASSIST_ALIASES, value));
  put('keywords', 'keywords', (value) => splitListCell(value).map(parseKeyword));
  put('text', 'text');
  put('textEn', 'text_en');
  put('gender', 'gender');
  put('genderEn', 'gender_en');
  put('affiliation', 'affiliation');
  put('affiliationEn', 'affiliation_en');
  put('moveName', 'move_name');
  put('moveNameEn', 'move_name_en');
  put('profile', 'profile');
  put('profileEn', 'profile_en');
  put('flavor', 'flavor');
  put('flavorEn', 'flavor_en');
  return card;
}
