// `npm run scenario -- FILE…`: loads each scenario file, runs it headless with the game's rules
// module, and prints the result as JSON (one object, or an array for several files). Exits 1 when a
// file is invalid or an `expect` block fails.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GameCatalog } from '../src/cards/gameCatalog';
import { ALL_GAMES } from '../src/cards/games';
import { rulesRegistry } from '../src/rules';
import { formatScenarioProblem, loadScenario, runScenario } from '../src/rules/core/scenario';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SETS = join(ROOT, 'public', 'assets', 'sets');

function catalog(): GameCatalog {
  const games = new GameCatalog(ALL_GAMES);
  for (const name of readdirSync(SETS).filter((file) => file.endsWith('.json')).sort()) {
    // Sets of other kinds (the generic starter set) are not game sets and are left out.
    games.loadJson(readFileSync(join(SETS, name), 'utf8'));
  }
  return games;
}

function runFile(path: string, games: GameCatalog): { ok: boolean; report: unknown } {
  const loaded = loadScenario(readFileSync(path, 'utf8'), { catalog: games, rules: rulesRegistry });
  if (!loaded.ok) {
    return { ok: false, report: { file: path, ok: false, problems: loaded.problems.map((p) => ({ ...p, text: formatScenarioProblem(p) })) } };
  }
  const result = runScenario(loaded.scenario);
  const ok = result.failures.length === 0;
  return { ok, report: { file: path, ok, title: loaded.scenario.file.title, ...result } };
}

const files = process.argv.slice(2).filter((arg) => arg !== '--');
if (files.length === 0) {
  console.error('usage: npm run scenario -- FILE.json [FILE.json …]');
  process.exit(2);
}
const games = catalog();
const results = files.map((file) => runFile(resolve(process.cwd(), file), games));
const reports = results.map((r) => r.report);
console.log(JSON.stringify(reports.length === 1 ? reports[0] : reports, null, 2));
process.exit(results.every((r) => r.ok) ? 0 : 1);
