// Chrono Card with the rules assist, two players in two Chromium processes over real WebRTC: a game
// from the wizard (P2 takes its mulligan), then P1's first turn through the phase bar: the heroine
// recovers, a card checked for EP from the Chrono panel (the pool shows in both browsers), a
// character placed paying its EP, a card tapped by hand whose EP the popover records, the warning
// that the pool will vanish and the pool emptied at the phase change, a charm phase where nothing
// may attack yet. P2 plays its turn; on turn 3 P1 charms with its heroine and its character, P2
// assigns a blocker in its own browser, both see the result, P1 applies it and both browsers show
// the damage points. A screenshot of the charm panel goes to docs/chrono-assist.png.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openRoomPair, startApp, type RoomPair } from './harness';
import { objectOf, zone, inZone, cardsIn, pileSize, identity, zoneCentre, drag, phaseOf, startFromWizard, turnWithKey } from './tableQueries';

let app: Awaited<ReturnType<typeof startApp>>;
let room: RoomPair | undefined;
let a: Page;
let b: Page;

async function damage(page: Page, seat: string): Promise<number> {
  return (await inZone(page, `${seat}-damage`)).find((o) => o.kind === 'counter')?.value ?? NaN;
}

const epOf = (page: Page, seat: string) => page.getByTestId(`cc-ep-${seat}`).getAttribute('data-ep');

/** "Next phase": applies at once when the next phase shows nothing, else applies its steps; a hand-limit choice discards the first card offered. */
async function nextPhase(page: Page, expected: string): Promise<void> {
  await page.getByTestId('next-phase').click();
  if (await page.getByTestId('phase-steps').count() > 0) {
    const choices = page.getByTestId('phase-choice').locator('button');
    if (await choices.count() > 0) await choices.first().click();
    else await page.getByTestId('phase-apply').click();
  }
  await expect.poll(() => phaseOf(page), { timeout: 60_000 }).toBe(expected);
}

async function select(page: Page, ids: string[]): Promise<void> {
  await page.evaluate((list) => window.fudaba!.select(list), ids);
  // The panel and the keys act on the selection once the page has drawn it.
  await expect.poll(() => page.evaluate(() => window.fudaba!.selection())).toEqual(ids);
}

beforeAll(async () => {
  app = await startApp();
  room = await openRoomPair(app, 'chrono-e2e');
  ({ a, b } = room);
}, 180_000);

afterAll(async () => {
  await room?.close();
  await app?.close();
});

describe('Chrono Card with the rules assist, two browsers over WebRTC', () => {
  let mina = '';
  let celes = '';
  let popo = '';

  it('a game from the wizard, P1 first; P2 takes its mulligan', async () => {
    await startFromWizard(a, 'chrono');
    for (const [page, seat] of [[a, 'p1'], [b, 'p2']] as const) {
      await expect.poll(async () => (await cardsIn(page, `${seat}-hand`)).length, { timeout: 30_000 }).toBe(5);
      await expect.poll(() => page.getByTestId('phase-bar').isVisible(), { timeout: 60_000 }).toBe(true);
      const heroine = await cardsIn(page, `${seat}-heroine`);
      expect(heroine.map((o) => o.faceUp)).toEqual([false]);
    }
    mina = (await cardsIn(a, 'p1-heroine'))[0]!.id;
    celes = (await cardsIn(b, 'p2-heroine'))[0]!.id;
    await b.getByTestId('mulligan').click();
    await expect.poll(() => b.evaluate(() => window.fudaba!.log().some((e) => e.op === 'mulligan' && e.seat === 'p2')), { timeout: 60_000 }).toBe(true);
    await expect.poll(() => b.getByTestId('mulligan').count(), { timeout: 60_000 }).toBe(0);
    await expect.poll(async () => (await cardsIn(b, 'p2-hand')).length, { timeout: 60_000 }).toBe(5);
    expect(await pileSize(b, 'p2-deck')).toBe(25);
  }, 120_000);

  it('turn 1: the heroine recovers, P1 draws; in the main phase the panel shows both EP pools at 0', async () => {
    await nextPhase(a, 'start');
    await expect.poll(async () => (await objectOf(b, mina))?.faceUp, { timeout: 60_000 }).toBe(true);
    expect(await identity(b, mina)).toBe('cc-demo:CC-001');
    await nextPhase(a, 'draw');
    await expect.poll(async () => (await cardsIn(a, 'p1-hand')).length).toBe(6);
    await nextPhase(a, 'main');
    for (const page of [a, b]) {
      await expect.poll(() => page.getByTestId('cc-panel').isVisible(), { timeout: 60_000 }).toBe(true);
      expect(await epOf(page, 'p1')).toBe('0');
      expect(await epOf(page, 'p2')).toBe('0');
    }
    // Nothing selected: the panel says how EP is made and paid.
    expect(await a.getByTestId('cc-check-hint').textContent()).toContain('EP');
  }, 60_000);

  it('P1 checks its heroine for EP from the panel: the pool shows 1 in both browsers', async () => {
    await select(a, [mina]);
    await expect.poll(() => a.getByTestId('cc-check').textContent()).toContain('+1');
    await a.getByTestId('cc-check').click();
    for (const page of [a, b]) await expect.poll(() => epOf(page, 'p1'), { timeout: 60_000 }).toBe('1');
    await expect.poll(async () => (await objectOf(b, mina))?.rotation).toBe(90);
    await select(a, []);
  }, 30_000);

  it('P1 places a character from the hand and pays 1 EP with the popover; tapping it by hand records its EP', async () => {
    // A cost-1 character keeps the short test game going. Without one in hand, P1 searches its deck
    // for one (a house rule for the test: the opening hand is random).
    const popoIn = async () => {
      for (const card of await cardsIn(a, 'p1-hand')) if (await identity(a, card.id) === 'cc-demo:CC-004') return card.id;
      return null;
    };
    let id = await popoIn();
    if (!id) {
      const deck = await a.evaluate(() => window.fudaba!.secret.search('p1-deck'));
      const found = deck.find((c) => c.ref === 'cc-demo:CC-004');
      if (!found) throw new Error('no Popo in the deck');
      const to = await zone(a, 'p1-hand');
      expect(await a.evaluate(([card, x, y]) => window.fudaba!.run('move', { id: card, x, y }), [found.id, to.x + to.w - 60, to.y + to.h / 2] as const)).toMatchObject({ ok: true });
      await expect.poll(popoIn, { timeout: 60_000 }).toBe(found.id);
      id = found.id;
    }
    popo = id;
    const tile = await a.locator(`[data-testid="hand-card"][data-id="${popo}"]`).boundingBox();
    if (!tile) throw new Error('Popo is not in the hand tray');
    await drag(a, { x: tile.x + tile.width / 2, y: tile.y + tile.height / 2 }, await zoneCentre(a, 'p1-characters'));
    await expect.poll(async () => (await cardsIn(b, 'p1-characters')).map((o) => o.id), { timeout: 60_000 }).toEqual([popo]);
    await expect.poll(() => a.getByTestId('follow-up-apply').isVisible(), { timeout: 60_000 }).toBe(true);
    await a.getByTestId('follow-up-apply').click();
    for (const page of [a, b]) await expect.poll(() => epOf(page, 'p1'), { timeout: 60_000 }).toBe('0');
    // A character placed this turn cannot attack (CC-R4) but may be checked for EP: by hand, with T.
    await select(a, [popo]);
    await turnWithKey(a, popo, 90);
    await expect.poll(() => a.getByTestId('follow-up-apply').isVisible(), { timeout: 60_000 }).toBe(true);
    await a.getByTestId('follow-up-apply').click();
    for (const page of [a, b]) await expect.poll(() => epOf(page, 'p1'), { timeout: 60_000 }).toBe('1');
    await select(a, []);
  }, 60_000);

  it('both browsers warn that the unspent EP vanishes; the phase change empties the pool', async () => {
    for (const page of [a, b]) {
      await expect.poll(() => page.getByTestId('cc-ep-warning').isVisible(), { timeout: 60_000 }).toBe(true);
      expect(await page.getByTestId('cc-ep-warning').textContent()).toMatch(/P1|プレイヤー1/);
    }
    await nextPhase(a, 'charm');
    for (const page of [a, b]) {
      await expect.poll(() => epOf(page, 'p1'), { timeout: 60_000 }).toBe('0');
      expect(await page.getByTestId('cc-ep-warning').count()).toBe(0);
    }
  }, 30_000);

  it('turn 1\'s charm phase: the heroine is checked, the new character sick; P2 waits', async () => {
    await expect.poll(() => a.getByTestId('cc-declare').isVisible()).toBe(true);
    await expect.poll(() => a.getByTestId('cc-why').count()).toBe(2);
    expect(await a.getByTestId('cc-charm').isDisabled()).toBe(true);
    // Ticking the new character anyway: the assist says why it may not attack, before anything is done.
    await a.getByTestId(`cc-attacker-${popo}`).check();
    await expect.poll(() => a.getByTestId('cc-charm-preview').textContent()).toContain('CC-R4');
    expect(await a.getByTestId('cc-charm-preview').getAttribute('data-level')).toBe('illegal');
    await a.getByTestId(`cc-attacker-${popo}`).uncheck();
    await expect.poll(() => a.getByTestId('cc-charm-preview').count()).toBe(0);
    await expect.poll(() => b.getByTestId('cc-wait-charm').isVisible()).toBe(true);
    await nextPhase(a, 'end');
  }, 30_000);

  it('turn 2: P2 plays its phases in its own browser; its heroine recovers', async () => {
    await nextPhase(b, 'start');
    await expect.poll(async () => (await objectOf(a, celes))?.faceUp, { timeout: 60_000 }).toBe(true);
    await nextPhase(b, 'draw');
    await expect.poll(async () => (await cardsIn(b, 'p2-hand')).length).toBe(6);
    await nextPhase(b, 'main');
    await nextPhase(b, 'charm');
    await nextPhase(b, 'end');
    await expect.poll(async () => (await cardsIn(b, 'p2-hand')).length).toBeLessThanOrEqual(5);
  }, 60_000);

  it('turn 3: P1 charms with its heroine and its character; P2 blocks the character with its heroine in its browser', async () => {
    await nextPhase(a, 'start');
    await expect.poll(async () => [(await objectOf(a, mina))?.rotation, (await objectOf(a, popo))?.rotation]).toEqual([0, 0]);
    await nextPhase(a, 'draw');
    await nextPhase(a, 'main');
    await nextPhase(a, 'charm');
    await expect.poll(() => a.getByTestId('cc-declare').isVisible()).toBe(true);
    // Both may attack now, ticked to start with.
    expect(await a.getByTestId(`cc-attacker-${mina}`).isChecked()).toBe(true);
    expect(await a.getByTestId(`cc-attacker-${popo}`).isChecked()).toBe(true);
    expect(await a.getByTestId('cc-charm-preview').count()).toBe(0);
    await a.getByTestId('cc-charm').click();
    for (const page of [a, b]) {
      await expect.poll(async () => [(await objectOf(page, mina))?.rotation, (await objectOf(page, popo))?.rotation], { timeout: 60_000 }).toEqual([90, 90]);
    }
    // The defender's browser offers a chooser per attacker; the attacker's shows the result so far.
    await expect.poll(() => b.getByTestId(`cc-block-${popo}`).isVisible(), { timeout: 60_000 }).toBe(true);
    await expect.poll(() => a.getByTestId('cc-result').getAttribute('data-points')).toBe('4');
    await b.getByTestId(`cc-blocker-${popo}-${celes}`).click();
    await b.getByTestId(`cc-block-apply-${popo}`).click();
    await b.getByTestId(`cc-noblock-${mina}`).click();
    // Mina (AP 3) unblocked: 3 points. Popo (AP 1) into Celes (DP 4); Celes's AP 2 destroys Popo (DP 1).
    for (const page of [a, b]) {
      await expect.poll(() => page.getByTestId('cc-result').getAttribute('data-points'), { timeout: 60_000 }).toBe('3');
      await expect.poll(() => page.getByTestId('cc-answered').textContent()).toMatch(/2/);
      const lines = (await page.getByTestId('cc-result-line').allTextContents()).join('\n');
      expect(lines).toContain('CC-R3');
    }
    expect(await b.getByTestId(`cc-answer-${popo}`).textContent()).toMatch(/セレス|Celes/);
    await b.waitForTimeout(300);
    await b.screenshot({ path: 'docs/chrono-assist.png' });
  }, 60_000);

  it('P1 applies the result: 3 damage points in both browsers, the destroyed character face down in the discard pile; then the end phase', async () => {
    await a.getByTestId('cc-apply').click();
    for (const page of [a, b]) {
      await expect.poll(() => damage(page, 'p2'), { timeout: 60_000 }).toBe(3);
      await expect.poll(() => page.getByTestId('cc-charm-done').isVisible()).toBe(true);
      await expect.poll(() => page.getByTestId('tally-p2').textContent()).toMatch(/ダメージ\s*3|damage points\s*3/);
    }
    await expect.poll(async () => (await cardsIn(b, 'p1-characters')).length).toBe(0);
    await expect.poll(async () => (await inZone(b, 'p1-discard')).length).toBeGreaterThan(0);
    expect(await damage(a, 'p1')).toBe(0);
    await nextPhase(a, 'end');
    for (const page of [a, b]) await expect.poll(() => phaseOf(page)).toBe('end');
  }, 60_000);

  it('no errors in either page', () => {
    expect(room?.errors).toHaveLength(2);
    for (const e of room?.errors ?? []) expect(e.list()).toEqual([]);
  });
});
