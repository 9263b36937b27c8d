// Yjs cost of card moves, in Node (no browser): run by scripts/bench.mjs through `npx tsx`, or
// alone: `npx tsx bench/yjs-bytes.ts` (prints one JSON object on stdout).
//
// A table is laid out as the app lays out a new one (generic mat, a starter deck per seat), loose
// cards are created in both play areas, and every `move` command's doc update is measured:
//  - "inZone": 1,000 moves that stay inside the mover's play area (no zone change, no log entry);
//  - "zoneChange": 1,000 moves between the two play areas (also appends a log entry);
//  - a 2-hour game: 20,000 moves in the mix of bench/gameMix.ts, then the size of the whole encoded doc.
import * as Y from 'yjs';
import type { TableContext } from '../src/table';
import { GAME_MOVES, gameKinds, layOutGame, LOOSE_CARDS_PER_SEAT, MOVES, stats, type MoveKind } from './gameMix';

const TIME_LIMIT_MS = 90_000;

function newTable(seed: number) {
  const doc = new Y.Doc();
  doc.clientID = 3_141_592_653; // a fixed, full-size (5-byte varint) client id, as real clients have
  const origin = { seat: 'p1' };
  const ctx: TableContext = { doc, actor: { seat: 'p1', origin } };
  const game = layOutGame(ctx, seed);
  let last = 0;
  doc.on('update', (update: Uint8Array) => {
    last += update.length;
  });
  /** Runs one move; returns the bytes of doc update it produced. */
  function move(kind: MoveKind): number {
    last = 0;
    game.move(kind);
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
  const nextKind = gameKinds();
  const gameMoves: number[] = [];
  let zoneChanges = 0;
  const gameStarted = performance.now();
  for (let i = 0; i < GAME_MOVES && performance.now() < deadline; i++) {
    const kind = nextKind();
    if (kind === 'zoneChange') zoneChanges++;
    gameMoves.push(g.move(kind));
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
