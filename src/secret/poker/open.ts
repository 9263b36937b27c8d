// Opening one card of a joint deck: strip both seats' layers from its point and find the slot it
// is. Used by the holder for its own draws, by everyone for cards made public, and by the audit.
import { invertScalar, mulScalars, multiply, slotPoint, type GroupPoint } from './group';

/** The slot a point is, once every layer is off; null when it is no slot of the deck (a forged card). */
export function slotOf(deck: string, slots: number, point: GroupPoint, layers: readonly bigint[]): number | null {
  const product = layers.reduce((acc, layer) => mulScalars(acc, layer), 1n);
  const bare = product === 1n ? point : multiply(point, invertScalar(product));
  for (let slot = 0; slot < slots; slot++) if (slotPoint(deck, slot).equals(bare)) return slot;
  return null;
}
