// Talk and point (issue 17): two seated browsers over real WebRTC and a spectator. Chat lines go
// through the doc (signed, each in its writer's role); a player mutes spectators; pings (Alt-click)
// and arrows (right-drag) go through awareness and are seen by the others in the sender's colour,
// fading after about 3 s; a right-click without a drag still opens the menu. Loopback only.
// The logic below it is proven in Node: chat roles and refusals in the signed log
// (test/unit/net/signed/chatPolicy.test.ts), muting (test/unit/app/chat.test.ts), what a gesture
// carries and how it fades (test/unit/net/pointing.test.ts, test/unit/app/pointers.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectPageErrors, launchBrowser, openRoomPair, roomReady, startApp, until, type Browser, type PageErrors, type RoomPair } from './harness';
import { clickToolbar } from './tableQueries';

interface Obj { id: string; kind: string; x: number; y: number; owner?: string | null }
interface Pointer { by: string; color: string; mine: boolean; kind: 'ping' | 'arrow'; x?: number; y?: number; from?: unknown; to?: unknown; age: number }

let app: Awaited<ReturnType<typeof startApp>>;
let pair: RoomPair | undefined;
let spectator: Promise<Browser> | undefined;
let spectatorErrors: PageErrors | undefined;
let a: Page;
let b: Page;
let s: Page;
let counterA: Obj;
let counterB: Obj;

const objects = (page: Page): Promise<Obj[]> => page.evaluate(() => window.fudaba!.snapshot().objects as unknown as Obj[]);
const pointers = (page: Page): Promise<Pointer[]> => page.evaluate(() => window.fudaba!.net!.pointers() as unknown as Pointer[]);
const lines = (page: Page) => page.getByTestId('chat-lines').locator('li[data-by]');
const screen = async (page: Page, id: string) => {
  const at = await page.evaluate((oid) => window.fudaba!.screenPosition(oid), id);
  if (!at) throw new Error(`${id} is not drawn`);
  return at;
};

type Want = { kind: Pointer['kind'] } & Partial<Pick<Pointer, 'by' | 'mine'>>;

/**
 * Waits inside the page (polling every 50 ms, no round trips) until it shows every gesture of
 * `wants` at once, and returns them: a gesture shows for 3 s only, which a slow poll could miss.
 */
async function gestures(page: Page, wants: Want[], what: string, timeout = 15_000): Promise<Pointer[]> {
  try {
    const handle = await page.waitForFunction((list) => {
      const now = window.fudaba!.net!.pointers() as unknown as Pointer[];
      const found = list.map((w) => now.find((p) => p.kind === w.kind && (w.by === undefined || p.by === w.by) && (w.mine === undefined || p.mine === w.mine)));
      return found.every(Boolean) ? found : null;
    }, wants, { timeout, polling: 50 });
    return (await handle.jsonValue()) as Pointer[];
  } catch (error) {
    throw new Error(`timed out after ${timeout / 1000} s waiting for ${what} (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
  }
}

async function altClick(page: Page, at: { x: number; y: number }): Promise<void> {
  await page.keyboard.down('Alt');
  await page.mouse.click(at.x, at.y);
  await page.keyboard.up('Alt');
}

async function rightDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down({ button: 'right' });
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up({ button: 'right' });
}

beforeAll(async () => {
  app = await startApp();
  // The spectator's Chromium starts while the pair opens the room; it joins once the room is up.
  spectator = launchBrowser({ webrtc: true });
  spectator.catch(() => undefined);
  pair = await openRoomPair(app, 'chat-e2e');
  ({ a, b } = pair);
  // The room's table may still be arriving at A's table doc (its signed import) when the pair is up.
  await until(async () => {
    const all = await objects(a);
    counterA = all.find((o) => o.kind === 'counter' && o.owner === 'p1')!;
    counterB = all.find((o) => o.kind === 'counter' && o.owner === 'p2')!;
    return Boolean(counterA && counterB);
  }, 'both seats\' counters on A\'s table', 20_000);
  s = (await spectator).page;
  spectatorErrors = collectPageErrors(s);
  await s.goto(a.url());
  await s.getByTestId('lobby-name').fill('みき');
  // The spectator takes a colour of its own, so the pictures tell the three apart.
  const taken = await Promise.all([a, b].map((page) => page.evaluate(() => (JSON.parse(localStorage.getItem('fudaba.identity') ?? '{}') as { color?: string }).color)));
  const free = ['#9a6ad8', '#c9a74a', '#d84f9a', '#4fb87a'].find((c) => !taken.includes(c))!;
  await s.locator(`.lobby .swatch:has(input[name=color][value="${free}"])`).click(); // the radio is drawn as a swatch
  await s.getByTestId('lobby-seat-spectator').check();
  await s.getByTestId('lobby-submit').click();
  await roomReady(s);
  await until(async () => (await objects(s)).some((o) => o.id === counterB.id) && (await s.evaluate(() => window.fudaba!.net!.signed().started)), 'the spectator in sync and signing', 30_000);
  await until(async () => (await b.evaluate(() => window.fudaba!.net!.signed().started)) && (await a.evaluate(() => window.fudaba!.net!.signed().started)), 'both seats signing', 30_000);
}, 180_000); // opening the pair alone took 60 s at a load of 28

afterAll(async () => {
  await (await spectator?.catch(() => undefined))?.close();
  await pair?.close();
  await app?.close();
});

describe('chat', () => {
  it('A sends a quick phrase: B and the spectator see it, in A\'s role and name', async () => {
    await a.getByTestId('chat-quick-greet').click();
    for (const page of [a, b, s]) {
      await expect.poll(() => lines(page).count(), { timeout: 60_000, message: 'A\'s line in the chat panel' }).toBe(1);
      await expect.poll(() => lines(page).first().textContent(), { message: 'A\'s line\'s text' }).toContain('よろしくお願いします');
      expect(await lines(page).first().getAttribute('data-by')).toBe('p1');
      expect(await lines(page).first().textContent()).toContain('あかり');
    }
  });

  it('the spectator writes (Enter sends); A mutes spectators and no longer sees it, B still does', async () => {
    await s.getByTestId('chat-input').fill('がんばって!');
    await s.getByTestId('chat-input').press('Enter');
    expect(await s.getByTestId('chat-input').inputValue()).toBe('');
    // A spectator has no mute switch.
    expect(await s.getByTestId('chat-mute').count()).toBe(0);
    for (const page of [a, b, s]) {
      await expect.poll(() => lines(page).count(), { timeout: 60_000, message: 'the spectator\'s line in the chat panel' }).toBe(2);
      expect(await lines(page).nth(1).getAttribute('data-by')).toBe('spectator');
    }
    await a.getByTestId('chat-mute').check();
    await expect.poll(() => lines(a).count(), { message: 'A\'s panel without the spectator\'s line' }).toBe(1);
    expect(await a.getByTestId('chat-lines').textContent()).not.toContain('がんばって');
    await expect.poll(() => a.getByTestId('chat-muted').textContent(), { message: 'A\'s count of hidden lines' }).toContain('1');
    expect(await lines(b).count()).toBe(2);
    // Kept per browser: after a reload A still has them muted.
    expect(await a.evaluate(() => localStorage.getItem('fudaba.chat.muteSpectators'))).toBe('1');
  });
});

describe('pointing', () => {
  it('A pings with Alt-click: B sees it in A\'s colour, gone after a few seconds; nothing is selected', async () => {
    const at = await screen(a, counterA.id);
    const [[mine], [seen]] = await Promise.all([
      gestures(a, [{ kind: 'ping', mine: true }], 'A\'s own ping', 10_000),
      gestures(b, [{ kind: 'ping', mine: false }], 'A\'s ping at B'),
      altClick(a, at),
    ]);
    expect(seen).toMatchObject({ kind: 'ping', by: 'あかり', color: mine!.color, mine: false });
    expect(Math.abs(seen!.x! - counterA.x)).toBeLessThan(80);
    expect(await a.evaluate(() => window.fudaba!.selection())).toEqual([]);
    await until(async () => (await pointers(b)).length === 0, 'the ping to fade at B', 15_000);
  });

  it('A draws an arrow with a right-drag: B and the spectator see it from one counter to the other; no menu opens', async () => {
    const [from, to] = [await screen(a, counterA.id), await screen(a, counterB.id)];
    const [[atB], [atS]] = await Promise.all([
      gestures(b, [{ kind: 'arrow' }], 'A\'s arrow at B'),
      gestures(s, [{ kind: 'arrow' }], 'A\'s arrow at the spectator'),
      rightDrag(a, from, to),
    ]);
    for (const arrow of [atB, atS]) expect(arrow).toMatchObject({ kind: 'arrow', by: 'あかり', from: counterA.id, to: counterB.id });
    expect(await a.getByTestId('context-menu').count()).toBe(0);
    // A ping of B's own beside it, for the picture.
    const spot = await screen(b, counterB.id);
    await altClick(b, { x: spot.x + 80, y: spot.y - 60 });
    await b.screenshot({ path: 'docs/chat.png' });
    await until(async () => (await pointers(b)).length === 0, 'the arrow and B\'s ping to fade', 15_000);
  });

  it('a right-click without a drag still opens the menu', async () => {
    const at = await screen(a, counterA.id);
    await a.mouse.click(at.x, at.y, { button: 'right' });
    await expect.poll(() => a.getByTestId('context-menu').count(), { message: 'the context menu to open' }).toBe(1);
    await a.keyboard.press('Escape');
    await expect.poll(() => a.getByTestId('context-menu').count(), { message: 'the context menu to close on Escape' }).toBe(0);
    expect(await pointers(a)).toEqual([]);
  });

  it('says it all in English too', async () => {
    await clickToolbar(b, 'language');
    await expect.poll(() => b.evaluate(() => document.documentElement.lang), { message: 'B\'s page in English' }).toBe('en');
    await b.getByTestId('chat-quick-yourTurn').click();
    await expect.poll(() => lines(a).last().textContent(), { timeout: 60_000, message: 'B\'s English quick phrase at A' }).toContain('Your turn');
    expect(await b.getByTestId('chat').textContent()).toContain('Chat');
    await until(async () => (await pointers(b)).length === 0, 'earlier gestures to fade at B', 15_000);
    // A spectator points too, in its own colour, while A draws an arrow: both at B at once, for the
    // picture. A loaded machine may show one only after the other faded: then it is tried again.
    let both: Pointer[] | null = null;
    for (let attempt = 0; attempt < 3 && !both; attempt++) {
      const [spot, from, to] = [await screen(s, counterB.id), await screen(a, counterB.id), await screen(a, counterA.id)];
      [both] = await Promise.all([
        gestures(b, [{ kind: 'arrow', by: 'あかり' }, { kind: 'ping', by: 'みき' }], 'the arrow and the spectator\'s ping together at B', 6_000).catch(() => null),
        altClick(s, { x: spot.x - 40, y: spot.y + 50 }),
        rightDrag(a, from, to),
      ]);
    }
    // Pings and arrows each reach B (the tests above); both in one picture is only for the screenshot.
    if (both) expect(both[1]!.color, 'the spectator\'s colour is not A\'s').not.toBe(both[0]!.color);
    else console.warn('chat e2e: the arrow and the ping were not on screen together for the picture');
    await b.screenshot({ path: 'docs/chat-en.png' });
  });

  it('no page logged an error', () => {
    const errors = [...(pair?.errors ?? []).flatMap((e) => e.list()), ...(spectatorErrors?.list() ?? [])];
    expect(errors.filter((e) => !/WebRTC|ICE|ERR_|favicon/i.test(e))).toEqual([]);
  });
});
