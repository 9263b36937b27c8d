// Network figures of a room, measured between separate Chromium processes over real WebRTC on
// loopback (run inside `unshare -n` with only `lo` up): drop-to-visible latency, joining time
// from an invite link, bytes per drag (and awareness bytes per pointer move while dragging), and a
// three-peer mesh. Prints JSON on the last line.
import type { Page } from 'playwright-core';
import { launchBrowser, startApp, type Browser } from '../test/e2e/harness';

const MOVES = 100;
const PASSWORD = 'bench';

interface Figures { [name: string]: number | string }

const now = (page: Page) => page.evaluate(() => performance.timeOrigin + performance.now());

function stats(values: number[]): { median: number; p95: number; mean: number } {
  const sorted = [...values].sort((x, y) => x - y);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { median: at(0.5), p95: at(0.95), mean: sorted.reduce((s, v) => s + v, 0) / sorted.length };
}

async function enterRoom(page: Page, url: string, name: string, seat: 'p1' | 'p2' | 'spectator'): Promise<void> {
  await page.goto(url);
  await page.getByTestId('lobby-name').fill(name);
  await page.getByTestId('lobby-password').fill(PASSWORD);
  await page.getByTestId(`lobby-seat-${seat}`).check();
  await page.getByTestId('lobby-submit').click();
  await page.waitForFunction(() => !!window.fudaba?.net, null, { timeout: 30_000 });
}

/**
 * Starts, in the page, a loop that notes for each x the card takes the time of the first
 * animation frame at which the scene's sprite stands there (page clock). It runs before any move is sent, so a slow start
 * of the watcher cannot inflate a latency. Passed as source text: tsx would wrap a named inner
 * function with a helper the page lacks.
 */
async function watchCard(page: Page, id: string): Promise<void> {
  await page.evaluate(`(() => {
    const seen = (window.__seenAt = {});
    const loop = () => {
      // What the scene holds (the next frame draws it), not only the model: a peer's change
      // reaches the sprites as a React transition.
      const o = window.fudaba.drawnPosition(${JSON.stringify(id)});
      if (o && !(o.x in seen)) seen[o.x] = performance.timeOrigin + performance.now();
      requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
  })()`);
}

function seenAt(page: Page, x: number): Promise<number> {
  return page.waitForFunction(`window.__seenAt && window.__seenAt[${x}]`, null, { timeout: 10_000, polling: 5 })
    .then((handle) => handle.jsonValue() as Promise<number>);
}

let nextX = 300;

async function latencies(from: Page, to: Page[], id: string, moves: number): Promise<number[][]> {
  for (const page of to) await watchCard(page, id);
  const out: number[][] = to.map(() => []);
  for (let i = 0; i < moves; i++) {
    // Every move goes to an x the card has not had, so each arrival is told apart.
    const x = nextX++;
    const sent = await from.evaluate(([oid, ox]) => {
      const t = performance.timeOrigin + performance.now();
      window.fudaba!.run('move', { id: oid, x: ox, y: 820 });
      return t;
    }, [id, x] as const);
    const arrived = await Promise.all(to.map((page) => seenAt(page, x)));
    arrived.forEach((t, k) => out[k]?.push(t - sent));
  }
  return out;
}

async function main(): Promise<void> {
  const app = await startApp(process.env['FUDABA_DIST'] ?? undefined);
  const browsers: Browser[] = [];
  const figures: Figures = {};
  try {
    const A = await launchBrowser({ webrtc: true });
    const B = await launchBrowser({ webrtc: true });
    browsers.push(A, B);
    const a = A.page;
    const b = B.page;
    await a.goto(app.url);
    await a.waitForFunction(() => document.body.dataset['ready'] === 'true');
    await a.getByTestId('play-online').click();
    await a.getByTestId('lobby-name').fill('A');
    await a.getByTestId('lobby-password').fill(PASSWORD);
    await a.getByTestId('lobby-submit').click();
    await a.waitForURL(/\?room=/);
    await a.waitForFunction(() => !!window.fudaba?.net);
    const roomUrl = a.url();
    const objectCount = await a.evaluate(() => window.fudaba!.snapshot().objects.length);

    // Joining from an invite link: navigation to a synced table (the lobby form filled by script).
    const t0 = Date.now();
    await enterRoom(b, roomUrl, 'B', 'p2');
    await b.waitForFunction((n) => window.fudaba!.snapshot().objects.length === n && window.fudaba!.net!.status().webrtcPeers > 0, objectCount, { timeout: 60_000, polling: 20 });
    figures['join_ms'] = Date.now() - t0;

    // A's own deck (A holds seat p1 once the room has settled).
    await a.waitForFunction(() => window.fudaba!.seat() === 'p1');
    const deck = (await a.evaluate(() => window.fudaba!.snapshot().objects)).find((o) => o.kind === 'stack' && (o as { owner?: string }).owner === 'p1');
    const taken = await a.evaluate((id) => window.fudaba!.run('take', { stack: id, x: 300, y: 820 }), deck?.id ?? '');
    if (!taken.ok) throw new Error(`take: ${taken.error}`);
    const card = (taken.value as string[])[0] ?? '';
    await b.waitForFunction((id) => window.fudaba!.object(id) !== null, card);

    // Drop-to-visible latency, drawing only on change (the app's default)…
    const [onDemand] = await latencies(a, [b], card, MOVES);
    const od = stats(onDemand ?? []);
    figures['latency_on_demand_median_ms'] = od.median;
    figures['latency_on_demand_p95_ms'] = od.p95;
    // …and with both pages drawing every frame.
    for (const page of [a, b]) await page.evaluate(() => window.fudaba!.setRenderMode('continuous'));
    const [rendering] = await latencies(a, [b], card, MOVES);
    const rd = stats(rendering ?? []);
    figures['latency_rendering_median_ms'] = rd.median;
    figures['latency_rendering_p95_ms'] = rd.p95;
    for (const page of [a, b]) await page.evaluate(() => window.fudaba!.setRenderMode('on-demand'));

    // Bytes A produces for one mouse drag (doc + awareness), over a drag of 40 pointer moves.
    const before = await a.evaluate(() => window.fudaba!.net!.traffic());
    const from = await a.evaluate((id) => window.fudaba!.screenPosition(id), card);
    if (!from) throw new Error('card not drawn');
    await a.mouse.move(from.x, from.y);
    await a.mouse.down();
    for (let i = 1; i <= 40; i++) {
      await a.mouse.move(from.x + i * 4, from.y - i * 2);
      await a.waitForTimeout(16);
    }
    await a.mouse.up();
    await a.waitForTimeout(300);
    const after = await a.evaluate(() => window.fudaba!.net!.traffic());
    figures['drag_doc_bytes'] = after.docBytes - before.docBytes;
    figures['drag_awareness_bytes'] = after.awarenessBytes - before.awarenessBytes;
    // Per pointer move while dragging: each awareness update A sent with a drag under way, as
    // y-protocols encodes it (the first carries the drag's ids, the others the move alone).
    const sentInDrag = after.awarenessSizes.slice(before.awarenessSizes.length >= 500 ? 0 : before.awarenessSizes.length).filter((s) => s.dragging).map((s) => s.bytes);
    const perMove = stats(sentInDrag);
    figures['drag_awareness_updates'] = sentInDrag.length;
    figures['drag_awareness_bytes_per_move_mean'] = Math.round(perMove.mean * 10) / 10;
    figures['drag_awareness_bytes_per_move_median'] = perMove.median;
    // …and all of them shared out over the 40 pointer moves (several moves in one 33 ms window go as one).
    figures['drag_awareness_bytes_per_pointer_move'] = Math.round(sentInDrag.reduce((sum, b) => sum + b, 0) / 40 * 10) / 10;

    // Three peers: a spectator joins; A's moves must reach both.
    const C = await launchBrowser({ webrtc: true });
    browsers.push(C);
    const c = C.page;
    await enterRoom(c, roomUrl, 'C', 'spectator');
    await c.waitForFunction((n) => window.fudaba!.snapshot().objects.length === n && window.fudaba!.net!.status().webrtcPeers >= 2, objectCount + 0, { timeout: 60_000, polling: 50 }).catch(() => undefined);
    const [toB, toC] = await latencies(a, [b, c], card, 50);
    const mb = stats(toB ?? []);
    const mc = stats(toC ?? []);
    figures['mesh_to_player_median_ms'] = mb.median;
    figures['mesh_to_spectator_median_ms'] = mc.median;
    figures['mesh_p95_ms'] = Math.max(mb.p95, mc.p95);
    figures['mesh_links_at_spectator'] = (await c.evaluate(() => window.fudaba!.net!.status())).webrtcPeers;
    figures['clock_skew_check_ms'] = Math.abs((await now(a)) - (await now(b)));
  } finally {
    for (const browser of browsers) await browser.close();
    await app.close();
  }
  console.log(JSON.stringify(figures));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
