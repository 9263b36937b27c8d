// The fighters in a seat's reserve as this browser knows them, and laying the opened choice out on
// the field slots 1, 2, … face up with the HP counter under each set to its fighter's HP. Read from
// the rules input (the table, this browser's keeper, the game's card data): only the seat's own
// browser can name its sealed cards, so only it lays them out.
import type { FighterCard, MultiverseCard } from '../../../cards/multiverse';
import { META_KEYS, contains, type Card, type Seat, type TableObject, type Zone } from '../../../table';
import type { RulesInput, SetupWrite } from '../../core';
import { choiceTotal } from '../fighterChoice';

export interface ReserveFighter {
  id: string;
  ref: string;
  name: string;
  nameEn: string;
  cost: number;
  hp: number;
  attack: number;
  defense: number;
}

type Objects = ReadonlyMap<string, TableObject>;

function zoneById(objects: Objects, id: string): Zone | undefined {
  const zone = objects.get(id);
  return zone?.kind === 'zone' ? zone : undefined;
}

/** Cards lying in a zone: loose ones and those of the piles there. */
function cardsIn(objects: Objects, zone: Zone): Card[] {
  const out: Card[] = [];
  for (const object of objects.values()) {
    if (!contains(zone, object.x, object.y)) continue;
    if (object.kind === 'card' && object.stack === null && object.attachedTo === null) out.push(object);
    if (object.kind === 'stack') {
      for (const id of object.order) {
        const card = objects.get(id);
        if (card?.kind === 'card') out.push(card);
      }
    }
  }
  return out;
}

function identityOf(input: RulesInput<MultiverseCard>, card: Card): string | undefined {
  try {
    return input.identity(card);
  } catch {
    return undefined;
  }
}

/** The seat's reserve fighters, cheapest first; null while the keeper has not yet opened them all. */
export function reserveFighters(input: RulesInput<MultiverseCard>, seat: Seat): ReserveFighter[] | null {
  const reserve = zoneById(input.objects, `${seat}-reserve`);
  if (!reserve) return [];
  const out: ReserveFighter[] = [];
  for (const card of cardsIn(input.objects, reserve)) {
    const ref = identityOf(input, card);
    if (ref === undefined) return null;
    const fighter: FighterCard | undefined = (() => {
      const data = input.lookup(ref);
      return data?.kind === 'fighter' ? data : undefined;
    })();
    if (fighter) {
      out.push({
        id: card.id, ref, name: fighter.name, nameEn: fighter.nameEn, cost: fighter.cost, hp: fighter.hp, attack: fighter.attack, defense: fighter.defense,
      });
    }
  }
  return out.sort((a, b) => a.cost - b.cost || a.ref.localeCompare(b.ref));
}

/**
 * The writes that lay the opened choice `refs` out of the reserve `fighters`: each on its field slot,
 * face up, its HP counter set; then the seat's mark for the game `setupId` and the log line.
 */
export function placementWrites(objects: Objects, seat: Seat, setupId: string, fighters: readonly ReserveFighter[], refs: readonly string[]): SetupWrite[] {
  const unused = [...fighters];
  const placements = refs.flatMap((ref, i) => {
    const at = unused.findIndex((f) => f.ref === ref);
    const field = zoneById(objects, `${seat}-field-${i + 1}`);
    const hp = zoneById(objects, `${seat}-hp-${i + 1}`);
    if (at < 0 || !field) return [];
    const [fighter] = unused.splice(at, 1);
    const counter = hp ? [...objects.values()].find((o) => o.kind === 'counter' && contains(hp, o.x, o.y)) : undefined;
    return fighter ? [{ fighter, field, counter: counter?.id }] : [];
  });
  const writes: SetupWrite[] = [];
  for (const { fighter, field, counter } of placements) {
    writes.push({ kind: 'command', command: { type: 'move', args: { id: fighter.id, x: field.x + field.w / 2, y: field.y + field.h / 2 } } });
    writes.push({ kind: 'face-up', card: fighter.id });
    if (counter) writes.push({ kind: 'command', command: { type: 'setValue', args: { id: counter, value: fighter.hp } } });
  }
  writes.push({ kind: 'meta', key: META_KEYS.fightersPlaced(seat), value: setupId });
  writes.push({ kind: 'log', op: 'fightersPlaced', args: { seat, count: placements.length, cost: choiceTotal(placements.map((p) => p.fighter)) } });
  return writes;
}
