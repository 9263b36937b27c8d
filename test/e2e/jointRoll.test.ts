// A joint die roll between two players in two Chromium processes over real WebRTC: A rolls while
// B is away, the die says it waits for P2; B comes back, its browser adds its share unasked, and
// both see the same face, derived from both shares, with the log line marking it verified.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openRoomPair, startApp, type RoomPair } from './harness';
import { clickToolbar } from './tableQueries';

interface Obj { id: string; kind: string; value?: number }

let app: Awaited<ReturnType<typeof startApp>>;
let room: RoomPair | undefined;
let a: Page;
let b: Page;

const dieOn = async (page: Page, id: string) =>
  (await page.evaluate(() => window.fudaba!.snapshot().objects as unknown as Obj[])).find((o) => o.id === id);
const jointLines = (page: Page) => page.evaluate(() => window.fudaba!.log().filter((e) => e.op === 'roll' && e.args['verified'] === true));
const rolls = (page: Page) => page.evaluate(() => window.fudaba!.secret.rolls() as { pending: { waitingFor: string[] }[]; problems: unknown[] });

beforeAll(async () => {
  app = await startApp();
  room = await openRoomPair(app, 'joint-roll-e2e');
  ({ a, b } = room);
}, 120_000);

afterAll(async () => {
  await room?.close();
  await app?.close();
});

describe('joint dice over WebRTC', () => {
  it('A rolls while B is away: the die waits for P2; then both see the same verified face', async () => {
    const created = await a.evaluate(() => window.fudaba!.run('create', { object: { kind: 'die', x: 700, y: 560, sides: 6, value: 1, lastRoller: null } }));
    expect(created).toMatchObject({ ok: true });
    const id = String((created as { value: unknown }).value);
    await expect.poll(async () => (await dieOn(b, id))?.kind, { timeout: 10_000 }).toBe('die');

    await b.evaluate(() => window.fudaba!.net!.disconnect());
    expect(await a.evaluate((die) => window.fudaba!.run('roll', { ids: [die] }).ok, id)).toBe(true);
    const badge = a.getByTestId('rolling');
    await expect.poll(() => badge.getAttribute('data-waiting'), { timeout: 10_000 }).toBe('p2');
    expect(await badge.textContent()).toBe('ロール中…P2を待っています');
    await a.screenshot({ path: 'docs/joint-roll-waiting.png' });
    expect((await rolls(a)).pending).toEqual([expect.objectContaining({ waitingFor: ['p2'] })]);

    await b.evaluate(() => window.fudaba!.net!.connect());
    await expect.poll(async () => (await jointLines(b)).length, { timeout: 20_000 }).toBe(1);
    const [line] = await jointLines(b);
    const face = line!.args['value'];
    expect(line).toMatchObject({ seat: 'p1', args: { id, verified: true, round: expect.any(String) } });
    await expect.poll(async () => (await dieOn(a, id))?.value).toBe(face);
    expect((await dieOn(b, id))?.value).toBe(face);
    // Both browsers derived the same face from both shares: neither found anything wrong.
    expect((await rolls(a)).problems).toEqual([]);
    expect((await rolls(b)).problems).toEqual([]);
    await expect.poll(() => badge.count()).toBe(0);
    await expect.poll(() => b.getByTestId('log').getByText(`サイコロを振った: ${face}(共同ロール・検証済み ✓)`).count()).toBe(1);
  }, 40_000);

  it('says the same in English, and a second roll of the same die is joint again', async () => {
    await clickToolbar(a, 'language');
    const id = (await jointLines(a))[0]!.args['id'] as string;
    await b.evaluate(() => window.fudaba!.net!.disconnect());
    expect(await a.evaluate((die) => window.fudaba!.run('roll', { ids: [die] }).ok, id)).toBe(true);
    const badge = a.getByTestId('rolling');
    await expect.poll(() => badge.textContent(), { timeout: 10_000 }).toBe('Rolling… waiting for P2');
    await a.screenshot({ path: 'docs/joint-roll-waiting-en.png' });
    await b.evaluate(() => window.fudaba!.net!.connect());
    await expect.poll(async () => (await jointLines(b)).length, { timeout: 20_000 }).toBe(2);
    const face = (await jointLines(a))[1]?.args['value'];
    await expect.poll(() => a.getByTestId('log').getByText(`rolled a die: ${face} (joint roll, verified ✓)`).count()).toBeGreaterThan(0);
    expect((await rolls(b)).problems).toEqual([]);
  }, 30_000);

  it('with both connected, a joint roll takes a few round trips (measured, not asserted)', async () => {
    const id = (await jointLines(a))[0]!.args['id'] as string;
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      times.push(await a.evaluate(async (die) => {
        const start = performance.now();
        const result = window.fudaba!.run('roll', { ids: [die] }) as { ok: boolean; value?: { faces?: Promise<unknown> } };
        await result.value?.faces;
        return performance.now() - start;
      }, id));
    }
    await expect.poll(async () => (await jointLines(b)).length, { timeout: 20_000 }).toBe(7);
    times.sort((x, y) => x - y);
    console.log(`[bench] joint roll over loopback WebRTC: median ${times[2]!.toFixed(0)} ms (${times.map((t) => t.toFixed(0)).join(', ')})`);
    expect((await rolls(a)).problems).toEqual([]);
    expect((await rolls(b)).problems).toEqual([]);
    expect(room!.errors.flatMap((e) => e.list())).toEqual([]);
  }, 30_000);

  it('a modified client that turns the jointly rolled die to another face is called out in the other browser', async () => {
    const line = (await jointLines(a)).at(-1)!;
    const id = line.args['id'] as string;
    const face = line.args['value'] as number;
    const die = await dieOn(a, id);
    await a.evaluate(({ die, value }) => window.fudaba!.writeRaw!(die.id, { ...die, value }), { die: die as unknown as Record<string, unknown> & { id: string }, value: face === 6 ? 1 : 6 });
    await expect.poll(async () => (await rolls(b)).problems, { timeout: 10_000 }).toEqual([expect.objectContaining({ piece: id, problem: 'shown', expected: face })]);
    // B's browser is in Japanese: a warning notice and a line in its own log.
    const text = `P1が共同で振ったサイコロは${face === 6 ? 1 : 6}を示していますが、両席の乱数から出る目は${face}です`;
    await expect.poll(() => b.getByTestId('notice-warning').filter({ hasText: text }).count()).toBe(1);
    await expect.poll(() => b.getByTestId('log').getByText(text).count()).toBe(1);
    await b.screenshot({ path: 'docs/joint-roll-flagged.png' });
  }, 20_000);
});
