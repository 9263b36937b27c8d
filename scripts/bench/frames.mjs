// The frames part: frame time of the app with 1,000 cards against a bare PixiJS scene of the same
// sprites (bench/bare.ts), measured alternately a few times in one browser, then frame time while
// dragging one card among them (drag.mjs). Resolves with its figures; the rows are framesRows.mjs's.
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { launchBench, gotoReady, measureFrames, windows } from './browser.mjs';
import { cpuStart, othersShare } from './cpu.mjs';
import { measureDrag } from './drag.mjs';
import { startServer } from './staticServer.mjs';
import { CARDS, MAT, bareCards, canvasInfo, layout, waitDrawn } from './table1000.mjs';
import { log, ms, withTimeout } from './util.mjs';

/**
 * @param {import('./parts.mjs').PartContext} part
 * @param {{ outDir: string, quick: boolean, shotDir: string | null }} options
 */
export async function framesPart(part, { outDir, quick, shotDir }) {
  const { reps, frameWindowMs } = windows(quick);
  const server = await startServer(outDir);
  part.defer(server.close);
  const base = server.base;
  /** @type {Record<string, any>} */
  const r = { loadavg: loadavg().map((v) => v.toFixed(2)).join(' ') };
  const { context, page, profile } = await launchBench(part);
  const cpu = cpuStart(profile);
  const cdp = await context.newCDPSession(page);
  r.chromium = (await cdp.send('Browser.getVersion')).product;
  await cdp.detach();

  // The app with 1,000 cards. Each app run gets a fresh table with the cards created anew (the same
  // seeded layout), rather than a reload that would depend on IndexedDB having written 1,000 updates
  // while the page was busy rendering at a frame or two a second.
  const tag = Math.random().toString(36).slice(2, 8);
  let appRuns = 0;
  /** @returns {Promise<{ ids: string[], errors: string[], ms: number, drawnMs: number }>} */
  const openApp = async (tries = 3) => {
    if (part.signal.aborted) throw new Error('stopped');
    await gotoReady(page, `${base}/?table=bench-${tag}-${appRuns++}`);
    const made = await withTimeout(page.evaluate((list) => {
      const t0 = performance.now();
      const ids = [];
      const errors = [];
      for (const object of list) {
        const res = window.fudaba.run('create', { object });
        if (res.ok) ids.push(res.value);
        else errors.push(res.error);
      }
      return { ids, errors: errors.slice(0, 3), ms: performance.now() - t0 };
    }, layout()), 120_000, 'creating cards');
    if (made.errors.length > 0) throw new Error(`create failed: ${made.errors.join('; ')}`);
    const t0 = Date.now();
    await waitDrawn(page, made.ids);
    // The scene mounts a big change in slices between frames: wait until a frame has drawn every
    // card (issue 18: a run showed only the 12 default objects drawn, read before the slices were in).
    const mounted = await page.waitForFunction((n) => (window.fudaba.frameStats?.()?.objects ?? n) >= n, made.ids.length, { timeout: 30_000, polling: 100 }).then(() => true, () => false);
    const stats = await page.evaluate(() => window.fudaba.frameStats?.() ?? null);
    if (stats) log(`opened table ${appRuns - 1}: culler saw ${stats.objects} objects, drew ${stats.drawn} (${stats.trimmed ?? 0} in part), coverage ${stats.coverage.toFixed(2)}${mounted ? '' : ' — WARNING: not every card drawn 30 s after creating them'}`);
    // Measuring a table whose cards are not on screen would flatter the app: open another.
    if (!mounted && tries > 1) return openApp(tries - 1);
    return { ...made, drawnMs: Date.now() - t0 };
  };
  /** Saves the canvas, and with shotDir also the same frame with culling off (to diff them). */
  const shootBoth = async (/** @type {string} */ name, canvas) => {
    if (!shotDir) return;
    const clip = { x: canvas.left, y: canvas.top, width: canvas.w, height: canvas.h };
    await page.screenshot({ path: join(shotDir, `${name}.png`), clip, timeout: 60_000 });
    const switched = await page.evaluate(() => {
      if (typeof window.fudaba.setCulling !== 'function') return false;
      window.fudaba.setCulling(false);
      return true;
    });
    if (!switched) return;
    await page.evaluate(() => new Promise((res) => requestAnimationFrame(() => requestAnimationFrame(res))));
    await page.screenshot({ path: join(shotDir, `${name}-noculling.png`), clip, timeout: 60_000 });
    await page.evaluate(() => window.fudaba.setCulling(true));
    await page.evaluate(() => new Promise((res) => requestAnimationFrame(() => requestAnimationFrame(res))));
  };
  /** The app draws only on change; for the cost of a frame it is asked to draw every frame. */
  const continuous = () => page.evaluate(() => {
    if (typeof window.fudaba.setRenderMode !== 'function') return false;
    window.fudaba.setRenderMode('continuous');
    return true;
  });
  const made = await openApp();
  r.createMs = made.ms;
  r.drawnMs = made.drawnMs;
  log(`created ${made.ids.length} cards in ${made.ms.toFixed(0)} ms, drawn ${r.drawnMs} ms later`);

  const canvas = await canvasInfo(page);
  if (!canvas) throw new Error('the app has no table canvas');
  r.canvas = canvas;
  const snapshot = await page.evaluate(() => window.fudaba.snapshot());
  const viewer = await page.evaluate(() => window.fudaba.seat());
  const bare = bareCards(snapshot, viewer);
  if (bare.length !== CARDS) throw new Error(`expected ${CARDS} loose cards, found ${bare.length}`);
  r.objects = snapshot.objects.length;
  const bareUrl = `${base}/bench/bare.html?w=${canvas.w}&h=${canvas.h}&res=${canvas.res}&matW=${MAT.width}&matH=${MAT.height}`;

  r.app = [];
  r.bare = [];
  for (let rep = 0; rep < reps; rep++) {
    if (rep > 0) await openApp();
    else r.appOnDemand = await measureFrames(page, profile, frameWindowMs);
    r.renderMode = (await continuous()) ? 'continuous' : 'as the app draws (no setRenderMode)';
    const a = await measureFrames(page, profile, frameWindowMs);
    // What the last frame drew after occlusion culling (src/scene/culling.ts).
    a.culling = await page.evaluate(() => window.fudaba.frameStats?.() ?? null);
    r.app.push(a);
    if (rep === 0) await shootBoth('fudaba-bench-app', canvas);
    await gotoReady(page, bareUrl);
    const info = await withTimeout(page.evaluate((list) => window.bare.setup(list), bare), 60_000, 'bare setup');
    if (info.sprites !== CARDS || info.width !== canvas.w || info.height !== canvas.h) {
      throw new Error(`bare page mismatch: ${JSON.stringify(info)} vs canvas ${canvas.w}×${canvas.h}`);
    }
    const b = await measureFrames(page, profile, frameWindowMs);
    b.coverage = info.coverage;
    r.bare.push(b);
    if (rep === 0 && shotDir) {
      await page.screenshot({ path: join(shotDir, 'fudaba-bench-bare.png'), clip: { x: 0, y: 0, width: canvas.w, height: canvas.h }, timeout: 60_000 });
    }
    log(`rep ${rep + 1}/${reps}: app ${ms(a.mean)} (${a.fps.toFixed(1)} fps, CPU ${a.cpuPerFrame.toFixed(0)} ms/frame), bare ${ms(b.mean)} (${b.fps.toFixed(1)} fps, CPU ${b.cpuPerFrame.toFixed(0)} ms/frame); ratio ${(a.mean / b.mean).toFixed(2)}, CPU ratio ${(a.cpuPerFrame / b.cpuPerFrame).toFixed(2)}`);
  }

  // Dragging the top card in a circle while frames are measured, on another fresh table.
  const dragTable = await openApp();
  r.drag = await measureDrag(page, part.signal, {
    dragId: dragTable.ids[dragTable.ids.length - 1], marker: profile, quick, screenshot: () => shootBoth('fudaba-bench-drag', canvas),
  });
  r.othersCpu = othersShare(cpu);
  return r;
}
