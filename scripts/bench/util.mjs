// Small helpers of the benchmark (scripts/bench.mjs): logging, statistics, number formats, a promise
// with a time limit and the seeded random generator the 1,000-card layout uses.

/** Prints a line prefixed with [bench]. @param {...unknown} args */
export const log = (...args) => console.log('[bench]', ...args);

/** @param {number} seed @returns {() => number} uniform in [0, 1) */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** @param {number[]} sorted @param {number} q */
export function quantile(sorted, q) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * (sorted.length - 1) + 0.5))];
}

/** @param {number[]} intervals frame intervals in ms */
export function frameStats(intervals) {
  const sorted = [...intervals].sort((a, b) => a - b);
  const mean = sorted.reduce((s, v) => s + v, 0) / Math.max(1, sorted.length);
  return { frames: sorted.length, mean, median: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), fps: 1000 / mean };
}

/** @param {number[]} values */
export function median(values) {
  return quantile([...values].sort((a, b) => a - b), 0.5);
}

/** Median of each field over repeated runs. @param {Record<string, number>[]} runs */
export function medianStats(runs) {
  const keys = ['frames', 'mean', 'median', 'p95', 'fps', 'cpuPerFrame'];
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))]));
}

/** @param {number} v */
export const ms = (v) => `${v.toFixed(1)} ms`;
/** @param {number} v */
export const kb = (v) => `${(v / 1000).toFixed(1)} kB`;
/** @param {number} v */
export const mb = (v) => `${(v / 1_000_000).toFixed(3)} MB`;
/** @param {boolean} ok */
export const status = (ok) => (ok ? 'ok' : 'MISSED');

/**
 * The 1-minute load average (before, and after when known) and the CPU count, as printed and written beside each part.
 * @param {number} before @param {number | undefined} after @param {number} cores
 */
export function loadText(before, after, cores) {
  return `${before.toFixed(2)}${after === undefined ? '' : ` → ${after.toFixed(2)}`} (1-min load) on ${cores} cores`;
}

/**
 * `promise`, or a rejection after `millis`.
 * @template T @param {Promise<T>} promise @param {number} millis @param {string} what @returns {Promise<T>}
 */
export function withTimeout(promise, millis, what) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: no result within ${millis} ms`)), millis);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** The last line of a benchmark script's output, which is its JSON result. @param {string} out */
export function lastJson(out) {
  return JSON.parse(out.trim().split('\n').pop() ?? '');
}
