#!/usr/bin/env node
// `npm run bench`: the performance budgets of DESIGN.md, measured on this machine.
//
//  1. frame time with 1,000 cards: the app vs a bare PixiJS scene of the same sprites (bench/bare.ts),
//     measured alternately a few times in one run; the ratio is the figure that matters;
//  2. frame time while dragging one card among them;
//  3. Yjs bytes per card move and the doc size after a 2-hour game (bench/yjs-bytes.ts, in Node);
//  4. gzip size of the JS the app loads, and time from navigation to ready on loopback;
//  5. signed writes, hidden information, joint decks, the rules assist and Falldown (Node), and,
//     as root inside a loopback-only network namespace, browsers over WebRTC, the receive path,
//     signaling under a hostile load and the relay.
//
// Builds the app into .tmp/bench-dist (so a concurrent `dist/` user is not disturbed), serves it on
// 127.0.0.1 with a small static server of its own, drives headless Chromium, prints a table and
// writes it into docs/benchmarks.md. A missed goal is printed as MISSED.
//
// The run is made of parts (scripts/bench/partList.mjs), run one after another by the part runner
// (scripts/bench/parts.mjs), each within its own time limit:
//   build 300 s · yjs 240 s · signed 360 s · secret, joint, assist, falldown 180 s each ·
//   bundle 240 s · frames 600 s · net 420 s · receive 600 s · signaling 240 s · relay 300 s
// (about twice what each part's command was allowed when one 480 s watchdog stopped the whole run).
// A part that runs out of time is stopped (its browsers, servers and child processes with it) and
// marked "timed out"; a part that throws is marked "failed: <reason>"; the other parts still run,
// and a part that needs the build fails without running when the build did not succeed. The marks
// stand in for the part's figures in the printed table and in its rows of the docs table. Each
// part's rows are written into the docs as soon as it ends, with a line under the table giving its
// time, its limit and the 1-minute load average before and after it (printed too, with the CPU
// count, before and after each part). Ctrl-C (or SIGTERM) stops the running part and ends the run,
// keeping what was written; twice quits at once.
//
// Exit code: 0 when every part ran (goals met or MISSED; a loopback part without root says "not
// measured"), 2 when a part timed out or failed (only after every other part ran and everything was
// written), 130 when interrupted, 1 when the benchmark itself fails (a bad option, the docs not
// writable, …).
//
// Options: --screenshots[=DIR]  save the app and bare canvases with 1,000 cards as PNGs (default /tmp)
//          --no-docs            do not touch docs/benchmarks.md
//          --docs=PATH          write the table into PATH instead of docs/benchmarks.md
//          --quick              one repetition and shorter windows (for trying the script out; no docs)
//          --only=PART[,PART…]  only those parts (and the build when they need it): build, yjs, signed,
//                               secret, joint, assist, falldown, bundle, frames, net, receive, signaling,
//                               relay; their rows replace theirs in the docs table (e.g. --only=receive,
//                               --only=bundle with the chunk list, --only=net, --only=relay without a build)
//          --part-timeout=PART:SECONDS[,…]  another time limit for those parts (also BENCH_PART_TIMEOUT=…;
//                               the option wins), e.g. --part-timeout=receive:900,frames:1200
// Environment: BENCH_OUT=dir builds elsewhere (two `--only=…` runs at once do not rebuild under each
// other); CHROMIUM_PATH (default /usr/bin/chromium).
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { editDoc, markFigureRows, putChunks, putFigureRows, putMeta, putPartLine } from './bench/docsTable.mjs';
import { framesMeta } from './bench/framesRows.mjs';
import { INTRO } from './bench/intro.mjs';
import { ROOT, parseOptions } from './bench/options.mjs';
import { markCells, partLineCells, printParts, printTable } from './bench/output.mjs';
import { TABLE_ORDER, benchParts, isRowOf } from './bench/partList.mjs';
import { markOf, oneLine, runParts } from './bench/parts.mjs';
import { log } from './bench/util.mjs';

async function main() {
  const options = parseOptions(process.argv.slice(2), process.env);
  for (const arg of options.unknown) log(`unknown option ignored: ${arg}`);
  const all = benchParts(options);
  const ids = all.map((p) => p.id);
  const unknown = [...(options.only ?? []), ...Object.keys(options.limitsMs)].filter((id) => !ids.includes(id));
  if (unknown.length > 0) throw new Error(`no part named ${unknown.join(', ')}: the parts are ${ids.join(', ')}`);
  const wanted = new Set(options.only ?? ids);
  for (const part of all) if (wanted.has(part.id)) for (const need of part.needs ?? []) wanted.add(need);
  // A part whose figures do not make its rows (a field missing from its script's JSON) fails as a
  // part, rather than ending the run when its rows are written.
  const parts = all.filter((p) => wanted.has(p.id)).map((p) => ({
    ...p,
    run: async (/** @type {import('./bench/parts.mjs').PartContext} */ ctx) => {
      const value = await p.run(ctx);
      p.rows?.(value);
      p.chunks?.(value);
      return value;
    },
  }));
  const full = options.only === null;
  const began = Date.now();
  /** @type {Record<string, any>} */
  const results = { date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'), cores: cpus().length, parts: {} };
  const rawFile = join(ROOT, '.tmp', full ? 'bench-results.json' : `bench-${(options.only ?? []).join('-')}.json`);
  const docName = relative(ROOT, options.doc);

  /** Its rows, its chunk list and its line under the table, into the docs. @param {typeof all[number]} part @param {import('./bench/parts.mjs').Outcome} o */
  const writePart = (part, o) => {
    // An `--only` run that could not measure (no root for the loopback parts) leaves the docs alone, as before.
    if (o.status === 'not run' || o.status === 'interrupted' || (!full && o.status === 'ok' && o.value?.skipped)) return;
    const rank = TABLE_ORDER.indexOf(part.id);
    const isOurs = (/** @type {string} */ line) => isRowOf(part, line);
    const isLater = (/** @type {string} */ line) => all.some((p) => TABLE_ORDER.indexOf(p.id) > rank && isRowOf(p, line));
    editDoc(options.doc, INTRO, (lines) => {
      if (part.rows && o.status === 'ok') putFigureRows(lines, part.rows(o.value), isOurs, isLater);
      else if (part.rows) markFigureRows(lines, isOurs, isLater, { title: part.title, ...markCells(o) });
      const chunks = o.status === 'ok' && part.chunks ? part.chunks(o.value) : '';
      if (chunks) putChunks(lines, chunks);
      putPartLine(lines, part.id, partLineCells(o), (id) => ids.indexOf(id) > ids.indexOf(part.id));
    });
    log(`wrote the ${part.id} part${part.rows ? "'s rows" : "'s line"} into ${docName}`);
  };

  const interrupt = new AbortController();
  const onSignal = (/** @type {string} */ name) => {
    if (interrupt.signal.aborted) process.exit(130);
    log(`${name}: stopping the part that runs; what was measured is kept (again to quit at once)`);
    interrupt.abort();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  // The code of a part stopped at its limit may still reject a promise nobody waits for (a page
  // closed under it): that must not end the run and lose the parts still to come.
  process.on('unhandledRejection', (error) => log(`ignored a rejection nobody waited for (a stopped part's?): ${oneLine(error)}`));

  const outcomes = await runParts(parts, {
    limits: options.limitsMs,
    log,
    interrupt: interrupt.signal,
    onOutcome: (o) => {
      const part = all.find((p) => p.id === o.id);
      if (!part) return;
      if (o.status === 'ok' && part.key) results[part.key] = o.value;
      else if (o.status === 'ok' && part.id === 'frames') Object.assign(results, o.value);
      const { value: _value, ...summary } = o;
      results.parts[o.id] = summary;
      mkdirSync(dirname(rawFile), { recursive: true });
      writeFileSync(rawFile, `${JSON.stringify(results, null, 2)}\n`);
      if (options.writeDocs) writePart(part, o);
    },
  });

  /** @type {string[][]} */
  const rows = [];
  for (const id of TABLE_ORDER) {
    const part = all.find((p) => p.id === id);
    const o = outcomes.find((x) => x.id === id);
    if (!part?.rows || !o || o.status === 'not run') continue;
    if (o.status === 'ok') rows.push(...part.rows(o.value));
    else {
      const { measured, result } = markCells(o);
      rows.push([part.title, measured, '', result]);
    }
  }
  const frames = outcomes.find((o) => o.id === 'frames');
  const run = { date: results.date, cores: results.cores, quick: options.quick };
  const meta = full && frames
    ? framesMeta(run, frames.status === 'ok' ? /** @type {Record<string, any>} */ (frames.value) : null, markOf(frames))
    : [`Run ${results.date} · ${results.cores} cores · Node ${process.version}`];
  printTable({ rows, meta });
  printParts(outcomes);
  const bundle = parts.find((p) => p.id === 'bundle');
  if (!full && bundle?.chunks && results.load) console.log(bundle.chunks(results.load));
  if (full && options.writeDocs && !interrupt.signal.aborted) {
    editDoc(options.doc, INTRO, (lines) => putMeta(lines, meta));
    log('wrote the run\'s lines above the table into', docName);
  }
  if (options.shotDir) log(`screenshots: ${join(options.shotDir, 'fudaba-bench-app.png')}, ${join(options.shotDir, 'fudaba-bench-bare.png')}`);
  const missing = outcomes.filter((o) => o.status === 'timed out' || o.status === 'failed');
  if (missing.length > 0) log(`without figures: ${missing.map((o) => `${o.id} (${markOf(o)})`).join('; ')}`);
  log(`done in ${((Date.now() - began) / 1000).toFixed(0)} s`);
  return interrupt.signal.aborted ? 130 : missing.length > 0 ? 2 : 0;
}

main().then((code) => {
  process.exitCode = code;
  // A part stopped at its limit may leave a timer or a socket behind: they do not hold the exit.
  setTimeout(() => process.exit(code), 5000).unref();
}, (error) => {
  console.error('[bench] failed:', error instanceof Error ? error.stack : error);
  process.exit(1);
});
