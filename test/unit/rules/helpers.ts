import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { GameCatalog } from '../../../src/cards/gameCatalog';
import { ALL_GAMES } from '../../../src/cards/games';

export const ROOT = resolve(import.meta.dirname, '../../..');

let cached: GameCatalog | undefined;

/** Every game's demo set, loaded once per test file. */
export function demoCatalog(): GameCatalog {
  if (cached) return cached;
  const catalog = new GameCatalog(ALL_GAMES);
  const dir = join(ROOT, 'public/assets/sets');
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) catalog.loadJson(readFileSync(join(dir, name), 'utf8'));
  cached = catalog;
  return catalog;
}
