import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { GameCatalog } from '../../../src/cards/gameCatalog';
import { ALL_GAMES } from '../../../src/cards/games';
import { expect } from 'vitest';
import { rulesRegistry } from '../../../src/rules';
import { loadScenario, runScenario } from '../../../src/rules/core/scenario';

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

/** The scenario files of a folder under scenarios/, sorted, with their text. */
export function scenarioFiles(folder: string): { file: string; text: string; about: string }[] {
  const dir = join(ROOT, 'scenarios', folder);
  return readdirSync(dir).filter((f) => f.endsWith('.json')).sort().map((file) => {
    const text = readFileSync(join(dir, file), 'utf8');
    const about = (JSON.parse(text) as { about?: { en?: string } }).about?.en ?? '';
    return { file, text, about };
  });
}

/** Loads and runs one scenario file; every `expect` block in it must hold and no step may fail. */
export function expectScenarioHolds(text: string): void {
  const loaded = loadScenario(text, { catalog: demoCatalog(), rules: rulesRegistry });
  if (!loaded.ok) throw new Error(loaded.problems.map((p) => `${p.path}: ${p.message.en}`).join('\n'));
  const result = runScenario(loaded.scenario);
  expect(result.failures.map((f) => `${f.path}: ${f.message}`)).toEqual([]);
  expect(result.log.filter((line) => line.error !== undefined)).toEqual([]);
}
