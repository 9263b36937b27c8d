// NoFuture with the rules assist, two players in two Chromium processes over real WebRTC: a game
// from the wizard played for two full turns through the phase bar. The energy phase's choice, a
// character played with its cost paid by the proposed follow-up (tokens move unused → used), a
// sortie the assist calls illegal (NF 4.1) that the player allows (both logs show it), a draw the
// other browser leaves for its seat, battles resolved after confirmation, and both HP updated.
// A screenshot of the assist at work goes to docs/rules-assist.png.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openRoomPair, startApp, type RoomPair } from './harness';
import { objects, zone, inZone, zoneCentre, drag, phaseOf, startFromWizard, turnWithKey } from './tableQueries';

interface DemoCard {
  number: string; kind: string; name: string; cost: { pips: string[]; colorless: number }; fight?: number; shoot?: number; keywords?: { keyword: string }[];
}

const demo = JSON.parse(readFileSync('public/assets/sets/nf-demo.json', 'utf8')) as { cards: DemoCard[] };
const cardOf = (ref: string | null | undefined) => demo.cards.find((c) => `nf-demo:${c.number}` === ref);
const costOf = (card: DemoCard) => card.cost.pips.length + card.cost.colorless;

let app: Awaited<ReturnType<typeof startApp>>;
let room: RoomPair | undefined;
let a: Page;
let b: Page;

/** Energy tokens of a colour in one of a seat's energy zones. */
async function tokens(page: Page, zoneId: string, color: string): Promise<number> {
  return (await inZone(page, zoneId)).filter((o) => o.kind === 'token' && o.color === color).reduce((n, o) => n + (o.count ?? 0), 0);
}

async function hp(page: Page, seat: string): Promise<number> {
  const counter = (await inZone(page, `${seat}-hp`)).find((o) => o.kind === 'counter');
  return counter?.value ?? NaN;
}

/** "Next phase": applies at once when the next phase has nothing to show, else opens its steps. */
async function nextPhase(page: Page, expected: string, choice?: string): Promise<void> {
  await page.getByTestId('next-phase').click();
  if (choice) await page.getByTestId(`choice-${choice}`).click();
  else if (await page.getByTestId('phase-steps').count() > 0) await page.getByTestId('phase-apply').click();
  await expect.poll(() => phaseOf(page), { timeout: 60_000 }).toBe(expected);
}

/**
 * The seat's cheapest character in hand that fights (so it damages the player) and lacks 奇襲 (so it
 * enters down, NF 4.2), as its own browser reads it, with enough energy laid out to pay for it.
 */
const fitsTheTest = (card: DemoCard | undefined): card is DemoCard =>
  card?.kind === 'character' && (card.fight ?? 0) > 0 && !card.keywords?.some((k) => k.keyword === '奇襲');

async function fittingInHand(page: Page, seat: 'p1' | 'p2'): Promise<{ id: string; card: DemoCard }[]> {
  const hand = (await inZone(page, `${seat}-hand`)).filter((o) => o.kind === 'card');
  const known = await page.evaluate((ids) => ids.map((id) => [id, window.fudaba!.secret.identity(id)] as const), hand.map((o) => o.id));
  return known.flatMap(([id, ref]) => {
    const card = cardOf(ref);
    return fitsTheTest(card) ? [{ id, card }] : [];
  }).sort((x, y) => costOf(x.card) - costOf(y.card));
}

async function characterInHand(page: Page, seat: 'p1' | 'p2', color: 'blue' | 'red'): Promise<{ id: string; card: DemoCard }> {
  if ((await fittingInHand(page, seat)).length === 0) {
    // The opening hand is random: without a fitting character, the seat searches its own deck for
    // one (a house rule for the test).
    const deck = await page.evaluate((zoneId) => window.fudaba!.secret.search(zoneId), `${seat}-deck`);
    const found = deck.find((c) => fitsTheTest(cardOf(c.ref)));
    if (!found) throw new Error(`${seat} has no fitting character in hand or deck`);
    const to = await zone(page, `${seat}-hand`);
    expect(await page.evaluate(([card, x, y]) => window.fudaba!.run('move', { id: card, x, y }), [found.id, to.x + to.w - 60, to.y + to.h / 2] as const)).toMatchObject({ ok: true });
    await expect.poll(async () => (await fittingInHand(page, seat)).length, { timeout: 60_000 }).toBeGreaterThan(0);
  }
  const pick = (await fittingInHand(page, seat))[0];
  if (!pick) throw new Error(`${seat} has no character in hand`);
  // The test lays out energy to cover any cost (a house rule for a short test game).
  const pile = (await inZone(page, `${seat}-energy-unused`)).find((o) => o.kind === 'token' && o.color === color);
  if (!pile) throw new Error(`no ${color} energy for ${seat}`);
  expect(await page.evaluate((id) => window.fudaba!.run('adjust', { id, delta: 5 }), pile.id)).toMatchObject({ ok: true });
  return pick;
}

/** Plays a hand card onto the seat's base by dragging it out of the hand tray. */
async function playFromHand(page: Page, id: string, seat: string): Promise<void> {
  const tile = await page.locator(`[data-testid="hand-card"][data-id="${id}"]`).boundingBox();
  if (!tile) throw new Error('card not in the hand tray');
  await drag(page, { x: tile.x + tile.width / 2, y: tile.y + tile.height / 2 }, await zoneCentre(page, `${seat}-base`));
}

async function dragCardTo(page: Page, id: string, zoneId: string): Promise<void> {
  const from = await page.evaluate((card) => window.fudaba!.screenPosition(card), id);
  if (!from) throw new Error(`card ${id} is not drawn`);
  await drag(page, from, await zoneCentre(page, zoneId));
}

beforeAll(async () => {
  app = await startApp();
  room = await openRoomPair(app, 'nofuture-e2e');
  ({ a, b } = room);
}, 180_000);

afterAll(async () => {
  await room?.close();
  await app?.close();
});

describe('NoFuture with the rules assist, two browsers over WebRTC', () => {
  let p1Card = '';
  let p1Attack = 0;
  let p2HpAfterBattle = 20;

  it('a game from the wizard, P1 first: both browsers show the phase bar and the tallies', async () => {
    await startFromWizard(a, 'nofuture');
    for (const [page, seat] of [[a, 'p1'], [b, 'p2']] as const) {
      await expect.poll(async () => (await inZone(page, `${seat}-hand`)).length, { timeout: 30_000 }).toBe(6);
      await expect.poll(() => page.getByTestId('phase-bar').isVisible(), { timeout: 60_000 }).toBe(true);
      await expect.poll(() => page.getByTestId('tally-p1-hp').textContent()).toBe('HP 20');
      expect(await page.getByTestId('tally-p2-hp').textContent()).toBe('HP 20');
    }
  }, 90_000);

  it('turn 1: P1 takes blue energy, plays a character and pays for it with one click (unused → used)', async () => {
    await nextPhase(a, 'up');
    await nextPhase(a, 'draw');
    await nextPhase(a, 'energy', 'blue');
    await expect.poll(() => tokens(a, 'p1-energy-unused', 'blue')).toBe(1);
    await expect.poll(() => phaseOf(b)).toBe('energy');
    const { id, card } = await characterInHand(a, 'p1', 'blue');
    p1Card = id;
    // Alone in the front row, its team attack is its fight (front fight + back shoot, NF 4.3).
    p1Attack = card.fight ?? 0;
    await nextPhase(a, 'preparation');
    await playFromHand(a, id, 'p1');
    await expect.poll(async () => (await inZone(a, 'p1-base')).some((o) => o.id === id)).toBe(true);
    await expect.poll(() => a.getByTestId('follow-up-apply').isVisible()).toBe(true);
    await a.getByTestId('follow-up-apply').click();
    const cost = costOf(card);
    await expect.poll(async () => (await tokens(a, 'p1-energy-used', 'blue')) + (await tokens(a, 'p1-energy-used', 'red'))).toBe(cost);
    expect(await tokens(a, 'p1-energy-unused', 'blue')).toBe(6 - cost);
    // Played into the base, it enters down (NF 4.2); the other browser sees the same.
    await expect.poll(async () => (await objects(b)).find((o) => o.id === id)?.rotation).toBe(90);
    await expect.poll(async () => tokens(b, 'p1-energy-used', 'blue')).toBe(cost);
    // The payment is one line of the log in both browsers, not its token counts.
    for (const page of [a, b]) {
      await expect.poll(() => page.getByTestId('log').textContent(), { timeout: 60_000 }).toContain(`に青${cost}を支払いました`);
    }
  }, 60_000);

  it('a down character sortied is shown as illegal (NF 4.1) beside the card; P1 allows it and both logs say so', async () => {
    await nextPhase(a, 'sortie-attack');
    await dragCardTo(a, p1Card, 'p1-battle1-front');
    const popover = a.getByTestId('verdict-popover');
    await expect.poll(() => popover.getAttribute('data-level'), { timeout: 60_000 }).toBe('illegal');
    expect(await popover.textContent()).toContain('NF 4.1');
    // The move stands: the assist never blocks it.
    expect((await inZone(a, 'p1-battle1-front')).map((o) => o.id)).toEqual([p1Card]);
    await a.waitForTimeout(300);
    await a.screenshot({ path: 'docs/rules-assist.png' });
    await a.getByTestId('verdict-allow').click();
    await expect.poll(() => popover.count()).toBe(0);
    for (const page of [a, b]) {
      await expect.poll(() => page.getByTestId('log').textContent(), { timeout: 60_000 }).toMatch(/許可しました（NF 4\.1）/);
    }
    // The players also stand it up by hand: a warning only (outside the up phase), and it stands.
    await a.evaluate((id) => window.fudaba!.select([id]), p1Card);
    // The keys act on the selection once the page has drawn it.
    await expect.poll(() => a.evaluate(() => window.fudaba!.selection())).toEqual([p1Card]);
    await turnWithKey(a, p1Card, 0);
    if (await popover.count() > 0) await a.getByTestId('verdict-close').click();
  }, 60_000);

  it('the battle is resolved after confirmation: P2, without a defender, loses HP; the end phase brings the character home', async () => {
    await nextPhase(a, 'sortie-defense');
    await nextPhase(a, 'battle');
    await a.getByTestId('resolve-battle').click();
    await expect.poll(() => a.getByTestId('battle-line').count()).toBeGreaterThan(0);
    await a.getByTestId('battle-confirm').click();
    // The printed fight, or more: a magic coin or an opted-in extra cost adds to it (NF-R4).
    await expect.poll(() => hp(b, 'p2'), { timeout: 60_000 }).toBeLessThanOrEqual(20 - p1Attack);
    p2HpAfterBattle = await hp(b, 'p2');
    expect(p2HpAfterBattle).toBeLessThan(20);
    // The peer received the battle in one step: the transaction that brought its 'resolved' event
    // also brought the HP change (never half applied, one undo step at A).
    const counter = (await inZone(b, 'p2-hp')).find((o) => o.kind === 'counter')!.id;
    const carried = (await b.evaluate(() => window.fudaba!.remoteTransactions())).filter((tr) => tr.rules.includes('resolved'));
    expect(carried).toHaveLength(1);
    expect(carried[0]!.objects).toContain(counter);
    await expect.poll(() => b.getByTestId('tally-p2-hp').textContent()).toBe(`HP ${p2HpAfterBattle}`);
    await nextPhase(a, 'end');
    await expect.poll(async () => (await inZone(a, 'p1-base')).some((o) => o.id === p1Card)).toBe(true);
    expect((await objects(a)).find((o) => o.id === p1Card)?.rotation).toBe(90);
  }, 60_000);

  it('turn 2: P2\'s draw, applied by P1\'s browser, waits for P2\'s; P2 attacks and P1 loses HP', async () => {
    await nextPhase(a, 'up');
    await expect.poll(() => a.getByTestId('phase-turn').textContent()).toContain('2');
    const handBefore = (await inZone(b, 'p2-hand')).length;
    await nextPhase(a, 'draw');
    await expect.poll(() => b.getByTestId('pending-apply').count(), { timeout: 60_000 }).toBe(1);
    expect(await a.getByTestId('pending-apply').count()).toBe(0);
    await b.getByTestId('pending-apply').click();
    await expect.poll(async () => (await inZone(b, 'p2-hand')).length).toBe(handBefore + 1);

    await nextPhase(b, 'energy', 'red');
    const { id, card } = await characterInHand(b, 'p2', 'red');
    await nextPhase(b, 'preparation');
    await playFromHand(b, id, 'p2');
    await expect.poll(() => b.getByTestId('follow-up-apply').isVisible(), { timeout: 60_000 }).toBe(true);
    await b.getByTestId('follow-up-apply').click();
    await expect.poll(async () => (await tokens(b, 'p2-energy-used', 'red')) + (await tokens(b, 'p2-energy-used', 'blue'))).toBe(costOf(card));
    // P2 stands its character up by hand (a warning it dismisses), then sorties it in its step.
    await b.evaluate((card) => window.fudaba!.select([card]), id);
    // The keys act on the selection once the page has drawn it.
    await expect.poll(() => b.evaluate(() => window.fudaba!.selection())).toEqual([id]);
    await turnWithKey(b, id, 0);
    if (await b.getByTestId('verdict-popover').count() > 0) await b.getByTestId('verdict-close').click();
    await nextPhase(b, 'sortie-attack');
    await dragCardTo(b, id, 'p2-battle1-front');
    await expect.poll(async () => (await inZone(b, 'p2-battle1-front')).map((o) => o.id)).toEqual([id]);
    await nextPhase(b, 'sortie-defense');
    await nextPhase(b, 'battle');
    await b.getByTestId('resolve-battle').click();
    await b.getByTestId('battle-confirm').click();
    const attack = card.fight ?? 0;
    // The printed fight, or more with a magic coin (NF-R4).
    await expect.poll(() => hp(a, 'p1'), { timeout: 60_000 }).toBeLessThanOrEqual(20 - attack);
    const p1Hp = await hp(a, 'p1');
    expect(p1Hp).toBeLessThan(20);
    await expect.poll(() => a.getByTestId('tally-p1-hp').textContent()).toBe(`HP ${p1Hp}`);
    expect(await hp(a, 'p2')).toBe(p2HpAfterBattle);
    await nextPhase(b, 'end');
    for (const page of [a, b]) await expect.poll(() => page.getByTestId('log').textContent()).toContain('戦闘を解決しました');
  }, 90_000);

  it('A loads the room\'s own save mid-game: refused up front with why (P2\'s hidden cards), nothing changes in either browser', async () => {
    const before = await Promise.all([a, b].map((page) => page.evaluate(() => JSON.stringify(window.fudaba!.snapshot().objects))));
    const save = await a.evaluate(() => window.fudaba!.save());
    await a.getByTestId('load-file').setInputFiles({ name: 'room.json', mimeType: 'application/json', buffer: Buffer.from(save) });
    await expect.poll(() => a.getByTestId('notice-error').last().textContent(), { timeout: 60_000, message: 'A\'s notice that the save cannot be loaded here' })
      .toMatch(/このセーブはこのルームでは読み込めません[\s\S]*P2の伏せたカード[\s\S]*オンラインで遊ぶ/);
    await a.getByTestId('notice-error').last().getByRole('button').click();
    const after = await Promise.all([a, b].map((page) => page.evaluate(() => JSON.stringify(window.fudaba!.snapshot().objects))));
    expect(after).toEqual(before);
  }, 90_000);

  it('no errors in either page', () => {
    expect(room?.errors).toHaveLength(2);
    for (const e of room?.errors ?? []) expect(e.list()).toEqual([]);
  });
});
