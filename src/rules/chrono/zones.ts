// Zone ids of the Chrono mat (src/cards/chrono/mat.ts): "p1-characters", "p2-bgm", "p1-damage" …
import type { Seat } from '../../table';

export function zoneId(seat: Seat, slot: string): string {
  return `${seat}-${slot}`;
}

export function slotOf(zone: string | null): { seat: Seat; slot: string } | null {
  const match = zone === null ? null : /^(p1|p2)-(.+)$/.exec(zone);
  return match ? { seat: match[1] as Seat, slot: match[2]! } : null;
}

/** Where a character stands: the character area, or the heroine's own slot. */
export const CHARACTER_SLOTS: ReadonlySet<string> = new Set(['characters', 'heroine']);
