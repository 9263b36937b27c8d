// The real games with their demo sets loaded, as the app has them at start.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { GameCatalog } from '../../../../src/cards/gameCatalog';
import { ALL_GAMES, DEMO_SETS } from '../../../../src/cards/games';

const SETS = resolve(import.meta.dirname, '../../../../public/assets/sets');

export function demoSetText(id: string): string {
  return readFileSync(resolve(SETS, `${id}.json`), 'utf8');
}

export function templateCsv(game: string): string {
  return readFileSync(resolve(SETS, 'templates', `${game}.csv`), 'utf8');
}

export function demoCatalog(): GameCatalog {
  const games = new GameCatalog(ALL_GAMES);
  for (const id of Object.values(DEMO_SETS)) {
    const result = games.loadJson(demoSetText(id));
    if (!result.ok) throw new Error(`demo set ${id} should load`);
  }
  return games;
}

export function gameOf(games: GameCatalog, id: 'nofuture' | 'multiverse' | 'chrono' | 'falldown') {
  const game = games.gameOf(id);
  if (game === undefined) throw new Error(`${id} missing`);
  return game;
}
