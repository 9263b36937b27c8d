// Zone ids of the Multiverse mat (src/cards/multiverse/mat.ts): "p1-field-3", "p2-hp-3", "p1-cost" …
import { FIELD_SLOTS } from '../../cards/multiverse/mat';
import type { Seat } from '../../table';

export const FIELD_NUMBERS: readonly number[] = Array.from({ length: FIELD_SLOTS }, (_, i) => i + 1);

export function zoneId(seat: Seat, slot: string): string {
  return `${seat}-${slot}`;
}

export function slotOf(zone: string | null): { seat: Seat; slot: string } | null {
  const match = zone === null ? null : /^(p1|p2)-(.+)$/.exec(zone);
  return match ? { seat: match[1] as Seat, slot: match[2]! } : null;
}
