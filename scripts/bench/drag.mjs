// Frame time while dragging one card among the 1,000 (the frames part's second half): the top card
// is pressed and dragged round a circle while the frames WebGL drew are measured, then dropped on
// the clear patch, which must move it.
import { measureFrames, windows } from './browser.mjs';
import { DROP } from './table1000.mjs';
import { log, ms, withTimeout } from './util.mjs';

/**
 * @param {import('playwright-core').Page} page @param {AbortSignal} signal the part's: stops the mouse
 * @param {{ dragId: string, marker: string, quick: boolean, screenshot: () => Promise<void> }} options
 */
export async function measureDrag(page, signal, { dragId, marker, quick, screenshot }) {
  const { dragWindowMs } = windows(quick);
  // The app's own mode here: during a drag it draws a frame for each pointer move it takes.
  // (In 'continuous' mode a move would draw twice in a frame: the ticker's frame and the one
  // the move requests.)
  const before = (await page.evaluate((id) => window.fudaba.snapshot().objects.find((o) => o.id === id), dragId));
  const start = await page.evaluate((id) => window.fudaba.screenPosition(id), dragId);
  const end = await page.evaluate(([x, y]) => window.fudaba.worldToClient(x, y), [DROP.x, DROP.y]);
  // A circle through the start and the drop point, walked in 4° steps until the window ends.
  const R = Math.hypot(end.x - start.x, end.y - start.y) / 2;
  const centre = { x: (start.x + end.x) / 2, y: (start.y + end.y) / 2 };
  const phase = Math.atan2(start.y - centre.y, start.x - centre.x);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  const seen0 = await page.evaluate(() => window.__benchPointerMoves ?? 0);
  const measuring = measureFrames(page, marker, dragWindowMs, true);
  let done = false;
  measuring.finally(() => (done = true)).catch(() => {});
  // The mouse moves every 16 ms, as a real mouse reports (at least) 60 times a second; moves are
  // not awaited one by one, so Chromium coalesces those a slow frame has not taken yet, as it
  // does for a real mouse. At most 8 are in flight.
  let moves = 0;
  /** @type {Set<Promise<void>>} */
  const inFlight = new Set();
  const dragStarted = Date.now();
  for (let angle = Math.PI / 45; !done && !signal.aborted && Date.now() - dragStarted < dragWindowMs + 30_000; angle += Math.PI / 45) {
    const move = page.mouse.move(centre.x + R * Math.cos(phase + angle), centre.y + R * Math.sin(phase + angle)).catch(() => {});
    inFlight.add(move);
    move.finally(() => inFlight.delete(move));
    moves++;
    await new Promise((r) => setTimeout(r, 16));
    while (inFlight.size >= 8 && !done) await Promise.race([...inFlight, new Promise((r) => setTimeout(r, 100))]);
  }
  const dragMs = Date.now() - dragStarted;
  const drag = await measuring;
  await withTimeout(Promise.allSettled([...inFlight]), 60_000, 'pending mouse moves');
  const seen = (await page.evaluate(() => window.__benchPointerMoves ?? 0)) - seen0;
  // Mid-drag (the card held still over others), with culling on and off: no holes.
  await screenshot();
  await page.mouse.move(end.x, end.y, { steps: 5 });
  await page.mouse.up();
  // The drop is one command; under load the page may take a frame or two to get to it.
  await page.waitForFunction(([id, x, y]) => {
    const o = window.fudaba.snapshot().objects.find((c) => c.id === id);
    return !o || o.x !== x || o.y !== y || o.stack !== null;
  }, [dragId, before.x, before.y], { timeout: 20_000, polling: 200 }).catch(() => {});
  const after = await page.evaluate((id) => window.fudaba.snapshot().objects.find((o) => o.id === id), dragId);
  const moved = Boolean(after && (after.x !== before.x || after.y !== before.y) && after.stack === null);
  const result = { ...drag, moves, seen, dragMs, moved, from: before && { x: before.x, y: before.y }, to: after && { x: after.x, y: after.y } };
  log(`drag: ${ms(drag.mean)} mean, ${ms(drag.p95)} p95, ${moves} mouse moves sent, ${seen} delivered; card ${JSON.stringify(result.from)} → ${JSON.stringify(result.to)}`);
  return result;
}
