// Where a card's identity may be known. A hand shows its cards to its owner only, and a face-down
// deck to nobody: their cards must be sealed (encrypted) in the doc. A card face up anywhere else
// is public and must be in clear. A face-down card elsewhere keeps whatever it is.
import { zoneAt } from './ops/zones';
import type { Card, Seat, TableObject, Zone } from './schema';

export type Exposure =
  | { kind: 'sealed'; seat: Seat; zone: Zone; place: 'hand' | 'deck' }
  | { kind: 'public' }
  | { kind: 'either' };

/** Where a card lies on the table: a stacked card lies where its stack does; an attached one where its host does. */
export function cardPosition(card: Card, objects: ReadonlyMap<string, TableObject>): { x: number; y: number; faceUp: boolean } {
  if (card.stack !== null) {
    const stack = objects.get(card.stack);
    if (stack?.kind === 'stack') return { x: stack.x, y: stack.y, faceUp: stack.faceUp };
  }
  if (card.attachedTo !== null) {
    const host = objects.get(card.attachedTo);
    if (host?.kind === 'card') return { x: host.x + card.x, y: host.y + card.y, faceUp: card.faceUp };
  }
  return { x: card.x, y: card.y, faceUp: card.faceUp };
}

export function exposureOf(card: Card, objects: ReadonlyMap<string, TableObject>, zones: readonly TableObject[]): Exposure {
  const at = cardPosition(card, objects);
  const zone = zoneAt(zones, at.x, at.y);
  if (zone?.owner && zone.visibility === 'owner') return { kind: 'sealed', seat: zone.owner, zone, place: 'hand' };
  if (zone?.owner && zone.visibility === 'hidden-order' && !at.faceUp) return { kind: 'sealed', seat: zone.owner, zone, place: 'deck' };
  return at.faceUp ? { kind: 'public' } : { kind: 'either' };
}

/** The zones of a table, for repeated exposure checks. */
export function zonesIn(objects: ReadonlyMap<string, TableObject>): Zone[] {
  return [...objects.values()].filter((o): o is Zone => o.kind === 'zone');
}

/**
 * Results by table: a snapshot's map never changes once published (live.ts), and the keeper, the
 * joint decks and the deck badges ask the same question many times per snapshot (per card, per
 * zone), each answer a walk over every card.
 */
const decksByTable = new WeakMap<ReadonlyMap<string, TableObject>, Partial<Record<Seat, ReadonlyMap<string, readonly string[]>>>>();

/**
 * Top-first card ids of a seat's hidden decks (face-down cards in its hidden-order zones), by zone.
 * `objects` must not change after the call (a snapshot's objects, as every caller passes).
 */
export function hiddenDecksOf(seat: Seat, objects: ReadonlyMap<string, TableObject>): ReadonlyMap<string, readonly string[]> {
  let known = decksByTable.get(objects);
  if (!known) decksByTable.set(objects, (known = {}));
  return (known[seat] ??= readHiddenDecks(seat, objects));
}

function readHiddenDecks(seat: Seat, objects: ReadonlyMap<string, TableObject>): Map<string, string[]> {
  const zones = zonesIn(objects);
  const decks = new Map<string, { id: string; rank: number; z: number }[]>();
  for (const object of objects.values()) {
    if (object.kind !== 'card' || object.attachedTo !== null) continue;
    const exposure = exposureOf(object, objects, zones);
    if (exposure.kind !== 'sealed' || exposure.place !== 'deck' || exposure.seat !== seat) continue;
    const stack = object.stack !== null ? objects.get(object.stack) : undefined;
    const rank = stack?.kind === 'stack' ? stack.order.indexOf(object.id) : 0;
    const z = stack?.kind === 'stack' ? stack.z : object.z;
    let list = decks.get(exposure.zone.id);
    if (!list) decks.set(exposure.zone.id, (list = []));
    list.push({ id: object.id, rank, z });
  }
  const out = new Map<string, string[]>();
  // The pile on top comes first; inside a stack, the last id of its order is the top card.
  for (const [zone, list] of decks) {
    out.set(zone, list.sort((a, b) => b.z - a.z || b.rank - a.rank || (a.id < b.id ? -1 : 1)).map((c) => c.id));
  }
  return out;
}

/** Refuses to let anyone but the holder take, turn or copy a sealed card. */
export function canHandle(card: Card, seat: Seat, system: boolean): boolean {
  if (system) return true;
  if (card.joint) return card.owner === seat;
  return !card.sealed || card.sealed.seat === seat;
}
