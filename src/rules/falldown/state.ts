// The state the Falldown engine works on, and reading it from the table: units on each side with
// their prefixed stats, damage, statuses and class changes; hands as counts plus the cards this
// browser knows; decks; graveyards (paradox cards included); life; mana; the shared pool; the
// phase; and the plans revealed in it. Pure data, apart from the card lookup it carries.
import { applyPrefix, prefixedName, prefixedNameEn, type FalldownCard, type MonsterStats, type Prefix, type SystemCard } from '../../cards/falldown/schema';
import type { Effect } from '../../cards/falldown/effects';
import type { CardLookup } from '../../cards/game';
import { cardPosition, footprint, SEATS, zoneAt, type Card, type Seat, type TableObject, type Zone } from '../../table';
import type { RulesEvent, RulesInput } from '../core/contract';
import { marksOf, type Marker, type TimedStatus } from './markers';
import type { FalldownPlan } from './plan';
import { parsePlanLines, PLAN_PROMPT } from './plan-text';
import { fnv1a } from './hash';

export const PHASE_IDS = ['draw', 'plan', 'reveal', 'resolve', 'end'] as const;
export type PhaseId = (typeof PHASE_IDS)[number];

/** Zone ids of the Falldown mat without the seat prefix (src/cards/falldown/mat.ts). */
export const SLOT_IDS = ['field', 'deck', 'graveyard', 'life', 'mana', 'hand', 'plan'] as const;
export type Slot = (typeof SLOT_IDS)[number];
export const POOL_ZONE_ID = 'pool';

export interface Point { x: number; y: number }
export interface Rect { x: number; y: number; w: number; h: number }

/** A monster (or support unit) on the field. */
export interface Unit {
  id: string;
  ref: string;
  owner: Seat;
  /** The printed name with its prefix (rule text 13). */
  name: string;
  nameEn: string;
  prefix: Prefix | null;
  /** COST, HP, AT and keywords as printed, before the prefix. */
  base: MonsterStats;
  /** COST, HP, AT and keywords with the prefix applied: what the engine uses. */
  stats: MonsterStats;
  effects: readonly Effect[];
  /** Numbers of the support cards its effects bring in, in its own set. */
  supportCards: readonly string[];
  damage: number;
  poison: boolean;
  /** Timed statuses: the last phase each is in force (0: none). */
  until: Record<TimedStatus, number>;
  /** Class changes received (names), sorted. */
  classChanges: string[];
  /** Where its card lies, and the counters on it: table bookkeeping, not game state. */
  at: Point;
  markers: Marker[];
}

export interface HandCard {
  id: string;
  /** Known to this browser (its own hand, or a card shown), else null. */
  ref: string | null;
  faceUp: boolean;
}

export interface GraveCard {
  id: string;
  ref: string;
  /** A paradox card (rule text 8): a copy that exists only in the graveyard. */
  paradox: boolean;
}

export interface PoolCard {
  id: string;
  ref: string;
  card: SystemCard;
}

/** Where a seat's things lie, for the table commands a resolution proposes. */
export interface SeatPlaces {
  zones: Partial<Record<Slot, Rect>>;
  lifeCounter: string | null;
  manaCounter: string | null;
  /** The deck to draw from: a stack, or a lone card. */
  deckPile: { kind: 'stack' | 'card'; id: string } | null;
}

export type PerSeat<T> = Record<Seat, T>;

export interface FalldownState {
  /** Phase number, from 1; 0 before the first phase. */
  phase: number;
  step: PhaseId | null;
  /** Seeds every default choice the engine makes (rule text is silent on them); same on every peer. */
  seed: number;
  life: PerSeat<number>;
  mana: PerSeat<number>;
  /** Both sides, left to right on the mat (then by id). */
  units: Unit[];
  /** Cards on the field this browser cannot read (face down, sealed, unknown): counted, never read. */
  unknownUnits: PerSeat<number>;
  hands: PerSeat<HandCard[]>;
  decks: PerSeat<number>;
  graveyards: PerSeat<GraveCard[]>;
  pool: PoolCard[];
  /** Plans revealed in this phase (rules events), by seat. */
  plans: Partial<PerSeat<FalldownPlan>>;
  /** Seats that have applied their share of this phase's result ('outcome' applied): with one of two, the table is half a result. */
  applied: Seat[];
  places: PerSeat<SeatPlaces>;
  lookup: CardLookup<FalldownCard>;
}

export function otherSeat(seat: Seat): Seat {
  return seat === 'p1' ? 'p2' : 'p1';
}

/** Paradox cards are created with ids that say so (a new card's id never starts like this). */
export const PARADOX_ID_PREFIX = 'px';
export function isParadoxId(id: string): boolean {
  return id.startsWith(PARADOX_ID_PREFIX);
}

export const STARTING_LIFE = 30;

export function emptyPlaces(): SeatPlaces {
  return { zones: {}, lifeCounter: null, manaCounter: null, deckPile: null };
}

/** A unit of a card, if the card can be one: a monster, or a support unit (with HP and AT). */
export function unitOf(card: FalldownCard | undefined, fields: { id: string; ref: string; owner: Seat; at: Point; markers?: Marker[] }): Unit | null {
  if (!card || card.kind === 'system') return null;
  if (card.hp === undefined || card.at === undefined) return null;
  const base: MonsterStats = { cost: card.cost, hp: card.hp, at: card.at, keywords: card.keywords };
  const prefix: Prefix | null = card.kind === 'monster' ? card.prefix : null;
  const stats = applyPrefix(base, prefix);
  const markers = fields.markers ?? [];
  const marks = marksOf(markers);
  return {
    id: fields.id,
    ref: fields.ref,
    owner: fields.owner,
    name: prefixedName(card.name, prefix),
    nameEn: prefixedNameEn(card.nameEn, prefix) || prefixedName(card.name, prefix),
    prefix,
    base,
    stats,
    effects: card.effects,
    supportCards: card.kind === 'monster' ? card.supportCards : [],
    damage: marks.damage,
    poison: marks.poison,
    until: marks.until,
    classChanges: marks.classChanges,
    at: fields.at,
    markers,
  };
}

const perSeat = <T>(make: () => T): PerSeat<T> => ({ p1: make(), p2: make() });

/** The state before anything is on the table. */
export function emptyState(lookup: CardLookup<FalldownCard>): FalldownState {
  return {
    phase: 0,
    step: null,
    seed: phaseSeed(0),
    life: { p1: STARTING_LIFE, p2: STARTING_LIFE },
    mana: { p1: 0, p2: 0 },
    units: [],
    unknownUnits: { p1: 0, p2: 0 },
    hands: perSeat(() => []),
    decks: { p1: 0, p2: 0 },
    graveyards: perSeat(() => []),
    pool: [],
    plans: {},
    applied: [],
    places: perSeat(emptyPlaces),
    lookup,
  };
}

export function phaseSeed(phase: number): number {
  return fnv1a(`falldown:${phase}`);
}

/** Left to right on the mat, then top to bottom, then by id: the same on every peer. */
export function byPlace(a: Unit, b: Unit): number {
  return a.at.x - b.at.x || a.at.y - b.at.y || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

type Located = { seat: Seat; slot: Slot } | { seat: null; slot: 'pool' } | null;

function locate(zone: Zone | undefined): Located {
  if (!zone) return null;
  if (zone.id === POOL_ZONE_ID) return { seat: null, slot: 'pool' };
  const match = /^(p1|p2)-(.+)$/.exec(zone.id);
  const slot = match?.[2] as Slot | undefined;
  if (!match || !slot || !(SLOT_IDS as readonly string[]).includes(slot)) return null;
  return { seat: match[1] as Seat, slot };
}

/** The phase number and step of the last 'phase' event, and the plans revealed since that phase began. */
function readPhase(events: readonly RulesEvent[]): { phase: number; step: PhaseId | null; plans: Partial<PerSeat<FalldownPlan>> } {
  let phase = 0;
  let step: PhaseId | null = null;
  let lines: PerSeat<string[]> = { p1: [], p2: [] };
  for (const event of events) {
    if (event.kind === 'phase') {
      if (event.turn !== phase) lines = { p1: [], p2: [] };
      phase = event.turn;
      step = (PHASE_IDS as readonly string[]).includes(event.phase) ? (event.phase as PhaseId) : null;
    } else if (event.kind === 'choice' && event.prompt === PLAN_PROMPT && event.seat !== undefined) {
      const value = event.value;
      const added = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
      lines[event.seat].push(...added);
    }
  }
  const plans: Partial<PerSeat<FalldownPlan>> = {};
  for (const seat of SEATS) if (lines[seat].length > 0) plans[seat] = parsePlanLines(lines[seat]).plan;
  return { phase, step, plans };
}

/** Reads the Falldown state from the table; never throws, whatever lies on it. */
export function readFalldown(input: RulesInput<FalldownCard>): FalldownState {
  const state = emptyState(input.lookup);
  const { phase, step, plans } = readPhase(input.events);
  state.phase = phase;
  state.step = step;
  state.seed = phaseSeed(phase);
  state.plans = plans;
  state.applied = SEATS.filter((seat) => input.events.some((e) => e.kind === 'outcome' && e.step === 'applied' && e.phase === phase && e.seat === seat));

  const zones: Zone[] = [];
  for (const object of input.objects.values()) if (object.kind === 'zone') zones.push(object);
  for (const zone of zones) {
    const at = locate(zone);
    if (at?.seat) state.places[at.seat].zones[at.slot] = { x: zone.x, y: zone.y, w: zone.w, h: zone.h };
  }

  const fieldCards: { card: Card; seat: Seat; at: Point }[] = [];
  const counters: Extract<TableObject, { kind: 'counter' }>[] = [];
  const deckStacks: PerSeat<{ id: string; z: number; count: number }[]> = { p1: [], p2: [] };
  const deckCards: PerSeat<{ id: string; z: number }[]> = { p1: [], p2: [] };
  for (const object of input.objects.values()) {
    if (object.kind === 'counter') {
      counters.push(object);
      continue;
    }
    if (object.kind === 'stack') {
      const at = locate(zoneAt(zones, object.x, object.y));
      if (at?.seat && at.slot === 'deck') deckStacks[at.seat].push({ id: object.id, z: object.z, count: object.order.length });
      continue;
    }
    if (object.kind !== 'card') continue;
    const position = cardPosition(object, input.objects);
    const at = locate(zoneAt(zones, position.x, position.y));
    if (!at) continue;
    if (at.slot === 'pool') {
      const ref = input.identity(object);
      const card = ref ? input.lookup(ref) : undefined;
      if (ref && card?.kind === 'system') state.pool.push({ id: object.id, ref, card });
      continue;
    }
    const seat = at.seat;
    switch (at.slot) {
      case 'field':
        if (object.stack === null && object.attachedTo === null) fieldCards.push({ card: object, seat, at: { x: object.x, y: object.y } });
        break;
      case 'hand':
      case 'plan':
        state.hands[seat].push({ id: object.id, ref: input.identity(object) ?? null, faceUp: position.faceUp });
        break;
      case 'deck':
        if (object.stack === null) deckCards[seat].push({ id: object.id, z: object.z });
        break;
      case 'graveyard': {
        const ref = input.identity(object) ?? '';
        state.graveyards[seat].push({ id: object.id, ref, paradox: isParadoxId(object.id) });
        break;
      }
      default:
        break;
    }
  }

  // Counters: life and mana in their slots; markers on the unit card they lie on (the topmost).
  const markersOf = new Map<string, Marker[]>();
  const units = fieldCards.filter((f) => f.card.faceUp);
  for (const counter of [...counters].sort((a, b) => (a.id < b.id ? -1 : 1))) {
    const at = locate(zoneAt(zones, counter.x, counter.y));
    if (at?.seat && at.slot === 'life' && state.places[at.seat].lifeCounter === null) {
      state.places[at.seat].lifeCounter = counter.id;
      state.life[at.seat] = counter.value;
      continue;
    }
    if (at?.seat && at.slot === 'mana' && state.places[at.seat].manaCounter === null) {
      state.places[at.seat].manaCounter = counter.id;
      state.mana[at.seat] = counter.value;
      continue;
    }
    let host: Card | undefined;
    for (const { card } of units) {
      const rect = footprint(card);
      const inside = counter.x >= rect.x && counter.x <= rect.x + rect.w && counter.y >= rect.y && counter.y <= rect.y + rect.h;
      if (inside && (!host || card.z > host.z)) host = card;
    }
    if (host) {
      const list = markersOf.get(host.id) ?? [];
      list.push({ id: counter.id, label: counter.label, value: counter.value });
      markersOf.set(host.id, list);
    }
  }

  for (const { card, seat, at } of fieldCards) {
    const ref = card.faceUp ? input.identity(card) : undefined;
    const unit = ref ? unitOf(input.lookup(ref), { id: card.id, ref, owner: seat, at, markers: markersOf.get(card.id) ?? [] }) : null;
    if (unit) {
      // A timed status whose last phase is over no longer counts (its counter is merely stale).
      for (const status of Object.keys(unit.until) as TimedStatus[]) if (unit.until[status] < phase) unit.until[status] = 0;
      state.units.push(unit);
    } else state.unknownUnits[seat] += 1;
  }
  state.units.sort(byPlace);

  for (const seat of SEATS) {
    const stacks = deckStacks[seat].sort((a, b) => b.z - a.z);
    const loose = deckCards[seat].sort((a, b) => b.z - a.z);
    state.decks[seat] = stacks.reduce((n, s) => n + s.count, 0) + loose.length;
    const top = stacks[0] ?? loose[0];
    state.places[seat].deckPile = top ? { kind: stacks[0] ? 'stack' : 'card', id: top.id } : null;
    state.hands[seat].sort((a, b) => (a.id < b.id ? -1 : 1));
    state.graveyards[seat].sort((a, b) => (a.id < b.id ? -1 : 1));
  }
  state.pool.sort((a, b) => (a.card.number < b.card.number ? -1 : a.card.number > b.card.number ? 1 : a.id < b.id ? -1 : 1));
  return state;
}
