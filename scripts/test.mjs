// `npm test`: every check CI runs, stopping at the first failure.
// Steps run in stages: the steps of one stage run side by side (on CI's 2 cores, checks that each
// keep one core busy finish sooner together), stages one after another. A step that runs alone
// streams its output through untouched (vitest prints its own summary); a step beside others prints
// its output whole when it ends, so lines never interleave. Each step reports how long it took.
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './chromium.mjs';
import { exec, loopbackOnly } from './loopback.mjs';
import { ensureRedis } from './relayProcesses.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const BIN = join(ROOT, 'node_modules', '.bin');

/** @typedef {number | string} Outcome  A status code (0: passed), or a failure line. */
/** @typedef {{ quiet: boolean }} Io  quiet: hold the output back and print it whole at the end. */
/** @typedef {{ name: string, run: (io: Io) => Outcome | Promise<Outcome> }} Step */

let chromiumPath = '';

// The browser tests serve a test build: only `--mode e2e` carries the automation API's raw writes
// (vite.config.ts). dist/ stays a production build, which must carry none.
const E2E_DIST = join(ROOT, '.tmp', 'dist-e2e');

/** 0 if no script of the build in dist/ holds the raw writes, else a failure line. */
function productionHasNoRawWrites() {
  const assets = join(ROOT, 'dist', 'assets');
  const leaks = readdirSync(assets).filter((file) => file.endsWith('.js') && readFileSync(join(assets, file), 'utf8').includes('writeRaw'));
  return leaks.length === 0 ? 0 : `the production build carries the raw writes (writeRaw in ${leaks.join(', ')})`;
}

/** The e2e project's files in `set` (vite.config.ts: FUDABA_E2E), served from the test build. @param {'solo' | 'rest'} set @param {Io} io */
const e2e = (set, io) => loopbackOnly('e2e', io, { ...process.env, CHROMIUM_PATH: chromiumPath, FUDABA_DIST: E2E_DIST, FUDABA_E2E: set });

/** @type {Step[][]} */
const stages = [
  [
    // tsc keeps one core busy; the lint and the coverage report take the other.
    { name: 'typecheck (tsc --noEmit -p .)', run: (io) => exec(join(BIN, 'tsc'), ['--noEmit', '-p', '.'], io) },
    { name: 'lint (npm run lint)', run: (io) => exec('npm', ['run', '--silent', 'lint'], io) },
    {
      name: 'rules coverage (scripts/rulesCoverage.ts: docs/rules/coverage.md, against docs/rules/coverage-floor.json)',
      run: (io) => exec(join(BIN, 'tsx'), ['scripts/rulesCoverage.ts'], io),
    },
  ],
  [{ name: 'unit tests (vitest run --project unit)', run: (io) => exec(join(BIN, 'vitest'), ['run', '--project', 'unit'], io) }],
  [{
    name: 'net tests (vitest run --project net, inside unshare -n)',
    run: (io) => {
      // The relay's net test starts redis-server; apt-get needs the network, so install it out here.
      try {
        ensureRedis();
      } catch (err) {
        return err instanceof Error ? err.message : String(err);
      }
      return loopbackOnly('net', io);
    },
  }],
  [
    {
      name: 'chromium (scripts/chromium.mjs)',
      run: () => {
        try {
          chromiumPath = ensureChromium();
          console.log(`Chromium: ${chromiumPath}`);
          return 0;
        } catch (err) {
          return err instanceof Error ? err.message : String(err);
        }
      },
    },
  ],
  [
    {
      name: 'build (vite build), with no raw writes',
      run: async (io) => {
        const built = await exec(join(BIN, 'vite'), ['build'], io);
        return built === 0 ? productionHasNoRawWrites() : built;
      },
    },
    {
      name: 'test build (vite build --mode e2e --outDir .tmp/dist-e2e)',
      run: (io) => exec(join(BIN, 'vite'), ['build', '--mode', 'e2e', '--outDir', E2E_DIST, '--emptyOutDir'], io),
    },
  ],
  [{ name: 'e2e tests, one-browser files two at a time (vitest run --project e2e, FUDABA_E2E=solo, inside unshare -n)', run: (io) => e2e('solo', io) }],
  [{ name: 'e2e tests, every other file one at a time (vitest run --project e2e, FUDABA_E2E=rest, inside unshare -n)', run: (io) => e2e('rest', io) }],
];

/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

const total = stages.flat().length;
const started = Date.now();
let number = 0;
/** @type {{ index: number, name: string, took: string, load: string, passed: boolean }[]} */
const done = [];
const load = () => loadavg()[0].toFixed(1);
console.log(`npm test on ${cpus().length} cores, load ${loadavg().map((l) => l.toFixed(1)).join(' / ')} (1 / 5 / 15 min)`);

/** The steps so far as a Markdown table (docs/testing.md keeps the last runs' tables). */
function stepTable() {
  const rows = done.map((d) => `| ${d.index} | ${d.name.split(' (')[0]} | ${d.took} | ${d.load} | ${d.passed ? 'passed' : 'FAILED'} |`);
  return ['| # | step | time | load before → after | |', '|---|---|---|---|---|', ...rows].join('\n');
}
for (const stage of stages) {
  const io = { quiet: stage.length > 1 };
  const outcomes = await Promise.all(stage.map(async (step) => {
    const index = ++number;
    console.log(`\n▶ [${index}/${total}] ${step.name}${io.quiet ? ' (beside others: its output follows when it ends)' : ''}`);
    const t0 = Date.now();
    const loadBefore = load();
    /** @type {Outcome} */
    let outcome;
    try {
      outcome = await step.run(io);
    } catch (err) {
      outcome = err instanceof Error ? err.message : String(err);
    }
    const took = seconds(Date.now() - t0);
    done.push({ index, name: step.name, took, load: `${loadBefore} → ${load()}`, passed: outcome === 0 });
    if (outcome === 0) console.log(`✓ [${index}/${total}] ${step.name} (${took})`);
    else console.error(`\n✗ npm test FAILED at step ${index}/${total}, ${step.name}: ${typeof outcome === 'string' ? outcome : `exit code ${outcome}`} (${took})`);
    return outcome;
  }));
  const failed = outcomes.find((outcome) => outcome !== 0);
  if (failed !== undefined) {
    console.error(`\n${stepTable()}`);
    process.exit(typeof failed === 'number' ? failed : 1);
  }
}
console.log(`\n${stepTable()}\n\n✓ npm test passed: ${total} steps in ${seconds(Date.now() - started)}`);
