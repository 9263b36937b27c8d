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

/** Footprint of an object centred on its x/y (zones are anchored at their top-left corner). */
export function footprint(object: TableObject, fannedCount = 1): Rect {
  switch (object.kind) {
    case 'zone':
      return { x: object.x, y: object.y, w: object.w, h: object.h };
    case 'card': {
      const sideways = object.rotation === 90 || object.rotation === 270;
      const w = sideways ? CARD_H : CARD_W;
      const h = sideways ? CARD_W : CARD_H;
      return { x: object.x - w / 2, y: object.y - h / 2, w, h };
    }
    case 'stack': {
      const extra = object.layout === 'fanned' ? Math.max(0, fannedCount - 1) * FAN_STEP : 0;
      return { x: object.x - CARD_W / 2, y: object.y - CARD_H / 2, w: CARD_W + extra, h: CARD_H };
    }
    case 'token':
      return { x: object.x - TOKEN_R, y: object.y - TOKEN_R, w: TOKEN_R * 2, h: TOKEN_R * 2 };
    case 'coin':
      return { x: object.x - COIN_R, y: object.y - COIN_R, w: COIN_R * 2, h: COIN_R * 2 };
    case 'die':
      return { x: object.x - DIE_SIZE / 2, y: object.y - DIE_SIZE / 2, w: DIE_SIZE, h: DIE_SIZE };
    case 'counter':
      return { x: object.x - COUNTER_W / 2, y: object.y - COUNTER_H / 2, w: COUNTER_W, h: COUNTER_H };
  }
}

export function contains(rect: Rect, x: number, y: number): boolean {
  return x >= rect.x && x <= rect.x + rect.w && y >= rect.y && y <= rect.y + rect.h;
}

export function intersects(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}
