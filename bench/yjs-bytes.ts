// Yjs cost of card moves, in Node (no browser): run by scripts/bench.mjs through `npx tsx`, or
// alone: `npx tsx bench/yjs-bytes.ts` (prints one JSON object on stdout).
//
// A table is laid out as the app lays out a new one (generic mat, a starter deck per seat), loose
// cards are created in both play areas, and every `move` command's doc update is measured:
//  - "inZone": 1,000 moves that stay inside the mover's play area (no zone change, no log entry);
//  - "zoneChange": 1,000 moves between the two play areas (also appends a log entry);
//  - a 2-hour game: 20,000 moves in the mix below, then the size of the whole encoded doc.
import * as Y from 'yjs';
import { GENERIC_MAT, runCommand, setupTable, type Card, type TableContext } from '../src/table';

const MOVES = 1_000;
const GAME_MOVES = 20_000;
/** Share of zone-changing moves in the simulated game (the rest stay inside a play area). */
const GAME_ZONE_CHANGE_SHARE = 0.2;
const LOOSE_CARDS_PER_SEAT = 30;
const TIME_LIMIT_MS = 90_000;

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

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

function stats(values: number[]): { count: number; mean: number; median: number; p95: number; min: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * (sorted.length - 1) + 0.5))] ?? NaN;
  const mean = sorted.reduce((s, v) => s + v, 0) / Math.max(1, sorted.length);
  return { count: sorted.length, mean, median: at(0.5), p95: at(0.95), min: sorted[0] ?? NaN, max: sorted[sorted.length - 1] ?? NaN };
}

function newTable(seed: number) {
  const doc = new Y.Doc();
  doc.clientID = 3_141_592_653; // a fixed, full-size (5-byte varint) client id, as real clients have
  const origin = { seat: 'p1' };
  const ctx: TableContext = { doc, actor: { seat: 'p1', origin } };
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
  let last = 0;
  doc.on('update', (update: Uint8Array) => {
    last += update.length;
  });
  const ids = [...where.keys()];
  /** Runs one move; returns the bytes of doc update it produced. */
  function move(kind: 'inZone' | 'zoneChange'): number {
    const id = ids[Math.floor(random() * ids.length)] ?? ids[0]!;
    const from = where.get(id)!;
    const to = kind === 'inZone' ? from : from === 'p1' ? 'p2' : 'p1';
    const at = pointIn(PLAY[to], random);
    last = 0;
    const result = runCommand(ctx, 'move', { id, x: at.x, y: at.y });
    if (!result.ok) throw new Error(`move ${id}: ${result.error}`);
    where.set(id, to);
    return last;
  }
  return { doc, move, logLength: () => doc.getArray('log').length };
}

function main(): void {
  const started = performance.now();
  const deadline = started + TIME_LIMIT_MS;

  const a = newTable(1234);
  const logBefore = a.logLength();
  const inZone: number[] = [];
  for (let i = 0; i < MOVES && performance.now() < deadline; i++) inZone.push(a.move('inZone'));
  const logAfterInZone = a.logLength();
  const zoneChange: number[] = [];
  for (let i = 0; i < MOVES && performance.now() < deadline; i++) zoneChange.push(a.move('zoneChange'));
  const logAfterZoneChange = a.logLength();

  const g = newTable(5678);
  const setupBytes = Y.encodeStateAsUpdate(g.doc).length;
  const pick = mulberry32(99);
  const gameMoves: number[] = [];
  let zoneChanges = 0;
  const gameStarted = performance.now();
  for (let i = 0; i < GAME_MOVES && performance.now() < deadline; i++) {
    const change = pick() < GAME_ZONE_CHANGE_SHARE;
    if (change) zoneChanges++;
    gameMoves.push(g.move(change ? 'zoneChange' : 'inZone'));
  }
  const gameMs = performance.now() - gameStarted;
  const docBytes = Y.encodeStateAsUpdate(g.doc).length;

  const out = {
    inZone: { ...stats(inZone), logEntriesAdded: logAfterInZone - logBefore },
    zoneChange: { ...stats(zoneChange), logEntriesAdded: logAfterZoneChange - logAfterInZone },
    game: {
      moves: gameMoves.length,
      zoneChanges,
      looseCards: 2 * LOOSE_CARDS_PER_SEAT,
      setupBytes,
      updateBytesTotal: gameMoves.reduce((s, v) => s + v, 0),
      docBytes,
      docBytesV2: Y.encodeStateAsUpdateV2(g.doc).length,
      logEntries: g.logLength(),
      msPerMove: gameMs / Math.max(1, gameMoves.length),
    },
    timedOut: performance.now() >= deadline,
    ms: performance.now() - started,
  };
  process.stdout.write(`${JSON.stringify(out)}\n`);
}

main();
