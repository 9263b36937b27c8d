// Replays in real Chromium, two browsers over WebRTC: A plays in a room, B joins late as a
// spectator and its History lists every action from the start. The one-browser part (save, open,
// scrub, play, a broken file, a moment as a lesson) is replaySolo.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, roomReady, startApp, until, type App, type Browser } from './harness';
import { clickToolbar } from './tableQueries';

interface Obj { id: string; kind: string; owner?: string | null; x: number; y: number; faceUp?: boolean; stack?: string | null; attachedTo?: string | null }
interface Point { i: number; ops: string[]; touched: string[]; log: { seat: string; op: string; args: Record<string, unknown> }[]; by: string | null }

let app: App;

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
});

afterAll(async () => {
  await app?.close();
});

describe('the late joiner\'s history', () => {
  it('a spectator who joins late lists every action of the room from its start, and jumps back to live', async () => {
    const browsers: Browser[] = [];
    try {
      const open = async () => {
        const b = await launchBrowser({ webrtc: true });
        browsers.push(b);
        b.page.on('dialog', (dialog) => void dialog.accept());
        return b.page;
      };
      const a = await open();
      await a.goto(`${app.url}?table=replay-room-${Date.now().toString(36)}`);
      await a.waitForFunction(() => document.body.dataset['ready'] === 'true');
      await clickToolbar(a, 'play-online');
      await a.getByTestId('lobby-name').fill('あかり');
      await a.getByTestId('lobby-submit').click();
      await a.waitForURL(/\?room=/);
      await roomReady(a);
      await until(async () => (await a.evaluate(() => window.fudaba!.seat())) === 'p1', 'A seated');
      // Moves made before A's page signs would go out together in its import entry.
      await until(async () => (await a.evaluate(() => window.fudaba!.net!.signed().started)), 'A signing');
      const card = { id: await takeCard(a) };
      const xs = [250, 350, 450, 550];
      for (const x of xs) {
        expect((await run(a, 'move', { id: card.id, x, y: 400, snap: false })).ok).toBe(true);
        await a.waitForTimeout(40);
      }
      expect((await run(a, 'flip', { ids: [card.id] })).ok).toBe(true);

      // B joins only now, as a spectator.
      const b = await open();
      await b.goto(a.url());
      await b.getByTestId('lobby-name').fill('ゆう');
      await b.getByTestId('lobby-seat-spectator').check();
      await b.getByTestId('lobby-submit').click();
      await roomReady(b);
      await until(async () => (await object(b, card.id))?.x === xs[3], 'B holds A\'s table', 45_000).catch(async (error: unknown) => {
        console.log('B sees', JSON.stringify(await object(b, card.id)), JSON.stringify(await b.evaluate(() => window.fudaba!.net!.signed())).slice(0, 600));
        throw error;
      });

      // Wide, the replay items sit under the toolbar's "Replay ▾" button; folded, in "…".
      await clickToolbar(b, 'replay-history');
      await b.waitForSelector('[data-testid=replay-bar]');
      await b.waitForFunction(() => window.fudaba?.replay.source() === 'history');
      const points = await b.evaluate(() => window.fudaba!.replay.points() as unknown as Point[]);
      // A's moves log no line; other unlogged steps may touch the card too (its hidden face's
      // follow-up writes land as entries of their own when A's page is busy), so each candidate
      // step is opened and the card's place read: the four moves appear in order, each by P1.
      const candidates = points.filter((p) => p.ops.length === 0 && p.touched.includes(card.id));
      const moves: Point[] = [];
      for (const p of candidates) {
        await b.evaluate((i) => window.fudaba!.replay.seek(i), p.i);
        const x = (await object(b, card.id))?.x;
        if (x === xs[moves.length]) moves.push(p);
      }
      expect(moves.map((p) => p.by)).toEqual(['p1', 'p1', 'p1', 'p1']);
      await b.evaluate((i) => window.fudaba!.replay.seek(i), points.length - 1);
      expect(points.some((p) => p.ops.includes('flip'))).toBe(true);
      // Opened at the last moment; the list holds every action from the first.
      expect(await b.evaluate(() => window.fudaba!.replay.at())).toBe(points.length - 1);
      expect(await b.locator('[data-testid=replay-list] li').count()).toBe(points.length);
      // Jump the view to A's first move, then back to live.
      await b.evaluate((i) => window.fudaba!.replay.seek(i), moves[0]!.i);
      await until(async () => (await object(b, card.id))?.x === xs[0], 'B\'s view at A\'s first move');
      await b.screenshot({ path: '.tmp/replay-history.png' });
      await b.getByTestId('replay-close').click();
      await b.waitForFunction(() => !window.fudaba?.replay.isOpen() && !!window.fudaba?.net);
      await until(async () => (await object(b, card.id))?.x === xs[3], 'B back at the live table');
    } finally {
      for (const b of browsers) await b.close();
    }
  });
});
