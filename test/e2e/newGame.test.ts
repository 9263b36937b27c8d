// A new game from the toolbar, in real Chromium, for each of the four games: through the wizard
// with the demo decks to the game's own mat, then the counts a player would check: deck minus
// opening hand, the hand of each seat (p2's after switching the seat picker), counters, supplies,
// Falldown's shared pool, Chrono's face-down heroine and mulligan, Multiverse's sealed fighter
// choice. A screenshot of each laid-out mat goes to docs/mats/<game>.png.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectPageErrors, launchBrowser, startApp } from './harness';
import { sceneSteady } from './steady';
import { clickToolbar, startWithDemoDecks } from './tableQueries';

interface Obj {
  id: string; kind: string; x: number; y: number; w?: number; h?: number; ref?: string; faceUp?: boolean; owner?: string | null;
  stack?: string | null; order?: string[]; label?: string; value?: number; color?: string; count?: number; coinKind?: string;
}

let app: Awaited<ReturnType<typeof startApp>>;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
let errors: ReturnType<typeof collectPageErrors>;

const objects = (): Promise<Obj[]> => page.evaluate(() => window.fudaba!.snapshot().objects as unknown as Obj[]);
/** What lies in a zone: loose pieces and piles (a stacked card lies at its stack). */
const inZone = async (id: string): Promise<Obj[]> => {
  const all = await objects();
  const zone = all.find((o) => o.kind === 'zone' && o.id === id);
  if (!zone) throw new Error(`no zone ${id}`);
  return all.filter((o) => o.kind !== 'zone' && !o.stack && o.x >= zone.x && o.x <= zone.x + zone.w! && o.y >= zone.y && o.y <= zone.y + zone.h!);
};
/** Cards in a zone's pile: a stack's cards, or a lone card. */
const pileSize = async (id: string): Promise<number> => (await inZone(id)).reduce((n, o) => n + (o.kind === 'stack' ? o.order!.length : o.kind === 'card' ? 1 : 0), 0);
const handSize = (seat: string) => pileSize(`${seat}-hand`);
const counters = async (id: string) => (await inZone(id)).flatMap((o) => (o.kind === 'counter' ? [[o.label, o.value]] : []));
const logOps = async (): Promise<{ seat: string; op: string; args: Record<string, unknown> }[]> => page.evaluate(() => window.fudaba!.log() as never);
const chooseSeat = (seat: 'p1' | 'p2') => page.getByTestId('seat').selectOption(seat);

async function openTable(name: string): Promise<void> {
  await page.goto(`${app.url}?table=${name}`);
  await page.waitForFunction(() => document.body.dataset['ready'] === 'true' && !!window.fudaba);
  await chooseSeat('p1');
}

/** Both seats' opening hands: p1 here, p2 after the seat picker switches to it (its browser draws it). */
async function expectOpeningHands(deckZone: string, deckSize: number, opening: number): Promise<void> {
  await expect.poll(() => handSize('p1'), { timeout: 15_000 }).toBe(opening);
  expect(await pileSize(`p1-${deckZone}`)).toBe(deckSize - opening);
  expect(await pileSize(`p2-${deckZone}`)).toBe(deckSize);
  expect(await handSize('p2')).toBe(0);
  await chooseSeat('p2');
  await expect.poll(() => handSize('p2'), { timeout: 15_000 }).toBe(opening);
  expect(await pileSize(`p2-${deckZone}`)).toBe(deckSize - opening);
  // Each hand was drawn only after that seat's own secret shuffle.
  const ops = await logOps();
  const setupAt = ops.findLastIndex((e) => e.op === 'gameSetup');
  for (const seat of ['p1', 'p2']) {
    const shuffled = ops.findIndex((e, i) => i > setupAt && e.op === 'secretShuffle' && e.seat === seat && e.args['zone'] === `${seat}-${deckZone}`);
    const drew = ops.findIndex((e, i) => i > setupAt && e.op === 'draw' && e.seat === seat);
    expect(shuffled, `${seat} shuffled in secret`).toBeGreaterThan(setupAt);
    expect(drew, `${seat} drew after its shuffle`).toBeGreaterThan(shuffled);
  }
  // Decks and hands hold only sealed cards: nobody can read them from the doc.
  const all = await objects();
  for (const seat of ['p1', 'p2']) {
    const deck = (await inZone(`${seat}-${deckZone}`)).find((o) => o.kind === 'stack');
    const cards = [...(deck?.order ?? []), ...(await inZone(`${seat}-hand`)).map((o) => o.id)];
    expect(cards.map((id) => all.find((o) => o.id === id)?.ref)).toEqual(cards.map(() => ''));
  }
  await chooseSeat('p1');
}

/** The laid-out mat as a player sees it, at 1400 × 900, without the side panel. */
async function saveMatScreenshot(game: string): Promise<void> {
  await chooseSeat('p1');
  await clickToolbar(page, 'toggle-log');
  // The canvas follows the window's size: tell it that the table area grew.
  await page.evaluate(() => window.dispatchEvent(new Event('resize')));
  await sceneSteady(page, `the ${game} mat refitted to the wider table area (screenshot)`);
  mkdirSync('docs/mats', { recursive: true });
  await page.screenshot({ path: `docs/mats/${game}.png` });
  await clickToolbar(page, 'toggle-log');
  await page.evaluate(() => window.dispatchEvent(new Event('resize')));
}

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  page = browser.page;
  errors = collectPageErrors(page);
  page.on('dialog', (dialog) => void dialog.accept());
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('a new game through the wizard, on each game\'s own mat', () => {
  it('NoFuture: 40-card decks, 6 in hand, HP 20, blue and red energy and magic coins, a first player by die roll', async () => {
    await openTable('new-nofuture');
    await startWithDemoDecks(page, 'nofuture');
    expect((await objects()).filter((o) => o.kind === 'zone')).toHaveLength(2 * 16);
    await expectOpeningHands('deck', 40, 6);
    for (const seat of ['p1', 'p2']) {
      expect(await counters(`${seat}-hp`)).toEqual([['HP', 20]]);
      const supply = await inZone(`${seat}-supply`);
      expect(supply.filter((o) => o.kind === 'token').map((o) => [o.color, o.count]).sort()).toEqual([['blue', 20], ['red', 20]]);
      expect(supply.filter((o) => o.kind === 'coin' && o.coinKind === 'magic')).toHaveLength(10);
    }
    const first = (await logOps()).find((e) => e.op === 'firstPlayer');
    expect(first?.args).toMatchObject({ how: 'die' });
    expect(first!.args['p1']).not.toBe(first!.args['p2']);
    expect(first!.args['seat']).toBe(Number(first!.args['p1']) > Number(first!.args['p2']) ? 'p1' : 'p2');
    // The dice borrowed for the roll are gone: NoFuture's supplies have none.
    expect((await objects()).filter((o) => o.kind === 'die')).toEqual([]);
    await expect.poll(() => page.getByTestId('log').textContent()).toContain('先攻は');
    await saveMatScreenshot('nofuture');
  });

  it('Multiverse: assist deck 15 and 3 in hand, assist cost 5, a die each, fighters chosen in a sealed envelope by both seats', async () => {
    await openTable('new-multiverse');
    await startWithDemoDecks(page, 'multiverse');
    await expectOpeningHands('deck', 15, 3);
    for (const seat of ['p1', 'p2']) {
      expect(await counters(`${seat}-cost`)).toEqual([['アシストコスト', 5]]);
      expect((await inZone(`${seat}-dice`)).map((o) => o.kind)).toEqual(['die']);
      expect(await pileSize(`${seat}-reserve`)).toBe(7);
    }
    for (const seat of ['p1', 'p2'] as const) {
      await chooseSeat(seat);
      const options = page.getByTestId('fighter-option');
      await expect.poll(() => options.count(), { timeout: 15_000 }).toBe(7);
      const costs = await options.evaluateAll((boxes) => boxes.map((b) => Number(b.getAttribute('data-cost'))));
      // The rule holds the seal back until the costs add up to exactly 5.
      await options.nth(costs.indexOf(1)).check();
      expect(await page.getByTestId('fighters-commit').isDisabled()).toBe(true);
      await options.nth(costs.indexOf(1)).uncheck();
      await options.nth(costs.indexOf(2)).check();
      await options.nth(costs.indexOf(3)).check();
      expect(await page.getByTestId('fighters-total').textContent()).toContain('5 / 5');
      await page.getByTestId('fighters-commit').click();
      await expect.poll(() => page.getByTestId('fighter-choice').count()).toBe(0);
    }
    // Both committed: each seat's browser lays out its own fighters (p1's when the picker comes back to it).
    await chooseSeat('p1');
    for (const seat of ['p1', 'p2']) {
      for (const n of [1, 2]) {
        await expect.poll(async () => (await inZone(`${seat}-field-${n}`)).filter((o) => o.kind === 'card' && o.faceUp && o.ref !== '').length, { timeout: 15_000 }).toBe(1);
        const [hp] = await counters(`${seat}-hp-${n}`);
        expect(Number(hp?.[1])).toBeGreaterThanOrEqual(60);
      }
      expect(await pileSize(`${seat}-reserve`)).toBe(5);
      expect(await counters(`${seat}-hp-3`)).toEqual([['体力', 0]]);
    }
    await expect.poll(() => page.getByTestId('fighter-reveal-p2').locator('li').count()).toBe(2);
    expect(await page.getByTestId('fighter-reveal-p1').locator('li').count()).toBe(2);
    await page.getByTestId('fighter-reveal').getByRole('button').click();
    await saveMatScreenshot('multiverse');
  });

  it('Chrono: 30-card decks, 5 in hand, the heroine face down, damage 0, performance tokens, and one mulligan', async () => {
    await openTable('new-chrono');
    await startWithDemoDecks(page, 'chrono');
    await expectOpeningHands('deck', 30, 5);
    for (const seat of ['p1', 'p2']) {
      const heroine = await inZone(`${seat}-heroine`);
      expect(heroine.map((o) => [o.kind, o.faceUp, o.owner])).toEqual([['card', false, seat]]);
      expect(await counters(`${seat}-damage`)).toEqual([['ダメージ', 0]]);
      expect((await inZone(`${seat}-tokens`)).map((o) => [o.kind, o.color, o.count])).toEqual([['token', 'yellow', 10]]);
    }
    const shufflesBefore = (await logOps()).filter((e) => e.op === 'secretShuffle' && e.args['zone'] === 'p1-deck').length;
    await page.getByTestId('mulligan').click();
    await expect.poll(async () => (await logOps()).some((e) => e.op === 'mulligan' && e.seat === 'p1')).toBe(true);
    await expect.poll(async () => (await logOps()).filter((e) => e.op === 'draw' && e.seat === 'p1').length, { timeout: 15_000 }).toBe(2);
    expect(await handSize('p1')).toBe(5);
    expect(await pileSize('p1-deck')).toBe(25);
    expect((await logOps()).filter((e) => e.op === 'secretShuffle' && e.args['zone'] === 'p1-deck').length).toBe(shufflesBefore + 1);
    // The new hand is p1's to read, and only p1's.
    const hand = (await inZone('p1-hand')).map((o) => o.id);
    const known = await page.evaluate((ids) => ids.map((id) => window.fudaba!.secret.identity(id)), hand);
    expect(known.every((ref) => ref?.startsWith('cc-demo:CC-'))).toBe(true);
    // Once only.
    await expect.poll(() => page.getByTestId('mulligan').count()).toBe(0);
    await chooseSeat('p2');
    await expect.poll(() => page.getByTestId('mulligan').count()).toBe(1);
    await saveMatScreenshot('chrono');
  });

  it('Falldown: 40-card decks, 5 in hand, life 30 and mana 0, the system cards face up in the shared pool, no first player', async () => {
    await openTable('new-falldown');
    await clickToolbar(page, 'new-table');
    await page.getByTestId('wizard-game-falldown').click();
    await page.getByTestId('wizard-next').click();
    // No first-player step: Start is on the deck step.
    expect(await page.getByTestId('wizard-next').count()).toBe(0);
    await page.getByTestId('wizard-start').click();
    await expectOpeningHands('deck', 40, 5);
    for (const seat of ['p1', 'p2']) {
      expect(await counters(`${seat}-life`)).toEqual([['ライフ', 30]]);
      expect(await counters(`${seat}-mana`)).toEqual([['マナ', 0]]);
    }
    const pool = await inZone('pool');
    expect(pool).toHaveLength(22);
    expect(pool.every((o) => o.kind === 'card' && o.faceUp && o.ref!.startsWith('fd-demo:FD-S'))).toBe(true);
    const ops = await logOps();
    expect(ops.slice(ops.findLastIndex((e) => e.op === 'gameSetup')).some((e) => e.op === 'firstPlayer')).toBe(false);
    await saveMatScreenshot('falldown');
  });
});

describe('the other wizard choices', () => {
  it('leaves a seat\'s deck to the player, who brings it once seated', async () => {
    await openTable('new-bring');
    await clickToolbar(page, 'new-table');
    await page.getByTestId('wizard-game-nofuture').click();
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('wizard-deck-p2').selectOption('');
    expect(await page.getByTestId('wizard-deck-p2-status').textContent()).not.toContain('✓');
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('wizard-first-p2').check();
    await page.getByTestId('wizard-start').click();
    await expect.poll(() => handSize('p1'), { timeout: 15_000 }).toBe(6);
    expect(await pileSize('p2-deck')).toBe(0);
    expect(await counters('p2-hp')).toEqual([['HP', 20]]);
    expect((await logOps()).find((e) => e.op === 'firstPlayer')?.args).toMatchObject({ seat: 'p2', how: 'choice' });
    await chooseSeat('p2');
    await page.getByTestId('bring-deck').click();
    await page.getByTestId('bring-deck-ok').click();
    await expect.poll(() => handSize('p2'), { timeout: 15_000 }).toBe(6);
    expect(await pileSize('p2-deck')).toBe(34);
    await chooseSeat('p1');
  });

  it('still offers the free table: the generic mat with a starter deck each', async () => {
    await openTable('new-free');
    await startWithDemoDecks(page, 'falldown');
    await clickToolbar(page, 'new-table');
    await page.getByTestId('wizard-game-free').click();
    await page.getByTestId('wizard-start').click();
    await expect.poll(async () => (await objects()).filter((o) => o.kind === 'zone').map((o) => o.id).sort())
      .toEqual(['p1-deck', 'p1-discard', 'p1-hand', 'p1-play', 'p2-deck', 'p2-discard', 'p2-hand', 'p2-play']);
    expect((await objects()).filter((o) => o.kind === 'stack').map((o) => o.order!.length)).toEqual([24, 24]);
    // No game step applies any more: nothing is drawn by itself. Once the decks' secret work is
    // written, an opening hand would be due; the second's pause is the time it is given to not
    // be drawn (nothing to wait for: the check is that nothing happens).
    await page.evaluate(() => window.fudaba!.secret.settled());
    await page.waitForTimeout(1000);
    expect(await handSize('p1')).toBe(0);
    expect(await page.getByTestId('setup-bar').count()).toBe(0);
  });

  it('raised no page error', () => {
    expect(errors.list()).toEqual([]);
  });
});
