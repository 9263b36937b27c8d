// Falldown states built by hand from the demo set: units on the mat, hands, the printed system pool.
import { falldownMat } from '../../../../src/cards/falldown/mat';
import { SYSTEM_POOL } from '../../../../src/cards/falldown/system-pool';
import type { Seat } from '../../../../src/table';
import { NO_TIMED, wantedMarkers, type TimedStatus } from '../../../../src/rules/falldown/markers';
import { planSchema, type FalldownPlan, type PlanInput } from '../../../../src/rules/falldown/plan';
import { resolvePhase, type PhaseResolution } from '../../../../src/rules/falldown/resolve';
import { emptyState, unitOf, type FalldownState, type HandCard, type Slot, type Unit } from '../../../../src/rules/falldown/state';
import { demoLookup } from '../../cards/falldown/demo-set';

export const ref = (number: string): string => `fd-demo:${number}`;

/** The pool card id of a printed system card, by its name without "アクション:" / "クラスチェンジ:". */
export function sys(name: string): string {
  const card = SYSTEM_POOL.find((c) => c.name === name || c.name.endsWith(`:${name}`));
  if (!card) throw new Error(`no system card ${name}`);
  return `sys-${card.number}`;
}

export interface UnitSpec {
  id: string;
  number: string;
  owner: Seat;
  damage?: number;
  poison?: boolean;
  until?: Partial<Record<TimedStatus, number>>;
  classChanges?: string[];
}

const fieldOf = (seat: Seat) => {
  const zone = falldownMat.zones.find((z) => z.id === `${seat}-field`);
  if (!zone) throw new Error('the Falldown mat has no field');
  return zone;
};

let column = 0;
/** A unit of the demo set, laid left to right in its owner's field in the order it is made. */
export function unit(spec: UnitSpec): Unit {
  const field = fieldOf(spec.owner);
  const at = { x: field.x + 80 + 130 * (column++ % 10), y: field.y + field.h / 2 };
  const made = unitOf(demoLookup(ref(spec.number)), { id: spec.id, ref: ref(spec.number), owner: spec.owner, at });
  if (!made) throw new Error(`${spec.number} is not a unit`);
  made.damage = spec.damage ?? 0;
  made.poison = spec.poison ?? false;
  made.until = { ...NO_TIMED, ...spec.until };
  made.classChanges = (spec.classChanges ?? []).map((name) => (name.startsWith('クラスチェンジ:') ? name : `クラスチェンジ:${name}`)).sort();
  // The counters the table would show for these marks.
  made.markers = [...wantedMarkers(made)].map(([label, value], n) => ({ id: `m-${spec.id}-${n}`, label, value }));
  return made;
}

export interface StateSpec {
  phase?: number;
  units?: UnitSpec[];
  life?: Partial<Record<Seat, number>>;
  mana?: Partial<Record<Seat, number>>;
  /** Hand cards: id → card number (known to the reader). */
  hands?: Partial<Record<Seat, Record<string, string>>>;
  decks?: Partial<Record<Seat, number>>;
  graveyards?: Partial<Record<Seat, { id: string; number: string; paradox?: boolean }[]>>;
  seed?: number;
}

export function state(spec: StateSpec = {}): FalldownState {
  column = 0;
  const s = emptyState(demoLookup);
  s.phase = spec.phase ?? 3;
  s.step = 'resolve';
  s.seed = spec.seed ?? 12345;
  s.units = (spec.units ?? []).map(unit);
  s.life = { p1: 30, p2: 30, ...spec.life };
  s.mana = { p1: 10, p2: 10, ...spec.mana };
  s.decks = { p1: 20, p2: 20, ...spec.decks };
  for (const seat of ['p1', 'p2'] as const) {
    s.hands[seat] = Object.entries(spec.hands?.[seat] ?? {}).map(([id, number]): HandCard => ({ id, ref: ref(number), faceUp: true }));
    s.graveyards[seat] = (spec.graveyards?.[seat] ?? []).map((g) => ({ id: g.id, ref: ref(g.number), paradox: g.paradox ?? false }));
    for (const zone of falldownMat.zones) {
      if (zone.owner !== seat) continue;
      s.places[seat].zones[zone.id.slice(3) as Slot] = { x: zone.x, y: zone.y, w: zone.w, h: zone.h };
    }
    s.places[seat].lifeCounter = `life-${seat}`;
    s.places[seat].manaCounter = `mana-${seat}`;
    s.places[seat].deckPile = { kind: 'stack', id: `deck-${seat}` };
  }
  s.pool = SYSTEM_POOL.map((card) => ({ id: `sys-${card.number}`, ref: ref(card.number), card }));
  return s;
}

export const plan = (input: PlanInput = {}): FalldownPlan => planSchema.parse(input);

export function resolve(s: FalldownState, plans: { p1?: PlanInput; p2?: PlanInput } = {}): PhaseResolution {
  return resolvePhase(s, {
    ...(plans.p1 ? { p1: plan(plans.p1) } : {}),
    ...(plans.p2 ? { p2: plan(plans.p2) } : {}),
  });
}

/** A unit after the phase, or undefined when it left the field. */
export function after(result: PhaseResolution, id: string): Unit | undefined {
  return result.state.units.find((u) => u.id === id);
}

export function rulings(result: PhaseResolution): string[] {
  return result.steps.flatMap((step) => (step.ruling ? [step.ruling] : []));
}

/** Steps that name a ruling, as "ruling: en" lines (for readable failures). */
export function stepsWith(result: PhaseResolution, ruling: string): string[] {
  return result.steps.filter((step) => step.ruling === ruling).map((step) => step.reason.en);
}

export function inGraveyard(result: PhaseResolution, seat: Seat, id: string): boolean {
  return result.state.graveyards[seat].some((card) => card.id === id);
}

export function paradoxes(result: PhaseResolution, seat: Seat): string[] {
  return result.state.graveyards[seat].filter((card) => card.paradox).map((card) => card.ref);
}
