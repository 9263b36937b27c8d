// The CSV layout of a Falldown set and the conversion of one row into a card object.
import type { CsvColumn } from '../game';
import { CHOICE_LABEL, CHOICES, defaultChoice, TRIGGER_LABEL, TRIGGERS, type Choice, type Trigger } from './effects';
import { parseKeyword } from './keywords';
import { PREFIX_EN, PREFIXES, type Prefix } from './prefix';
import { SYSTEM_TYPES, type CardKind, type SystemType } from './schema';

const col = (name: string, required: boolean, ja: string, en: string, example: string): CsvColumn => ({
  name,
  required,
  description: { ja, en },
  example,
});

export const csvColumns: readonly CsvColumn[] = [
  col('number', true, 'カード番号(セット内で一意)', 'Card number, unique in its set', 'FD-001'),
  col('kind', true, '種別: monster/モンスター, support/サポート, system/システム', 'Kind: monster, support or system', 'monster'),
  col('name', true, 'カード名(日本語、接頭語は含めない)', 'Japanese name, without the prefix', 'ほしくずスライム'),
  col('name_en', false, '英語名(訳)', 'English gloss of the name', 'Stardust Slime'),
  col('prefix', false, '接頭語: 軽量な / 連撃の / 疾風の (モンスターのみ)', 'Prefix (monsters only): 軽量な, 連撃の or 疾風の', '軽量な'),
  col('cost', true, 'COST(0以上の整数)', 'COST, an integer from 0', '1'),
  col('hp', false, 'HP(モンスターは必須、サポートは任意)', 'HP (monsters: required; support: optional)', '2'),
  col('at', false, 'AT(HPと同じ扱い)', 'AT (as HP)', '1'),
  col('keywords', false, 'キーワード能力を;区切りで。アクションは「アクション:名前」', 'Keywords separated by ;, actions as "アクション:name"', 'タウント;アクション:ヒール'),
  col('effects', false, '効果を;区切りで。各「トリガー/選択:本文」', 'Effects separated by ;, each "trigger/choice:text"', '召喚時/自分:カードを1枚引く。'),
  col('effects_en', false, '効果の英訳を;区切りで(effectsと同じ順)', 'English glosses of the effects, separated by ;, in the same order', 'Draw 1 card.'),
  col('support_cards', false, '効果でデッキや手札に加えるサポートカードの番号を;区切りで', 'Numbers of the support cards its effects add, separated by ;', 'FD-101'),
  col('system', false, 'システムカードの型: mana-cast/マナキャスト, class-change/クラスチェンジ, action/アクション', 'System card type: mana-cast, class-change or action', 'class-change'),
  col('grants', false, 'クラスチェンジが付与するキーワードとアクション(;区切り)', 'What a class change grants, separated by ;', 'タウント;アクション:ディフェンス'),
  col('text', false, 'その他のテキスト(システムカードは印刷どおりの効果)', 'Other rules text (system cards: the printed effect)', ''),
  col('text_en', false, 'テキストの英訳', 'English gloss of the text', ''),
  col('flavor', false, 'フレーバーテキスト', 'Flavor text', '星のかけらは、すこし甘い。'),
  col('flavor_en', false, 'フレーバーテキストの英訳', 'English gloss of the flavor text', 'Fragments of stars taste a little sweet.'),
];

const KIND_ALIASES: Readonly<Record<string, CardKind>> = {
  monster: 'monster', モンスター: 'monster',
  support: 'support', サポート: 'support',
  system: 'system', システム: 'system',
};
const SYSTEM_ALIASES: Readonly<Record<string, SystemType>> = {
  ...Object.fromEntries(SYSTEM_TYPES.map((type) => [type, type])),
  マナキャスト: 'mana-cast', クラスチェンジ: 'class-change', アクション: 'action',
};
const PREFIX_ALIASES: Readonly<Record<string, Prefix>> = Object.fromEntries(
  PREFIXES.flatMap((prefix) => [[prefix, prefix], [PREFIX_EN[prefix].toLowerCase(), prefix]]),
);
const TRIGGER_ALIASES: Readonly<Record<string, Trigger>> = Object.fromEntries(
  TRIGGERS.flatMap((trigger) => [[trigger, trigger], [TRIGGER_LABEL[trigger].ja, trigger], [TRIGGER_LABEL[trigger].en.toLowerCase(), trigger]]),
);
const CHOICE_ALIASES: Readonly<Record<string, Choice>> = Object.fromEntries(
  CHOICES.flatMap((choice) => [[choice, choice], [CHOICE_LABEL[choice].ja, choice]]),
);

const lookup = <T>(aliases: Readonly<Record<string, T>>, cell: string): T | string =>
  Object.hasOwn(aliases, cell) ? aliases[cell]! : Object.hasOwn(aliases, cell.toLowerCase()) ? aliases[cell.toLowerCase()]! : cell;

const listOf = (cell: string): string[] => cell.split(';').map((item) => item.trim()).filter((item) => item !== '');

/** An integer cell becomes a number; anything else stays as written for the schema to report. */
const integer = (cell: string): number | string => (/^[+-]?\d+$/.test(cell) ? Number(cell) : cell);

/** "タウント;アクション:ヒール" → keyword objects; an unknown keyword stays a string. */
const keywordsOf = (cell: string): unknown[] => listOf(cell).map((item) => parseKeyword(item) ?? item);

const EFFECT = /^([^:：/／]+?)\s*(?:[/／]\s*([^:：]+?)\s*)?[:：]\s*(.*)$/s;

/** "召喚時/自分:本文" → an effect; a missing choice takes the trigger's usual one. */
function effectOf(entry: string): unknown {
  const match = EFFECT.exec(entry);
  if (!match) return entry;
  const trigger = lookup(TRIGGER_ALIASES, match[1] ?? '');
  const choice = match[2] ? lookup(CHOICE_ALIASES, match[2]) : TRIGGERS.includes(trigger as Trigger) ? defaultChoice(trigger as Trigger) : undefined;
  return { trigger, ...(choice === undefined ? {} : { choice }), text: match[3] ?? '' };
}

function effectsOf(cell: string, englishCell: string): unknown[] {
  const effects = listOf(cell).map(effectOf);
  const glosses = listOf(englishCell);
  glosses.forEach((gloss, index) => {
    const effect = effects[index];
    // A gloss without its effect stays visible: the schema reports the stray entry.
    if (effect === undefined) effects[index] = `effects_en without an effect: ${gloss}`;
    else if (typeof effect === 'object' && effect !== null) effects[index] = { ...effect, textEn: gloss };
  });
  return effects;
}

/** Turns one CSV row (header → trimmed cell) into an object for cardSchema. Never throws. */
export function fromCsvRow(row: Readonly<Record<string, string>>): unknown {
  const cell = (name: string): string => (typeof row[name] === 'string' ? row[name].trim() : '');
  const card: Record<string, unknown> = {};
  const put = (field: string, column: string, convert: (value: string) => unknown = (value) => value): void => {
    const value = cell(column);
    if (value !== '') card[field] = convert(value);
  };
  put('number', 'number');
  put('kind', 'kind', (value) => lookup(KIND_ALIASES, value));
  put('name', 'name');
  put('nameEn', 'name_en');
  put('prefix', 'prefix', (value) => lookup(PREFIX_ALIASES, value));
  put('cost', 'cost', integer);
  put('hp', 'hp', integer);
  put('at', 'at', integer);
  put('keywords', 'keywords', keywordsOf);
  if (cell('effects') !== '' || cell('effects_en') !== '') card.effects = effectsOf(cell('effects'), cell('effects_en'));
  put('supportCards', 'support_cards', listOf);
  put('system', 'system', (value) => lookup(SYSTEM_ALIASES, value));
  put('grants', 'grants', keywordsOf);
  put('text', 'text');
  put('textEn', 'text_en');
  put('flavor', 'flavor');
  put('flavorEn', 'flavor_en');
  return card;
}
