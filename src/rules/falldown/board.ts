// The engine's working copy of one phase: units as they fight, resources, hands, graveyards, and
// the steps written so far. Created from a FalldownState, never shared, thrown away after use.
import type { Localized } from '../../cards/game';
import { mixSeed, type Seat } from '../../table';
import type { Figure } from '../core/contract';
import { fnv1a } from './hash';
import type { FalldownPlan } from './plan';
import { liveOf, type Live } from './stats';
import { isParadoxId, type FalldownState, type GraveCard, type HandCard, type PerSeat, type Point, type Unit } from './state';

/**
 * What a step shows on the table when it is played back: an attack (attacker → unit, or → the
 * player `player:p1|p2`, with the damage dealt), a unit's summed HP (destroyed or not), a summon,
 * a seat's life change. Data only; the steps' text says the same in words.
 */
export type StepVisual =
  | { kind: 'attack'; from: string; to: string; amount: number }
  | { kind: 'hp'; unit: string; delta: number; destroyed: boolean }
  | { kind: 'summon'; unit: string }
  | { kind: 'life'; seat: Seat; delta: number };

export interface Step {
  reason: Localized;
  ruling?: string;
  cards: string[];
  figures?: Figure[];
  visual?: StepVisual;
}

/** A card created by the resolution (a support card brought in by an effect). */
export interface CreatedCard {
  id: string;
  seat: Seat;
  ref: string;
  to: 'hand' | 'deck';
}

export function cloneUnit(unit: Unit): Unit {
  return { ...unit, until: { ...unit.until }, classChanges: [...unit.classChanges], at: { ...unit.at }, markers: unit.markers };
}

export class Board {
  readonly phase: number;
  readonly seed: number;
  readonly state: FalldownState;
  /** Units on the field, by id, in the state's order; entering units are added as they are summoned. */
  readonly live = new Map<string, Live>();
  readonly life: PerSeat<number>;
  readonly mana: PerSeat<number>;
  readonly hands: PerSeat<HandCard[]>;
  readonly decks: PerSeat<number>;
  readonly graveyards: PerSeat<GraveCard[]>;
  readonly draws: PerSeat<number> = { p1: 0, p2: 0 };
  readonly created: CreatedCard[] = [];
  readonly steps: Step[] = [];
  /** The plans carried out this phase: null for a side that could not pay (rule text 7-3 (1)). */
  activePlans: PerSeat<FalldownPlan | null> = { p1: null, p2: null };
  suddenDeath: boolean;
  winner: Seat | 'draw' | null = null;
  /** The game ended after a layer: the rest of the phase does not happen. */
  over = false;

  constructor(state: FalldownState) {
    this.state = state;
    this.phase = state.phase;
    this.seed = state.seed;
    for (const unit of state.units) this.live.set(unit.id, liveOf(cloneUnit(unit), state.phase, state.pool));
    this.life = { ...state.life };
    this.mana = { ...state.mana };
    this.hands = { p1: [...state.hands.p1], p2: [...state.hands.p2] };
    this.decks = { ...state.decks };
    this.graveyards = { p1: [...state.graveyards.p1], p2: [...state.graveyards.p2] };
    this.suddenDeath = state.life.p1 <= 0 && state.life.p2 <= 0 && state.life.p1 === state.life.p2;
  }

  say(ja: string, en: string, ruling: string | undefined, cards: string[] = [], figures?: Figure[]): void {
    this.steps.push({ reason: { ja, en }, ...(ruling ? { ruling } : {}), cards, ...(figures ? { figures } : {}) });
  }

  /** Attaches what the last step shows on the table during playback. */
  show(visual: StepVisual): void {
    const last = this.steps[this.steps.length - 1];
    if (last) last.visual = visual;
  }

  /** Units of a side on the field (entering ones included unless asked otherwise). */
  side(seat: Seat, opts: { entering?: boolean } = {}): Live[] {
    const out: Live[] = [];
    for (const live of this.live.values()) {
      if (live.unit.owner !== seat) continue;
      if (opts.entering === false && live.entering) continue;
      out.push(live);
    }
    return out;
  }

  paradoxCount(seat: Seat): number {
    return this.graveyards[seat].reduce((n, card) => n + (card.paradox ? 1 : 0), 0);
  }

  /** A default choice the rules leave open: the same on every peer, whatever order things came in. */
  pick<T extends { unit: Unit }>(candidates: readonly T[], salt: string): T | undefined {
    if (candidates.length === 0) return undefined;
    const sorted = [...candidates].sort((a, b) => (a.unit.id < b.unit.id ? -1 : 1));
    return sorted[mixSeed(this.seed, this.phase, salt) % sorted.length];
  }

  /** Draws for a seat, as far as its deck goes. */
  draw(seat: Seat, count: number, source: string): number {
    const drawn = Math.max(0, Math.min(count, this.decks[seat]));
    this.decks[seat] -= drawn;
    this.draws[seat] += drawn;
    for (let i = 0; i < drawn; i++) this.hands[seat].push({ id: `drawn:${seat}:${this.draws[seat] - drawn + i}`, ref: null, faceUp: false });
    if (drawn < count) {
      this.say('デッキが尽きているため、引けない分は引きません', 'The deck is out of cards: the rest of the draw does not happen', 'FD 9', [source]);
    }
    return drawn;
  }

  takeFromHand(seat: Seat, card: string): HandCard | undefined {
    const hand = this.hands[seat];
    const at = hand.findIndex((c) => c.id === card);
    if (at < 0) return undefined;
    const [taken] = hand.splice(at, 1);
    return taken;
  }

  toGraveyard(seat: Seat, id: string, ref: string): void {
    this.graveyards[seat].push({ id, ref, paradox: isParadoxId(id) });
  }

  /** A fresh id for a card this phase creates, from what it stems from: the same on every peer. */
  newCardId(prefix: string, salt: string): string {
    return `${prefix}${this.phase.toString(36)}${fnv1a(salt).toString(36)}${fnv1a(salt, 0x9e3779b9).toString(36)}`.slice(0, 40);
  }

  /**
   * A free place in a seat's field for a unit summoned now: the free column nearest the middle of
   * the field (the ends of the mat are where the players' panels lie over the table).
   */
  freeSpot(seat: Seat): Point {
    const field = this.state.places[seat].zones.field;
    const taken = [...this.live.values()].filter((l) => l.unit.owner === seat).map((l) => l.unit.at);
    if (!field) return { x: 0, y: 0 };
    const cols = Math.max(1, Math.floor((field.w - 20) / 132));
    const rows = Math.max(1, Math.floor((field.h - 20) / 180));
    // Middle first, then alternately right and left of it (the far seat: its own right and left).
    const middle = Math.floor((cols - 1) / 2);
    const order = Array.from({ length: cols }, (_, i) => middle + (i % 2 === 1 ? (i + 1) / 2 : -i / 2)).filter((c) => c >= 0 && c < cols);
    for (let c = 0; c < cols; c++) if (!order.includes(c)) order.push(c);
    for (let r = 0; r < rows; r++) {
      for (const c of order) {
        const col = seat === 'p1' ? c : cols - 1 - c;
        const x = Math.round(field.x + 10 + 66 + col * 132);
        // The first row is the one nearest the pool, for either seat.
        const y = seat === 'p1' ? Math.round(field.y + 10 + 90 + r * 180) : Math.round(field.y + field.h - 10 - 90 - r * 180);
        if (taken.every((p) => Math.abs(p.x - x) >= 110 || Math.abs(p.y - y) >= 150)) return { x, y };
      }
    }
    const n = taken.length;
    return { x: Math.round(field.x + field.w / 2 + (n % 10) * 12), y: Math.round(field.y + field.h / 2 + (n % 10) * 12) };
  }
}
