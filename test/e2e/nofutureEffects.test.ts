// NoFuture's own controls in real Chromium: a character's effect activated from the panel goes on
// the response stack, the other seat responds with an action, the stack resolves last in, first out,
// and the effect whose card left the field is settled as doing nothing. One browser plays both seats
// (a local table), switching seat as players sharing a screen do. Screenshot: docs/nofuture-effects.png.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectPageErrors, launchBrowser, startApp, type App, type Browser, type PageErrors } from './harness';
import { sceneAndBoxesSteady } from './steady';
import { objects, startFromWizard, zone } from './tableQueries';

let app: App;
let browser: Browser;
let page: Page;
let errors: PageErrors;

async function zoneCentre(id: string): Promise<{ x: number; y: number }> {
  const z = await zone(page, id);
  return { x: z.x + z.w / 2, y: z.y + z.h / 2 };
}

/** Lays a card face up in a zone through the table API (the test's setup, as a player would by hand). */
async function layCard(ref: string, zone: string, dx: number): Promise<string> {
  const at = await zoneCentre(zone);
  const made = await page.evaluate(([r, x, y]) => window.fudaba!.run('create', {
    object: { kind: 'card', ref: r, x, y, z: 5000, faceUp: true, rotation: 0, owner: null, stack: null, attachedTo: null },
  }), [ref, at.x + dx, at.y] as const);
  if (!made.ok) throw new Error(made.error);
  return made.value as string;
}

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  page = browser.page;
  errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(`${app.url}?table=nf-effects`);
  await page.waitForFunction(() => document.body.dataset['ready'] === 'true', null, { timeout: 30_000 });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('NoFuture effects from the panel', () => {
  it('activate, respond, resolve last in first out, and settle a void effect as nothing', async () => {
    await startFromWizard(page, 'nofuture');
    await expect.poll(() => page.getByTestId('phase-bar').isVisible(), { timeout: 20_000 }).toBe(true);
    // Turn 1 up to the preparation phase (the energy phase takes blue energy, which pays シオン's 《青》).
    for (const [phase, choice] of [['up'], ['draw'], ['energy', 'blue'], ['preparation']] as const) {
      await page.getByTestId('next-phase').click();
      if (choice) await page.getByTestId(`choice-${choice}`).click();
      else if (await page.getByTestId('phase-steps').count() > 0) await page.getByTestId('phase-apply').click();
      await expect.poll(() => page.getByTestId('phase-name').getAttribute('data-phase'), { timeout: 10_000 }).toBe(phase);
    }

    // シオン《青》: draw a card; P2 answers with 虚無の一撃 (3 damage) from its side of the table.
    const shion = await layCard('nf-demo:NF-007', 'p1-base', -80);
    await page.evaluate((id) => window.fudaba!.select([id]), shion);
    await expect.poll(() => page.getByTestId('nf-card').getAttribute('data-card'), { timeout: 10_000 }).toBe(shion);
    await page.getByTestId('nf-activate-0').click();
    await expect.poll(() => page.getByTestId('nf-stack-entry').count()).toBe(1);

    if (await page.getByTestId('verdict-popover').count() > 0) await page.getByTestId('verdict-close').click();

    // P2 responds: 虚無の一撃, selected in its hand, played from the panel (to its discard pile,
    // paid, and put on the stack).
    await page.evaluate(() => window.fudaba!.setSeat('p2'));
    const hand = await zoneCentre('p2-hand');
    const made = await page.evaluate(([x, y]) => window.fudaba!.run('create', {
      object: { kind: 'card', ref: 'nf-demo:NF-027', x, y, z: 5000, faceUp: true, rotation: 0, owner: 'p2', stack: null, attachedTo: null },
    }), [hand.x, hand.y] as const);
    if (!made.ok) throw new Error(made.error);
    const strike = made.value as string;
    await page.evaluate((id) => window.fudaba!.select([id]), strike);
    await page.getByTestId('nf-play-action').click();
    await expect.poll(() => page.getByTestId('nf-stack-entry').count()).toBe(2);
    expect(await page.getByTestId('nf-stack-entry').first().textContent()).toContain('虚無の一撃');
    // The screenshot once the table and the stack panel's entries have stopped moving.
    await sceneAndBoxesSteady(page, 'nf-stack-entry', 'the table and the stack panel before the screenshot');
    await page.screenshot({ path: 'docs/nofuture-effects.png' });

    // Last in, first out: the strike resolves (3 damage to シオン, durability 2: destroyed) …
    await page.getByTestId('nf-settle-done').click();
    await expect.poll(() => page.getByTestId('nf-stack-entry').count()).toBe(1);
    await page.evaluate((id) => window.fudaba!.select([id]), shion);
    await page.getByTestId('nf-card').locator('input[type="number"]').fill('3');
    await page.getByTestId('nf-damage').click();
    await expect.poll(async () => {
      const discardZone = (await objects(page)).find((o) => o.kind === 'zone' && o.id === 'p1-discard');
      const card = (await objects(page)).find((o) => o.id === shion);
      return !!discardZone && !!card && card.x >= discardZone.x && card.x <= discardZone.x + (discardZone.w ?? 0) && card.y >= discardZone.y && card.y <= discardZone.y + (discardZone.h ?? 0);
    }, { timeout: 10_000 }).toBe(true);
    // … so シオン's effect, still waiting, can no longer work: the assist proposes "does nothing".
    await expect.poll(() => page.getByTestId('nf-stack-condition').textContent()).toMatch(/場を離れた|left the field/);
    await page.getByTestId('nf-settle-nothing').click();
    await expect.poll(() => page.getByTestId('nf-stack').count()).toBe(0);
    expect(errors.list()).toEqual([]);
  }, 120_000);
});
