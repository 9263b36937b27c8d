// Opening one card of a joint deck: strip the layers from its point and find which of the known
// identities it is. The holder tries its own deck list; everyone else checks the one identity the
// holder published for a card turned face up. Used live and by the audit.
import { cardPoint, invertScalar, mulScalars, multiply, type GroupPoint } from './group';

export interface Identity { ref: string; origin: string }

export function strip(point: GroupPoint, layers: readonly bigint[]): GroupPoint {
  const product = layers.reduce((acc, layer) => mulScalars(acc, layer), 1n);
  return product === 1n ? point : multiply(point, invertScalar(product));
}

/** Which candidate a point is once every layer is off; null when none (a forged or wrong card). */
export function identify(deck: string, point: GroupPoint, layers: readonly bigint[], candidates: readonly Identity[]): Identity | null {
  const bare = strip(point, layers);
  for (const candidate of candidates) if (cardPoint(deck, candidate.ref, candidate.origin).equals(bare)) return candidate;
  return null;
}
