// Reading the table the way every game needs: which zone an object lies in, the cards of a zone,
// attachments, counters and token piles. Pure functions over a validated snapshot's objects.
import {
  cardPosition, zoneAt, type Card, type Coin, type Counter, type Seat, type Stack, type TableObject, type Token, type Zone,
} from '../../table';

export type Objects = ReadonlyMap<string, TableObject>;

/**
 * A read-only index of one table: zones are found once, and every object's zone is computed once.
 * Build one per state read; it does not follow later changes.
 */
export class TableView {
  readonly zones: readonly Zone[];
  private readonly zoneById = new Map<string, Zone>();
  private readonly zoneOfObject = new Map<string, string | null>();
  private readonly attached = new Map<string, TableObject[]>();

  constructor(readonly objects: Objects) {
    const zones: Zone[] = [];
    for (const object of objects.values()) {
      if (object.kind === 'zone') {
        zones.push(object);
        this.zoneById.set(object.id, object);
      }
      if ((object.kind === 'card' || object.kind === 'coin') && object.attachedTo !== null) {
        const list = this.attached.get(object.attachedTo) ?? [];
        list.push(object);
        this.attached.set(object.attachedTo, list);
      }
    }
    this.zones = zones;
    for (const list of this.attached.values()) list.sort((a, b) => a.z - b.z || (a.id < b.id ? -1 : 1));
  }

  zone(id: string): Zone | undefined {
    return this.zoneById.get(id);
  }

  /** The id of the zone an object lies in: a stacked card lies where its stack does, an attachment where its host does. */
  zoneOf(objectId: string): string | null {
    const cached = this.zoneOfObject.get(objectId);
    if (cached !== undefined) return cached;
    const object = this.objects.get(objectId);
    const at = object ? positionOf(object, this.objects) : undefined;
    const zone = at ? zoneAt(this.zones, at.x, at.y) : undefined;
    const id = zone?.id ?? null;
    this.zoneOfObject.set(objectId, id);
    return id;
  }

  /** Cards lying in a zone: loose and stacked ones, and attached ones when asked for. */
  cardsIn(zoneId: string, opts: { attached?: boolean } = {}): Card[] {
    const out: Card[] = [];
    for (const object of this.objects.values()) {
      if (object.kind !== 'card') continue;
      if (!opts.attached && object.attachedTo !== null) continue;
      if (this.zoneOf(object.id) === zoneId) out.push(object);
    }
    return out.sort(byStackThenPlace(this.objects));
  }

  /** Loose (not stacked, not attached) cards of a zone, left to right. */
  looseCardsIn(zoneId: string): Card[] {
    return this.cardsIn(zoneId).filter((card) => card.stack === null);
  }

  /** The topmost stack in a zone. */
  stackIn(zoneId: string): Stack | undefined {
    let best: Stack | undefined;
    for (const object of this.objects.values()) {
      if (object.kind !== 'stack' || this.zoneOf(object.id) !== zoneId) continue;
      if (!best || object.z > best.z) best = object;
    }
    return best;
  }

  /** Cards and coins attached to a host, bottom-most first. */
  attachmentsOf(hostId: string): TableObject[] {
    return this.attached.get(hostId) ?? [];
  }

  coinsOn(hostId: string, coinKind?: string): Coin[] {
    return this.attachmentsOf(hostId).filter((o): o is Coin => o.kind === 'coin' && (coinKind === undefined || o.coinKind === coinKind));
  }

  cardsUnder(hostId: string): Card[] {
    return this.attachmentsOf(hostId).filter((o): o is Card => o.kind === 'card');
  }

  /** Counters by owner and label (either may be left out). */
  counters(filter: { owner?: Seat | null; label?: string; zone?: string } = {}): Counter[] {
    const out: Counter[] = [];
    for (const object of this.objects.values()) {
      if (object.kind !== 'counter') continue;
      if (filter.owner !== undefined && object.owner !== filter.owner) continue;
      if (filter.label !== undefined && object.label !== filter.label) continue;
      if (filter.zone !== undefined && this.zoneOf(object.id) !== filter.zone) continue;
      out.push(object);
    }
    return out.sort((a, b) => a.z - b.z || (a.id < b.id ? -1 : 1));
  }

  /** Token piles lying in a zone, of one colour or all. */
  tokenPiles(zoneId: string, color?: string): Token[] {
    const out: Token[] = [];
    for (const object of this.objects.values()) {
      if (object.kind !== 'token' || this.zoneOf(object.id) !== zoneId) continue;
      if (color === undefined || object.color === color) out.push(object);
    }
    return out.sort((a, b) => b.count - a.count || (a.id < b.id ? -1 : 1));
  }

  /** Tokens in a zone by colour: total count per colour. */
  tokenCounts(zoneId: string): Record<string, number> {
    const out: Record<string, number> = {};
    for (const pile of this.tokenPiles(zoneId)) out[pile.color] = (out[pile.color] ?? 0) + pile.count;
    return out;
  }

  /** Loose coins lying in a zone (not on a card). */
  looseCoinsIn(zoneId: string, coinKind?: string): Coin[] {
    const out: Coin[] = [];
    for (const object of this.objects.values()) {
      if (object.kind !== 'coin' || object.attachedTo !== null || this.zoneOf(object.id) !== zoneId) continue;
      if (coinKind === undefined || object.coinKind === coinKind) out.push(object);
    }
    return out.sort((a, b) => a.z - b.z || (a.id < b.id ? -1 : 1));
  }
}

/** Where an object lies on the table (stacked and attached ones included). */
export function positionOf(object: TableObject, objects: Objects): { x: number; y: number } {
  if (object.kind === 'card') return cardPosition(object, objects);
  if (object.kind === 'coin' && object.attachedTo !== null) {
    const host = objects.get(object.attachedTo);
    if (host?.kind === 'card') {
      const at = cardPosition(host, objects);
      return { x: at.x + object.x, y: at.y + object.y };
    }
  }
  return { x: object.x, y: object.y };
}

/** Tapped (turned sideways): NoFuture's "down", Chrono's "checked". */
export function isDown(card: Pick<Card, 'rotation'>): boolean {
  return card.rotation === 90 || card.rotation === 270;
}

/** Stacked cards in their stack's order (top last), others left to right. */
function byStackThenPlace(objects: Objects) {
  return (a: Card, b: Card): number => {
    if (a.stack !== null && a.stack === b.stack) {
      const stack = objects.get(a.stack);
      if (stack?.kind === 'stack') return stack.order.indexOf(a.id) - stack.order.indexOf(b.id);
    }
    return a.x - b.x || a.y - b.y || (a.id < b.id ? -1 : 1);
  };
}

/** The centre of a zone: where a card dropped into a single slot ends up. */
export function zoneCentre(zone: Pick<Zone, 'x' | 'y' | 'w' | 'h'>): { x: number; y: number } {
  return { x: Math.round(zone.x + zone.w / 2), y: Math.round(zone.y + zone.h / 2) };
}
