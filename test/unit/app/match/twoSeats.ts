// Two browsers in Node: two TableSessions whose docs exchange every update (as y-webrtc would),
// each with its own keeper and key store, each with its own MatchDriver for the seat it plays.
// Updates are counted per sender, so a test can assert that a result travels as one update.
import 'fake-indexeddb/auto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as Y from 'yjs';
import { GameCatalog } from '../../../../src/cards/gameCatalog';
import { ALL_GAMES } from '../../../../src/cards/games';
import type { GameId } from '../../../../src/cards/game';
import { rulesFor } from '../../../../src/rules';
import { MemoryKeyStore } from '../../../../src/secret/keyring';
import { readLog, type Seat } from '../../../../src/table';
import { TableSession } from '../../../../src/app/session';
import { MatchDriver } from '../../../../src/app/match/driver';
import { drawOpeningHand, startNewGame, type FirstPlayerChoice, type MatchOptions } from '../../../../src/app/gameSetup';
import { keeperIdle } from '../../../../src/app/lesson/liveTable';
import type { AnyGame } from '../../../../src/app/gameContext';

const ROOT = join(import.meta.dirname, '../../../..');
const REMOTE = 'remote-peer';

export function catalog(): GameCatalog {
  const games = new GameCatalog(ALL_GAMES);
  const dir = join(ROOT, 'public/assets/sets');
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) games.loadJson(readFileSync(join(dir, name), 'utf8'));
  return games;
}

export interface Browser {
  seat: Seat;
  session: TableSession;
  driver: MatchDriver;
  /** Updates this browser has sent to the other (one per transaction). */
  sent: Uint8Array[];
}

export interface TwoSeats {
  p1: Browser;
  p2: Browser;
  both: readonly Browser[];
  /** Waits until both keepers are idle (sealing, opening, secret shuffles). */
  settle(): Promise<void>;
  destroy(): void;
}

let tables = 0;

/** Two browsers at one table, connected. `failures` collects what a driver reports. */
export async function twoSeats(failures: string[] = []): Promise<TwoSeats> {
  const name = `match-test-${tables++}`;
  const games = catalog();
  const make = async (seat: Seat): Promise<Browser> => {
    const session = new TableSession(`${name}-${seat}`, games, seat, seat === 'p1', new MemoryKeyStore());
    await session.open();
    const driver = new MatchDriver(session, {
      seat: () => (session.viewer === 'spectator' ? null : session.viewer),
      speaksFor: () => (session.viewer === 'spectator' ? [] : [session.viewer]),
      quiet: () => false,
      fail: (error) => failures.push(`${seat}: ${error}`),
    });
    driver.setRules(rulesFor);
    return { seat, session, driver, sent: [] };
  };
  const p1 = await make('p1');
  const p2 = await make('p2');
  // p2 joins: it takes p1's table as it stands, then every update flows both ways.
  Y.applyUpdate(p2.session.doc, Y.encodeStateAsUpdate(p1.session.doc), REMOTE);
  for (const [from, to] of [[p1, p2], [p2, p1]] as const) {
    from.session.doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin === REMOTE) return;
      from.sent.push(update);
      Y.applyUpdate(to.session.doc, update, REMOTE);
    });
  }
  const settle = async () => {
    for (let i = 0; i < 4; i++) {
      await keeperIdle(p1.session);
      await keeperIdle(p2.session);
    }
  };
  return {
    p1, p2, both: [p1, p2], settle,
    destroy: () => {
      for (const b of [p1, p2]) {
        b.driver.destroy();
        b.session.destroy();
      }
    },
  };
}

export function gameOf(table: TwoSeats, id: GameId): AnyGame {
  const game = table.p1.session.games.gameOf(id);
  if (!game) throw new Error(`no game ${id}`);
  return game as AnyGame;
}

/** New game from p1's browser with the game's two demo decks, then each seat draws its own hand. */
export async function newGame(table: TwoSeats, id: GameId, first: FirstPlayerChoice = 'p1', options: MatchOptions = {}): Promise<void> {
  const game = gameOf(table, id);
  const [a, b] = game.demoDecks;
  if (!a) throw new Error(`${id} has no demo deck`);
  startNewGame(table.p1.session, game, { p1: a, p2: b ?? a }, first, { by: 'p1', ...options });
  await openingHands(table);
}

export async function openingHands(table: TwoSeats): Promise<void> {
  await table.settle();
  for (const browser of table.both) await drawOpeningHand(browser.session, browser.seat);
  await table.settle();
}

/** How many updates `run` sends from this browser (synchronously, before any keeper work). */
export function updatesOf(browser: Browser, run: () => void): number {
  const before = browser.sent.length;
  run();
  return browser.sent.length - before;
}

export function logOps(browser: Browser): string[] {
  return readLog(browser.session.doc, 1000).entries.map((e) => e.op);
}
