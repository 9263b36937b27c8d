// Numbers about a deck for the builder's chart and summary: the cost curve and counts by a facet.
import type { DeckList } from '../../cards/game';
import { compareFacetValues } from '../../cards/search';

export interface CurveBar {
  /** The cost as the game's `cost` facet writes it ("3"), or "10+" for the last, grouped bar. */
  cost: string;
  count: number;
}

export interface CostCurve {
  bars: CurveBar[];
  /** Copies whose card has no cost (e.g. a heroine) or is not loaded. */
  uncosted: number;
}

/** Numeric costs from this value up share one bar, so a stray huge cost does not flatten the chart. */
export const CURVE_TOP = 10;
const WHOLE = /^\d+$/;

/**
 * Copies per cost. Whole-number costs get one bar each from 0 to the highest, gaps included, so
 * that two decks' curves line up; other cost values follow in facet order.
 */
export function costCurve(deck: DeckList, costOf: (ref: string) => string | undefined): CostCurve {
  const numeric = new Map<number, number>();
  const other = new Map<string, number>();
  let uncosted = 0;
  for (const entries of Object.values(deck.sections)) {
    for (const { ref, count } of entries) {
      const cost = costOf(ref)?.trim() ?? '';
      if (cost === '') uncosted += count;
      else if (WHOLE.test(cost)) {
        const n = Math.min(Number(cost), CURVE_TOP);
        numeric.set(n, (numeric.get(n) ?? 0) + count);
      } else other.set(cost, (other.get(cost) ?? 0) + count);
    }
  }
  const bars: CurveBar[] = [];
  if (numeric.size > 0) {
    const highest = Math.max(...numeric.keys());
    for (let n = 0; n <= highest; n++) bars.push({ cost: n === CURVE_TOP ? `${CURVE_TOP}+` : String(n), count: numeric.get(n) ?? 0 });
  }
  for (const cost of [...other.keys()].sort(compareFacetValues)) bars.push({ cost, count: other.get(cost) ?? 0 });
  return { bars, uncosted };
}

/** Copies per value of one facet (kind, colour …), largest first; cards without the value are left out. */
export function countsBy(deck: DeckList, valueOf: (ref: string) => string | undefined): { value: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const entries of Object.values(deck.sections)) {
    for (const { ref, count } of entries) {
      const value = valueOf(ref);
      if (value !== undefined && value !== '') counts.set(value, (counts.get(value) ?? 0) + count);
    }
  }
  return [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count || compareFacetValues(a.value, b.value));
}
