// How many runs a property test (fast-check) makes, and how a failing one is replayed: every
// `fc.assert` in test/ takes its parameters from `runs(ciSize)`. Sizes and timings:
// docs/testing-properties.md.
//
//   FC_RUNS unset (or `ci`)  each property's CI size: what `npm test` runs, within its time budget
//   FC_RUNS=nightly          each property's nightly size, 10× its CI size
//   FC_RUNS=<k>x             k × each property's CI size (e.g. FC_RUNS=3x)
//   FC_RUNS=<n>              n runs of every property
//   FC_SEED=<seed>           the seed to run with (a failure prints it, with its path)
//   FC_PATH=<path>           with FC_SEED: replay just that counterexample (shrunk as it was)
//   FC_TIMING=<file.jsonl>   append each property's runs and time (CPU of its thread, and wall) there
//
// A failure's message tells how to replay it, e.g.
//   replay: FC_SEED=-1791357238 FC_PATH='12:0:0' npx vitest run --project unit test/unit/table/random.test.ts -t 'shuffles…'
//
// With more runs than on CI, the tests of a file that imports this one get more time alike: its
// default test timeout, and the timeouts given with `timeout(ms)`, grow by the same factor (with
// FC_RUNS=<n> there is no telling the factor, so they are off).
import fc from 'fast-check';
import { appendFileSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { expect, vi } from 'vitest';

/** The nightly size of a property: this many times its CI size. */
export const NIGHTLY_FACTOR = 10;

/** How many times its CI size each property runs, from FC_RUNS; null for a number of runs of its own. */
export function runScale(setting: string | undefined = process.env['FC_RUNS']): number | null {
  const value = (setting ?? '').trim().toLowerCase();
  if (value === '' || value === 'ci') return 1;
  if (value === 'nightly') return NIGHTLY_FACTOR;
  const times = /^(\d+(?:\.\d+)?)x$/.exec(value);
  if (times && Number(times[1]) > 0) return Number(times[1]);
  if (/^\d+$/.test(value) && Number(value) > 0) return null;
  throw new Error(`FC_RUNS=${setting}: give ci, nightly, a number of runs (e.g. 500) or a multiple of the CI size (e.g. 3x)`);
}

/** How many runs a property of CI size `ciSize` makes, from FC_RUNS. */
export function runCount(ciSize: number, setting: string | undefined = process.env['FC_RUNS']): number {
  const scale = runScale(setting);
  return scale === null ? Number(setting) : Math.max(1, Math.round(ciSize * scale));
}

/** A property test's timeout: `ciMs` on CI, as many times longer as its runs are more; 0 (none) with FC_RUNS=<n>. */
export function timeout(ciMs: number): number {
  const scale = runScale();
  return scale === null ? 0 : Math.round(ciMs * Math.max(1, scale));
}

// The file's default test timeout grows alike (vitest puts it back after the file).
if (runScale() !== 1) {
  const worker = (globalThis as { __vitest_worker__?: { config?: { testTimeout?: number } } }).__vitest_worker__;
  vi.setConfig({ testTimeout: timeout(worker?.config?.testTimeout ?? 30_000) });
}

/**
 * The CPU time of the calling thread in ms (Linux: /proc/thread-self/stat, in clock ticks of 10 ms),
 * else of the whole process: what a property costs, whatever else the machine is doing.
 */
function threadCpuMs(): number {
  try {
    const fields = readFileSync('/proc/thread-self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the command's ')'.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    const usage = process.cpuUsage();
    return (usage.user + usage.system) / 1000;
  }
}

/** `text` as one word for a POSIX shell. */
const shellQuote = (text: string): string => (/^[\w./:=@%+,-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`);

/** A regular expression that matches `text` literally (vitest's -t takes a pattern). */
const literal = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The test running now: its file (from the repository's root) and its full name, as vitest's -t matches it. */
function currentTest(): { file: string; name: string | undefined } {
  const state = expect.getState();
  const file = state.testPath ? relative(process.cwd(), state.testPath).split('\\').join('/') : '<test file>';
  // vitest's current test name joins the describe blocks with ' > '; -t matches the names joined with spaces.
  return { file, name: state.currentTestName?.split(' > ').join(' ') };
}

/** The command line that replays a failure of the property test running now. */
export function replayCommand(seed: number, path: string | null): string {
  const { file, name } = currentTest();
  const project = /^test\/(unit|net|e2e)\//.exec(file)?.[1] ?? 'unit';
  const env = `FC_SEED=${seed}${path ? ` FC_PATH=${shellQuote(path)}` : ''}`;
  return `${env} npx vitest run --project ${project} ${shellQuote(file)}${name ? ` -t ${shellQuote(literal(name))}` : ''}`;
}

/**
 * fast-check's parameters for one property: `ciSize` runs on CI, 10× that with FC_RUNS=nightly;
 * FC_SEED (and FC_PATH) replay a failure. A failure throws fast-check's own report (seed, path,
 * counterexample, the error as its cause) with a `replay:` line added.
 */
export function runs<Ts = unknown>(ciSize: number): fc.Parameters<Ts> {
  const seedSetting = process.env['FC_SEED']?.trim();
  const pathSetting = process.env['FC_PATH']?.trim();
  if (seedSetting && !/^-?\d+$/.test(seedSetting)) throw new Error(`FC_SEED=${seedSetting}: a seed is a whole number (fast-check prints it on a failure)`);
  if (pathSetting && !seedSetting) throw new Error('FC_PATH replays a counterexample of one seed: set FC_SEED too');
  const timing = process.env['FC_TIMING'];
  // The property starts right after its parameters are made (fc.assert's last argument).
  const start = timing ? { cpu: threadCpuMs(), wall: performance.now() } : null;
  return {
    numRuns: runCount(ciSize),
    ...(seedSetting ? { seed: Number(seedSetting) } : {}),
    ...(seedSetting && pathSetting ? { path: pathSetting, endOnFailure: true } : {}),
    reporter(details) {
      if (timing && start) {
        const { file, name } = currentTest();
        const record = { file, test: name, ciSize, numRuns: details.numRuns, failed: details.failed, cpuMs: threadCpuMs() - start.cpu, wallMs: Math.round(performance.now() - start.wall) };
        appendFileSync(timing, `${JSON.stringify(record)}\n`);
      }
      if (!details.failed) return;
      const report = fc.defaultReportMessage(details) ?? `Property failed (seed ${details.seed})`;
      const replay = `replay: ${replayCommand(details.seed, details.counterexamplePath)}`;
      // Second line, so it shows in the first lines of the error (vitest's summary, npm run test:repeat).
      const [first, ...rest] = report.split('\n');
      throw new Error([first, replay, ...rest].join('\n'), { cause: details.errorInstance });
    },
  };
}
