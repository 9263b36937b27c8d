// What the card renderer draws for a Falldown card, and what the deck builder searches and filters.
import type { CardColor, CardFace } from '../face';
import { CHOICE_LABEL, TRIGGER_LABEL, type Effect } from './effects';
import { hasKeyword, keywordEn, keywordJa, parseKeyword, type Keyword } from './keywords';
import { PREFIX_EN } from './prefix';
import { applyPrefix, prefixedName, prefixedNameEn, type FalldownCard, type SystemType } from './schema';

const PREFIXES_EN = Object.entries(PREFIX_EN);

const SYSTEM_TYPE_LABEL: Readonly<Record<SystemType, { ja: string; en: string }>> = {
  'mana-cast': { ja: 'マナキャスト', en: 'Mana Cast' },
  'class-change': { ja: 'クラスチェンジ', en: 'Class Change' },
  action: { ja: 'アクション', en: 'Action' },
};

/** Falldown has no card colours: the frame colour tells the kinds apart. */
function colorOf(card: FalldownCard): CardColor {
  if (card.kind === 'monster') return 'red';
  if (card.kind === 'support') return 'green';
  return card.system === 'mana-cast' ? 'yellow' : card.system === 'class-change' ? 'purple' : 'blue';
}

function typeLine(card: FalldownCard): { ja: string; en: string } {
  if (card.kind === 'monster') return { ja: 'モンスター', en: 'Monster' };
  if (card.kind === 'support') return card.hp === undefined ? { ja: 'サポート', en: 'Support' } : { ja: 'サポート・ユニット', en: 'Support · Unit' };
  return { ja: `システム・${SYSTEM_TYPE_LABEL[card.system].ja}`, en: `System · ${SYSTEM_TYPE_LABEL[card.system].en}` };
}

/**
 * The printed system texts mark their terms with [brackets]; the face shows plain sentences, with
 * "・" between keywords printed side by side ("[タウント][アクション:ディフェンス]").
 */
const plain = (text: string): string =>
  text
    .replace(/\[([^\]]+)\](?=\[([^\]]+)\])/g, (_whole, term: string, next: string) =>
      parseKeyword(term) && parseKeyword(next) ? `${term}・` : term,
    )
    .replace(/[[\]]/g, '');

const effectLineJa = (effect: Effect): string =>
  `【${TRIGGER_LABEL[effect.trigger].ja}${effect.choice === 'opponent' ? '・相手の選択' : ''}】${effect.text}`;
const effectLineEn = (effect: Effect): string =>
  `${TRIGGER_LABEL[effect.trigger].en}${effect.choice === 'opponent' ? ' (opponent’s choice)' : ''}: ${effect.textEn}`;

const keywordLineJa = (keywords: readonly Keyword[]): string => keywords.map((k) => `《${keywordJa(k)}》`).join('');
const keywordLineEn = (keywords: readonly Keyword[]): string => keywords.map((k) => `[${keywordEn(k)}]`).join(' ');

/** The face holds at most 2000 characters of text (cardFaceSchema); a longer card is cut with "…". */
const FACE_TEXT_MAX = 2000;
const lines = (...parts: string[]): string => {
  const joined = parts.filter((part) => part !== '').join('\n');
  return joined.length <= FACE_TEXT_MAX ? joined : `${joined.slice(0, FACE_TEXT_MAX - 1)}…`;
};

/** Keywords and effects as printed on the card, for monsters and support cards. */
function bodyText(keywords: readonly Keyword[], effects: readonly Effect[], text: string, textEn: string): { text: string; textEn: string } {
  return {
    text: lines(keywordLineJa(keywords), ...effects.map(effectLineJa), text),
    textEn: lines(keywordLineEn(keywords), ...effects.filter((e) => e.textEn !== '').map(effectLineEn), textEn),
  };
}

/** The card as the renderer draws it; a prefixed monster shows its prefixed name and stats. */
export function face(card: FalldownCard): CardFace {
  const type = typeLine(card);
  const base = { number: card.number, color: colorOf(card), type: type.ja, typeEn: type.en, flavor: card.flavor, flavorEn: card.flavorEn };
  switch (card.kind) {
    case 'monster': {
      const stats = applyPrefix(card, card.prefix);
      return {
        ...base,
        name: prefixedName(card.name, card.prefix),
        nameEn: prefixedNameEn(card.nameEn, card.prefix),
        cost: String(stats.cost),
        stats: [{ label: 'HP', value: stats.hp }, { label: '攻', labelEn: 'AT', value: stats.at }],
        ...bodyText(stats.keywords, card.effects, card.text, card.textEn),
      };
    }
    case 'support':
      return {
        ...base,
        name: card.name,
        nameEn: card.nameEn,
        cost: String(card.cost),
        stats: card.hp === undefined || card.at === undefined ? [] : [{ label: 'HP', value: card.hp }, { label: '攻', labelEn: 'AT', value: card.at }],
        ...bodyText(card.keywords, card.effects, card.text, card.textEn),
      };
    case 'system':
      return { ...base, name: card.name, nameEn: card.nameEn, cost: String(card.cost), stats: [], text: plain(card.text), textEn: card.textEn };
  }
}

/** Everything a player might type to find the card: names, keywords (ja and en), texts. */
export function searchText(card: FalldownCard): string {
  const shown = face(card);
  const keywords = card.kind === 'system' ? card.grants : card.kind === 'monster' ? applyPrefix(card, card.prefix).keywords : card.keywords;
  return [
    shown.number,
    shown.name,
    shown.nameEn,
    shown.type,
    ...keywords.flatMap((k) => [keywordJa(k), keywordEn(k)]),
    shown.text,
    shown.textEn,
    card.flavor,
    card.flavorEn,
  ]
    .filter((part) => part !== '')
    .join('\n');
}

/** Guideline cost bands of rule text 15. */
export function costBand(cost: number): string {
  if (cost <= 1) return '0-1';
  if (cost <= 3) return '2-3';
  if (cost <= 5) return '4-5';
  return '6+';
}

/** Deck-builder filters: kind, cost, cost band, prefix, attacks per phase, system type. */
export function facets(card: FalldownCard): Record<string, string> {
  switch (card.kind) {
    case 'monster': {
      const stats = applyPrefix(card, card.prefix);
      const attacks = hasKeyword(stats.keywords, 'トリプルアタック') ? 3 : hasKeyword(stats.keywords, 'ダブルアタック') ? 2 : 1;
      return {
        kind: 'monster',
        cost: String(stats.cost),
        costBand: costBand(stats.cost),
        prefix: card.prefix ?? 'none',
        attacks: String(attacks),
        elemental: hasKeyword(stats.keywords, 'エレメンタル') ? 'yes' : 'no',
      };
    }
    case 'support':
      return { kind: 'support', cost: String(card.cost), costBand: costBand(card.cost) };
    case 'system':
      return { kind: 'system', cost: String(card.cost), system: card.system };
  }
}

/** English names of the prefixes, the one facet Falldown writes in Japanese. */
export function facetValueEn(facet: string, value: string): string | undefined {
  return facet === 'prefix' ? PREFIXES_EN.find(([ja]) => ja === value)?.[1] : undefined;
}
