// The command line of `npm run bench` (scripts/bench.mjs, whose header lists the options): the
// options, the paths, and the overrides of the parts' time limits (--part-timeout=, BENCH_PART_TIMEOUT).
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..', '..');

/**
 * @typedef {object} BenchOptions
 * @property {boolean} quick       one repetition and shorter windows; the docs are not written
 * @property {string[] | null} only the part ids of --only=a,b (null: the full run)
 * @property {boolean} writeDocs   false with --no-docs or --quick
 * @property {string} doc          the docs file (--docs=PATH, default docs/benchmarks.md)
 * @property {string | null} shotDir --screenshots[=DIR]
 * @property {string} outDir       the build directory (BENCH_OUT, default .tmp/bench-dist)
 * @property {Record<string, number>} limitsMs overrides of the parts' time limits, in ms, by part id
 * @property {string[]} unknown    options not understood (warned about)
 */

/**
 * "receive:600,frames:900" (seconds) → { receive: 600000, frames: 900000 }.
 * @param {string} text @returns {Record<string, number>}
 */
export function parseLimits(text) {
  /** @type {Record<string, number>} */
  const limits = {};
  for (const entry of text.split(',').map((e) => e.trim()).filter(Boolean)) {
    const match = /^([A-Za-z]+):(\d+(?:\.\d+)?)$/.exec(entry);
    if (!match) throw new Error(`part time limit "${entry}": expected PART:SECONDS, e.g. receive:600`);
    limits[match[1]] = Math.round(Number(match[2]) * 1000);
  }
  return limits;
}

/** @param {string[]} argv @param {NodeJS.ProcessEnv} env @returns {BenchOptions} */
export function parseOptions(argv, env) {
  const value = (/** @type {string} */ name) => argv.filter((a) => a.startsWith(`${name}=`)).map((a) => a.slice(name.length + 1));
  const quick = argv.includes('--quick');
  const only = value('--only').flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean);
  const shotArg = argv.find((a) => a === '--screenshots' || a.startsWith('--screenshots='));
  const limitsMs = {
    ...parseLimits(env['BENCH_PART_TIMEOUT'] ?? ''),
    ...Object.assign({}, ...value('--part-timeout').map(parseLimits)),
  };
  const known = /^--(quick|no-docs|screenshots(=.*)?|only=.*|part-timeout=.*|docs=.*)$/;
  return {
    quick,
    only: only.length > 0 ? only : null,
    writeDocs: !argv.includes('--no-docs') && !quick,
    doc: resolve(ROOT, value('--docs').pop() ?? join('docs', 'benchmarks.md')),
    shotDir: shotArg ? (shotArg.split('=')[1] || '/tmp') : null,
    outDir: env['BENCH_OUT'] ? resolve(env['BENCH_OUT']) : join(ROOT, '.tmp', 'bench-dist'),
    limitsMs,
    unknown: argv.filter((a) => !known.test(a)),
  };
}
