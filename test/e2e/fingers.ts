// Real touch input for the touch e2e files: CDP Input.dispatchTouchEvent, as a finger sends it.
import type { CDPSession, Page } from 'playwright-core';
import type { Point } from './tableQueries';

export type TouchType = 'touchStart' | 'touchMove' | 'touchEnd';

/** The fingers of one page: raw touch events, and a one-finger swipe in twelve steps, as a hand moves. */
/** `page` and `cdp` are read at each move: the test files open them in beforeAll. */
export function fingers(page: () => Page, cdp: () => CDPSession) {
  const touch = (type: TouchType, points: Point[]) =>
    cdp().send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p, id) => ({ x: p.x, y: p.y, id })) });
  const swipe = async (from: Point, to: Point): Promise<void> => {
    await touch('touchStart', [from]);
    for (let i = 1; i <= 12; i++) {
      await touch('touchMove', [{ x: from.x + ((to.x - from.x) * i) / 12, y: from.y + ((to.y - from.y) * i) / 12 }]);
      await page().waitForTimeout(16); // a frame between steps, as a hand moves: the swipe is the input under test
    }
    await touch('touchEnd', []);
  };
  return { touch, swipe };
}
