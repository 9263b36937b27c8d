// Waits for "the page has settled" as a condition, not a fixed sleep (issue 27): what the test reads
// next is the same in two reads `gap` ms apart. On a time-out the error says what it waited for and
// the last two reads.
import type { Page } from 'playwright-core';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const show = (value: unknown) => JSON.stringify(value)?.slice(0, 400) ?? String(value);

/**
 * Reads `read` until two reads `gap` ms apart are equal (as JSON) and not null; returns that value.
 * `gap` is how often it looks, not a wait for the app: the app is done when nothing changes.
 */
export async function steady<T>(read: () => Promise<T | null | undefined>, what: string, { gap = 100, timeout = 15_000 } = {}): Promise<T> {
  const end = Date.now() + timeout;
  let last = await read();
  for (;;) {
    await pause(gap);
    const now = await read();
    if (now !== null && now !== undefined && show(now) === show(last)) return now;
    if (Date.now() > end) {
      throw new Error(`timed out after ${timeout / 1000} s waiting for ${what} to stay the same for ${gap} ms; the last two reads:\n  ${show(last)}\n  ${show(now)}`);
    }
    last = now;
  }
}

/** Resolves once the page has drawn two more frames: whatever a change queued for the next frame has run. */
export const framesLater = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/** What the table shows (read two frames on): the canvas's box, the view (zoom), where the mat's origin is drawn, what the last frame drew. */
export async function sceneLook(page: Page) {
  await framesLater(page);
  return page.evaluate(() => {
    const api = window.fudaba;
    const view = api?.view();
    const canvas = document.querySelector('.table-host canvas')?.getBoundingClientRect();
    if (!api || !view || !canvas) return null;
    const box = [canvas.x, canvas.y, canvas.width, canvas.height].map(Math.round);
    return { box, view, origin: api.worldToClient(0, 0), frame: api.frameStats() };
  });
}

/** The table's scene has laid out, fitted and drawn: its canvas, view and last frame stay the same. */
export const sceneSteady = (page: Page, what = 'the table scene (canvas box, view, last frame)') => steady(() => sceneLook(page), what);

/** A DOM element's box, once it stays the same (a panel opened, a preview placed). */
export async function boxSteady(page: Page, selector: string): Promise<{ x: number; y: number; width: number; height: number }> {
  return steady(async () => {
    await framesLater(page);
    return page.locator(selector).first().boundingBox();
  }, `the box of ${selector}`);
}

/** The table's scene and the boxes of every element with `testId` stay the same (a panel's entries, the hand tray's tiles). */
export const sceneAndBoxesSteady = (page: Page, testId: string, what: string) => steady(async () => {
  const scene = await sceneLook(page);
  const boxes = await page.getByTestId(testId).evaluateAll((els) => els.map((el) => {
    const r = el.getBoundingClientRect();
    return [r.x, r.y, r.width, r.height].map(Math.round);
  }));
  return scene && { scene, boxes };
}, what);
