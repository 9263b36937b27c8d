// Finding cards by the name written in a deck list ("疾風のハヤテ", "はやて", "Hayate of the Gale"):
// width-, case-, kana- and spacing-insensitive, with the nearest name offered for a misspelling.
import type { ResolvedCard } from './deckList';
import type { GameCardBase } from './game';
import { normalizeForSearch } from './search';

/** The form names are compared in: the search form, without the punctuation people drop or vary. */
export function nameKey(name: string): string {
  return normalizeForSearch(name).replace(/[・･'’‘"“”.,!?:;、。「」『』()（）]/g, '');
}

export interface NameMatch<Card> {
  resolve(written: string): ResolvedCard<Card> | undefined;
  /** The closest known name (in the script the user wrote in) and its card, or undefined when none is close. */
  suggest(written: string): { name: string; entry: ResolvedCard<Card> } | undefined;
}

/** Edit distance (insert, delete, substitute), giving up once it exceeds `limit`. */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const v = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      row.push(v);
      if (v < best) best = v;
    }
    if (best > limit) return limit + 1;
    prev = row;
  }
  return prev[b.length] ?? 0;
}

const LATIN = /[a-z]/i;

interface Named<Card> { key: string; name: string; latin: boolean; entry: ResolvedCard<Card> }

/** A name index over the cards (first loaded wins a shared name), by Japanese name and English gloss (`nameEn`). */
export function nameMatchOf<Card extends GameCardBase>(entries: Iterable<ResolvedCard<Card>>): NameMatch<Card> {
  const byKey = new Map<string, ResolvedCard<Card>>();
  const names: Named<Card>[] = [];
  for (const entry of entries) {
    const nameEn = (entry.card as { nameEn?: unknown }).nameEn;
    for (const name of [entry.card.name, typeof nameEn === 'string' ? nameEn : '']) {
      const key = nameKey(name);
      if (key === '' || byKey.has(key)) continue;
      byKey.set(key, entry);
      names.push({ key, name, latin: LATIN.test(name), entry });
    }
  }
  return {
    resolve: (written) => byKey.get(nameKey(written)),
    suggest(written) {
      const key = nameKey(written);
      if (key === '') return undefined;
      const latin = LATIN.test(written);
      // About one slip in three characters, at least one.
      const limit = Math.max(1, Math.floor(key.length / 3));
      let best: { d: number; n: Named<Card> } | undefined;
      for (const n of names) {
        // Part of a name ("ハヤテ" for 疾風のハヤテ) counts as close, just behind a true near-miss.
        const d = key.length >= 2 && n.key.includes(key) ? limit : editDistance(key, n.key, limit);
        const score = d + (n.latin === latin ? 0 : 0.5);
        if (d <= limit && (best === undefined || score < best.d)) best = { d: score, n };
      }
      return best && { name: best.n.name, entry: best.n.entry };
    },
  };
}
