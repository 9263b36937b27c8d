// The judge's view of a seat's hand: with the seat's key (from its grant), every card sealed for
// that seat that lies in its hand is opened here, in the judge's browser only.
import { exposureOf, zonesIn } from '../table/hidden';
import type { Seat, TableObject } from '../table/schema';
import { openRef } from './sealing';

/** A hand card as the judge sees it: its identity, or null when it does not open with the key. */
export interface JudgeHandCard { id: string; ref: string | null }

export async function openHandFor(key: CryptoKey, seat: Seat, objects: ReadonlyMap<string, TableObject>): Promise<JudgeHandCard[]> {
  const zones = zonesIn(objects);
  const cards = [...objects.values()].flatMap((object) => {
    if (object.kind !== 'card' || object.sealed?.seat !== seat) return [];
    const exposure = exposureOf(object, objects, zones);
    return exposure.kind === 'sealed' && exposure.place === 'hand' && exposure.seat === seat ? [object] : [];
  }).sort((a, b) => a.x - b.x);
  return Promise.all(cards.map(async (card) => ({
    id: card.id,
    ref: card.sealed ? await openRef(key, card.id, card.sealed).catch(() => null) : null,
  })));
}
