// Lays a scenario's position out on a fresh doc: the game's mat, the cards in their zones (face up
// where the zone is public, face down where it hides them), cards under cards, coins, counters,
// token piles, the game's meta and the opening rules events.
import * as Y from 'yjs';
import {
  CARD_W, META_KEYS, applyMat, metaOf, readTable, writeObject,
  type Card, type Coin, type Counter, type MatDefinition, type Seat, type Stack, type TableObject, type Token,
} from '../../../table';
import type { GameCardBase, GameCards } from '../../../cards/game';
import type { RulesEventDraft } from '../contract';
import { completeEvent, RULES_LOG } from '../events';
import { currentMatchId } from '../match';
import { freePlaces } from '../placement';
import { TableView, zoneCentre } from '../tableView';
import type { ResolvedSpec } from './cards';

type ZoneDefinition = MatDefinition['zones'][number];

/** How far each card attached under another peeks out (as the table's attach operation lays it). */
const ATTACH_PEEK_UNITS = 30;

/** Deterministic ids, so that a scenario prints the same on every run. */
export class IdMaker {
  private n = 0;
  next(prefix: string): string {
    this.n += 1;
    return `${prefix}${this.n.toString(36).padStart(3, '0')}`;
  }
}

export interface PlacedCard {
  id: string;
  spec: ResolvedSpec;
}

export class ScenarioBuilder {
  readonly doc = new Y.Doc();
  readonly ids = new IdMaker();
  private z = 1;
  readonly placed: PlacedCard[] = [];

  constructor(private readonly game: GameCards<GameCardBase>, seed: number) {
    applyMat(this.doc, game.mat);
    const meta = metaOf(this.doc);
    meta.set(META_KEYS.seed, seed >>> 0);
    meta.set(META_KEYS.rolls, 0);
  }

  private write(object: TableObject): void {
    writeObject(this.doc, object);
  }

  private zoneDef(id: string): ZoneDefinition | undefined {
    return this.game.mat.zones.find((zone) => zone.id === id);
  }

  /** The coin kind a bare number of coins means: the game's first coin supply. */
  defaultCoinKind(): string {
    return this.game.setup.supplies.find((supply) => supply.kind === 'coin')?.color ?? 'coin';
  }

  placeCards(zoneId: string, specs: readonly ResolvedSpec[]): void {
    const zone = this.zoneDef(zoneId);
    if (!zone || specs.length === 0) return;
    const copies = specs.flatMap((spec) => Array.from({ length: spec.spec.count ?? 1 }, () => spec));
    const hides = zone.visibility === 'hidden-order';
    const faceUpOf = (spec: ResolvedSpec) => !hides && !spec.spec.faceDown;
    const centre = zoneCentre(zone);
    if (zone.snap === 'stack' && copies.length > 1) {
      // Listed top card first; a stack's order is bottom first.
      const stackId = this.ids.next('s');
      const ids = copies.map((spec) => this.card(spec, zone, centre, faceUpOf(spec), stackId));
      const stack: Stack = {
        id: stackId, kind: 'stack', ...centre, z: this.z++, order: [...ids].reverse(), faceUp: !hides && copies.every((s) => !s.spec.faceDown),
        layout: 'neat', owner: zone.owner, name: '',
      };
      this.write(stack);
      return;
    }
    const places = this.placesIn(zone, copies.length);
    copies.forEach((spec, i) => this.card(spec, zone, places[i] ?? centre, faceUpOf(spec), null));
  }

  private placesIn(zone: ZoneDefinition, count: number): { x: number; y: number }[] {
    const centre = zoneCentre(zone);
    if (zone.snap === 'center' || zone.snap === 'stack') return Array.from({ length: count }, () => centre);
    if (zone.snap === 'row') {
      const step = count > 1 ? Math.min(CARD_W + 8, (zone.w - CARD_W - 16) / (count - 1)) : 0;
      const left = centre.x - (step * (count - 1)) / 2;
      return Array.from({ length: count }, (_, i) => ({ x: Math.round(left + i * step), y: centre.y }));
    }
    return freePlaces(new TableView(readTable(this.doc).objects), zone.id, count);
  }

  private card(spec: ResolvedSpec, zone: ZoneDefinition, at: { x: number; y: number }, faceUp: boolean, stack: string | null): string {
    const id = this.ids.next('c');
    const owner: Seat | null = spec.spec.owner ?? zone.owner;
    const card: Card = {
      id, kind: 'card', x: at.x, y: at.y, z: this.z++, ref: spec.ref, faceUp, rotation: spec.spec.down && stack === null ? 90 : 0,
      owner, stack, attachedTo: null,
    };
    this.write(card);
    this.placed.push({ id, spec });
    if (stack === null) {
      spec.under.forEach((child, k) => {
        const underId = this.ids.next('c');
        const under: Card = {
          id: underId, kind: 'card', x: 0, y: -ATTACH_PEEK_UNITS * (k + 1), z: card.z - 1 - k, ref: child.ref, faceUp, rotation: 0,
          owner: child.spec.owner ?? owner, stack: null, attachedTo: id,
        };
        this.write(under);
        this.placed.push({ id: underId, spec: child });
      });
      this.coins(id, spec.spec.coins);
    }
    return id;
  }

  private coins(host: string, coins: number | Record<string, number> | undefined): void {
    if (coins === undefined) return;
    const byKind = typeof coins === 'number' ? { [this.defaultCoinKind()]: coins } : coins;
    let k = 0;
    for (const [coinKind, count] of Object.entries(byKind)) {
      for (let i = 0; i < count; i++, k++) {
        const coin: Coin = { id: this.ids.next('m'), kind: 'coin', x: -30 + 14 * k, y: 50, z: this.z++, coinKind, heads: true, attachedTo: host };
        this.write(coin);
      }
    }
  }

  counter(seat: Seat, slot: string, label: string, value: number, nth: number): void {
    const zone = this.zoneDef(`${seat}-${slot}`);
    if (!zone) return;
    const centre = zoneCentre(zone);
    const counter: Counter = { id: this.ids.next('n'), kind: 'counter', x: centre.x, y: centre.y + 56 * nth, z: this.z++, label, value, owner: seat };
    this.write(counter);
  }

  tokens(zoneId: string, byColor: Record<string, number>): void {
    const zone = this.zoneDef(zoneId);
    if (!zone) return;
    const centre = zoneCentre(zone);
    const colors = Object.entries(byColor);
    colors.forEach(([color, count], i) => {
      const token: Token = {
        id: this.ids.next('t'), kind: 'token', x: Math.round(centre.x - 22 * (colors.length - 1) + 44 * i), y: centre.y, z: this.z++, color, count,
      };
      this.write(token);
    });
  }

  looseCoins(zoneId: string, byKind: Record<string, number>): void {
    const zone = this.zoneDef(zoneId);
    if (!zone) return;
    const centre = zoneCentre(zone);
    let k = 0;
    for (const [coinKind, count] of Object.entries(byKind)) {
      for (let i = 0; i < count; i++, k++) {
        const coin: Coin = { id: this.ids.next('m'), kind: 'coin', x: centre.x - 40 + (k % 5) * 20, y: centre.y + 40 + Math.floor(k / 5) * 20, z: this.z++, coinKind, heads: true, attachedTo: null };
        this.write(coin);
      }
    }
  }

  gameMeta(firstPlayer: Seat | null): void {
    metaOf(this.doc).set(META_KEYS.game, {
      id: this.game.game, setupId: 'scenario', openingHand: null, mulligans: 0, firstPlayer,
    });
  }

  events(drafts: readonly RulesEventDraft[]): void {
    const array = this.doc.getArray<unknown>(RULES_LOG);
    for (const draft of drafts) {
      const event = completeEvent({ ...draft, t: draft.t ?? 0 }, 0, currentMatchId(this.doc));
      if (event) array.push([event]);
    }
  }
}
