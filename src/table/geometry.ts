// Sizes of table objects in table units (1 unit = 1 CSS pixel at zoom 1).
import type { TableObject } from './schema';

export const CARD_W = 120;
export const CARD_H = 168;
export const FAN_STEP = 28;
export const TOKEN_R = 18;
export const COIN_R = 20;
export const DIE_SIZE = 44;
export const COUNTER_W = 128;
export const COUNTER_H = 48;

export interface Rect { x: number; y: number; w: number; h: number }

export type PieceKind = 'card' | 'stack' | 'token' | 'coin' | 'die' | 'counter';

/**
 * The rectangle of a piece centred on (x, y): a sideways card swaps its sides, a fanned stack
 * runs `fannedCount - 1` steps to the right.
 */
export function pieceRect(kind: PieceKind, x: number, y: number, opts: { sideways?: boolean; fannedCount?: number } = {}): Rect {
  const centred = (w: number, h: number): Rect => ({ x: x - w / 2, y: y - h / 2, w, h });
  switch (kind) {
    case 'card':
      return opts.sideways ? centred(CARD_H, CARD_W) : centred(CARD_W, CARD_H);
    case 'stack': {
      const rect = centred(CARD_W, CARD_H);
      return { ...rect, w: CARD_W + Math.max(0, (opts.fannedCount ?? 1) - 1) * FAN_STEP };
    }
    case 'token': return centred(TOKEN_R * 2, TOKEN_R * 2);
    case 'coin': return centred(COIN_R * 2, COIN_R * 2);
    case 'die': return centred(DIE_SIZE, DIE_SIZE);
    case 'counter': return centred(COUNTER_W, COUNTER_H);
  }
}

/** Footprint of an object centred on its x/y (zones are anchored at their top-left corner). */
export function footprint(object: TableObject, fannedCount = 1): Rect {
  switch (object.kind) {
    case 'zone':
      return { x: object.x, y: object.y, w: object.w, h: object.h };
    case 'card':
      return pieceRect('card', object.x, object.y, { sideways: object.rotation === 90 || object.rotation === 270 });
    case 'stack':
      return pieceRect('stack', object.x, object.y, { fannedCount: object.layout === 'fanned' ? fannedCount : 1 });
    default:
      return pieceRect(object.kind, object.x, object.y);
  }
}

export function contains(rect: Rect, x: number, y: number): boolean {
  return x >= rect.x && x <= rect.x + rect.w && y >= rect.y && y <= rect.y + rect.h;
}

export function intersects(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}
