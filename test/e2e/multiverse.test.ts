// Multiverse Fighters with the rules assist, two players in two Chromium processes over real WebRTC:
// a game from the wizard (fighters chosen in each seat's own browser), then P1's full turn through
// the phase bar: assist cost +1 at the start (shown as stones in both browsers), the draw, the main
// phase, and two attacks in the battle phase declared with Multiverse's panel (one picked by
// clicking the card on the table, one from the lists). P2 rolls for evasion in its own browser,
// the rolled face is marked in both, either seat applies the damage, and the target's HP counter
// (or the waiting room) is the same in both browsers. Then the end phase and P2's start.
// Screenshots: the attack panel (docs/multiverse-assist.png), the defender's roll in English (docs/multiverse-evasion.png),
// the roll's outcome in the attacker's browser (docs/multiverse-outcome.png).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openRoomPair, startApp, type RoomPair } from './harness';
import { clickToolbar, inZone, pileSize, counterIn, phaseOf, startFromWizard } from './tableQueries';

let app: Awaited<ReturnType<typeof startApp>>;
let room: RoomPair | undefined;
let a: Page;
let b: Page;

/** The field slot (1–5) the card lies on, or null. */
async function slotOf(page: Page, seat: string, card: string): Promise<number | null> {
  for (const n of [1, 2, 3, 4, 5]) if ((await inZone(page, `${seat}-field-${n}`)).some((o) => o.id === card)) return n;
  return null;
}

/** A fighter on the seat's field by its demo card number. */
async function fighter(page: Page, seat: string, number: string): Promise<string> {
  for (const n of [1, 2, 3, 4, 5]) {
    const card = (await inZone(page, `${seat}-field-${n}`)).find((o) => o.kind === 'card' && o.ref === `mf-demo:${number}`);
    if (card) return card.id;
  }
  throw new Error(`${number} is not on ${seat}'s field`);
}

async function nextPhase(page: Page, expected: string): Promise<void> {
  await page.getByTestId('next-phase').click();
  if (await page.getByTestId('phase-steps').count() > 0) await page.getByTestId('phase-apply').click();
  await expect.poll(() => phaseOf(page), { timeout: 60_000 }).toBe(expected);
}

/** Seals the named fighters (costs adding up to 5) in this seat's own browser. */
async function chooseFighters(page: Page, names: string[]): Promise<void> {
  await expect.poll(() => page.getByTestId('fighter-option').count(), { timeout: 60_000 }).toBe(7);
  for (const name of names) await page.locator(`[data-testid="fighter-option"][aria-label="${name}"]`).check();
  await expect.poll(() => page.getByTestId('fighters-total').textContent()).toContain('5 / 5');
  await page.getByTestId('fighters-commit').click();
}

const cost = (page: Page, seat: string) => page.getByTestId(`mf-cost-${seat}`).getAttribute('data-value');

/**
 * One attack from the panel: P2 rolls in its browser, the face shows in both, `applier` applies it,
 * and both browsers hold the same HP (lowered by the damage on a hit, untouched when evaded).
 */
async function rollAndApply(applier: Page, target: string, damage: number, shot?: string): Promise<'hit' | 'evaded'> {
  for (const page of [a, b]) await expect.poll(() => page.getByTestId('mf-pending').isVisible(), { timeout: 60_000 }).toBe(true);
  // Only the defender rolls; the attacker waits for it. The defender may answer with a counter card first.
  expect(await a.getByTestId('mf-roll').count()).toBe(0);
  await expect.poll(() => b.getByTestId('mf-assist-card').locator('option').count()).toBe(await pileSize(b, 'p2-hand'));
  expect(await a.getByTestId('mf-wait-roll').isVisible()).toBe(true);
  const slot = await slotOf(b, 'p2', target);
  const hpBefore = await counterIn(b, `p2-hp-${slot}`);
  if (shot) {
    // P2 plays in English: the panel's strings in the other language.
    await clickToolbar(b, 'language');
    await expect.poll(() => b.getByTestId('mf-roll').textContent()).toBe('Roll for evasion');
    // The pointer rests on the panel, so no card preview covers the table.
    await b.getByTestId('mf-panel').hover({ position: { x: 40, y: 12 } });
    await b.waitForTimeout(300);
    await b.screenshot({ path: shot });
  }
  const evading = await b.locator('[data-testid^="mf-face-"][data-evades="true"]').evaluateAll((els) => els.map((e) => Number(e.textContent?.replace(/\D/g, ''))));
  await b.getByTestId('mf-roll').click();
  let roll = '';
  for (const page of [b, a]) {
    await expect.poll(() => page.getByTestId('mf-pending').getAttribute('data-roll'), { timeout: 60_000 }).toMatch(/^[1-6]$/);
    roll = (await page.getByTestId('mf-pending').getAttribute('data-roll'))!;
    expect(await page.getByTestId(`mf-face-${roll}`).getAttribute('data-rolled')).toBe('true');
  }
  // The face recorded is the die's face on the table.
  const die = (await inZone(b, 'p2-dice')).find((o) => o.kind === 'die');
  expect(String(die?.value)).toBe(roll);
  const evaded = evading.includes(Number(roll));
  expect(await a.getByTestId('mf-outcome').getAttribute('data-evaded')).toBe(String(evaded));
  if (shot) await a.screenshot({ path: 'docs/multiverse-outcome.png' });
  await applier.getByTestId('mf-apply').click();
  for (const page of [a, b]) await expect.poll(() => page.getByTestId('mf-pending').count(), { timeout: 60_000 }).toBe(0);
  // The roll was recorded for this attack: the strike has nothing to warn about.
  expect(await applier.getByTestId('verdict-popover').count()).toBe(0);
  const expected = evaded ? hpBefore : Math.max(0, hpBefore - damage);
  for (const page of [a, b]) {
    await expect.poll(() => counterIn(page, `p2-hp-${slot}`), { timeout: 60_000 }).toBe(expected);
    if (expected === 0) await expect.poll(async () => (await inZone(page, 'p2-waiting')).some((o) => o.id === target)).toBe(true);
  }
  return evaded ? 'evaded' : 'hit';
}

beforeAll(async () => {
  app = await startApp();
  room = await openRoomPair(app, 'multiverse-e2e');
  ({ a, b } = room);
}, 180_000);

afterAll(async () => {
  await room?.close();
  await app?.close();
});

describe('Multiverse Fighters with the rules assist, two browsers over WebRTC', () => {
  it('a game from the wizard, P1 first; each seat seals its fighters in its own browser; both see the assist cost as stones', async () => {
    await startFromWizard(a, 'multiverse');
    // P1 (紅蓮の拳): ヴァルカ (red, cost 3) and カグラ (red, cost 2). P2 (蒼穹の盾): ノクス (black, 3) and アルマ (white, 2).
    await chooseFighters(a, ['紅の竜騎士ヴァルカ', '焔拳のカグラ']);
    await chooseFighters(b, ['深淵の司祭ノクス', '聖盾の守護者アルマ']);
    for (const page of [a, b]) {
      for (const seat of ['p1', 'p2']) {
        await expect.poll(async () => (await inZone(page, `${seat}-field-2`)).filter((o) => o.kind === 'card' && o.faceUp && o.ref !== '').length, { timeout: 60_000 }).toBe(1);
      }
      // Both choices open together; each player closes the reveal.
      await expect.poll(() => page.getByTestId('fighter-reveal-p2').locator('li').count(), { timeout: 60_000 }).toBe(2);
      await page.getByTestId('fighter-reveal').getByRole('button').click();
      await expect.poll(() => page.getByTestId('fighter-reveal').count()).toBe(0);
      await expect.poll(() => page.getByTestId('phase-bar').isVisible(), { timeout: 60_000 }).toBe(true);
      // The panel is there from the setup on: both seats' assist cost, 5 stones of 10.
      for (const seat of ['p1', 'p2']) await expect.poll(() => cost(page, seat), { timeout: 60_000 }).toBe('5');
    }
    expect(await pileSize(a, 'p1-hand')).toBe(3);
  }, 120_000);

  it('start: assist cost +1 (stones 6 of 10 in both browsers); draw: one card; main', async () => {
    await nextPhase(a, 'start');
    for (const page of [a, b]) {
      await expect.poll(() => page.getByTestId('mf-panel').isVisible(), { timeout: 60_000 }).toBe(true);
      await expect.poll(() => cost(page, 'p1'), { timeout: 60_000 }).toBe('6');
      expect(await cost(page, 'p2')).toBe('5');
      expect(await page.getByTestId('mf-cost-p1').locator('.stones i.on').count()).toBe(6);
      expect(await page.getByTestId('mf-cost-p1').locator('.stones i').count()).toBe(10);
    }
    await nextPhase(a, 'draw');
    await expect.poll(() => pileSize(a, 'p1-hand')).toBe(4);
    expect(await pileSize(a, 'p1-deck')).toBe(11);
    await nextPhase(a, 'main');
    // No attack form outside the battle phase; the hand's assist cards, each with its cost and type.
    expect(await a.getByTestId('mf-attack').count()).toBe(0);
    await expect.poll(() => a.getByTestId('mf-assist-card').locator('option').count()).toBe(4);
    expect(await a.getByTestId('mf-assist-card').locator('option').first().textContent()).toMatch(/コスト[123] · (サポート|カウンター)/);
    expect(await b.getByTestId('mf-assists').count()).toBe(0);
  }, 60_000);

  it('battle: ヴァルカ clicked on the table, アルマ from the list — the panel shows the advantage, the bonus row and the formula; Declare', async () => {
    await nextPhase(a, 'battle');
    await expect.poll(() => a.getByTestId('mf-attack').isVisible(), { timeout: 60_000 }).toBe(true);
    // The defender sees no attack form.
    expect(await b.getByTestId('mf-attack').count()).toBe(0);
    const valka = await fighter(a, 'p1', 'MF-004');
    const kagura = await fighter(a, 'p1', 'MF-001');
    const alma = await fighter(a, 'p2', 'MF-010');
    // Pick the attacker the other way first, then click ヴァルカ on the table: the click picks it.
    await a.getByTestId('mf-attacker').selectOption(kagura);
    const at = await a.evaluate((id) => window.fudaba!.screenPosition(id), valka);
    if (!at) throw new Error('ヴァルカ is not drawn');
    await a.mouse.click(at.x, at.y);
    await expect.poll(() => a.getByTestId('mf-attacker').inputValue()).toBe(valka);
    await a.getByTestId('mf-target').selectOption(alma);
    const sheet = a.getByTestId('mf-sheet');
    // Red beats white: bonus 45 (90・95→45); (95 + 45) − 80 = 60 (MF その他ルール).
    await expect.poll(() => sheet.getAttribute('data-relation')).toBe('advantage');
    expect(await a.getByTestId('mf-relation').textContent()).toContain('赤は白に強い');
    expect(await a.getByTestId('mf-bonus').textContent()).toContain('+45');
    expect(await a.getByTestId('mf-bonus').textContent()).toContain('90・95→45');
    expect(await a.getByTestId('mf-formula').textContent()).toContain('(95 + 45) − 80 = 60');
    expect(await a.getByTestId('mf-formula').textContent()).toContain('MF その他ルール・ダメージ計算');
    expect(await a.getByTestId('mf-damage').textContent()).toBe('60');
    expect(await a.getByTestId('mf-verdicts').count()).toBe(0);
    // Tags over the two cards on the table: the attacker's at ヴァルカ.
    const tag = await a.getByTestId('mf-mark-attacker').boundingBox();
    const valkaAt = await a.evaluate((id) => window.fudaba!.screenPosition(id), valka);
    expect(Math.abs(tag!.x + tag!.width / 2 - valkaAt!.x)).toBeLessThan(3);
    expect(await a.getByTestId('mf-mark-target').isVisible()).toBe(true);
    await a.getByTestId('mf-panel').hover({ position: { x: 40, y: 12 } });
    await a.waitForTimeout(300);
    await a.screenshot({ path: 'docs/multiverse-assist.png' });
    await a.getByTestId('mf-declare').click();
    await rollAndApply(a, alma, 60, 'docs/multiverse-evasion.png');
  }, 90_000);

  it('a second attack from the lists: カグラ on ノクス (black beats red: no bonus); ヴァルカ is marked as having attacked; P2 applies it', async () => {
    await expect.poll(() => a.getByTestId('mf-attack').isVisible(), { timeout: 60_000 }).toBe(true);
    const valka = await fighter(a, 'p1', 'MF-004');
    const kagura = await fighter(a, 'p1', 'MF-001');
    const nox = await fighter(a, 'p2', 'MF-011');
    expect(await a.getByTestId('mf-attacker').locator(`option[value="${valka}"]`).textContent()).toContain('攻撃済み');
    // The attacker already picked falls back to the one that has not attacked.
    await expect.poll(() => a.getByTestId('mf-attacker').inputValue()).toBe(kagura);
    await a.getByTestId('mf-target').selectOption(nox);
    await expect.poll(() => a.getByTestId('mf-sheet').getAttribute('data-relation')).toBe('disadvantage');
    expect(await a.getByTestId('mf-formula').textContent()).toContain('(70 + 0) − 60 = 10');
    // Picking ヴァルカ again: the assist says it already attacked; Allow records the allowance, nothing is blocked.
    await a.getByTestId('mf-attacker').selectOption(valka);
    await expect.poll(() => a.getByTestId('mf-verdict').first().getAttribute('data-level')).toBe('illegal');
    expect(await a.getByTestId('mf-verdicts').textContent()).toContain('MF ターンの流れ・バトルフェイズ');
    await a.getByTestId('mf-attacker').selectOption(kagura);
    await expect.poll(() => a.getByTestId('mf-verdicts').count()).toBe(0);
    await a.getByTestId('mf-declare').click();
    await rollAndApply(b, nox, 10);
  }, 90_000);

  it('end phase, then P2\'s start: P2\'s assist cost +1 in both browsers; no errors in either page', async () => {
    await nextPhase(a, 'end');
    expect(await a.getByTestId('mf-attack').count()).toBe(0);
    await nextPhase(a, 'start');
    await expect.poll(() => a.getByTestId('phase-turn').textContent()).toContain('2');
    for (const page of [a, b]) {
      await expect.poll(() => cost(page, 'p2'), { timeout: 60_000 }).toBe('6');
      expect(await cost(page, 'p1')).toBe('6');
    }
    expect(room?.errors).toHaveLength(2);
    for (const e of room?.errors ?? []) expect(e.list()).toEqual([]);
  }, 60_000);
});
