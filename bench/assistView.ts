// The rules assist's whole view of a NoFuture table with 80 cards (decks, hands, bases, teams in
// battle, set cards, damage and magic coins): state, tallies, hints, winner, next phase and the
// battle, as the app derives it on every table change. Run by scripts/bench.mjs through `npx tsx`,
// or alone: `npx tsx bench/assistView.ts` (prints one JSON object on stdout).
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { NofutureCard } from '../src/cards/nofuture';
import { GameCatalog } from '../src/cards/gameCatalog';
import { ALL_GAMES } from '../src/cards/games';
import { rulesRegistry } from '../src/rules';
import type { RulesInput } from '../src/rules/core';
import { loadScenario } from '../src/rules/core/scenario';
import { scenarioInput } from '../src/rules/core/scenario/input';
import { nofutureRules } from '../src/rules/nofuture';
import { EIGHTY_CARDS } from './assistView.data';

const RUNS = 200;
const WARMUP = 20;
const SETS = resolve(import.meta.dirname, '../public/assets/sets');

const games = new GameCatalog(ALL_GAMES);
for (const name of readdirSync(SETS).filter((f) => f.endsWith('.json')).sort()) games.loadJson(readFileSync(join(SETS, name), 'utf8'));


const loaded = loadScenario(EIGHTY_CARDS, { catalog: games, rules: rulesRegistry });
if (!loaded.ok) throw new Error(loaded.problems.map((p) => `${p.path}: ${p.message.en}`).join('\n'));
const input = scenarioInput(loaded.scenario) as RulesInput<NofutureCard>;
const cards = [...input.objects.values()].filter((o) => o.kind === 'card').length;

const view = () => {
  const state = nofutureRules.read(input);
  return [nofutureRules.tally(state), nofutureRules.hints(state, 'p1'), nofutureRules.winner(state), nofutureRules.advance(state), nofutureRules.resolve?.(state)];
};
for (let i = 0; i < WARMUP; i++) view();
const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const started = performance.now();
  view();
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN;
console.log(JSON.stringify({ cards, runs: RUNS, medianMs: at(0.5), p95Ms: at(0.95) }));
