// Who made a seat's sealed cards public. The keeper writes a sealed card in clear only when this
// browser's own move put it face up; a card that another peer turned or moved face up (or a deck
// it turned over) is refused: turned back face down, never revealed.
import type * as Y from 'yjs';
import { exposureOf, zonesIn, type Seat, type TableObject } from '../table';

/** Where the transaction that exposed a card came from. */
export interface ExposureOrigin {
  /** A transaction of this browser (its player's move); false for a peer's update or a reload. */
  local: boolean;
  /** The Yjs client ids that wrote in it (to name the writer, when the app can). */
  writers: number[];
}

/** No known origin: what lay exposed before the keeper watched (a reload, a seat taken up). */
export const UNKNOWN_ORIGIN: ExposureOrigin = { local: false, writers: [] };

/** Ids of the cards sealed for `seat` that now lie face up in public. */
export function exposedSealedOf(seat: Seat, objects: ReadonlyMap<string, TableObject>): string[] {
  const zones = zonesIn(objects);
  const out: string[] = [];
  for (const object of objects.values()) {
    if (object.kind !== 'card' || object.sealed?.seat !== seat) continue;
    if (exposureOf(object, objects, zones).kind === 'public') out.push(object.id);
  }
  return out;
}

/** The client ids whose writes a transaction carries (new structs or deletions). */
export function writersOf(tr: Y.Transaction): number[] {
  const out = new Set<number>();
  for (const [client, clock] of tr.afterState) if (clock > (tr.beforeState.get(client) ?? 0)) out.add(client);
  for (const client of tr.deleteSet.clients.keys()) out.add(client);
  return [...out];
}

/** Remembers, per exposed sealed card of this seat, the origin of the transaction that exposed it. */
export class ExposureWatch {
  private readonly exposed = new Map<string, ExposureOrigin>();

  /** Starts over from the table as it is: nothing exposed now counts as this browser's doing. */
  reset(seat: Seat | null, objects: ReadonlyMap<string, TableObject>): void {
    this.exposed.clear();
    if (seat) for (const id of exposedSealedOf(seat, objects)) this.exposed.set(id, UNKNOWN_ORIGIN);
  }

  /** After a transaction: cards newly exposed take its origin; cards no longer exposed are forgotten. */
  update(seat: Seat | null, objects: ReadonlyMap<string, TableObject>, origin: ExposureOrigin): void {
    const now = new Set(seat ? exposedSealedOf(seat, objects) : []);
    for (const id of this.exposed.keys()) if (!now.has(id)) this.exposed.delete(id);
    for (const id of now) if (!this.exposed.has(id)) this.exposed.set(id, origin);
  }

  /** How the card came to lie exposed; unknown when the watch has not seen it exposed. */
  originOf(id: string): ExposureOrigin {
    return this.exposed.get(id) ?? UNKNOWN_ORIGIN;
  }
}

/** What to turn face down so that refused cards lie hidden again: the card itself, or its stack. */
export function hidingWrites(ids: readonly string[], objects: ReadonlyMap<string, TableObject>): { cards: string[]; stacks: string[] } {
  const cards = new Set<string>();
  const stacks = new Set<string>();
  for (const id of ids) {
    const card = objects.get(id);
    if (card?.kind !== 'card') continue;
    const stack = card.stack !== null ? objects.get(card.stack) : undefined;
    // A stacked card lies as its stack does (a deck turned over): the stack goes face down again.
    if (stack?.kind === 'stack') stacks.add(stack.id);
    else cards.add(id);
  }
  return { cards: [...cards], stacks: [...stacks] };
}
