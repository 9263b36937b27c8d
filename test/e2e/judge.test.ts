// A judge seat over real WebRTC (issue 19): two players and a judge in one room. Before any grant
// the judge's browser knows no hand card; after both players grant their keys it sees both hands
// (and only then); a ruling the judge writes is in both players' logs, in each one's language; the
// judge proposes a rewind that both accept; a withdrawn grant closes the hand again. The policy
// under it is proven in Node (test/unit/net/signed/judgePolicy.test.ts, rewindPolicy.test.ts,
// test/unit/app/judge/judgeDesk.test.ts, test/unit/app/rewind/rewindDesk.test.ts); a ping in a
// non-player's colour is the chat journey's. Loopback only (`unshare -n`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectPageErrors, launchBrowser, openRoomPair, roomReady, startApp, until, type Browser, type PageErrors, type RoomPair } from './harness';
import { clickToolbar, cardsIn, identity, objects, startWithDemoDecks } from './tableQueries';

interface Refusal { code: string; role: string | null; what: string }
const refusals = (page: Page): Promise<Refusal[]> => page.evaluate(() => window.fudaba!.net!.signed().refusals as Refusal[]);
const shots = process.env['JUDGE_SHOTS'];

let app: Awaited<ReturnType<typeof startApp>>;
let pair: RoomPair | undefined;
let judgeBrowser: Promise<Browser> | undefined;
let judgeErrors: PageErrors | undefined;
let a: Page;
let b: Page;
let j: Page;
const hands: Record<'p1' | 'p2', { id: string; ref: string }[]> = { p1: [], p2: [] };

/** The hand of a seat as its own browser knows it (ids and identities). */
async function handOf(page: Page, seat: 'p1' | 'p2') {
  const cards = await cardsIn(page, `${seat}-hand`);
  return byId(await Promise.all(cards.map(async (c) => ({ id: c.id, ref: (await identity(page, c.id)) ?? '' }))));
}

/** What the judge's panel shows of a seat's hand: each card's id and identity. */
const judgeSees = (seat: 'p1' | 'p2') => j.evaluate((s) => [...document.querySelectorAll(`[data-testid="judge-hand-${s}"] [data-testid="judge-hand-card"]`)]
  .map((li) => ({ id: li.getAttribute('data-card') ?? '', ref: li.getAttribute('data-ref') ?? '' })), seat).then(byId);
const byId = (cards: { id: string; ref: string }[]) => [...cards].sort((x, y) => x.id.localeCompare(y.id));

beforeAll(async () => {
  app = await startApp();
  pair = await openRoomPair(app, 'judge-e2e');
  ({ a, b } = pair);
}, 90_000);

afterAll(async () => {
  await (await judgeBrowser?.catch(() => undefined))?.close();
  await pair?.close();
  await app?.close();
});

describe('a judge', () => {
  it('joins a NoFuture game of two players from the lobby as the judge', async () => {
    // The judge's Chromium starts while the players set up; it joins the game once the hands are dealt.
    judgeBrowser = launchBrowser({ webrtc: true });
    judgeBrowser.catch(() => undefined);
    await startWithDemoDecks(a, 'nofuture');
    for (const [page, seat] of [[a, 'p1'], [b, 'p2']] as const) {
      await until(async () => {
        hands[seat] = await handOf(page, seat);
        return hands[seat].length === 6 && hands[seat].every((c) => c.ref !== '');
      }, `${seat}'s opening hand known to its browser`, 45_000);
    }
    j = (await judgeBrowser).page;
    judgeErrors = collectPageErrors(j);
    await j.goto(a.url());
    await j.getByTestId('lobby-name').fill('審判');
    await j.getByTestId('lobby-seat-judge').check();
    await j.getByTestId('lobby-submit').click();
    await roomReady(j);
  }, 120_000);

  it('takes the chair, seen by both players, and sees no hand before the grants', async () => {
    for (const page of [a, b, j]) await expect.poll(() => page.getByTestId('judge-chair').textContent(), { timeout: 30_000, message: 'the judge\'s name in the chair' }).toContain('審判');
    await until(async () => (await objects(j)).filter((o) => o.kind === 'card').length >= 40, 'the judge in sync');
    for (const seat of ['p1', 'p2'] as const) {
      await expect.poll(() => j.getByTestId(`judge-hand-${seat}`).getAttribute('data-state'), { message: `${seat}'s hand locked in the judge's panel` }).toBe('locked');
      for (const card of hands[seat]) expect(await identity(j, card.id)).toBeNull();
    }
    expect(await j.getByTestId('judge-hand-card').count()).toBe(0);
  });

  it('sees each hand once, and only once, that seat grants its key; the log says so', async () => {
    await a.getByTestId('judge-grant').click();
    await expect.poll(() => judgeSees('p1'), { timeout: 60_000, message: 'p1\'s hand in the judge\'s panel after its grant' }).toEqual(hands.p1);
    expect(await j.getByTestId('judge-hand-p2').getAttribute('data-state')).toBe('locked');
    await b.getByTestId('judge-grant').click();
    await expect.poll(() => judgeSees('p2'), { timeout: 60_000, message: 'p2\'s hand in the judge\'s panel after its grant' }).toEqual(hands.p2);
    for (const page of [a, b]) {
      await expect.poll(() => page.evaluate(() => window.fudaba!.log().filter((e) => e.op === 'judgeGrant').map((e) => e.seat).sort()),
        { timeout: 60_000, message: 'both grants in each player\'s log' }).toEqual(['p1', 'p2']);
    }
    if (shots) {
      await j.getByTestId('judge').scrollIntoViewIfNeeded();
      await j.screenshot({ path: `${shots}/judge-view-ja.png` });
    }
  });

  it('writes a ruling that both players read in their logs, the id\'s text in their language', async () => {
    await j.getByTestId('judge-ruling-search').fill('NF-R3');
    await j.getByTestId('judge-ruling-option').first().click();
    await j.getByTestId('judge-ruling-text').fill('前衛が速攻で破壊されたので、P2へのダメージはありません');
    await j.getByTestId('judge-ruling-write').click();
    for (const page of [a, b, j]) {
      const line = page.locator('[data-testid="log"] li[data-op="judgeRuling"]');
      await expect.poll(() => line.count(), { timeout: 60_000, message: 'the ruling\'s line in the log panel' }).toBe(1);
      await expect.poll(() => line.textContent(), { timeout: 60_000, message: 'the ruling\'s id in its line' }).toContain('NF-R3');
      await expect.poll(() => line.textContent(), { timeout: 60_000, message: 'the ruling\'s text in Japanese' }).toContain('生き残りのいないチーム');
      expect(await line.textContent()).toContain('審判');
    }
    if (shots) {
      await a.locator('[data-testid="log"] li[data-op="judgeRuling"]').scrollIntoViewIfNeeded();
      await a.screenshot({ path: `${shots}/judge-ruling-ja.png` });
    }
  });

  it('proposes a rewind from the History viewer; both players accept and each browser puts its own things back', async () => {
    const counter = (await objects(a)).find((o) => o.kind === 'counter' && o.owner === 'p1')!;
    await a.evaluate(({ id, x }) => window.fudaba!.writeRaw!(id, { ...(window.fudaba!.snapshot().objects.find((o) => o.id === id) as object), x }), { id: counter.id, x: counter.x + 200 });
    // The judge's history must hold the move before it picks the point just before it.
    for (const page of [b, j]) {
      await expect.poll(async () => (await objects(page)).find((o) => o.id === counter.id)?.x, { timeout: 60_000, message: `A's move at ${page === b ? 'B' : 'the judge'}` }).toBe(counter.x + 200);
    }
    await j.evaluate(() => window.fudaba!.replay.history());
    const moved = await j.evaluate((id) => window.fudaba!.replay.points().filter((p) => p.touched.includes(id)).at(-1)!.i, counter.id);
    await j.evaluate((i) => window.fudaba!.replay.seek(i), moved - 1);
    await j.getByTestId('rewind-propose').click();
    await j.getByTestId('replay-close').click();
    for (const page of [a, b]) {
      await expect.poll(() => page.getByTestId('rewind-row').count(), { timeout: 60_000, message: 'the judge\'s proposal in the rewind panel' }).toBe(1);
      if (shots) {
        if (page === b) await clickToolbar(b, 'language');
        await page.getByTestId('rewind-panel').scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${shots}/rewind-${page === a ? 'ja' : 'en'}.png` });
      }
      await page.getByTestId('rewind-accept').click();
    }
    for (const page of [a, b]) {
      await expect.poll(async () => (await objects(page)).find((o) => o.id === counter.id)?.x, { timeout: 60_000, message: 'the counter back where it was' }).toBe(counter.x);
      await expect.poll(() => page.evaluate(() => window.fudaba!.log().filter((e) => e.op === 'rewindJudge').map((e) => e.seat).sort()),
        { timeout: 60_000, message: 'each seat\'s rewind line in the log' }).toEqual(['p1', 'p2']);
    }
    for (const page of [a, b]) expect((await refusals(page)).filter((r) => r.what.includes('rewind'))).toEqual([]);
    // Only the move was taken back: the hands are as dealt.
    expect(await handOf(b, 'p2')).toEqual(hands.p2);
  }, 90_000);

  it('stops seeing a hand when its seat withdraws the grant', async () => {
    await a.getByTestId('judge-withdraw').click();
    await expect.poll(() => j.getByTestId('judge-hand-p1').getAttribute('data-state'), { timeout: 60_000, message: 'p1\'s hand locked again in the judge\'s panel' }).toBe('locked');
    expect(await judgeSees('p1')).toEqual([]);
    await expect.poll(() => judgeSees('p2'), { timeout: 60_000, message: 'p2\'s hand still in the judge\'s panel' }).toEqual(hands.p2);
    for (const errors of [...(pair?.errors ?? []), judgeErrors!]) expect(errors.list()).toEqual([]);
    if (shots) {
      for (const page of [a, j]) await clickToolbar(page, 'language');
      await expect.poll(() => a.locator('[data-testid="log"] li[data-op="judgeRuling"]').textContent(), { message: 'the ruling\'s line in English' }).toContain('Judge’s ruling');
      await j.getByTestId('judge').scrollIntoViewIfNeeded();
      await j.screenshot({ path: `${shots}/judge-view-en.png` });
      await a.locator('[data-testid="log"] li[data-op="judgeRuling"]').scrollIntoViewIfNeeded();
      await a.screenshot({ path: `${shots}/judge-ruling-en.png` });
    }
  });
});
