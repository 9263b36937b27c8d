// Replays in real Chromium, one browser on a solo table: play a few moves, save the replay, open
// it, scrub to a moment and read the table there (window.fudaba), step back and forth, play at 4×
// to the end; a broken file is refused with its problems; a moment opens as a lesson on a fresh
// table. The two-browser part (a late joiner's History) is replay.test.ts. Screenshots go to
// docs/replays*.png.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectPageErrors, launchBrowser, startApp, until, type App, type Browser, type PageErrors } from './harness';
import { sceneSteady } from './steady';
import { clickToolbar } from './tableQueries';

interface Obj { id: string; kind: string; owner?: string | null; x: number; y: number; faceUp?: boolean; stack?: string | null; attachedTo?: string | null }
interface Point { i: number; ops: string[]; touched: string[]; log: { seat: string; op: string; args: Record<string, unknown> }[]; by: string | null }

let app: App;
let browser: Browser;
let page: Page;
let errors: PageErrors;

const object = (p: Page, id: string) => p.evaluate((i) => window.fudaba!.object(i) as unknown as Obj | null, id);
const run = (p: Page, type: string, args: unknown) => p.evaluate(([t, a]) => window.fudaba!.run(t as string, a), [type, args] as const);

/** Takes the top card of P1's deck onto the table (P2's is not P1's to touch: the room refuses it); its id. */
async function takeCard(p: Page): Promise<string> {
  const stack = (await p.evaluate(() => window.fudaba!.snapshot().objects as unknown as Obj[])).find((o) => o.kind === 'stack' && o.owner === 'p1');
  if (!stack) throw new Error('no stack on the table');
  const taken = await run(p, 'take', { stack: stack.id, count: 1, x: 200, y: 250 });
  if (!taken.ok) throw new Error(`take: ${taken.error}`);
  return (taken.value as string[])[0]!;
}

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  page = browser.page;
  errors = collectPageErrors(page);
  await page.goto(`${app.url}?table=replay-e2e-${Date.now()}`);
  await page.waitForFunction(() => document.body.dataset['ready'] === 'true');
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('replays', () => {
  it('saves a solo table\'s replay, opens it, scrubs, steps and plays it at 4× to the end', async () => {
    const id = await takeCard(page);
    const places = [[300, 300], [420, 330], [540, 360]] as const;
    for (const [x, y] of places) {
      // Each run is a transaction of its own: a step of its own in the recording, however close in time.
      expect((await run(page, 'move', { id, x, y, snap: false })).ok).toBe(true);
    }
    expect((await run(page, 'flip', { ids: [id] })).ok).toBe(true);
    const final = await object(page, id);

    const text = await page.evaluate(() => window.fudaba!.replay.save());
    const opened = await page.evaluate((t) => window.fudaba!.replay.open(t), text);
    expect(opened.ok).toBe(true);
    await page.waitForSelector('[data-testid=replay-bar]');
    await page.waitForFunction(() => window.fudaba?.seat() === 'spectator' && window.fudaba.replay.isOpen());

    const points = await page.evaluate(() => window.fudaba!.replay.points() as unknown as Point[]);
    // A move in a play area logs no line: it is a point that changed the card (the last three
    // before the flip; taking the card off the deck also unsealed it in a step of its own).
    const flipAt = points.findIndex((p) => p.ops.includes('flip'));
    expect(flipAt).toBeGreaterThan(0);
    const moves = points.slice(0, flipAt).filter((p) => p.ops.length === 0 && p.touched.includes(id)).slice(-3);
    expect(moves.length).toBe(3);

    // Scrub to the second move: the card is where that move put it, still face as it was.
    await page.evaluate((i) => window.fudaba!.replay.seek(i), moves[1]!.i);
    await until(async () => (await object(page, id))?.x === places[1][0], 'the card at the second move');
    expect(await page.textContent('[data-testid=replay-position]')).toBe(`${moves[1]!.i + 1} / ${points.length}`);
    // A run is refused on the replay's table: it is read-only.
    expect((await run(page, 'move', { id, x: 10, y: 10 })).ok).toBe(false);

    // Step back (the first move) and forward (the second) with the buttons.
    await page.click('[data-testid=replay-back]');
    await until(async () => (await object(page, id))?.x === places[0][0], 'the card after stepping back');
    await page.click('[data-testid=replay-forward]');
    await until(async () => (await object(page, id))?.x === places[1][0], 'the card after stepping forward');

    // The scrubber (a range input) jumps too.
    await page.locator('[data-testid=replay-scrubber]').fill(String(moves[2]!.i));
    await until(async () => (await object(page, id))?.x === places[2][0], 'the card after the scrubber');

    // Play at 4× from the start to the end.
    await page.evaluate(() => window.fudaba!.replay.seek(0));
    const started = Date.now();
    await page.click('[data-testid=replay-play-4]');
    expect(await page.evaluate(() => window.fudaba!.replay.playing())).toBe(4);
    await page.evaluate(() => window.fudaba!.replay.untilEnd());
    console.log(`played ${points.length} points at 4x in ${Date.now() - started} ms`);
    expect(await page.evaluate(() => window.fudaba!.replay.at())).toBe(points.length - 1);
    await until(async () => (await object(page, id))?.faceUp === final?.faceUp && (await object(page, id))?.x === final?.x, 'the last moment');

    for (const lang of ['en', 'ja'] as const) {
      if ((await page.evaluate(() => document.documentElement.lang)) !== lang) await clickToolbar(page, 'language');
      await page.waitForFunction((l) => document.documentElement.lang === l, lang, { timeout: 5000 });
      await page.evaluate((i) => window.fudaba!.replay.seek(i), moves[1]!.i);
      await until(async () => (await object(page, id))?.x === places[1][0], `the card at the second move (${lang} screenshot)`);
      await sceneSteady(page, `the replay's table drawn at the second move (${lang} screenshot)`);
      await page.screenshot({ path: `.tmp/replay-${lang}.png` });
    }
  });

  it('refuses a broken or hostile file with its problems and keeps what is shown', async () => {
    const before = await page.evaluate(() => window.fudaba!.replay.at());
    const bad = [
      '{ not json',
      JSON.stringify({ format: 'fudaba-replay', version: 1, kind: 'room', savedAt: 'x', roomId: 'r', transport: 'AAAA', seats: {} }),
      JSON.stringify({ format: 'fudaba-replay', version: 1, kind: 'local', savedAt: 'x', base: '', steps: [{ t: -5, u: '%%' }] }),
    ];
    for (const text of bad) {
      const result = await page.evaluate((t) => window.fudaba!.replay.open(t), text);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.problems.length).toBeGreaterThan(0);
    }
    expect(await page.evaluate(() => window.fudaba!.replay.isOpen())).toBe(true);
    expect(await page.evaluate(() => window.fudaba!.replay.at())).toBe(before);
    expect(errors.list()).toEqual([]);
  });

  it('opens a moment as a lesson on a fresh table, and closes back to the live table', async () => {
    const points = await page.evaluate(() => window.fudaba!.replay.points() as unknown as Point[]);
    const move = points.find((p) => p.ops.length === 0 && p.touched.length === 1)!;
    const id = move.touched[0]!;
    await page.evaluate((i) => window.fudaba!.replay.seek(i), move.i);
    const there = await object(page, id);
    const [lesson] = await Promise.all([page.context().waitForEvent('page'), page.click('[data-testid=replay-lesson]')]);
    await lesson.waitForFunction(() => document.body.dataset['ready'] === 'true');
    await until(async () => (await object(lesson, id))?.x === there?.x, 'the moment laid on the lesson table');
    expect((await run(lesson, 'move', { id, x: 700, y: 500, snap: false })).ok).toBe(true);
    await lesson.close();

    await page.click('[data-testid=replay-close]');
    await page.waitForFunction(() => !document.querySelector('[data-testid=replay-bar]') && window.fudaba?.seat() !== 'spectator');
    expect(await page.evaluate(() => window.fudaba!.replay.isOpen())).toBe(false);
  });
});
