// `npm test`: every check CI runs, in order, stopping at the first failure.
// Each step's output streams through untouched (vitest prints its own summary), and each step
// reports how long it took, so a slow or failing step is obvious at a glance.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './chromium.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const BIN = join(ROOT, 'node_modules', '.bin');

/** @typedef {{ name: string, run: () => number | string }} Step  A status code, or a failure line. */

/** @param {string} command @param {string[]} args @param {NodeJS.ProcessEnv} [env] */
function exec(command, args, env = process.env) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env });
  if (result.error) return `${command}: ${result.error.message}`;
  if (result.signal) return `${command} was killed by ${result.signal}`;
  return result.status ?? 1;
}

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

/**
 * Real WebRTC must only ever see loopback: run the net and browser tests in a fresh network
 * namespace with just `lo` up, unless we already are in one. Never skipped: without root or
 * unshare, the step fails.
 * @param {string} project @param {NodeJS.ProcessEnv} [env]
 */
function loopbackOnly(project, env = process.env) {
  const vitest = [join(BIN, 'vitest'), 'run', '--project', project];
  const infos = Object.values(networkInterfaces()).flat();
  const alreadyIsolated = infos.some((i) => i?.internal) && !infos.some((i) => i && !i.internal);
  if (alreadyIsolated) return exec(vitest[0], vitest.slice(1), env);
  if (process.getuid?.() !== 0) return 'the net and e2e tests need root for `unshare -n` (a loopback-only network namespace): run npm test as root, as CI does';
  const probe = spawnSync('unshare', ['-n', 'true'], { stdio: 'ignore' });
  if (probe.error || probe.status !== 0) {
    return `\`unshare -n\` does not work here (${probe.error?.message ?? `exit code ${probe.status}`}): the net and e2e tests need a loopback-only network namespace`;
  }
  return exec('unshare', ['-n', 'sh', '-c', 'ip link set lo up && exec "$@"', 'sh', ...vitest], env);
}

/** @type {Step[]} */
const steps = [
  { name: 'typecheck (tsc --noEmit -p .)', run: () => exec(join(BIN, 'tsc'), ['--noEmit', '-p', '.']) },
  { name: 'lint (npm run lint)', run: () => exec('npm', ['run', '--silent', 'lint']) },
  {
    name: 'rules coverage (scripts/rulesCoverage.ts: docs/rules/coverage.md, against docs/rules/coverage-floor.json)',
    run: () => exec(join(BIN, 'tsx'), ['scripts/rulesCoverage.ts']),
  },
  { name: 'unit tests (vitest run --project unit)', run: () => exec(join(BIN, 'vitest'), ['run', '--project', 'unit']) },
  { name: 'net tests (vitest run --project net, inside unshare -n)', run: () => loopbackOnly('net') },
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
  {
    name: 'build (vite build), with no raw writes',
    run: () => {
      const built = exec(join(BIN, 'vite'), ['build']);
      return built === 0 ? productionHasNoRawWrites() : built;
    },
  },
  {
    name: 'test build (vite build --mode e2e --outDir .tmp/dist-e2e)',
    run: () => exec(join(BIN, 'vite'), ['build', '--mode', 'e2e', '--outDir', E2E_DIST, '--emptyOutDir']),
  },
  {
    name: 'e2e tests (vitest run --project e2e, inside unshare -n)',
    run: () => loopbackOnly('e2e', { ...process.env, CHROMIUM_PATH: chromiumPath, FUDABA_DIST: E2E_DIST }),
  },
];

/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

const started = Date.now();
for (const [index, step] of steps.entries()) {
  console.log(`\n▶ [${index + 1}/${steps.length}] ${step.name}`);
  const t0 = Date.now();
  const outcome = step.run();
  const took = seconds(Date.now() - t0);
  if (outcome !== 0) {
    const why = typeof outcome === 'string' ? outcome : `exit code ${outcome}`;
    console.error(`\n✗ npm test FAILED at step ${index + 1}/${steps.length}, ${step.name}: ${why} (${took})`);
    process.exit(typeof outcome === 'number' ? outcome : 1);
  }
  console.log(`✓ ${step.name} (${took})`);
}
console.log(`\n✓ npm test passed: ${steps.length} steps in ${seconds(Date.now() - started)}`);
