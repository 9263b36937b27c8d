// The hand tray in real Chromium: a drawn hand appears large along the bottom, is reordered by
// dragging along the tray, and is played onto the table by dragging out (Shift: face down).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectPageErrors, launchBrowser, startApp } from './harness';
import { sceneSteady } from './steady';

interface Obj { id: string; kind: string; x: number; y: number; faceUp?: boolean; owner?: string | null; ref?: string; stack?: string | null }

let app: Awaited<ReturnType<typeof startApp>>;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
let errors: ReturnType<typeof collectPageErrors>;

const objects = (): Promise<Obj[]> => page.evaluate(() => window.fudaba!.snapshot().objects as unknown as Obj[]);
const trayIds = () => page.locator('[data-testid="hand-card"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-id') ?? ''));
const tileCentre = async (id: string) => {
  const box = await page.locator(`[data-testid="hand-card"][data-id="${id}"]`).boundingBox();
  if (!box) throw new Error(`no tile for ${id}`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};
async function drag(from: { x: number; y: number }, to: { x: number; y: number }, shift = false): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(from.x + ((to.x - from.x) * i) / 10, from.y + ((to.y - from.y) * i) / 10);
  if (shift) await page.keyboard.down('Shift');
  await page.mouse.up();
  if (shift) await page.keyboard.up('Shift');
}

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  page = browser.page;
  errors = collectPageErrors(page);
  await page.goto(`${app.url}?table=e2e-tray`);
  await page.waitForFunction(() => document.body.dataset['ready'] === 'true' && !!window.fudaba);
  await page.evaluate(() => window.fudaba!.secret.settled());
  // The table is laid out and drawn before the keys and drags.
  await sceneSteady(page);
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('the hand tray', () => {
  it('shows the drawn hand with faces, and the opponent\'s count', async () => {
    await page.mouse.move(5, 400);
    await page.keyboard.press('4');
    await expect.poll(() => page.locator('[data-testid="hand-card"]').count()).toBe(4);
    const names = await page.locator('[data-testid="hand-card"]').evaluateAll((els) => els.map((el) => el.textContent ?? ''));
    expect(names.every((text) => text.length > 3)).toBe(true);
    await expect(page.getByTestId('opponent-hand').getAttribute('data-count')).resolves.toBe('0');
  });

  it('reorders by dragging along the tray', async () => {
    const before = await trayIds();
    const first = before[0]!;
    const last = await tileCentre(before[3]!);
    await drag(await tileCentre(first), { x: last.x + 40, y: last.y });
    await expect.poll(trayIds).toEqual([...before.slice(1), first]);
  });

  it('plays a card by dragging it onto the table, face up, and Shift plays face down', async () => {
    const [up, down] = await trayIds();
    const play = (await objects()).find((o) => o.kind === 'zone' && o.id === 'p1-play')!;
    const target = await page.evaluate(([x, y]) => window.fudaba!.worldToClient(x!, y!), [play.x + 300, play.y + 120]);
    await drag(await tileCentre(up!), target!);
    await expect.poll(async () => (await objects()).find((o) => o.id === up)?.ref ?? '').toMatch(/^starter:/);
    const played = (await objects()).find((o) => o.id === up)!;
    expect(played.faceUp).toBe(true);
    expect(Math.abs(played.y - (play.y + 120))).toBeLessThan(40);
    await drag(await tileCentre(down!), { x: target!.x + 150, y: target!.y }, true);
    await page.evaluate(() => window.fudaba!.secret.settled());
    const hidden = (await objects()).find((o) => o.id === down)!;
    expect(hidden.faceUp).toBe(false);
    expect(hidden.ref).toBe('');
    await expect.poll(trayIds).toHaveLength(2);
    await page.screenshot({ path: 'docs/hand-tray.png' });
  });

  it('raised no page errors', () => {
    expect(errors.list()).toEqual([]);
  });
});
