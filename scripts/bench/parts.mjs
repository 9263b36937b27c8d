// The benchmark's part runner: runs parts one after another, each within its own time limit. A
// part that runs out of time is stopped (its AbortSignal aborts and the cleanups it deferred run:
// browsers closed, servers closed, child processes stopped) and marked "timed out"; a part that
// throws is marked "failed: <reason>"; either way the next parts still run. A part whose `needs`
// did not succeed fails without running. After each part, `onOutcome` is awaited (the benchmark
// writes its figures there, so nothing measured waits for the end of the run). Generic: no part
// of the benchmark is named here (test/unit/scripts/benchParts.test.ts runs it on fake parts).
import { cpus, loadavg } from 'node:os';

/**
 * @typedef {object} PartContext
 * @property {AbortSignal} signal aborts when the part runs out of time or the run is interrupted
 * @property {(cleanup: () => unknown) => void} defer a cleanup run when the part ends, however it
 *   ends (last deferred first), each given `graceMs`; it must not mind running after the part's own
 * @property {(...args: unknown[]) => void} log
 */

/**
 * @typedef {object} Part
 * @property {string} id
 * @property {string} title
 * @property {number} limitMs its time limit
 * @property {string[]} [needs] parts that must have succeeded in this run (when they are in it)
 * @property {(ctx: PartContext) => Promise<unknown>} run
 */

/** @typedef {'ok' | 'timed out' | 'failed' | 'interrupted' | 'not run'} PartStatus */

/**
 * @typedef {object} Outcome
 * @property {string} id
 * @property {string} title
 * @property {PartStatus} status
 * @property {unknown} [value] what `run` resolved with (ok only)
 * @property {string} [reason] one line: why it failed
 * @property {number} limitMs
 * @property {string} startedAt ISO time, seconds
 * @property {number} ms how long it ran (until its limit when it timed out)
 * @property {{ before: number, after: number, cores: number }} load 1-minute load averages and CPU count
 */

/** The first line of an error's message, without table pipes, at most 200 characters. @param {unknown} error */
export function oneLine(error) {
  const text = error instanceof Error ? error.message : String(error);
  const line = (text.split('\n').find((l) => l.trim() !== '') ?? '').trim().replace(/\s+/g, ' ').replace(/\|/g, '/');
  return line.length > 200 ? `${line.slice(0, 199)}…` : line || 'unknown error';
}

/** The mark shown instead of figures: '' when ok, "timed out", "failed: …", "interrupted", "not run". @param {Outcome} outcome */
export function markOf(outcome) {
  if (outcome.status === 'ok') return '';
  if (outcome.status === 'failed') return `failed: ${outcome.reason ?? 'unknown error'}`;
  return outcome.status;
}

const TIMED_OUT = Symbol('timed out');
const INTERRUPTED = Symbol('interrupted');

/**
 * Waits for `promise`, at most `millis` (its timer cleared either way).
 * @param {Promise<unknown>} promise @param {number} millis
 */
async function within(promise, millis) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  await Promise.race([promise, new Promise((resolve) => { timer = setTimeout(resolve, millis); })]);
  clearTimeout(timer);
}

/**
 * Runs `parts` in order. `limits` overrides their limits (ms, by id); `interrupt` stops the part
 * running and skips the rest ("interrupted", "not run"); `graceMs` bounds each cleanup and the wait
 * for a stopped part to settle.
 * @param {Part[]} parts
 * @param {{ limits?: Record<string, number>, log?: (...args: unknown[]) => void, onOutcome?: (outcome: Outcome) => unknown,
 *   interrupt?: AbortSignal, graceMs?: number }} [options]
 * @returns {Promise<Outcome[]>}
 */
export async function runParts(parts, { limits = {}, log = () => {}, onOutcome = () => {}, interrupt, graceMs = 15_000 } = {}) {
  /** @type {Outcome[]} */
  const outcomes = [];
  const cores = cpus().length;
  for (const part of parts) {
    const limitMs = limits[part.id] ?? part.limitMs;
    const before = loadavg()[0];
    const startedAt = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
    /** @param {PartStatus} status @param {{ value?: unknown, reason?: string }} [more] @param {number} [took] */
    const outcome = (status, more = {}, took = 0) => ({ id: part.id, title: part.title, status, ...more, limitMs, startedAt, ms: took, load: { before, after: loadavg()[0], cores } });
    /** @type {Outcome} */
    let result;
    const unmet = (part.needs ?? []).map((id) => outcomes.find((o) => o.id === id)).find((o) => o && o.status !== 'ok');
    if (interrupt?.aborted) result = outcome('not run');
    else if (unmet) result = outcome('failed', { reason: `not run, ${unmet.id} ${markOf(unmet)}` });
    else {
      log(`── ${part.id}: ${part.title} · limit ${limitMs / 1000} s · load ${before.toFixed(2)} (1 min) on ${cores} cores`);
      result = await runOne(part, limitMs, { log, interrupt, graceMs }, outcome);
    }
    outcomes.push(result);
    if (result.status !== 'not run') {
      const mark = markOf(result);
      log(`── ${part.id}: ${mark || 'ok'}${result.ms ? ` in ${(result.ms / 1000).toFixed(1)} s` : ''} · load ${result.load.before.toFixed(2)} → ${result.load.after.toFixed(2)} (1 min) on ${cores} cores`);
    }
    await onOutcome(result);
  }
  return outcomes;
}

/**
 * @param {Part} part @param {number} limitMs
 * @param {{ log: (...args: unknown[]) => void, interrupt?: AbortSignal, graceMs: number }} options
 * @param {(status: PartStatus, more?: { value?: unknown, reason?: string }, took?: number) => Outcome} outcome
 * @returns {Promise<Outcome>}
 */
async function runOne(part, limitMs, { log, interrupt, graceMs }, outcome) {
  const controller = new AbortController();
  /** @type {(() => unknown)[]} */
  const cleanups = [];
  let ended = false;
  const runCleanup = (/** @type {() => unknown} */ cleanup) => Promise.resolve().then(cleanup).catch((error) => log(`${part.id}: a cleanup failed: ${oneLine(error)}`));
  // A cleanup deferred once the part has ended (a stopped part's code still running) runs at once.
  const defer = (/** @type {() => unknown} */ cleanup) => void (ended ? runCleanup(cleanup) : cleanups.push(cleanup));
  const started = Date.now();
  /** @type {Promise<{ ok: true, value: unknown } | { ok: false, error: unknown }>} */
  const settled = Promise.resolve()
    .then(() => part.run({ signal: controller.signal, defer, log }))
    .then((value) => ({ ok: true, value }), (error) => ({ ok: false, error }));
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const limit = new Promise((resolve) => { timer = setTimeout(() => resolve(TIMED_OUT), limitMs); });
  /** @type {() => void} */
  let onInterrupt = () => {};
  const interrupted = new Promise((resolve) => {
    onInterrupt = () => resolve(INTERRUPTED);
    interrupt?.addEventListener('abort', onInterrupt, { once: true });
  });
  const first = await Promise.race([settled, limit, interrupted]);
  const took = Date.now() - started;
  clearTimeout(timer);
  interrupt?.removeEventListener('abort', onInterrupt);
  const stopped = first === TIMED_OUT || first === INTERRUPTED;
  if (stopped) controller.abort(new Error(`${part.id}: ${first === TIMED_OUT ? `timed out after ${limitMs / 1000} s` : 'interrupted'}`));
  for (let cleanup = cleanups.pop(); cleanup; cleanup = cleanups.pop()) await within(runCleanup(cleanup), graceMs);
  // A stopped part's promise settles once what it waited on is closed; it is not waited for long.
  if (stopped) await within(settled, graceMs);
  ended = true;
  for (let cleanup = cleanups.pop(); cleanup; cleanup = cleanups.pop()) await within(runCleanup(cleanup), graceMs);
  if (first === TIMED_OUT) return outcome('timed out', {}, took);
  if (first === INTERRUPTED) return outcome('interrupted', {}, took);
  const result = /** @type {{ ok: true, value: unknown } | { ok: false, error: unknown }} */ (first);
  return result.ok ? outcome('ok', { value: result.value }, took) : outcome('failed', { reason: oneLine(result.error) }, took);
}
