// The frames part's rows (frame time app vs bare, CPU per frame, culling, drag and drop) and the
// lines above the docs table that describe a full run's browser part.
import { windows, SKIP_FRAMES, WARMUP_MS } from './browser.mjs';
import { GOALS } from './goals.mjs';
import { CARDS } from './table1000.mjs';
import { median, medianStats, ms, status } from './util.mjs';

/** The frames part's rows. @param {Record<string, any>} r its figures */
export function framesRows(r) {
  const app = medianStats(r.app);
  const bare = medianStats(r.bare);
  // Each app run is paired with the bare run right after it; the ratio is the median of the pairs.
  const ratios = r.app.map((a, i) => a.mean / r.bare[i].mean);
  const ratio = median(ratios);
  const cpuRatios = r.app.map((a, i) => a.cpuPerFrame / r.bare[i].cpuPerFrame);
  const cpuRatio = median(cpuRatios);
  const hasCpu = Number.isFinite(cpuRatio);
  const cpu = (v) => (Number.isFinite(v) ? ` · CPU ${v.toFixed(0)} ms/frame` : '');
  const frames = (f) => `${ms(f.mean)} mean · ${ms(f.median)} median · ${ms(f.p95)} p95 · ${f.fps.toFixed(1)} fps${cpu(f.cpuPerFrame)}`;
  const d = r.drag;
  const list = (values, digits = 2) => values.map((v) => v.toFixed(digits)).join(', ');
  return [
    [`Frame time, app, 1,000 cards${r.renderMode === 'continuous' ? ', drawing every frame' : ''}`, frames(app), '60 fps', status(app.fps >= GOALS.fps * 0.95)],
    ['Frame time, bare PixiJS, same sprites', frames(bare), '(baseline)', ''],
    ['App / bare, frame time (mean)', `${ratio.toFixed(2)}× (median of the runs: ${list(ratios)})`, `≤ ${GOALS.frameRatio}×`, status(ratio <= GOALS.frameRatio)],
    ...(hasCpu ? [['App / bare, browser CPU per frame', `${cpuRatio.toFixed(2)}× (median of the runs: ${list(cpuRatios)})`, `≤ ${GOALS.frameRatio}×`, status(cpuRatio <= GOALS.frameRatio)]] : []),
    ...(r.appOnDemand ? [['Frame time, app, still table, drawing on change only', `${ms(r.appOnDemand.mean)} mean · ${ms(r.appOnDemand.p95)} p95 · ${r.appOnDemand.fps.toFixed(1)} fps${cpu(r.appOnDemand.cpuPerFrame)} (nothing to draw)`, '(information)', '']] : []),
    ['Frame time while dragging one card (drawn frames)', `${frames(d)}; ${(d.mean / app.mean).toFixed(2)}× idle app, ${(d.mean / bare.mean).toFixed(2)}× bare${hasCpu ? ` (CPU ${(d.cpuPerFrame / app.cpuPerFrame).toFixed(2)}× idle app, ${(d.cpuPerFrame / bare.cpuPerFrame).toFixed(2)}× bare)` : ''}`, `≤ ${GOALS.dragRatio}× bare`, status(d.mean / bare.mean <= GOALS.dragRatio)],
    ...coverageRows(r.app, r.bare),
    ['Drop after the drag', d.moved ? `moved the card from (${d.from.x}, ${d.from.y}) to (${d.to.x}, ${d.to.y}); ${d.moves} mouse moves sent in ${(d.dragMs / 1000).toFixed(1)} s, ${d.seen} pointermove events delivered` : `DID NOT move the card (${JSON.stringify(d.from)} → ${JSON.stringify(d.to)})`, 'position changes', status(d.moved)],
  ];
}

/** Occlusion culling's figures: area painted per frame over the view, objects drawn, draw calls. */
function coverageRows(app, bare) {
  const withStats = app.filter((a) => a.culling);
  if (withStats.length === 0) return [['Pixels drawn per frame / canvas pixels', 'not measured (no frameStats in the automation API)', `≤ ${GOALS.coverage}`, '']];
  const coverage = median(withStats.map((a) => a.culling.coverage));
  const drawn = median(withStats.map((a) => a.culling.drawn));
  const objects = withStats[0].culling.objects;
  const bareCoverage = median(bare.map((b) => b.coverage ?? NaN));
  return [
    ['Pixels drawn per frame / canvas pixels, 1,000-card bench', `app ${coverage.toFixed(2)} (${drawn} of ${objects} objects drawn after occlusion culling, ${median(withStats.map((a) => a.culling.trimmed ?? 0))} of them in part; the filled hand zones counted) · bare ${bareCoverage.toFixed(2)} (every sprite)`, `≤ ${GOALS.coverage}`, status(coverage <= GOALS.coverage)],
    ['Draw calls per frame', `app ${median(app.map((a) => a.drawCalls)).toFixed(1)} · bare ${median(bare.map((b) => b.drawCalls)).toFixed(1)}`, '(information)', ''],
  ];
}

/**
 * The lines above the docs table of a full run: when, which browser, how busy the machine was
 * during the frames part and how its figures were taken; `mark` is the frames part's when it has
 * no figures ("timed out", "failed: …").
 * @param {{ date: string, cores: number, quick: boolean }} run @param {Record<string, any> | null} r
 * @param {string} mark
 */
export function framesMeta(run, r, mark) {
  if (!r) return [`Run ${run.date} · ${run.cores} cores · Node ${process.version} · the frames part: ${mark}`];
  const { frameWindowMs, dragWindowMs } = windows(run.quick);
  const app = medianStats(r.app);
  const bare = medianStats(r.bare);
  const others = r.othersCpu === null || r.othersCpu === undefined ? 'unknown' : `${(r.othersCpu * 100).toFixed(0)} %`;
  const busy = r.othersCpu === null || r.othersCpu === undefined ? Number(r.loadavg.split(' ')[0]) > run.cores * 0.5 : r.othersCpu > 0.15;
  return [
    ...(busy ? [`WARNING: other programs were busy during the browser part (${others} of the CPU; load average ${r.loadavg} before): wall-clock frame times are unreliable, the CPU-per-frame ratio less so.`] : []),
    `Run ${run.date} · ${r.chromium} (headless, SwiftShader software GL) · ${run.cores} cores · Node ${process.version} · other programs used ${others} of the CPU during the browser part (load average ${r.loadavg} before it)`,
    `App frame times with render mode: ${r.renderMode}. Canvas ${r.canvas.w}×${r.canvas.h} CSS px at resolution ${r.canvas.res}; ${r.objects} objects on the table (${CARDS} loose cards + the default decks, pieces and zones); ${r.app.length} alternating app/bare runs of ${frameWindowMs / 1000} s (after ${SKIP_FRAMES} warm-up frames or ${WARMUP_MS / 1000} s, whichever ends first), medians shown, ${app.frames} and ${bare.frames} frame intervals per window; drag measured over ${dragWindowMs / 1000} s or more. CPU per frame is the CPU time of all the browser's processes over the window divided by the frames drawn.`,
  ];
}
