// What the renderer draws for a NoFuture card, and what the deck builder searches and filters by.
import type { CardFace } from '../face';
import { attributeName } from './attributes';
import { formatEffect } from './effects';
import { energyTotal, formatEnergy } from './energy';
import { formatKeyword, KEYWORDS } from './keywords';
import type { NofutureCard } from './schema';
import { formatModifier } from './stats';

const FACE_TEXT_LIMIT = 2000;

export const KIND_NAMES = {
  character: { ja: 'キャラクター', en: 'Character' },
  set: { ja: 'セット', en: 'Set' },
  action: { ja: 'アクション', en: 'Action' },
} as const;

export const COLOR_NAMES = { blue: { ja: '青', en: 'Blue' }, red: { ja: '赤', en: 'Red' } } as const;

function typeLine(card: NofutureCard, lang: 'ja' | 'en'): string {
  const kind = KIND_NAMES[card.kind][lang];
  if (card.kind !== 'character') return kind;
  return lang === 'ja' ? `${kind}／${card.attribute}` : `${kind} / ${attributeName(card.attribute, 'en')}`;
}

function stats(card: NofutureCard): CardFace['stats'] {
  switch (card.kind) {
    case 'character':
      return [
        { label: '格闘', labelEn: 'Fight', value: card.fight },
        { label: '射撃', labelEn: 'Shoot', value: card.shoot },
        { label: '耐久', labelEn: 'Dur.', value: card.durability },
      ];
    case 'set':
      return [
        { label: '格闘', labelEn: 'Fight', value: formatModifier(card.fightBonus) },
        { label: '射撃', labelEn: 'Shoot', value: formatModifier(card.shootBonus) },
        { label: '耐久', labelEn: 'Dur.', value: formatModifier(card.durabilityBonus) },
      ];
    case 'action':
      return [];
  }
}

/** Keywords on one line, then each marked effect, then the remaining text. */
function rulesText(card: NofutureCard, lang: 'ja' | 'en'): string {
  const keywords = card.keywords.map((keyword) => formatKeyword(keyword, lang)).join(lang === 'ja' ? '　' : ', ');
  const effects = card.kind === 'action' ? [] : card.effects.map((effect) => formatEffect(effect, lang));
  const text = lang === 'ja' ? card.text : card.textEn;
  const joined = [keywords, ...effects, text].filter((part) => part !== '').join('\n');
  return joined.length > FACE_TEXT_LIMIT ? `${joined.slice(0, FACE_TEXT_LIMIT - 1)}…` : joined;
}

export function face(card: NofutureCard): CardFace {
  return {
    number: card.number,
    name: card.name,
    nameEn: card.nameEn,
    color: card.color,
    cost: formatEnergy(card.cost),
    costEn: formatEnergy(card.cost, 'en'),
    type: typeLine(card, 'ja'),
    typeEn: typeLine(card, 'en'),
    stats: stats(card),
    text: rulesText(card, 'ja'),
    textEn: rulesText(card, 'en'),
    flavor: card.flavor,
    flavorEn: card.flavorEn,
  };
}

export function searchText(card: NofutureCard): string {
  const keywordNames = card.keywords.flatMap((keyword) => [formatKeyword(keyword, 'ja'), KEYWORDS[keyword.keyword].en]);
  return [
    card.number, card.name, card.nameEn, KIND_NAMES[card.kind].ja, KIND_NAMES[card.kind].en,
    COLOR_NAMES[card.color].ja, COLOR_NAMES[card.color].en, card.kind === 'character' ? card.attribute : '', card.kind === 'character' ? attributeName(card.attribute, 'en') : '',
    ...keywordNames, rulesText(card, 'ja'), rulesText(card, 'en'), card.flavor, card.flavorEn, card.illustrator,
  ].filter((part) => part !== '').join('\n');
}

/** Facet values are what the deck builder shows: Japanese names, numbers as digits. */
export function facets(card: NofutureCard): Record<string, string> {
  const values: Record<string, string> = {
    kind: KIND_NAMES[card.kind].ja,
    color: COLOR_NAMES[card.color].ja,
    cost: String(energyTotal(card.cost)),
    version: String(card.version),
  };
  if (card.kind === 'character') values.attribute = card.attribute;
  return values;
}

/** English names of the Japanese facet values above (kind, colour, attribute). */
export function facetValueEn(facet: string, value: string): string | undefined {
  const named = facet === 'kind' ? Object.values(KIND_NAMES) : facet === 'color' ? Object.values(COLOR_NAMES) : [];
  const found = named.find((name) => name.ja === value)?.en;
  if (found !== undefined) return found;
  if (facet === 'attribute') return attributeName(value, 'en');
  return undefined;
}
