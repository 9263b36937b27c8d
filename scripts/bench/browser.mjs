// Headless Chromium for the benchmark's in-process parts (first load, frames and drag): launching
// it for a part (closed, and its processes stopped, when the part ends however it ends), the init
// script that flags ready and WebGL draws, loading a table until ready, and frame measurement.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { browserCpuMs } from './cpu.mjs';
import { stopTagged } from './processes.mjs';
import { frameStats, log, withTimeout } from './util.mjs';

export const SKIP_FRAMES = 30;
export const WARMUP_MS = 2000;
const MIN_INTERVALS = 6;
const MAX_WINDOW_MS = 15_000;

/** Repetitions and windows: shorter with --quick. @param {boolean} quick */
export function windows(quick) {
  return { reps: quick ? 1 : 3, frameWindowMs: quick ? 2500 : 5000, dragWindowMs: quick ? 2000 : 4000, loadRuns: quick ? 1 : 3 };
}

const INIT_SCRIPT = `(() => {
  const check = () => {
    if (window.__benchReadyAt === undefined && document.body && document.body.dataset.ready === 'true') {
      window.__benchReadyAt = performance.now();
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-ready'] });
  // Set whenever WebGL draws, so a measurement can keep only the frames that drew something.
  window.__benchDrew = false;
  window.__benchDrawCalls = 0;
  const gl = window.WebGL2RenderingContext && WebGL2RenderingContext.prototype;
  if (gl) {
    for (const name of ['drawElements', 'drawArrays', 'drawElementsInstanced', 'drawArraysInstanced']) {
      const original = gl[name];
      gl[name] = function (...args) { window.__benchFirstDrawAt ??= performance.now(); window.__benchDrew = true; window.__benchDrawCalls++; return original.apply(this, args); };
    }
  }
  window.__benchPointerMoves = 0;
  window.addEventListener('pointermove', () => { window.__benchPointerMoves++; }, { capture: true, passive: true });
})();`;

/**
 * Chromium with a fresh profile and the init script, for one part: closed, its processes stopped
 * (found by the profile directory on their command line) and the profile deleted when the part
 * ends. Its SIGINT/SIGTERM are left to the benchmark, which stops the part and writes first.
 * @param {import('./parts.mjs').PartContext} part
 */
export async function launchBench(part) {
  const profile = mkdtempSync(join(tmpdir(), 'fudaba-bench-'));
  part.defer(async () => {
    await stopTagged(profile);
    rmSync(profile, { recursive: true, force: true });
  });
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    headless: true,
    viewport: { width: 1400, height: 900 },
    handleSIGINT: false,
    handleSIGTERM: false,
    args: ['--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  part.defer(() => withTimeout(context.close(), 20_000, 'closing Chromium').catch(() => {}));
  await context.addInitScript(INIT_SCRIPT);
  const page = context.pages()[0] ?? (await context.newPage());
  page.on('pageerror', (e) => log('page error:', e.message));
  return { context, page, profile };
}

/**
 * Loads `url` until the app says ready; the page's time of ready.
 * @param {import('playwright-core').Page} page @param {string} url
 */
export async function gotoReady(page, url, timeout = 60_000) {
  await page.goto(url, { waitUntil: 'commit', timeout });
  await page.waitForFunction(() => document.body?.dataset.ready === 'true' || document.body?.dataset.error, null, { timeout, polling: 50 });
  const error = await page.evaluate(() => document.body.dataset.error ?? document.querySelector('.fatal')?.textContent ?? null);
  if (error) throw new Error(`${url}: ${error}`);
  return page.evaluate(() => window.__benchReadyAt);
}

/** Waits `skip` animation frames or `warmupMs`, whichever ends first (under software GL a frame
 * can take a second, and 30 frames would take half a minute). In the page. */
function warmUpInPage({ skip, warmupMs }) {
  return new Promise((resolvePage) => {
    let n = 0;
    let first = null;
    const limit = setTimeout(() => resolvePage(n), warmupMs + 30_000);
    function tick(t) {
      first ??= t;
      if (++n >= skip || t - first >= warmupMs) {
        clearTimeout(limit);
        resolvePage(n);
      } else requestAnimationFrame(tick);
    }
    requestAnimationFrame(tick);
  });
}

/** requestAnimationFrame timestamps over `windowMs`, longer if that gives fewer than
 * `minIntervals` frame intervals, but never more than `maxMs`. In the page. */
function framesInPage({ windowMs, minIntervals, maxMs, drawnOnly }) {
  return new Promise((resolvePage) => {
    const stamps = [];
    let began = null;
    const limit = setTimeout(() => resolvePage({ stamps, timedOut: true }), maxMs + 30_000);
    function tick(t) {
      began ??= t;
      // With drawnOnly, only frames in which WebGL drew something count (see INIT_SCRIPT).
      if (!drawnOnly || window.__benchDrew) stamps.push(t);
      window.__benchDrew = false;
      const elapsed = stamps.length > 0 ? t - stamps[0] : 0;
      if (t - began >= maxMs) {
        clearTimeout(limit);
        resolvePage({ stamps, timedOut: false });
        return;
      }
      if (elapsed >= windowMs && stamps.length > minIntervals) {
        clearTimeout(limit);
        resolvePage({ stamps, timedOut: false });
        return;
      }
      requestAnimationFrame(tick);
    }
    requestAnimationFrame(tick);
  });
}

/**
 * Frame intervals over a window after a warm-up, with the browser's CPU time per frame (its
 * processes found by `marker`, the profile directory) and WebGL draw calls per frame.
 * @param {import('playwright-core').Page} page @param {string} marker @param {number} windowMs
 */
export async function measureFrames(page, marker, windowMs, drawnOnly = false) {
  await withTimeout(page.evaluate(warmUpInPage, { skip: SKIP_FRAMES, warmupMs: WARMUP_MS }), WARMUP_MS + 60_000, 'warm-up');
  const cpu0 = browserCpuMs(marker);
  const calls0 = await page.evaluate(() => window.__benchDrawCalls ?? 0);
  const measuring = page.evaluate(framesInPage, { windowMs, minIntervals: MIN_INTERVALS, maxMs: MAX_WINDOW_MS, drawnOnly });
  const { stamps, timedOut } = await withTimeout(measuring, MAX_WINDOW_MS + 60_000, 'frame measurement');
  const cpu1 = browserCpuMs(marker);
  const calls1 = await page.evaluate(() => window.__benchDrawCalls ?? 0);
  if (timedOut) throw new Error('frame measurement: requestAnimationFrame stalled');
  const intervals = stamps.slice(1).map((t, i) => t - stamps[i]);
  const stats = frameStats(intervals);
  // Draw calls per frame: the WebGL draw calls over the window over the frames in it.
  const drawCalls = (calls1 - calls0) / Math.max(1, intervals.length);
  return { ...stats, drawCalls, cpuPerFrame: cpu0 !== null && cpu1 !== null ? (cpu1 - cpu0) / Math.max(1, intervals.length) : NaN };
}
