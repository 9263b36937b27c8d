// What the renderer draws for a Chrono Card card, and what the deck builder searches and filters by.
import type { CardColor, CardFace } from '../face';
import type { Localized } from '../game';
import { KIND_LABELS, TIMING_LABELS, keywordText } from './labels';
import type { ChronoCard, ChronoCardKind, ChronoKeyword } from './schema';

// The game prints no colours; the frame is tinted by kind so kinds tell apart at a glance.
const KIND_COLORS: Record<ChronoCardKind, CardColor> = {
  character: 'red',
  heroine: 'purple',
  item: 'yellow',
  bg: 'green',
  bgm: 'blue',
  event: 'white',
};

type Stat = CardFace['stats'][number];

function keywordsOf(card: ChronoCard): ChronoKeyword[] {
  if (card.kind === 'event') return [];
  // Every heroine has pierce by the rules, printed or not.
  if (card.kind === 'heroine' && !card.keywords.some((k) => k.keyword === '貫通')) return [{ keyword: '貫通' }, ...card.keywords];
  return card.keywords;
}

function typeLine(card: ChronoCard): Localized {
  const kind = KIND_LABELS[card.kind];
  if (card.kind !== 'event') return kind;
  const phases = card.timing.map((t) => TIMING_LABELS[t]);
  return {
    ja: `${kind.ja}【${phases.map((p) => p.ja).join('・')}${card.interrupt ? '／割込' : ''}】`,
    en: `${kind.en} [${phases.map((p) => p.en).join(' · ')}${card.interrupt ? ' / Interrupt' : ''}]`,
  };
}

function statsOf(card: ChronoCard): Stat[] {
  const stats: Stat[] = [];
  if (card.kind === 'character' || card.kind === 'heroine') {
    stats.push({ label: 'EP', value: card.ep }, { label: '攻', labelEn: 'AP', value: card.ap }, { label: '守', labelEn: 'DP', value: card.dp });
  }
  if (card.kind === 'bg') stats.push({ label: 'EP', value: card.ep });
  if (card.kind === 'bgm') stats.push({ label: '演奏', labelEn: 'Perf.', value: card.performance });
  if (card.limit !== undefined) stats.push({ label: 'Limit', value: card.limit });
  return stats;
}

/** Keywords on the first line, then the card's own text. */
function foldedText(card: ChronoCard): Localized {
  const keywords = keywordsOf(card).map(keywordText);
  const head = (lang: keyof Localized, sep: string) => keywords.map((k) => k[lang]).join(sep);
  const join = (first: string, rest: string) => [first, rest].filter((part) => part.length > 0).join('\n');
  return { ja: join(head('ja', '／'), card.text), en: join(head('en', ' / '), card.textEn) };
}

export function face(card: ChronoCard): CardFace {
  const text = foldedText(card);
  return {
    number: card.number,
    name: card.name,
    nameEn: card.nameEn,
    color: KIND_COLORS[card.kind],
    cost: card.kind === 'heroine' ? '' : String(card.cost),
    type: typeLine(card).ja,
    typeEn: typeLine(card).en,
    stats: statsOf(card),
    text: text.ja,
    textEn: text.en,
    flavor: card.flavor,
    flavorEn: card.flavorEn,
  };
}

export function searchText(card: ChronoCard): string {
  const parts = [card.number, card.name, card.nameEn, KIND_LABELS[card.kind].ja, KIND_LABELS[card.kind].en];
  if (card.kind === 'character' || card.kind === 'heroine') parts.push(card.characterName);
  if (card.kind === 'event') parts.push(...card.timing.flatMap((t) => [TIMING_LABELS[t].ja, TIMING_LABELS[t].en]));
  for (const keyword of keywordsOf(card)) parts.push(keywordText(keyword).ja, keywordText(keyword).en);
  parts.push(card.text, card.textEn, card.flavor, card.flavorEn);
  return parts.filter((part) => part.length > 0).join('\n');
}

/** Deck-builder filters: kind (Japanese), cost and EP where the card has them. */
export function facets(card: ChronoCard): Record<string, string> {
  const result: Record<string, string> = { kind: KIND_LABELS[card.kind].ja };
  if (card.kind !== 'heroine') result.cost = String(card.cost);
  if (card.kind === 'character' || card.kind === 'heroine' || card.kind === 'bg') result.ep = String(card.ep);
  return result;
}

/** English names of the Japanese kind facet values above. */
export function facetValueEn(facet: string, value: string): string | undefined {
  return facet === 'kind' ? Object.values(KIND_LABELS).find((label) => label.ja === value)?.en : undefined;
}
