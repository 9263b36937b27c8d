// The bundle part (the first load, issue 18's budget): cold loads of fresh tables, the time to
// ready, and the JS the first one fetched until WebGL first drew its table; its rows and the list
// of chunks written under the docs table.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { gotoReady, launchBench, windows } from './browser.mjs';
import { GOALS } from './goals.mjs';
import { startServer } from './staticServer.mjs';
import { kb, log, median, status } from './util.mjs';

/**
 * The first load, from the page's own Resource Timing. Split by when each file was asked for: on
 * the way to ready, or after it (PixiJS's renderer, asked for as the canvas starts, lands on either
 * side of ready depending on the machine's load, so the budget counts both phases: everything the
 * first table needs to show). What the app loads behind the table after its first paint (the
 * games' data; main.tsx marks the moment 'fudaba:behind') is left out.
 * @param {import('./parts.mjs').PartContext} part
 * @param {{ outDir: string, quick: boolean }} options
 */
export async function bundlePart(part, { outDir, quick }) {
  const server = await startServer(outDir);
  part.defer(server.close);
  const { page } = await launchBench(part);
  const tag = Math.random().toString(36).slice(2, 8);
  const readyTimes = [];
  let entries = null;
  for (let i = 0; i < windows(quick).loadRuns; i++) {
    readyTimes.push(await gotoReady(page, `${server.base}/?table=load-${tag}-${i}`));
    if (i > 0) continue;
    await page.waitForFunction(() => window.__benchFirstDrawAt !== undefined, null, { timeout: 60_000, polling: 20 });
    await page.waitForTimeout(300); // a response already on its way is still counted
    entries = await page.evaluate(() => ({
      readyAt: window.__benchReadyAt,
      drawnAt: window.__benchFirstDrawAt,
      // What the app loads behind the table once it has painted (the games' data): not the first table's.
      behindAt: performance.getEntriesByName('fudaba:behind')[0]?.startTime ?? Number.POSITIVE_INFINITY,
      files: performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname.endsWith('.js'))
        .map((e) => ({ path: new URL(e.name).pathname, start: e.startTime, end: e.responseEnd })),
    }));
  }
  const gzipOf = (p) => gzipSync(readFileSync(join(outDir, p)), { level: 9 }).length;
  const chunks = (files) => files.map(({ path }) => ({ file: path.split('/').pop(), gzip: gzipOf(path), raw: statSync(join(outDir, path)).size })).sort((a, b) => b.gzip - a.gzip);
  const ready = chunks(entries.files.filter((f) => f.start <= entries.readyAt));
  const drawn = chunks(entries.files.filter((f) => f.start > entries.readyAt && f.start <= entries.drawnAt && f.start < entries.behindAt));
  const load = {
    readyMs: readyTimes,
    readyMedian: median(readyTimes),
    jsFiles: ready.length + drawn.length,
    jsRaw: [...ready, ...drawn].reduce((s, c) => s + c.raw, 0),
    jsGzip: [...ready, ...drawn].reduce((s, c) => s + c.gzip, 0),
    readyGzip: ready.reduce((s, c) => s + c.gzip, 0),
    drawnFiles: drawn.length,
    drawnGzip: drawn.reduce((s, c) => s + c.gzip, 0),
    firstDrawMs: entries.drawnAt,
    chunks: { ready, drawn },
  };
  log(`load: ready ${readyTimes.map((t) => t.toFixed(0)).join(', ')} ms; JS ${ready.length} files, ${kb(load.jsGzip)} gzip; then ${kb(load.drawnGzip)} until the first draw`);
  return load;
}

/** The first load's rows. @param {Record<string, any>} load */
export function loadRows(load) {
  return [
    ['JS loaded by index.html, gzip', `${kb(load.jsGzip)} = ${(load.jsGzip / 1024).toFixed(1)} KiB (${load.jsFiles} files, ${kb(load.jsRaw)} raw), all asked for until WebGL first draws the table`, `≤ ${GOALS.gzipJs / 1000} kB`, status(load.jsGzip <= GOALS.gzipJs)],
    ['JS fetched after ready until WebGL first draws, gzip', `${kb(load.drawnGzip)} of it (${load.drawnFiles} files asked for after ready; PixiJS's renderer is asked for as the canvas starts, before or after ready depending on the load); ${kb(load.readyGzip)} asked for until ready`, '(information)', ''],
    ['Navigation → ready, loopback, fresh table', `${load.readyMedian.toFixed(0)} ms median (runs: ${load.readyMs.map((t) => t.toFixed(0)).join(', ')} ms)`, '≤ 2 s', status(load.readyMedian <= GOALS.readyMs)],
  ];
}

/** The chunks a fresh table fetched, largest first: until ready, then until the first draw. @param {Record<string, any> | undefined} load */
export function chunkList(load) {
  if (!load?.chunks) return '';
  const list = (title, chunks) => [`**${title}**`, '', ...chunks.map((c) => `- \`${c.file}\` ${kb(c.gzip)} gzip (${kb(c.raw)} raw)`), ''];
  return ['', '### JavaScript chunks of the first load (this run)', '',
    ...list(`Until ready: ${load.chunks.ready.length} files, ${kb(load.readyGzip ?? load.jsGzip)}`, load.chunks.ready),
    ...list(`Then until WebGL first draws: ${load.chunks.drawn.length} files, ${kb(load.drawnGzip)}`, load.chunks.drawn)].join('\n');
}
