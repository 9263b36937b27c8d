// What the card renderer draws for a Multiverse Fighters card, and what the deck builder searches
// and filters by.
import type { CardFace } from '../face';
import { formatKeyword, formatKeywordEn, keywordNameEn } from './keywords';
import { ABILITY_MARKS, ABILITY_NAMES, ASSIST_TYPE_NAMES, ATTRIBUTE_NAMES, KIND_NAMES } from './labels';
import type { FighterCard, MultiverseCard } from './schema';

const clip = (text: string, max: number): string => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);
const lines = (...parts: string[]): string => parts.filter((part) => part !== '').join('\n');

/** Evasion faces as printed: "5・6" (in English "5·6"), or "—" when the fighter cannot evade. */
export function evasionLabel(faces: readonly number[], lang: 'ja' | 'en' = 'ja'): string {
  return faces.length === 0 ? '—' : [...faces].sort((a, b) => a - b).join(lang === 'ja' ? '・' : '·');
}

function fighterTypeLine(card: FighterCard): string {
  return [`${KIND_NAMES.fighter.ja}`, `${ATTRIBUTE_NAMES[card.attribute].ja}属性`, card.affiliation, card.gender].filter((part) => part !== '').join('・');
}

/** In English: kind and attribute, then affiliation and gender where the set glosses them (free text, Japanese otherwise). */
function fighterTypeLineEn(card: FighterCard): string {
  return [KIND_NAMES.fighter.en, ATTRIBUTE_NAMES[card.attribute].en, card.affiliationEn, card.genderEn].filter((part) => part !== '').join(' · ');
}

/** A fighter's line under its text: its flavour, else its profile, each with its own gloss. */
function fighterFlavor(card: FighterCard): { flavor: string; flavorEn: string } {
  return card.flavor !== '' ? { flavor: card.flavor, flavorEn: card.flavorEn } : { flavor: card.profile, flavorEn: card.profileEn };
}

export function face(card: MultiverseCard): CardFace {
  const keywordsJa = card.keywords.map((k) => `《${formatKeyword(k)}》`).join('');
  const keywordsEn = card.keywords.map(formatKeywordEn).join(', ');
  const common = { number: card.number, name: card.name, nameEn: card.nameEn, cost: String(card.cost) };
  if (card.kind === 'fighter') {
    const mark = ABILITY_MARKS[card.abilityKind];
    const ability = ABILITY_NAMES[card.abilityKind];
    const shown = fighterFlavor(card);
    return {
      ...common,
      color: card.attribute,
      type: clip(fighterTypeLine(card), 60),
      typeEn: clip(fighterTypeLineEn(card), 80),
      stats: [
        { label: 'HP', value: card.hp },
        { label: '攻', labelEn: 'ATK', value: card.attack },
        { label: '守', labelEn: 'DEF', value: card.defense },
        { label: '回避', labelEn: 'Evade', value: evasionLabel(card.evasion), valueEn: evasionLabel(card.evasion, 'en') },
      ],
      text: clip(lines(keywordsJa, `${mark}${ability.ja}：${card.text}`, card.moveName && `技：${card.moveName}`), 2000),
      textEn: clip(
        lines(keywordsEn, `${mark} ${ability.en}: ${card.textEn}`, (card.moveNameEn || card.moveName) && `Move: ${card.moveNameEn || card.moveName}`),
        2000,
      ),
      flavor: clip(shown.flavor, 400),
      flavorEn: clip(shown.flavorEn, 600),
    };
  }
  const type = ASSIST_TYPE_NAMES[card.assistType];
  return {
    ...common,
    color: 'colorless',
    type: `${KIND_NAMES.assist.ja}・${type.ja}`,
    typeEn: `${KIND_NAMES.assist.en} · ${type.en}`,
    stats: [],
    text: clip(lines(keywordsJa, card.text), 2000),
    textEn: clip(lines(keywordsEn, card.textEn), 2000),
    flavor: clip(card.flavor, 400),
    flavorEn: clip(card.flavorEn, 600),
  };
}

/** Everything a deck-builder search should find the card by, Japanese and English. */
export function searchText(card: MultiverseCard): string {
  const keywordWords = card.keywords.flatMap((k) => [formatKeyword(k), keywordNameEn(k.keyword), formatKeywordEn(k)]);
  const common = [card.number, card.name, card.nameEn, card.text, card.textEn, card.flavor, card.flavorEn, ...keywordWords];
  const kindWords = [KIND_NAMES[card.kind].ja, KIND_NAMES[card.kind].en];
  if (card.kind === 'fighter') {
    const attribute = ATTRIBUTE_NAMES[card.attribute];
    const ability = ABILITY_NAMES[card.abilityKind];
    return [
      ...common, ...kindWords, attribute.ja, attribute.en, ABILITY_MARKS[card.abilityKind], ability.ja, ability.en,
      card.gender, card.genderEn, card.affiliation, card.affiliationEn, card.moveName, card.moveNameEn, card.profile, card.profileEn,
    ].filter((part) => part !== '').join(' ');
  }
  const type = ASSIST_TYPE_NAMES[card.assistType];
  return [...common, ...kindWords, type.ja, type.en].filter((part) => part !== '').join(' ');
}

/** Filter facets: kind, cost, and attribute + ability kind (fighters) or assist type (assists). */
export function facets(card: MultiverseCard): Record<string, string> {
  const common = { kind: card.kind, cost: String(card.cost) };
  if (card.kind === 'fighter') return { ...common, attribute: card.attribute, ability: card.abilityKind };
  return { ...common, assistType: card.assistType };
}
