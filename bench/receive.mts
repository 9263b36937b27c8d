// The receive path (issue 18): browser A loads a save of 10,000 cards into a room (one load, one
// undo step); browser B, linked by real WebRTC, records its long tasks (PerformanceObserver
// 'longtask') and an event-loop lag probe from the moment A sends until B's scene holds all 10,000.
// Then the heap of both pages after a forced GC (CDP), and of a page after a 2-hour game's ~2,000
// actions played through the automation API. Run inside `unshare -n` with only `lo` up.
// Prints JSON on the last line. RECEIVE_PROFILE=path writes B's CPU profile (.cpuprofile),
// RECEIVE_TRACE=path B's Chrome trace (tasks with what ran in them; open in chrome://tracing).
import { writeFileSync } from 'node:fs';
import type { CDPSession, Page } from 'playwright-core';
import { launchBrowser, openRoomPair, startApp } from '../test/e2e/harness';

const OBJECTS = 10_000;
const GAME_ACTIONS = 2_000;
/** RECEIVE_KIND=token sends tokens instead of cards (no card faces to draw), to tell the costs apart. */
const KIND = process.env['RECEIVE_KIND'] === 'token' ? 'token' : 'card';

interface Figures { [name: string]: number | string }

/** Heap in use after a full GC, in bytes (CDP HeapProfiler.collectGarbage + Runtime.getHeapUsage). */
async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const usage = await cdp.send('Runtime.getHeapUsage');
  return usage.usedSize;
}

/** Starts, in B, the long-task observer, a 4 ms lag probe and the watch for the whole table drawn. Source text (see net.mts). */
async function watchReceive(page: Page, n: number): Promise<void> {
  await page.evaluate(`(() => {
    const w = (window.__recv = { tasks: [], lags: [], allAt: 0, watchAt: performance.timeOrigin + performance.now() });
    performance.mark('recv-watch');
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.tasks.push({ start: performance.timeOrigin + e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: false });
    let last = performance.now();
    const probe = () => {
      const t = performance.now();
      if (t - last > 20) w.lags.push({ at: performance.timeOrigin + last, lag: t - last });
      last = t;
      if (!w.allAt) setTimeout(probe, 4);
    };
    setTimeout(probe, 4);
    const loop = () => {
      const stats = window.fudaba.frameStats();
      if (stats && stats.objects >= ${n} && !w.allAt) {
        w.allAt = performance.timeOrigin + performance.now();
        performance.mark('recv-all');
      }
      if (!w.allAt) requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
  })()`);
}

interface TraceEvent { name: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; args?: { name?: string } }

/**
 * B's long tasks (≥ 50 ms) from A's send (placed on the trace's clock by B's mark recv-watch) to
 * B's mark recv-all, from the trace: "script"
 * tasks (our code: receiving, verifying, applying, React, making textures) and "frame" tasks,
 * where the main thread mostly waits in the compositor's Commit for the GPU process to take the
 * frame (under SwiftShader, drawing the sprites in software).
 */
function taskKinds(text: string, watchAt: number, sentAt: number): Figures {
  const events = (JSON.parse(text) as { traceEvents: TraceEvent[] }).traceEvents;
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain' &&
    events.some((m) => m.pid === e.pid && m.name === 'recv-watch'));
  if (!main) return {};
  const mine = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const from = (mine.find((e) => e.name === 'recv-watch')?.ts ?? 0) + (sentAt - watchAt) * 1000;
  const to = mine.find((e) => e.name === 'recv-all')?.ts ?? Number.POSITIVE_INFINITY;
  const complete = mine.filter((e) => e.ph === 'X' && e.dur !== undefined).sort((x, y) => x.ts - y.ts);
  const tasks = complete.filter((e) => e.name === 'ThreadControllerImpl::RunTask' && e.dur! >= 50_000 && e.ts + e.dur! >= from && e.ts <= to);
  const script: number[] = [];
  const frame: number[] = [];
  // The main thread's own CPU time in each task (the trace's thread duration): what a busy machine
  // inflates least, as the wall time also counts the time other programs held the cores.
  const scriptCpu: number[] = [];
  const frameCpu: number[] = [];
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    const commit = complete.filter((e) => e.name === 'Commit' && e.ts >= task.ts && e.ts + e.dur! <= end).reduce((sum, e) => sum + e.dur!, 0);
    const isFrame = commit > task.dur! / 2;
    (isFrame ? frame : script).push(task.dur! / 1000);
    (isFrame ? frameCpu : scriptCpu).push((task.tdur ?? 0) / 1000);
  }
  const max = (v: number[]) => Math.round(Math.max(0, ...v));
  const blocked = (v: number[]) => Math.round(v.reduce((sum, d) => sum + Math.max(0, d - 50), 0));
  return {
    longest_script_task_ms: max(script), script_blocked_ms: blocked(script), script_long_tasks: script.length,
    longest_frame_task_ms: max(frame), frame_blocked_ms: blocked(frame), frame_long_tasks: frame.length,
    longest_script_cpu_ms: max(scriptCpu), longest_frame_cpu_ms: max(frameCpu),
    // The five longest script tasks' CPU, to see what comes after the longest.
    script_cpu_top: [...scriptCpu].sort((x, y) => y - x).slice(0, 5).map(Math.round).join(','),
  };
}

async function main(): Promise<void> {
  const app = await startApp(process.env['FUDABA_DIST'] ?? undefined);
  const figures: Figures = { objects: OBJECTS };
  const room = await openRoomPair(app, `receive-${Date.now()}`);
  try {
    const { a, b } = room;
    const cdpA = await a.context().newCDPSession(a);
    const cdpB = await b.context().newCDPSession(b);
    figures['heap_a_before_mb'] = (await heapAfterGc(cdpA)) / 1e6;
    figures['heap_b_before_mb'] = (await heapAfterGc(cdpB)) / 1e6;

    const trace = process.env['RECEIVE_TRACE'];
    // B's main-thread tasks, to tell script from the frames the compositor waits for (see taskKinds).
    await cdpB.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,toplevel,blink.user_timing', transferMode: 'ReturnAsStream' });
    await watchReceive(b, OBJECTS);
    const profile = process.env['RECEIVE_PROFILE'];
    if (profile) {
      await cdpB.send('Profiler.enable');
      await cdpB.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdpB.send('Profiler.start');
    }
    // What starting the trace and the profiler costs the page happens before A sends.
    await b.waitForTimeout(500);
    const sent = await a.evaluate(([n, kind]) => {
      const f = window.fudaba!;
      const file = JSON.parse(f.save()) as Record<string, unknown>;
      const objects = [];
      for (let i = 0; i < n; i++) {
        const at = { x: (i % 100) * 130 - 6500, y: Math.floor(i / 100) * 180 - 9000, z: i };
        objects.push(kind === 'token'
          ? { id: `t-${i}`, kind: 'token', ...at, color: '#e0a040', count: i % 10 }
          : { id: `c-${i}`, kind: 'card', ...at, ref: `starter:ST-${String((i % 24) + 1).padStart(3, '0')}`, faceUp: i % 3 !== 0, rotation: 0, owner: null, stack: null, attachedTo: null });
      }
      const text = JSON.stringify({ ...file, objects, game: null });
      const t = performance.timeOrigin + performance.now();
      const loaded = f.load(text);
      if (!loaded.ok) throw new Error(loaded.error);
      return { t, localMs: performance.timeOrigin + performance.now() - t };
    }, [OBJECTS, KIND] as const);
    figures['load_at_sender_ms'] = Math.round(sent.localMs);
    await b.waitForFunction('window.__recv.allAt > 0', null, { timeout: 120_000, polling: 200 });
    await b.waitForTimeout(500);
    if (profile) {
      const { profile: cpu } = await cdpB.send('Profiler.stop');
      writeFileSync(profile, JSON.stringify(cpu));
    }
    const w = await b.evaluate(() => (window as unknown as { __recv: { tasks: { start: number; duration: number }[]; lags: { at: number; lag: number }[]; allAt: number; watchAt: number } }).__recv);
    {
      const done = new Promise<string>((resolve) => cdpB.once('Tracing.tracingComplete', (e) => resolve(e.stream ?? '')));
      await cdpB.send('Tracing.end');
      const handle = await done;
      let text = '';
      for (;;) {
        const chunk = await cdpB.send('IO.read', { handle });
        text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString('utf8') : chunk.data;
        if (chunk.eof) break;
      }
      await cdpB.send('IO.close', { handle });
      if (trace) writeFileSync(trace, text);
      Object.assign(figures, taskKinds(text, w.watchAt, sent.t));
    }
    const tasks = w.tasks.filter((t) => t.start + t.duration >= sent.t && t.start <= w.allAt + 100);
    figures['all_shown_ms'] = Math.round(w.allAt - sent.t);
    figures['longest_task_ms'] = Math.round(Math.max(0, ...tasks.map((t) => t.duration)));
    figures['blocked_ms'] = Math.round(tasks.reduce((s, t) => s + Math.max(0, t.duration - 50), 0));
    figures['long_tasks'] = tasks.length;
    figures['longest_lag_ms'] = Math.round(Math.max(0, ...w.lags.filter((l) => l.at >= sent.t - 10).map((l) => l.lag)));
    figures['tasks'] = tasks.map((t) => Math.round(t.duration)).join(',');
    const drawn = await b.evaluate(() => window.fudaba!.frameStats());
    if (drawn) {
      figures['drawn_at_end'] = drawn.drawn;
      figures['coverage_at_end'] = drawn.coverage;
    }
    // For scale: what one frame of the still 10,000-card table costs B when it draws every frame.
    figures['still_frame_ms'] = await b.evaluate(`(async () => {
      window.fudaba.setRenderMode('continuous');
      const times = [];
      await new Promise((done) => {
        const tick = (t) => { times.push(t); if (times.length < 8) requestAnimationFrame(tick); else done(); };
        requestAnimationFrame(tick);
      });
      window.fudaba.setRenderMode('on-demand');
      const gaps = times.slice(2).map((t, i) => t - times[i + 1]).sort((x, y) => x - y);
      return gaps[Math.floor(gaps.length / 2)];
    })()`) as number;
    const count = await b.evaluate(() => window.fudaba!.snapshot().objects.length);
    if (count !== OBJECTS) throw new Error(`B holds ${count} objects`);

    figures['heap_a_10k_mb'] = (await heapAfterGc(cdpA)) / 1e6;
    figures['heap_b_10k_mb'] = (await heapAfterGc(cdpB)) / 1e6;
  } finally {
    await room.close();
  }

  // A 2-hour game in one page: a fresh table, ~2,000 actions (moves, draws, flips, plays) through
  // the automation API, then the heap after GC.
  const solo = await launchBrowser();
  try {
    const p = solo.page;
    await p.goto(`${app.url}?table=receive-game-${Date.now()}`);
    await p.waitForFunction(() => document.body.dataset['ready'] === 'true');
    const cdp = await p.context().newCDPSession(p);
    figures['heap_game_start_mb'] = (await heapAfterGc(cdp)) / 1e6;
    // Source text: tsx would wrap the inner arrow functions with a helper the page lacks.
    const played = await p.evaluate(`(async () => {
      const f = window.fudaba;
      let seed = 7;
      const rnd = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32);
      let ok = 0;
      for (let i = 0; i < ${GAME_ACTIONS}; i++) {
        const objects = f.snapshot().objects;
        const stacks = objects.filter((o) => o.kind === 'stack' && o.order.length > 0);
        const cards = objects.filter((o) => o.kind === 'card' && o.stack === null);
        const r = rnd();
        let result;
        if ((r < 0.15 || cards.length < 5) && stacks.length > 0) {
          const s = stacks[Math.floor(rnd() * stacks.length)];
          result = f.run('take', { stack: s.id, x: 200 + rnd() * 1200, y: 300 + rnd() * 700 });
        } else if (r < 0.25 && cards.length > 0) {
          const c = cards[Math.floor(rnd() * cards.length)];
          result = f.run('flip', { ids: [c.id] });
        } else if (cards.length > 0) {
          const c = cards[Math.floor(rnd() * cards.length)];
          result = f.run('move', { id: c.id, x: 100 + rnd() * 1500, y: 100 + rnd() * 1100 });
        } else continue;
        if (result.ok) ok++;
        if (i % 50 === 0) await new Promise((done) => setTimeout(done, 0));
      }
      return ok;
    })()`) as number;
    figures['game_actions_ok'] = played;
    await p.waitForTimeout(500);
    figures['heap_game_end_mb'] = (await heapAfterGc(cdp)) / 1e6;
  } finally {
    await solo.close();
    await app.close();
  }
  for (const k of Object.keys(figures)) if (typeof figures[k] === 'number') figures[k] = Math.round((figures[k] as number) * 10) / 10;
  console.log(JSON.stringify(figures));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
