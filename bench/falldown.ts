// Falldown phase resolution time, in Node: run by scripts/bench.mjs through `npx tsx`, or alone:
// `npx tsx bench/falldown.ts` (prints one JSON object on stdout).
//
//  - "twentyVsTwenty": one phase with 20 units a side, every unit attacking (taunts, counters,
//    double and triple attacks, a distributor), class changes and actions on both sides, summons;
//    the median of many resolutions (DESIGN.md budget: ≤ 1 ms);
//  - "randomPhases": 10,000 random phases (0–24 units, random plans, sensible or not), resolved
//    once each: total and per phase. Building a phase is not timed, only resolving it.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { cardRef } from '../src/cards/face';
import { falldownMat } from '../src/cards/falldown/mat';
import { cardSchema, type FalldownCard } from '../src/cards/falldown/schema';
import { SYSTEM_POOL } from '../src/cards/falldown/system-pool';
import { seededRandom, type Random, type Seat } from '../src/table';
import { PLAYER, planSchema, type FalldownPlan } from '../src/rules/falldown/plan';
import { resolvePhase } from '../src/rules/falldown/resolve';
import { emptyState, unitOf, type FalldownState, type Slot } from '../src/rules/falldown/state';

const RUNS_20V20 = 3000;
const WARMUP = 500;
const RANDOM_PHASES = 10_000;
const GOAL_MS = 1;

const set = JSON.parse(readFileSync(resolve(import.meta.dirname, '../public/assets/sets/fd-demo.json'), 'utf8')) as { cards: unknown[] };
const cards = new Map<string, FalldownCard>(set.cards.map((raw) => {
  const card = cardSchema.parse(raw);
  return [cardRef('fd-demo', card.number), card];
}));
const lookup = (ref: string) => cards.get(ref);
const MONSTERS = [...cards.values()].filter((c) => c.kind === 'monster').map((c) => c.number);
const CLASS_CHANGES = SYSTEM_POOL.filter((c) => c.system === 'class-change').map((c) => c.name);
const SEATS: readonly Seat[] = ['p1', 'p2'];

const pickOf = (random: Random) => <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

function baseState(seed: number): FalldownState {
  const s = emptyState(lookup);
  s.phase = 5;
  s.step = 'resolve';
  s.seed = seed;
  s.mana = { p1: 30, p2: 30 };
  s.decks = { p1: 20, p2: 20 };
  for (const seat of SEATS) {
    for (const zone of falldownMat.zones) if (zone.owner === seat) s.places[seat].zones[zone.id.slice(3) as Slot] = { x: zone.x, y: zone.y, w: zone.w, h: zone.h };
    s.places[seat].lifeCounter = `life-${seat}`;
    s.places[seat].manaCounter = `mana-${seat}`;
    s.places[seat].deckPile = { kind: 'stack', id: `deck-${seat}` };
  }
  s.pool = SYSTEM_POOL.map((card) => ({ id: `sys-${card.number}`, ref: cardRef('fd-demo', card.number), card }));
  return s;
}

function addUnits(s: FalldownState, random: Random, perSide: Record<Seat, number>): void {
  const pick = pickOf(random);
  let n = 0;
  for (const seat of SEATS) {
    const field = s.places[seat].zones.field;
    for (let i = 0; i < perSide[seat]; i++) {
      const number = pick(MONSTERS);
      const at = { x: (field?.x ?? 0) + 70 + (i % 10) * 135, y: (field?.y ?? 0) + 110 + Math.floor(i / 10) * 200 };
      const unit = unitOf(lookup(cardRef('fd-demo', number)), { id: `u${n++}`, ref: cardRef('fd-demo', number), owner: seat, at });
      if (!unit) continue;
      unit.damage = Math.floor(random() * Math.max(1, unit.stats.hp - 1));
      unit.poison = random() < 0.15;
      if (random() < 0.3) unit.classChanges = [pick(CLASS_CHANGES)];
      s.units.push(unit);
    }
  }
}

function randomPlan(s: FalldownState, seat: Seat, random: Random, opts: { everyone: boolean }): FalldownPlan {
  const pick = pickOf(random);
  const own = s.units.filter((u) => u.owner === seat);
  const foes = s.units.filter((u) => u.owner !== seat).map((u) => u.id);
  const all = s.units.map((u) => u.id);
  const hand = s.hands[seat];
  const attackers = opts.everyone ? own : own.filter(() => random() < 0.6);
  return planSchema.parse({
    summons: hand.filter(() => random() < 0.5).map((c) => ({ card: c.id, ref: c.ref ?? '' })),
    system: Array.from({ length: Math.floor(random() * 4) }, () => ({ card: pick(s.pool).id, user: own.length > 0 ? pick(own).id : 'none', target: all.length > 0 ? pick(all) : 'none' })),
    attacks: attackers.map((u) => ({
      unit: u.id,
      targets: Array.from({ length: 1 + Math.floor(random() * 3) }, () => (foes.length === 0 || random() < 0.25 ? PLAYER : pick(foes))),
      spill: foes.length > 0 ? [pick(foes), pick(foes)] : [],
    })),
    effects: own.filter(() => random() < 0.1).map((u) => ({ card: u.id, effect: 0, targets: all.length > 0 ? [pick(all)] : [] })),
  });
}

function withHands(s: FalldownState, random: Random, count: number): void {
  const pick = pickOf(random);
  for (const seat of SEATS) {
    s.hands[seat] = Array.from({ length: count }, (_, i) => ({ id: `h${seat}${i}`, ref: cardRef('fd-demo', pick(MONSTERS)), faceUp: true }));
  }
}

function phase(seed: number, perSide: Record<Seat, number>, everyone: boolean): { state: FalldownState; plans: { p1: FalldownPlan; p2: FalldownPlan } } {
  const random = seededRandom(seed);
  const s = baseState(seed);
  addUnits(s, random, perSide);
  withHands(s, random, 3);
  s.mana = { p1: Math.floor(random() * 12), p2: Math.floor(random() * 12) };
  if (everyone) s.mana = { p1: 60, p2: 60 };
  return { state: s, plans: { p1: randomPlan(s, 'p1', random, { everyone }), p2: randomPlan(s, 'p2', random, { everyone }) } };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const at = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

function main(): void {
  const big = phase(20_261_129, { p1: 20, p2: 20 }, true);
  for (let i = 0; i < WARMUP; i++) resolvePhase(big.state, big.plans);
  const times: number[] = [];
  let steps = 0;
  let actions = 0;
  for (let i = 0; i < RUNS_20V20; i++) {
    const t0 = performance.now();
    const r = resolvePhase(big.state, big.plans);
    times.push(performance.now() - t0);
    steps = r.steps.length;
    actions = r.actions.length;
  }

  // Each phase is built off the clock, then resolved on it.
  const random = seededRandom(7);
  let total = 0;
  for (let i = 0; i < RANDOM_PHASES; i++) {
    const p = phase(1000 + i, { p1: Math.floor(random() * 13), p2: Math.floor(random() * 13) }, false);
    const t0 = performance.now();
    resolvePhase(p.state, p.plans);
    total += performance.now() - t0;
  }

  const result = {
    twentyVsTwenty: {
      medianMs: Number(median(times).toFixed(4)),
      p95Ms: Number(at(times, 0.95).toFixed(4)),
      runs: RUNS_20V20,
      steps,
      actions,
      goalMs: GOAL_MS,
      met: median(times) <= GOAL_MS,
    },
    randomPhases: {
      count: RANDOM_PHASES,
      totalMs: Number(total.toFixed(1)),
      perPhaseMs: Number((total / RANDOM_PHASES).toFixed(4)),
    },
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

main();
