// Colours and fonts of the table, shared by every drawing in the scene.
import type { CardColor } from '../cards/face';

export const FONT = '"Noto Sans JP", "Noto Sans CJK JP", "Hiragino Sans", "Yu Gothic", "Meiryo", sans-serif';

export const CARD_COLORS: Record<CardColor, number> = {
  red: 0xc0392b,
  blue: 0x2e6fb5,
  green: 0x3c8d4f,
  yellow: 0xd4a017,
  purple: 0x7d4ea8,
  white: 0xb9b3a1,
  black: 0x3b3b3f,
  colorless: 0x8a8f98,
};

export const TOKEN_COLORS: Record<string, number> = {
  blue: 0x2f7de1,
  red: 0xe0443a,
  green: 0x3aa557,
  yellow: 0xf1c232,
  white: 0xf2f2f2,
  black: 0x2a2a2a,
  purple: 0x8e5bd0,
};

export function tokenColor(name: string): number {
  return TOKEN_COLORS[name] ?? 0x9aa3ad;
}

/** The canvas clear colour is the mat's colour (see ZoneLayer). */
export const TABLE_BACKGROUND = 0x2f4a39;
export const ZONE_LINE = 0xd8e6d0;
export const SELECT_COLOR = 0xffd34d;
export const SNAP_COLOR = 0x7fe3ff;
