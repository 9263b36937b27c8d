// What a table object hides and draws, for occlusion culling and partial drawing (culling.ts):
// its bounds, and the parts of it that are surely opaque. Pure, so it is tested without a renderer.
import { CARD_H, CARD_W, FAN_STEP } from '../table/geometry';
import type { Box, Occludable } from './occlusion';
import type { ObjectView } from './view';

/** A card face's rounded corners are not painted: the opaque part stays this far inside its edge. */
const CORNER = 8;
/**
 * A card's straight edges are opaque to this far inside them (the texture's anti-aliased rim is
 * under a texel of 1/3 unit; linear filtering reaches one more), and its rounded corners (radius
 * CORNER) to a square this far in: the corner arc of radius 8 passes 1.5 units inside the point
 * (3.5, 3.5) from the corner, as 8 − (8 − 3.5)·√2 > 1.5.
 */
const EDGE = 1.5;
const CORNER_SQUARE = 3.5;
/** A deck's edge layers and its count badge reach this far past its top card. */
const STACK_PAD = 12;

export const box = (x0: number, y0: number, x1: number, y1: number): Box => ({ x0, y0, x1, y1 });
const inset = (b: Box, d: number): Box => box(b.x0 + d, b.y0 + d, b.x1 - d, b.y1 - d);
const pad = (b: Box, d: number): Box => inset(b, -d);

/** A box shrunk by dx on the left and right, dy at the top and bottom. */
const insetXY = (b: Box, dx: number, dy: number): Box => box(b.x0 + dx, b.y0 + dy, b.x1 - dx, b.y1 - dy);

/** The opaque parts of a card face (a rounded rectangle) lying square in `b`: a cross and a square. */
export function cardOpaque(b: Box): Box[] {
  return [insetXY(b, EDGE, CORNER), insetXY(b, CORNER, EDGE), inset(b, CORNER_SQUARE)];
}

/**
 * What a card or a deck at the display object's live place draws; null for the rest (always drawn).
 * `drawn` is the size of what the card's sprite draws when it differs from a card (a back whose
 * border reaches past the card's edge); its opaque part is the card's.
 */
export function occludableAt(view: ObjectView, x: number, y: number, rotation: number, opaque: boolean, drawn?: { w: number; h: number }): (Occludable & { area: Box }) | null {
  if (view.kind === 'card') {
    const cos = Math.abs(Math.cos(rotation));
    const sin = Math.abs(Math.sin(rotation));
    const half = (w: number, h: number) => [(cos * w + sin * h) / 2, (sin * w + cos * h) / 2] as const;
    const [hx, hy] = half(CARD_W, CARD_H);
    const card = box(x - hx, y - hy, x + hx, y + hy);
    const [dx, dy] = drawn ? half(Math.max(CARD_W, drawn.w), Math.max(CARD_H, drawn.h)) : [hx, hy];
    const bounds = box(x - dx, y - dy, x + dx, y + dy);
    // A card turned by other than a quarter turn paints a slanted rectangle: it hides nothing here.
    const square = Math.min(cos, sin) < 1e-6;
    return { bounds, area: bounds, opaque: opaque && square ? cardOpaque(card) : [] };
  }
  if (view.kind === 'stack') {
    const fan = view.layout === 'fanned' ? Math.max(0, view.count - 1) * FAN_STEP : 0;
    const area = box(x - CARD_W / 2, y - CARD_H / 2, x + CARD_W / 2 + fan, y + CARD_H / 2);
    return { bounds: pad(area, STACK_PAD), area, opaque: opaque && view.count > 0 ? [inset(area, CORNER)] : [] };
  }
  return null;
}

