// Joint decks in two Chromium processes over real WebRTC (issue 15): a NoFuture game from the
// wizard, whose decks both seats shuffle; opening hands, draws released by the other seat's
// browser, a search with its joint reshuffle, a mill, a reload of each seat mid-draw, then the
// audit with both keys passing for the honest seat and failing for the seat whose modified client
// took a card from the middle of its deck. Loopback only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openRoomPair, roomReady, startApp, type RoomPair } from './harness';
import { clickToolbar, cardsIn, objects, startFromWizard, zone } from './tableQueries';

let app: Awaited<ReturnType<typeof startApp>>;
let room: RoomPair | undefined;
let a: Page;
let b: Page;

interface Status { scheme: string; waiting: { seat: string; what: string } | null }
const status = (page: Page, zoneId: string): Promise<Status> => page.evaluate((z) => window.fudaba!.secret.deckStatus(z), zoneId) as Promise<Status>;
const identity = (page: Page, id: string) => page.evaluate((card) => window.fudaba!.secret.identity(card), id);
const deckPile = async (page: Page, seat: string) => {
  const deck = await zone(page, `${seat}-deck`);
  const pile = (await objects(page)).find((o) => o.kind === 'stack' && o.x >= deck.x && o.x <= deck.x + deck.w && o.y >= deck.y && o.y <= deck.y + deck.h);
  if (!pile) throw new Error(`no deck pile for ${seat}`);
  return pile;
};
const handIds = async (page: Page, seat: string) => (await cardsIn(page, `${seat}-hand`)).map((c) => c.id);
const idle = async (page: Page, zoneId: string) => expect.poll(async () => (await status(page, zoneId)).waiting, { timeout: 30_000 }).toBeNull();

beforeAll(async () => {
  app = await startApp();
  room = await openRoomPair(app, 'joint-deck-e2e');
  ({ a, b } = room);
}, 180_000);

afterAll(async () => {
  await room?.close();
  await app?.close();
});

describe('joint decks over WebRTC', () => {
  it('a NoFuture game from the wizard: each opening hand is drawn once both seats have shuffled its deck', async () => {
    await startFromWizard(a, 'nofuture');
    for (const [page, seat] of [[a, 'p1'], [b, 'p2']] as const) {
      await expect.poll(async () => (await handIds(page, seat)).length, { timeout: 45_000 }).toBe(6);
    }
    const log = await a.evaluate(() => (window.fudaba!.log() as { op: string; seat: string }[]).map((e) => `${e.seat}:${e.op}`));
    const setup = log.lastIndexOf('system:gameSetup');
    for (const seat of ['p1', 'p2']) {
      const opened = log.indexOf(`${seat}:jointOpen`, setup);
      expect(opened, `${seat} opened its deck jointly`).toBeGreaterThan(setup);
      expect(log.indexOf(`${seat}:draw`, setup), `${seat} drew after`).toBeGreaterThan(opened);
    }
  }, 90_000);

  it('both decks are shuffled jointly, the badge says so, and neither doc holds the other seat\'s cards', async () => {
    for (const page of [a, b]) {
      for (const seat of ['p1', 'p2']) expect((await status(page, `${seat}-deck`)).scheme).toBe('joint');
      await expect.poll(() => page.locator('[data-testid="deck-scheme"][data-scheme="joint"]').count(), { timeout: 10_000 }).toBe(2);
    }
    await expect(a.locator('[data-testid="deck-scheme"][data-zone="p1-deck"]').textContent()).resolves.toBe('共同シャッフル');
    await a.screenshot({ path: 'docs/joint-deck.png' });
    await clickToolbar(a, 'language');
    await expect.poll(() => a.locator('[data-testid="deck-scheme"][data-zone="p1-deck"]').textContent(), { timeout: 10_000 }).toBe('Joint shuffle');
    await a.screenshot({ path: 'docs/joint-deck-en.png' });
    await clickToolbar(a, 'language');
    await expect.poll(() => a.locator('[data-testid="deck-scheme"][data-zone="p1-deck"]').textContent(), { timeout: 10_000 }).toBe('共同シャッフル');
    const hand = await Promise.all((await handIds(a, 'p1')).map((id) => identity(a, id)));
    expect(hand.every((ref) => typeof ref === 'string' && ref.includes(':'))).toBe(true);
    // B's doc holds no sealed identity of A's it can open, nor any of A's cards in clear.
    const bCards = (await objects(b)).filter((o) => o.kind === 'card' && o.owner === 'p1' && !o.faceUp);
    expect(bCards.filter((o) => o.ref !== '')).toEqual([]);
    expect(await Promise.all((await handIds(a, 'p1')).map((id) => identity(b, id)))).toEqual(hand.map(() => null));
  });

  it('draws from the top: the other seat\'s browser releases each one to the holder (timed over WebRTC)', async () => {
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const pile = await deckPile(a, 'p1');
      const before = new Set(await handIds(a, 'p1'));
      const started = Date.now();
      expect(await a.evaluate((id) => window.fudaba!.run('draw', { stack: id, count: 1, seat: 'p1' }), pile.id)).toMatchObject({ ok: true });
      let drawn = '';
      await expect.poll(async () => {
        drawn = (await handIds(a, 'p1')).find((id) => !before.has(id)) ?? '';
        return drawn ? identity(a, drawn) : null;
      }, { timeout: 15_000, interval: 20 }).toMatch(/:/);
      times.push(Date.now() - started);
      expect(await identity(b, drawn)).toBeNull();
    }
    times.sort((x, y) => x - y);
    console.log(`[jointDeck] a draw over loopback WebRTC, command to card opened for its holder: median ${times[2]} ms (${times.join(', ')} ms)`);
  });

  it('searches: A sees the whole deck, takes a card, and both seats reshuffle it', async () => {
    const seen = await a.evaluate(() => window.fudaba!.secret.search('p1-deck'));
    expect(seen.length).toBeGreaterThan(20);
    expect(seen.every((c) => c.ref.includes(':'))).toBe(true);
    const wanted = seen[seen.length - 3]!;
    const hand = await zone(a, 'p1-hand');
    expect(await a.evaluate(([id, x, y]) => window.fudaba!.run('move', { id, x, y }), [wanted.id, hand.x + hand.w - 60, hand.y + hand.h / 2] as const)).toMatchObject({ ok: true });
    const started = Date.now();
    await a.evaluate(() => window.fudaba!.secret.shuffle('p1-deck'));
    await idle(a, 'p1-deck');
    console.log(`[jointDeck] a ${seen.length - 1}-card joint reshuffle in two browsers over WebRTC: ${Date.now() - started} ms`);
    await expect.poll(() => identity(a, wanted.id), { timeout: 10_000 }).toBe(wanted.ref);
    expect(await identity(b, wanted.id)).toBeNull();
    const log = await b.evaluate(() => (window.fudaba!.log() as { op: string; seat: string }[]).filter((e) => e.seat === 'p1').map((e) => e.op));
    expect(log).toContain('search');
    expect(log).toContain('jointShuffle');
  });

  it('mills the top card face up: both browsers show the same card, opened from both seats\' layers', async () => {
    const pile = await deckPile(a, 'p1');
    const discard = await zone(a, 'p1-discard');

    expect(await a.evaluate(([id, x, y]) => window.fudaba!.run('take', { stack: id, x, y }), [pile.id, discard.x + discard.w / 2, discard.y + discard.h / 2] as const)).toMatchObject({ ok: true });
    const taken = (await cardsIn(a, 'p1-discard'))[0]!;
    expect(await a.evaluate((id) => window.fudaba!.run('flip', { ids: [id] }), taken.id)).toMatchObject({ ok: true });
    let ref = '';
    await expect.poll(async () => {
      ref = (await objects(b)).find((o) => o.id === taken.id)?.ref ?? '';
      return ref;
    }, { timeout: 15_000 }).toMatch(/:/);
    expect((await objects(a)).find((o) => o.id === taken.id)?.ref).toBe(ref);
    expect(await b.evaluate(() => window.fudaba!.secret.jointProblems())).toEqual([]);
  });

  /** A's next draw; resolves with the card's id once A's browser can read it. */
  const drawnCard = async (before: Set<string>, timeout: number) => {
    let drawn = '';
    await expect.poll(async () => {
      drawn = (await handIds(a, 'p1')).find((id) => !before.has(id)) ?? '';
      return drawn ? identity(a, drawn) : null;
    }, { timeout }).toMatch(/:/);
    return drawn;
  };

  it('a draw waits for the other seat while it reloads, and completes when it is back', async () => {
    const reloadingB = b.reload();
    const pile = await deckPile(a, 'p1');
    const before = new Set(await handIds(a, 'p1'));
    expect(await a.evaluate((id) => window.fudaba!.run('draw', { stack: id, count: 1, seat: 'p1' }), pile.id)).toMatchObject({ ok: true });
    await reloadingB;
    await roomReady(b);
    const drawn = await drawnCard(before, 45_000);
    await idle(a, 'p1-deck');
    expect(await identity(b, drawn)).toBeNull();
  });

  it('the holder reloads while its draw waits for the other seat; the draw completes after', async () => {
    // B goes off line: A's draw waits for P2, visibly, and A reloads meanwhile.
    await b.getByTestId('toggle-online').click();
    const pile = await deckPile(a, 'p1');
    const before = new Set(await handIds(a, 'p1'));
    expect(await a.evaluate((id) => window.fudaba!.run('draw', { stack: id, count: 1, seat: 'p1' }), pile.id)).toMatchObject({ ok: true });
    await expect.poll(async () => (await status(a, 'p1-deck')).waiting, { timeout: 10_000 }).toEqual({ seat: 'p2', what: 'release' });
    await expect.poll(() => a.locator('[data-testid="deck-scheme"][data-zone="p1-deck"]').textContent(), { timeout: 10_000 }).toMatch(/P2があなたのドローを開けるのを待っています/);
    await a.waitForTimeout(500); // its deck operation is signed and stored
    await a.reload();
    await roomReady(a);
    await b.getByTestId('toggle-online').click();
    const drawn = await drawnCard(before, 45_000);
    await idle(a, 'p1-deck');
    expect(await identity(b, drawn)).toBeNull();
  });

  it('B\'s modified client takes a card from the middle of its deck: A releases nothing and says so', async () => {
    const pile = await deckPile(b, 'p2');
    const middle = pile.order![Math.floor(pile.order!.length / 2)]!;
    const hand = await zone(b, 'p2-hand');
    expect(await b.evaluate(([id, x, y]) => window.fudaba!.run('move', { id, x, y }), [middle, hand.x + 80, hand.y + hand.h / 2] as const)).toMatchObject({ ok: true });
    await expect.poll(() => a.locator('[data-testid="notice-warning"]').allTextContents(), { timeout: 15_000 })
      .toContainEqual(expect.stringMatching(/途中からカードを取りました/));
    await b.waitForTimeout(1500);
    expect(await identity(b, middle)).toBeNull();
  });

  it('the audit with both keys: P1\'s joint deck passes, P2\'s names the draw from the middle', async () => {
    for (const page of [a, b]) {
      await clickToolbar(page, 'fair-play-open');
      await page.getByTestId('reveal-key').click();
    }
    for (const page of [a, b]) {
      await expect.poll(() => page.getByTestId('joint-audit-p1').getAttribute('data-ok'), { timeout: 30_000 }).toBe('true');
      await expect.poll(() => page.getByTestId('joint-audit-p2').getAttribute('data-ok'), { timeout: 30_000 }).toBe('false');
    }
    await expect(a.getByTestId('joint-audit-p1').textContent()).resolves.toMatch(/すべて一番上から出ました/);
    await expect(a.getByTestId('joint-audit-p2').textContent()).resolves.toMatch(/一番上のカードではありません/);
    await a.screenshot({ path: 'docs/joint-deck-audit.png' });
    await a.keyboard.press('Escape');
    await b.keyboard.press('Escape');
  });

  it('raised no page errors', () => {
    for (const e of room?.errors ?? []) expect(e.list().filter((line) => !line.includes('joint deck'))).toEqual([]);
  });
});
