// What the benchmark prints and the cells it writes for a part: the table of figures, the mark of
// a part that has none ("timed out", "failed: …"), and each part's line (time, limit, load).
import { markOf } from './parts.mjs';

/** @param {number} millis */
const seconds = (millis) => `${(millis / 1000).toFixed(millis < 10_000 ? 1 : 0)} s`;

/**
 * The cells that stand in for a part's figures when it has none.
 * @param {import('./parts.mjs').Outcome} o @returns {{ measured: string, result: string }}
 */
export function markCells(o) {
  const when = `run ${o.startedAt}, load ${o.load.before.toFixed(2)} → ${o.load.after.toFixed(2)} on ${o.load.cores} cores`;
  if (o.status === 'timed out') return { measured: `timed out: no figures within its ${seconds(o.limitMs)} limit (${when})`, result: 'timed out' };
  return { measured: `${markOf(o)} (${when})`, result: o.status === 'failed' ? 'failed' : o.status };
}

/**
 * A part's line under the table: when it ran, how long, its limit, the load before → after, its result.
 * @param {import('./parts.mjs').Outcome} o @returns {string[]}
 */
export function partLineCells(o) {
  const skipped = /** @type {{ skipped?: string } | undefined} */ (o.value)?.skipped;
  const result = o.status === 'ok' ? (skipped ? `not measured: ${skipped}` : 'ok') : markOf(o);
  return [o.startedAt, seconds(o.ms), seconds(o.limitMs), `${o.load.before.toFixed(2)} → ${o.load.after.toFixed(2)} (${o.load.cores} cores)`, result];
}

/** Prints lines, then the table of figures (no borders; the result column last). @param {{ rows: string[][], meta: string[] }} table */
export function printTable({ rows, meta }) {
  const widths = [0, 1, 2].map((i) => Math.max(0, ...rows.map((row) => row[i].length)));
  console.log('');
  for (const m of meta) console.log(m);
  console.log('');
  for (const row of rows) console.log(row.slice(0, 3).map((cell, i) => cell.padEnd(widths[i])).join('  ') + '  ' + row[3]);
  console.log('');
}

/** Prints each part's line: result, time, limit, load. @param {import('./parts.mjs').Outcome[]} outcomes */
export function printParts(outcomes) {
  const ran = outcomes.filter((o) => o.status !== 'not run');
  const width = Math.max(0, ...ran.map((o) => o.id.length));
  console.log('Parts (started, took, limit, 1-min load before → after, result):');
  for (const o of outcomes) {
    if (o.status === 'not run') console.log(`  ${o.id.padEnd(width)}  not run`);
    else {
      const [at, took, limit, load, result] = partLineCells(o);
      console.log(`  ${o.id.padEnd(width)}  ${at}  ${took.padStart(6)}  limit ${limit.padStart(5)}  load ${load}  ${result}`);
    }
  }
  console.log('');
}
