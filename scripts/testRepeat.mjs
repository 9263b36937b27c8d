// `npm run test:repeat -- FILE… [--times N] [--hog] [--no-build] [--json PATH]`: runs the named test
// files N times over (default 5), each run of each file its own `vitest run`, so one failure hides
// no other, and tells per file how many runs passed and how long they took, with a Markdown table
// at the end to paste into the docs. A flaky test shows itself here before it shows on CI.
//
// The project comes from the path (test/unit → unit, test/net → net, test/e2e → e2e). Net and
// browser files run the way `npm test` runs them (scripts/test.mjs): inside a loopback-only network
// namespace, the browser ones against the test build in .tmp/dist-e2e (built first when it is
// missing or older than the sources; --no-build takes it as it is) with scripts/chromium.mjs's
// Chromium. The runs go round by round (every file once, then again), so a change of load
// spreads over all the files alike.
//
//   --times N    how many runs of each file (default 5)
//   --hog        keep one core busy (a busy loop in a child process) for the whole time, for
//                figures "under load"; the load average is printed at the start and the end
//   --no-build   do not (re)build .tmp/dist-e2e before the browser files
//   --json PATH  also write every run's raw result there
//
// Each run's time is its wall time (vitest's start-up included), its CPU time (steadier than the
// wall time on a loaded machine) and the time of its tests alone, as vitest reports it.
//
// The exit code is 1 if any run failed (the full output of a failed run is kept in .tmp/test-repeat/).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './chromium.mjs';
import { loopbackArgv } from './loopback.mjs';
import { ensureRedis } from './relayProcesses.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const BIN = join(ROOT, 'node_modules', '.bin');
const E2E_DIST = join(ROOT, '.tmp', 'dist-e2e');
const WORK = join(ROOT, '.tmp', 'test-repeat');
/** What the test build is made from: newer than its index.html, it is stale. */
const BUILD_SOURCES = ['src', 'index.html', 'bench/bare.html', 'vite.config.ts', 'public'];
/** How many lines of a failure's error to print. */
const ERROR_LINES = 8;

const USAGE = 'usage: npm run test:repeat -- FILE… [--times N] [--hog] [--no-build] [--json PATH]';

/** @typedef {'unit' | 'net' | 'e2e'} Project */
/** @typedef {{ test: string, error: string }} Failure */
/**
 * @typedef {{ round: number, passed: boolean, exitCode: number | null, signal: string | null,
 *   wallMs: number, cpuMs: number | null, testsMs: number | null, tests: { passed: number, failed: number, skipped: number },
 *   failure: Failure | null, log: string | null, durations: { test: string, status: string, ms: number | null }[] }} Run
 */

// ---------------------------------------------------------------------------------------------
// Arguments

/** @param {string[]} argv */
function parseArgs(argv) {
  /** @type {{ files: string[], times: number, hog: boolean, build: boolean, json: string | null }} */
  const options = { files: [], times: 5, hog: false, build: true, json: null };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const value = () => {
      const next = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[++i];
      if (next === undefined) fail(`${arg} needs a value\n${USAGE}`);
      return /** @type {string} */ (next);
    };
    if (arg === '--times' || arg.startsWith('--times=')) {
      const times = Number(value());
      if (!Number.isInteger(times) || times < 1) fail(`--times takes a whole number ≥ 1\n${USAGE}`);
      options.times = times;
    } else if (arg === '--hog') options.hog = true;
    else if (arg === '--no-build') options.build = false;
    else if (arg === '--json' || arg.startsWith('--json=')) options.json = resolve(value());
    else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else if (arg.startsWith('-')) fail(`unknown option ${arg}\n${USAGE}`);
    else options.files.push(arg);
  }
  if (options.files.length === 0) fail(`no test file named\n${USAGE}`);
  return options;
}

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(`test:repeat: ${message}`);
  process.exit(2);
}

/** The file's path from the repository's root, and its vitest project. @param {string} file */
function classify(file) {
  const path = relative(ROOT, resolve(file)).split('\\').join('/');
  if (!existsSync(join(ROOT, path))) fail(`no such file: ${file}`);
  /** @type {Project | undefined} */
  const project = path.startsWith('test/unit/') ? 'unit' : path.startsWith('test/net/') ? 'net' : path.startsWith('test/e2e/') ? 'e2e' : undefined;
  if (!project) fail(`${file} is in no test project (test/unit, test/net or test/e2e)`);
  return { path, project };
}

// ---------------------------------------------------------------------------------------------
// Before the runs: Chromium, redis, the test build

/** The newest modification time under `path` (0 if it does not exist). @param {string} path @returns {number} */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

/** Why the test build must be made, or null if it is fresh. */
function testBuildStale() {
  const index = join(E2E_DIST, 'index.html');
  if (!existsSync(index)) return `${relative(ROOT, E2E_DIST)} has no build`;
  const built = statSync(index).mtimeMs;
  const changed = BUILD_SOURCES.filter((source) => newest(join(ROOT, source)) > built);
  return changed.length > 0 ? `${changed.join(', ')} changed since it was built` : null;
}

/**
 * `vite build --mode e2e` into a sibling folder, then swapped in, so a browser test that is
 * serving the old build meanwhile never finds the folder empty.
 */
function buildTestBuild() {
  const next = `${E2E_DIST}.next-${process.pid}`;
  const old = `${E2E_DIST}.old-${process.pid}`;
  const t0 = Date.now();
  const result = spawnSync(join(BIN, 'vite'), ['build', '--mode', 'e2e', '--outDir', next, '--emptyOutDir'], { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    rmSync(next, { recursive: true, force: true });
    fail(`the test build failed (vite build --mode e2e): ${result.error?.message ?? `exit code ${result.status}`}`);
  }
  if (existsSync(E2E_DIST)) renameSync(E2E_DIST, old);
  renameSync(next, E2E_DIST);
  rmSync(old, { recursive: true, force: true });
  console.log(`  built in ${seconds(Date.now() - t0)}`);
}

// ---------------------------------------------------------------------------------------------
// One run

/** @type {import('node:child_process').ChildProcess | null} */
let current = null;

/** @param {string} text */
const stripAnsi = (text) => text.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '');

/**
 * The first failure in vitest's JSON report: its test's full name and the first lines of its
 * error (a file that failed outside any test, e.g. on import, gives its own message).
 * @param {any} report @returns {Failure | null}
 */
function firstFailure(report) {
  for (const file of report?.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') return { test: test.fullName ?? test.title ?? '(unnamed test)', error: excerpt(String(test.failureMessages?.[0] ?? '')) };
    }
    if (file.status === 'failed') return { test: '(the file, outside any test)', error: excerpt(String(file.message ?? '')) };
  }
  return null;
}

/**
 * The first lines of an error message, with just the first stack frame of our own code (none
 * from node_modules, node: internals or anonymous ones).
 * @param {string} text
 */
function excerpt(text) {
  const lines = stripAnsi(text).split('\n').filter((line) => line.trim() !== '');
  const frames = lines.filter((line) => /^\s*at /.test(line));
  const ours = frames.find((line) => !/node_modules|node:|<anonymous>/.test(line));
  return [...lines.filter((line) => !/^\s*at /.test(line)).slice(0, ERROR_LINES - 1), ...(ours ? [ours] : [])].join('\n');
}

/** The children's user + system time in the output of the shell's `times`, or null. @param {string} path */
function readCpuMs(path) {
  try {
    const children = readFileSync(path, 'utf8').trim().split('\n')[1] ?? '';
    const parts = [...children.matchAll(/(\d+)m([\d.]+)s/g)].map((m) => Number(m[1]) * 60_000 + Number(m[2]) * 1000);
    return parts.length === 2 ? (parts[0] ?? 0) + (parts[1] ?? 0) : null;
  } catch {
    return null;
  }
}

/**
 * Runs `file` once in its project, its output captured (and kept in WORK if the run fails).
 * @param {{ path: string, project: Project }} file @param {number} round @param {NodeJS.ProcessEnv} env @returns {Promise<Run>}
 */
function runOnce(file, round, env) {
  const report = join(WORK, `report-${process.pid}.json`);
  const cpuTimes = join(WORK, `times-${process.pid}.txt`);
  rmSync(report, { force: true });
  rmSync(cpuTimes, { force: true });
  const vitest = [join(BIN, 'vitest'), 'run', '--project', file.project, file.path, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  // The shell's `times` tells the CPU time vitest took (its threads and child processes with it):
  // on a loaded machine a steadier figure than the wall time.
  const timed = ['sh', '-c', '"$@"; s=$?; times > "$0"; exit $s', cpuTimes, ...vitest];
  const argv = file.project === 'unit' ? timed : loopbackArgv(timed);
  if (typeof argv === 'string') fail(argv);
  const t0 = performance.now();
  return new Promise((done) => {
    // A process group of its own, so an interrupted run stops with everything it started.
    const child = spawn(argv[0] ?? '', argv.slice(1), { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    current = child;
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', (err) => output.push(Buffer.from(`${argv[0]}: ${err.message}\n`)));
    child.on('close', (code, signal) => {
      current = null;
      const wallMs = performance.now() - t0;
      const text = stripAnsi(Buffer.concat(output).toString('utf8'));
      /** @type {any} */
      let json = null;
      try {
        json = JSON.parse(readFileSync(report, 'utf8'));
      } catch {
        // No report: vitest never got to the tests (its output says why).
      }
      rmSync(report, { force: true });
      const cpuMs = readCpuMs(cpuTimes);
      rmSync(cpuTimes, { force: true });
      const results = /** @type {any[]} */ (json?.testResults ?? []);
      const testsMs = results.length > 0 ? results.reduce((sum, r) => sum + (r.endTime - r.startTime), 0) : null;
      const assertions = results.flatMap((r) => r.assertionResults ?? []);
      const count = (/** @type {string[]} */ ...statuses) => assertions.filter((a) => statuses.includes(a.status)).length;
      const passed = code === 0 && json?.success === true;
      /** @type {Failure | null} */
      let failure = null;
      /** @type {string | null} */
      let log = null;
      if (!passed) {
        failure = firstFailure(json) ?? {
          test: !json ? '(vitest gave no report)' : results.length === 0 ? '(no test ran)' : '(no failing test in the report)',
          error: text.split('\n').filter((line) => line.trim() !== '' && !/^\s*RUN\s+v|JSON report written/.test(line)).slice(0, ERROR_LINES).join('\n')
            || (signal ? `killed by ${signal}` : `exit code ${code}`),
        };
        log = join(WORK, `${file.path.replace(/[/\\]/g, '_')}.run${round}.log`);
        writeFileSync(log, text);
      }
      done({
        round, passed, exitCode: code, signal, wallMs, cpuMs, testsMs,
        tests: { passed: count('passed'), failed: count('failed'), skipped: count('skipped', 'pending', 'todo') },
        failure, log: log && relative(ROOT, log),
        durations: assertions.map((a) => ({ test: a.fullName ?? a.title, status: a.status, ms: a.duration ?? null })),
      });
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Figures

/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');

/** @param {string} text */
const cell = (text) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

// ---------------------------------------------------------------------------------------------
// Main

const options = parseArgs(process.argv.slice(2));
const files = options.files.map(classify);
const projects = new Set(files.map((f) => f.project));
mkdirSync(WORK, { recursive: true });

/** @type {NodeJS.ProcessEnv} */
const env = { ...process.env };
// A file named here runs whatever npm test's split of the browser files says.
delete env['FUDABA_E2E'];
try {
  // The relay's net test starts redis-server; apt-get needs the network, so install it out here.
  if (projects.has('net')) ensureRedis();
  if (projects.has('e2e')) {
    env['CHROMIUM_PATH'] = ensureChromium();
    env['FUDABA_DIST'] = E2E_DIST;
    console.log(`Chromium: ${env['CHROMIUM_PATH']}`);
  }
} catch (err) {
  fail(err instanceof Error ? err.message : String(err));
}
if (projects.has('e2e')) {
  const stale = options.build ? testBuildStale() : null;
  if (stale) {
    console.log(`Test build: ${stale}; building it (vite build --mode e2e --outDir .tmp/dist-e2e)…`);
    buildTestBuild();
  } else {
    console.log(`Test build: ${relative(ROOT, E2E_DIST)}${options.build ? ' (up to date)' : ' (--no-build: as it is)'}`);
  }
}

/** @type {import('node:child_process').ChildProcess | null} */
let hog = null;
const stopHog = () => {
  if (hog && hog.exitCode === null && hog.signalCode === null) hog.kill('SIGKILL');
};
process.on('exit', stopHog);
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    stopHog();
    if (current?.pid) {
      try {
        process.kill(-current.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
    process.exit(130);
  });
}

const loadAtStart = loadavg();
console.log(`Load average at the start: ${load()} (1, 5, 15 min; ${cpus().length} cores)`);
if (options.hog) {
  hog = spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' });
  console.log(`CPU hog: a busy loop on one core (pid ${hog.pid}) for the whole run`);
}
const width = Math.max(...files.map((f) => f.path.length));
const total = options.times * files.length;
/** @type {Map<string, Run[]>} */
const runs = new Map(files.map((f) => [f.path, []]));
const startedAt = new Date();
let number = 0;
for (let round = 1; round <= options.times; round++) {
  for (const file of files) {
    number++;
    const run = await runOnce(file, round, env);
    runs.get(file.path)?.push(run);
    const tests = `${run.tests.passed} passed${run.tests.failed ? `, ${run.tests.failed} failed` : ''}${run.tests.skipped ? `, ${run.tests.skipped} skipped` : ''}`;
    const time = `${seconds(run.wallMs)}${run.cpuMs === null ? '' : `, CPU ${seconds(run.cpuMs)}`}${run.testsMs === null ? '' : `, tests ${seconds(run.testsMs)}`}`;
    console.log(`${run.passed ? '✓' : '✗'} [${number}/${total}] ${file.path.padEnd(width)}  run ${round}/${options.times}  ${run.passed ? 'passed' : 'FAILED'}  (${tests}; ${time})`);
    if (run.failure) {
      console.log(`    first failing test: ${run.failure.test}`);
      for (const line of run.failure.error.split('\n')) console.log(`      ${line}`);
      console.log(`    full output: ${run.log}`);
    }
  }
}
const endedAt = new Date();
const loadAtEnd = loadavg();
stopHog();

const summaries = files.map((file) => {
  const list = runs.get(file.path) ?? [];
  const walls = list.map((r) => r.wallMs);
  const testTimes = list.flatMap((r) => (r.testsMs === null ? [] : [r.testsMs]));
  const cpuTimes = list.flatMap((r) => (r.cpuMs === null ? [] : [r.cpuMs]));
  const firstFailed = list.find((r) => !r.passed);
  return {
    file: file.path, project: file.project, passed: list.filter((r) => r.passed).length, runs: list.length,
    medianMs: median(walls), maxMs: Math.max(...walls), medianCpuMs: cpuTimes.length > 0 ? median(cpuTimes) : null, medianTestsMs: testTimes.length > 0 ? median(testTimes) : null,
    firstFailure: firstFailed?.failure ? { round: firstFailed.round, ...firstFailed.failure } : null,
  };
});

console.log(`\nLoad average at the end: ${load()}`);
console.log('\nPer file (wall time of each `vitest run`, start-up included; CPU: the CPU time it took):');
for (const s of summaries) {
  const cpu = s.medianCpuMs === null ? '' : `, median CPU ${seconds(s.medianCpuMs)}`;
  console.log(`  ${s.file.padEnd(width)}  ${s.passed}/${s.runs} passed  (median ${seconds(s.medianMs)}, max ${seconds(s.maxMs)}${cpu})`);
}

const when = startedAt.toISOString().slice(0, 16).replace('T', ' ');
const markdown = [
  `\`npm run test:repeat\`, ${when}Z: ${options.times} run${options.times === 1 ? '' : 's'} of each file, ${options.hog ? 'with a CPU hog on one core' : 'no CPU hog'}; ` +
    `${cpus().length} cores, load average ${loadAtStart[0]?.toFixed(2)} at the start, ${loadAtEnd[0]?.toFixed(2)} at the end; ${seconds(endedAt.getTime() - startedAt.getTime())} in all.`,
  '',
  '| File | Project | Passed | Median | Max | Median CPU | Median of the tests alone | First failure |',
  '|---|---|---|---|---|---|---|---|',
  ...summaries.map((s) => {
    const failure = s.firstFailure ? cell(`run ${s.firstFailure.round}: ${s.firstFailure.test}: ${s.firstFailure.error.split('\n')[0] ?? ''}`) : '';
    return `| \`${s.file}\` | ${s.project} | ${s.passed}/${s.runs} | ${seconds(s.medianMs)} | ${seconds(s.maxMs)} | ${s.medianCpuMs === null ? '–' : seconds(s.medianCpuMs)} | ${s.medianTestsMs === null ? '–' : seconds(s.medianTestsMs)} | ${failure} |`;
  }),
].join('\n');
console.log(`\nMarkdown:\n\n${markdown}\n`);

if (options.json) {
  mkdirSync(dirname(options.json), { recursive: true });
  writeFileSync(options.json, `${JSON.stringify({
    startedAt: startedAt.toISOString(), endedAt: endedAt.toISOString(), times: options.times, hog: options.hog,
    cores: cpus().length, loadAverage: { start: loadAtStart, end: loadAtEnd },
    files: files.map((file) => ({ ...file, runs: runs.get(file.path) ?? [] })),
    summaries,
  }, null, 2)}\n`);
  console.log(`Raw results: ${relative(ROOT, options.json)}`);
}

const failed = summaries.reduce((sum, s) => sum + s.runs - s.passed, 0);
if (failed > 0) console.error(`✗ test:repeat: ${failed} of ${total} runs failed`);
else console.log(`✓ test:repeat: ${total === 1 ? 'the run' : `all ${total} runs`} passed`);
process.exit(failed > 0 ? 1 : 0);
