// Deck-builder search: text matching that ignores width, case, kana script and spacing, plus facets.
import { toHiragana } from 'wanakana';
import type { GameCardBase, GameCards } from './game';

const KANA = '\u3041-\u3096\u30a1-\u30fa\u30fc';
/**
 * A long-vowel mark closing a word of three or more kana before it: "コンピューター" and
 * "コンピュータ" are the same word (the JIS spelling convention). Shorter words keep it, because
 * there it tells words apart (カー "car" is not カ).
 */
const DROPPABLE_LONG_VOWEL = new RegExp(`(?<=(?:^|[^${KANA}])[${KANA}]{3,})ー(?![${KANA}])`, 'g');
const DASHES = /[\u2010-\u2015\u2212\ufe63\uff0d]/g;

/**
 * The form both the query and the card text are compared in: NFKC (full-width and half-width
 * alike), lower case, katakana as hiragana (other characters kept), dashes unified, no spaces.
 */
export function normalizeForSearch(s: string): string {
  const wide = s.normalize('NFKC').toLowerCase().replace(DASHES, '-');
  const kana = toHiragana(wide, { passRomaji: true, convertLongVowelMark: false });
  return kana.replace(DROPPABLE_LONG_VOWEL, '').replace(/\s+/g, '');
}

/** Normalised search text per card object; imported cards are never changed in place. */
const haystacks = new WeakMap<object, string>();

function haystackOf<Card extends GameCardBase>(card: Card, game: GameCards<Card>): string {
  const cached = haystacks.get(card);
  if (cached !== undefined) return cached;
  const nameEn = (card as { nameEn?: unknown }).nameEn;
  const parts = [game.searchText(card), card.name, typeof nameEn === 'string' ? nameEn : '', card.number];
  // Each part on its own, so that a term never matches across two of them.
  const haystack = parts.map(normalizeForSearch).join('\n');
  haystacks.set(card, haystack);
  return haystack;
}

/** True when every space-separated term of the query occurs in the card's text, name or number. */
export function matchesQuery<Card extends GameCardBase>(card: Card, query: string, game: GameCards<Card>): boolean {
  const terms = query.normalize('NFKC').split(/\s+/).map(normalizeForSearch).filter((t) => t !== '');
  if (terms.length === 0) return true;
  const haystack = haystackOf(card, game);
  return terms.every((term) => haystack.includes(term));
}

export interface CardFilter {
  query?: string;
  /** Facet name → accepted values; a card passes a facet when its value is any of them. Empty lists do not filter. */
  facets?: Readonly<Record<string, readonly string[]>>;
}

/** The cards that match the query and every chosen facet, in their original order. */
export function filterCards<Card extends GameCardBase>(cards: readonly Card[], filter: CardFilter, game: GameCards<Card>): Card[] {
  const chosen = Object.entries(filter.facets ?? {}).filter(([, values]) => values.length > 0);
  const query = filter.query ?? '';
  return cards.filter((card) => {
    if (chosen.length > 0) {
      const facets = game.facets(card);
      if (!chosen.every(([name, values]) => values.includes(facets[name] ?? ''))) return false;
    }
    return matchesQuery(card, query, game);
  });
}

const NUMERIC = /^-?\d+(?:\.\d+)?$/;

/** Numbers in numeric order first (2 before 10), then other values in Japanese collation order. */
export function compareFacetValues(a: string, b: string): number {
  const an = NUMERIC.test(a);
  const bn = NUMERIC.test(b);
  if (an && bn) return Number(a) - Number(b);
  if (an !== bn) return an ? -1 : 1;
  return a.localeCompare(b, 'ja');
}

/** Each facet's distinct non-empty values among the cards, sorted; facets in first-seen order. */
export function facetValues<Card extends GameCardBase>(cards: readonly Card[], game: GameCards<Card>): Record<string, string[]> {
  const seen = new Map<string, Set<string>>();
  for (const card of cards) {
    for (const [name, value] of Object.entries(game.facets(card))) {
      let values = seen.get(name);
      if (values === undefined) seen.set(name, (values = new Set()));
      if (value !== '') values.add(value);
    }
  }
  return Object.fromEntries([...seen].map(([name, values]) => [name, [...values].sort(compareFacetValues)]));
}
