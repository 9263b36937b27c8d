// The table of 1,000 cards the frame and drag figures are measured on: its seeded layout, the
// same cards for the bare PixiJS page, and waiting until the app has drawn them.
import { mulberry32 } from './util.mjs';

export const CARDS = 1000;
export const MAT = { width: 1700, height: 1300 }; // GENERIC_MAT, the default table
const CARD = { w: 120, h: 168 };
const REFS = Array.from({ length: 24 }, (_, i) => `starter:ST-${String(i + 1).padStart(3, '0')}`);
const SEED = 20_261_129;

/** Where the dragged card starts (on top of everything) and a patch kept free of card centres
 * to its left, so the drop lands on bare felt rather than stacking onto another card. */
const DRAGGED = { x: 760, y: 860 };
const CLEAR = { x: 440, y: 730, w: 260, h: 260 };
export const DROP = { x: 570, y: 860 };

/** The 1,000 cards, the last one at DRAGGED. */
export function layout() {
  const random = mulberry32(SEED);
  const cards = [];
  for (let i = 0; i < CARDS; i++) {
    let x;
    let y;
    do {
      x = Math.round(CARD.w / 2 + random() * (MAT.width - CARD.w));
      y = Math.round(CARD.h / 2 + random() * (MAT.height - CARD.h));
    } while (x >= CLEAR.x && x <= CLEAR.x + CLEAR.w && y >= CLEAR.y && y <= CLEAR.y + CLEAR.h);
    cards.push({
      kind: 'card',
      ref: REFS[Math.floor(random() * REFS.length)],
      x,
      y,
      z: 1000 + i,
      faceUp: true,
      rotation: 0,
      owner: 'p1',
      stack: null,
      attachedTo: null,
    });
  }
  Object.assign(cards[CARDS - 1], DRAGGED);
  return cards;
}

/** As src/table/ops/zones.ts zoneAt: the highest (then smallest) zone containing the point. */
function zoneAt(zones, x, y) {
  let best;
  for (const zone of zones) {
    if (x < zone.x || x > zone.x + zone.w || y < zone.y || y > zone.y + zone.h) continue;
    if (!best || zone.z > best.z || (zone.z === best.z && zone.w * zone.h < best.w * best.h)) best = zone;
  }
  return best;
}

/** The loose cards as the app draws them (draw order, face or back for this viewer), for the bare page. */
export function bareCards(snapshot, viewer) {
  const zones = snapshot.objects.filter((o) => o.kind === 'zone');
  return snapshot.objects
    .filter((o) => o.kind === 'card' && o.stack === null && o.attachedTo === null)
    .sort((a, b) => a.z - b.z || (a.id < b.id ? -1 : 1))
    .map((card) => {
      const zone = zoneAt(zones, card.x, card.y);
      const visible = !zone || zone.visibility !== 'owner' || (zone.owner !== null && zone.owner === viewer);
      return { ref: card.ref, x: card.x, y: card.y, rotation: (card.rotation * Math.PI) / 180, showFace: card.faceUp && visible };
    });
}

/** @param {import('playwright-core').Page} page @param {string[]} ids */
export async function waitDrawn(page, ids) {
  await page.waitForFunction(
    (list) => list.every((id) => window.fudaba?.screenPosition(id) != null), ids, { timeout: 90_000, polling: 250 });
}

/** The table canvas's size, resolution and place. @param {import('playwright-core').Page} page */
export async function canvasInfo(page) {
  return page.evaluate(() => {
    const canvas = document.querySelector('[data-testid="table"] canvas');
    if (!canvas) return null;
    const r = canvas.getBoundingClientRect();
    return { w: Math.round(r.width), h: Math.round(r.height), res: canvas.width / r.width, left: r.left, top: r.top };
  });
}
