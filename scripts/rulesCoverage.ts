// `npm run coverage`: which scenario files exercise each section of the four rule texts and each
// ruling id, written to docs/rules/coverage.md; exits 1 when something the floor
// (docs/rules/coverage-floor.json) holds is no longer covered. A step of `npm test`.
//
//   --raise-floor      record what is covered now as the floor (after adding scenarios)
//   --update-sections  re-read the section lists (docs/rules/sections/) from ../shared/rules
//   --scenarios DIR    read scenarios from DIR instead of scenarios/ (e.g. an export of a commit)
//   --no-write         print the figures, write no file
//
// The rule texts are not part of this repository (they sit beside it, in shared/rules), so their
// section lists are kept in docs/rules/sections/: the report needs only those and RULINGS' ids.
// Where the texts are at hand (CI has shared/ beside the clone), they are read afresh and the kept
// lists follow them; a clone without them uses the kept lists.
import { existsSync, readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dropsBelow, figures, floorOf, gameCoverage, GAMES, markdown, percent, type Floor } from './coverage/report';
import { scenarioCitations, type ScenarioCitations } from './coverage/scenarios';
import { parseSections, rulingIds, SHAPES, type SectionFile } from './coverage/sections';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const RULES_TEXTS = resolve(ROOT, '..', 'shared', 'rules');
const DOCS = join(ROOT, 'docs', 'rules');
const SECTIONS = join(DOCS, 'sections');
const RULINGS_IDS = join(SECTIONS, 'rulings.json');
const FLOOR = join(DOCS, 'coverage-floor.json');

const args = process.argv.slice(2).filter((arg) => arg !== '--');
const flag = (name: string) => args.includes(name);
const scenariosAt = args.includes('--scenarios') ? resolve(process.cwd(), args[args.indexOf('--scenarios') + 1] ?? '') : join(ROOT, 'scenarios');

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** The section lists and ruling ids read afresh from the texts, or null where the texts are not at hand. */
function fromTexts(): { sections: SectionFile[]; rulings: Record<string, string[]> } | null {
  if (!existsSync(join(RULES_TEXTS, 'RULINGS.md'))) return null;
  const sections = GAMES.map(({ game }) => parseSections(readFileSync(join(RULES_TEXTS, SHAPES[game].source), 'utf8'), SHAPES[game]));
  const ids = rulingIds(readFileSync(join(RULES_TEXTS, 'RULINGS.md'), 'utf8'));
  return { sections, rulings: Object.fromEntries(GAMES.map(({ game }) => [game, ids.get(SHAPES[game].prefix) ?? []])) };
}

function committed(): { sections: SectionFile[]; rulings: Record<string, string[]> } {
  if (!existsSync(RULINGS_IDS)) return { sections: [], rulings: {} };
  const sections = GAMES.map(({ game }) => JSON.parse(readFileSync(join(SECTIONS, `${game}.json`), 'utf8')) as SectionFile);
  return { sections, rulings: JSON.parse(readFileSync(RULINGS_IDS, 'utf8')) as Record<string, string[]> };
}

function readScenarios(): ScenarioCitations[] {
  const out: ScenarioCitations[] = [];
  for (const { game } of GAMES) {
    const dir = join(scenariosAt, game);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
      const read = scenarioCitations(`${game}/${name}`, readFileSync(join(dir, name), 'utf8'));
      if (read) out.push(read);
    }
  }
  return out;
}

function main(): number {
  const fresh = fromTexts();
  if (!fresh && flag('--update-sections')) {
    console.error(`rules coverage: the rule texts are not at ${RULES_TEXTS}`);
    return 1;
  }
  const kept = committed();
  // The texts, where they are at hand, are the truth; the kept lists follow them.
  const lists = fresh ?? kept;
  if (fresh && (flag('--update-sections') || json(fresh) !== json(kept))) {
    if (!flag('--update-sections')) console.warn('rules coverage: the rule texts or RULINGS.md changed; docs/rules/sections/ follows them (commit it)');
    if (!flag('--no-write')) {
      mkdirSync(SECTIONS, { recursive: true });
      for (const file of fresh.sections) writeFileSync(join(SECTIONS, `${file.game}.json`), json(file));
      writeFileSync(RULINGS_IDS, json(fresh.rulings));
    }
  }
  const scenarios = readScenarios();
  const coverage = lists.sections.map((file) => gameCoverage(file, lists.rulings[file.game] ?? [], scenarios));
  for (const c of coverage) {
    const s = figures(c.sections);
    const r = figures(c.rulings);
    console.log(`${c.game.padEnd(10)} ${String(c.scenarios).padStart(3)} scenarios  sections ${s.covered}/${s.total} (${percent(s)})  rulings ${r.covered}/${r.total} (${percent(r)})`);
  }
  if (!flag('--no-write')) writeFileSync(join(DOCS, 'coverage.md'), markdown(coverage, lists.sections));
  if (flag('--raise-floor')) {
    writeFileSync(FLOOR, json(floorOf(coverage)));
    console.log(`rules coverage: floor raised (${FLOOR})`);
    return 0;
  }
  const floor = existsSync(FLOOR) ? (JSON.parse(readFileSync(FLOOR, 'utf8')) as Floor) : { games: {} };
  const drops = dropsBelow(floor, coverage);
  for (const drop of drops) console.error(`✗ ${drop}`);
  if (drops.length > 0) {
    console.error('rules coverage dropped below docs/rules/coverage-floor.json: cite the section or ruling in a scenario with an `expect` again');
    return 1;
  }
  return 0;
}

process.exit(main());
