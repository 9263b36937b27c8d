// The physical table in real Chromium, against the built app: mouse, keyboard, undo, reload,
// save files and bad data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectPageErrors, launchBrowser, startApp } from './harness';
import { sceneSteady } from './steady';
import { clickToolbar } from './tableQueries';

interface Obj { id: string; kind: string; x: number; y: number; faceUp?: boolean; rotation?: number; owner?: string | null; order?: string[]; value?: number; lastRoller?: string | null; stack?: string | null }

let app: Awaited<ReturnType<typeof startApp>>;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
let errors: ReturnType<typeof collectPageErrors>;

const objects = (): Promise<Obj[]> => page.evaluate(() => window.fudaba!.snapshot().objects as unknown as Obj[]);
const find = async (pred: (o: Obj) => boolean): Promise<Obj> => {
  const hit = (await objects()).find(pred);
  if (!hit) throw new Error('object not found');
  return hit;
};
const byId = async (id: string): Promise<Obj | undefined> => (await objects()).find((o) => o.id === id);
const screenOf = async (id: string): Promise<{ x: number; y: number }> => {
  const p = await page.evaluate((oid) => window.fudaba!.screenPosition(oid), id);
  if (!p) throw new Error(`${id} is not drawn`);
  return p;
};
const worldToClient = async (x: number, y: number): Promise<{ x: number; y: number }> => {
  const p = await page.evaluate(([wx, wy]) => window.fudaba!.worldToClient(wx!, wy!), [x, y]);
  if (!p) throw new Error('no scene');
  return p;
};
const handCards = async (seat: string): Promise<Obj[]> => {
  const all = await objects();
  const hand = all.find((o) => o.kind === 'zone' && o.id === `${seat}-hand`) as (Obj & { w: number; h: number }) | undefined;
  if (!hand) throw new Error('no hand zone');
  return all.filter((o) => o.kind === 'card' && !o.stack && o.x >= hand.x && o.x <= hand.x + hand.w && o.y >= hand.y && o.y <= hand.y + hand.h);
};

async function openTable(name: string): Promise<void> {
  await page.goto(`${app.url}?table=${name}`);
  await page.waitForFunction(() => document.body.dataset['ready'] === 'true' && !!window.fudaba);
  // Pixi has laid out and fitted the mat before the test points at things.
  await sceneSteady(page);
}

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  page = browser.page;
  errors = collectPageErrors(page);
  await openTable('e2e-table');
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('the table in a real browser', () => {
  it('opens on a ready table: mat, two decks, pieces', async () => {
    const all = await objects();
    expect(all.filter((o) => o.kind === 'zone').length).toBe(8);
    const decks = all.filter((o) => o.kind === 'stack');
    expect(decks.map((d) => d.owner).sort()).toEqual(['p1', 'p2']);
    expect(decks.every((d) => (d.order?.length ?? 0) === 24 && d.faceUp === false)).toBe(true);
    expect(all.some((o) => o.kind === 'die')).toBe(true);
    expect(await page.title()).toContain('Fudaba');
  });

  it('draws from the deck with D, into the hand', async () => {
    const deck = await find((o) => o.kind === 'stack' && o.owner === 'p1');
    await page.mouse.click(5, 500); // focus the page, clear the selection
    await page.keyboard.press('d');
    await expect.poll(async () => (await handCards('p1')).length).toBe(1);
    await page.keyboard.press('3');
    await expect.poll(async () => (await handCards('p1')).length).toBe(4);
    expect((await byId(deck.id))?.order?.length).toBe(20);
  });

  it('drags a card with the mouse into the discard zone, where it snaps', async () => {
    const [card] = await handCards('p1');
    if (!card) throw new Error('no card in hand');
    const discard = await find((o) => o.kind === 'zone' && o.id === 'p1-discard');
    const from = await screenOf(card.id);
    const zone = discard as Obj & { w: number; h: number };
    const to = await worldToClient(zone.x + 40, zone.y + 60);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 20, from.y - 20, { steps: 4 });
    await page.mouse.move(to.x, to.y, { steps: 12 });
    await page.mouse.up();
    await expect.poll(async () => {
      const moved = await byId(card.id);
      return moved && { x: moved.x, y: moved.y };
    }).toEqual({ x: zone.x + zone.w / 2, y: zone.y + zone.h / 2 });
  });

  it('flips it with F and taps it with T (keys act on the selected card)', async () => {
    const discard = await find((o) => o.kind === 'zone' && o.id === 'p1-discard');
    const card = await find((o) => o.kind === 'card' && !o.stack && o.x === discard.x + 80);
    const at = await screenOf(card.id);
    await page.mouse.click(at.x, at.y);
    const faceUp = card.faceUp;
    await page.keyboard.press('f');
    await expect.poll(async () => (await byId(card.id))?.faceUp).toBe(!faceUp);
    await page.keyboard.press('t');
    await expect.poll(async () => (await byId(card.id))?.rotation).toBe(90);
  });

  it('undoes with Ctrl+Z and redoes with Ctrl+Y', async () => {
    const discard = await find((o) => o.kind === 'zone' && o.id === 'p1-discard');
    const card = await find((o) => o.kind === 'card' && !o.stack && o.x === discard.x + 80);
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await byId(card.id))?.rotation).toBe(0);
    await page.keyboard.press('Control+y');
    await expect.poll(async () => (await byId(card.id))?.rotation).toBe(90);
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await byId(card.id))?.rotation).toBe(0);
  });

  it('rolls a die from its context menu, and the log says who rolled', async () => {
    const die = await find((o) => o.kind === 'die' && o.y > 650);
    const at = await screenOf(die.id);
    await page.mouse.click(at.x, at.y, { button: 'right' });
    await page.getByTestId('context-menu').locator('[data-action="roll"]').click();
    await expect.poll(async () => (await byId(die.id))?.lastRoller).toBe('p1');
    const log = await page.evaluate(() => window.fudaba!.log());
    const roll = log.filter((e) => e.op === 'roll').at(-1);
    expect(roll?.seat).toBe('p1');
    expect(roll?.args['value']).toBe((await byId(die.id))?.value);
    await expect(page.getByTestId('log').textContent()).resolves.toMatch(/サイコロを振った|rolled a die/);
  });

  it('shows the card large on hover', async () => {
    const [card] = await handCards('p1');
    if (!card) throw new Error('no card in hand');
    await page.mouse.move(5, 500);
    const at = await screenOf(card.id);
    await page.mouse.move(at.x, at.y + 20, { steps: 3 });
    await expect.poll(() => page.getByTestId('card-preview').count()).toBe(1);
  });

  it('finds the table exactly as it was after a reload', async () => {
    const before = await objects();
    await page.reload();
    await page.waitForFunction(() => document.body.dataset['ready'] === 'true' && !!window.fudaba);
    expect(await objects()).toEqual(before);
  });

  it('rejects a corrupt file with a clear error and leaves the table untouched', async () => {
    const before = await objects();
    await page.getByTestId('load-file').setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"format":"fudaba-table","version":1,"seed":1,"rolls":0,"objects":[{"id":"x","kind":"card","x":"left"}]}'),
    });
    await expect.poll(() => page.getByTestId('notice-error').count()).toBe(1);
    await expect(page.getByTestId('notice-error').textContent()).resolves.toMatch(/objects\[0\]/);
    expect(await objects()).toEqual(before);
    await page.getByTestId('notice-error').getByRole('button').click();

    await page.getByTestId('load-file').setInputFiles({ name: 'photo.json', mimeType: 'application/json', buffer: Buffer.from('\u0089PNG garbage') });
    await expect.poll(() => page.getByTestId('notice-error').count()).toBe(1);
    expect(await objects()).toEqual(before);
    await page.getByTestId('notice-error').getByRole('button').click();
  });

  it('saves to a file and loads it back', async () => {
    const saved = await page.evaluate(() => window.fudaba!.save());
    const before = await objects();
    const die = await find((o) => o.kind === 'die');
    await page.evaluate((id) => window.fudaba!.run('delete', { ids: [id] }), die.id);
    expect(await byId(die.id)).toBeUndefined();
    await page.getByTestId('load-file').setInputFiles({ name: 'table.json', mimeType: 'application/json', buffer: Buffer.from(saved) });
    await expect.poll(async () => (await objects()).length).toBe(before.length);
    expect(await objects()).toEqual(before);
  });

  it('skips a malformed record written by a peer, logs it, and keeps working', async () => {
    await page.evaluate(() => window.fudaba!.writeRaw!('bogus', { id: 'bogus', kind: 'card', x: 'NaN', ref: 42 }));
    const snap = await page.evaluate(() => window.fudaba!.snapshot());
    expect(snap.invalid.map((r) => r.id)).toContain('bogus');
    expect(snap.objects.some((o) => o.id === 'bogus')).toBe(false);
    await expect(page.getByTestId('log').textContent()).resolves.toContain('bogus');
    const deck = await find((o) => o.kind === 'stack' && o.owner === 'p1');
    const result = await page.evaluate((id) => window.fudaba!.run('fan', { stack: id }), deck.id);
    expect(result.ok).toBe(true);
    await page.evaluate((id) => window.fudaba!.run('gather', { stack: id }), deck.id);
  });

  it('switches the UI language and remembers it', async () => {
    // The other language's strings load on first use.
    await clickToolbar(page, 'language');
    await expect.poll(() => page.getByTestId('save').textContent()).toBe('Save');
    await page.reload();
    await page.waitForFunction(() => document.body.dataset['ready'] === 'true');
    await expect(page.getByTestId('save').textContent()).resolves.toBe('Save');
    await clickToolbar(page, 'language');
    await expect.poll(() => page.getByTestId('save').textContent()).toBe('保存');
  });

  it('lists the shortcuts in the help overlay', async () => {
    await page.mouse.click(5, 500);
    await page.keyboard.press('?');
    await expect(page.getByTestId('help-dialog').textContent()).resolves.toContain('Ctrl+Z');
    await page.keyboard.press('Escape');
  });

  it('raised no page errors', () => {
    expect(errors.list()).toEqual([]);
  });
});
