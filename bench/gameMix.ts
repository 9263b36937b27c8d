// The card game the Node benchmarks replay (bench/yjs-bytes.ts, bench/signed.ts): a table laid
// out as the app lays out a new one (generic mat, a starter deck per seat), loose cards in both
// play areas, and `move` commands that stay inside a play area or change to the other one.
import { GENERIC_MAT, runCommand, seededRandom, setupTable, type Card, type TableContext } from '../src/table';

export const MOVES = 1_000;
export const GAME_MOVES = 20_000;
/** Share of zone-changing moves in the simulated game (the rest stay inside a play area). */
export const GAME_ZONE_CHANGE_SHARE = 0.2;
export const LOOSE_CARDS_PER_SEAT = 30;

export type MoveKind = 'inZone' | 'zoneChange';

/** The table's own seeded generator (mulberry32), so the bench draws exactly as the app does. */
export const mulberry32 = seededRandom;

type Area = { x: number; y: number; w: number; h: number };
function areaOf(id: string): Area {
  const zone = GENERIC_MAT.zones.find((z) => z.id === id);
  if (!zone) throw new Error(`mat has no zone ${id}`);
  return zone;
}
const PLAY = { p1: areaOf('p1-play'), p2: areaOf('p2-play') };
const MARGIN = 90; // keeps a card's centre well inside the area

function pointIn(area: Area, random: () => number): { x: number; y: number } {
  return {
    x: Math.round(area.x + MARGIN + random() * (area.w - 2 * MARGIN)),
    y: Math.round(area.y + MARGIN + random() * (area.h - 2 * MARGIN)),
  };
}

export interface Stats { count: number; mean: number; median: number; p95: number; min: number; max: number }

export function stats(values: number[]): Stats {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * (sorted.length - 1) + 0.5))] ?? NaN;
  const mean = sorted.reduce((s, v) => s + v, 0) / Math.max(1, sorted.length);
  return { count: sorted.length, mean, median: at(0.5), p95: at(0.95), min: sorted[0] ?? NaN, max: sorted[sorted.length - 1] ?? NaN };
}

/**
 * Lays the table out in ctx (one transaction for the mat and decks, one per loose card) and
 * returns the mover: each call runs one `move` command, as one transaction of ctx.doc.
 */
export function layOutGame(ctx: TableContext, seed: number): { move(kind: MoveKind): void } {
  const refs = Array.from({ length: 24 }, (_, i) => `starter:ST-${String(i + 1).padStart(3, '0')}`);
  setupTable(ctx, { mat: GENERIC_MAT, seats: [{ seat: 'p1', deck: refs }, { seat: 'p2', deck: refs }], seed });
  const random = mulberry32(seed);
  const where = new Map<string, 'p1' | 'p2'>();
  for (const seat of ['p1', 'p2'] as const) {
    for (let i = 0; i < LOOSE_CARDS_PER_SEAT; i++) {
      const at = pointIn(PLAY[seat], random);
      const card: Omit<Card, 'id' | 'z'> = {
        kind: 'card', x: at.x, y: at.y, ref: refs[i % refs.length] ?? 'starter:ST-001', faceUp: true, rotation: 0,
        owner: seat, stack: null, attachedTo: null,
      };
      const result = runCommand(ctx, 'create', { object: card });
      if (!result.ok) throw new Error(result.error);
      where.set(String(result.value), seat);
    }
  }
  const ids = [...where.keys()];
  return {
    move(kind) {
      const id = ids[Math.floor(random() * ids.length)] ?? ids[0]!;
      const from = where.get(id)!;
      const to = kind === 'inZone' ? from : from === 'p1' ? 'p2' : 'p1';
      const at = pointIn(PLAY[to], random);
      const result = runCommand(ctx, 'move', { id, x: at.x, y: at.y });
      if (!result.ok) throw new Error(`move ${id}: ${result.error}`);
      where.set(id, to);
    },
  };
}

/** The game's mix: which of its moves change zone (seeded, the same in every benchmark). */
export function gameKinds(seed = 99): () => MoveKind {
  const pick = mulberry32(seed);
  return () => (pick() < GAME_ZONE_CHANGE_SHARE ? 'zoneChange' : 'inZone');
}
