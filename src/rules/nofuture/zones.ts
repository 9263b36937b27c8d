// Where a NoFuture card lies, in game terms: a seat's base, battle area and row, hand, deck …
// Zone ids are those of the play-sheet mat (src/cards/nofuture/mat.ts): "p1-base", "p2-battle3-front".
import { BATTLE_AREA_COUNT } from '../../cards/nofuture/rules';
import { battleSlot, facingBattleArea } from '../../cards/nofuture/mat';
import { seatSchema, type Seat } from '../../table';

export type Row = 'front' | 'back';

export type Place =
  | { kind: 'battle'; area: number; row: Row }
  | { kind: 'base' | 'hand' | 'deck' | 'discard' | 'energy-unused' | 'energy-used' | 'hp' | 'supply' };

export interface SeatPlace {
  seat: Seat;
  place: Place;
}

const SIMPLE = new Set(['base', 'hand', 'deck', 'discard', 'energy-unused', 'energy-used', 'hp', 'supply']);

export function zoneId(seat: Seat, slot: string): string {
  return `${seat}-${slot}`;
}

export function battleZone(seat: Seat, area: number, row: Row): string {
  return zoneId(seat, battleSlot(area, row));
}

/** The seat and place of a zone id; null for a zone that is not part of a play sheet. */
export function placeOf(zone: string | null): SeatPlace | null {
  if (zone === null) return null;
  const match = /^(p[12])-(.+)$/.exec(zone);
  const seat = seatSchema.safeParse(match?.[1]);
  const slot = match?.[2];
  if (!seat.success || slot === undefined) return null;
  const battle = /^battle(\d)-(front|back)$/.exec(slot);
  if (battle) {
    const area = Number(battle[1]);
    if (area < 1 || area > BATTLE_AREA_COUNT) return null;
    return { seat: seat.data, place: { kind: 'battle', area, row: battle[2] as Row } };
  }
  return SIMPLE.has(slot) ? { seat: seat.data, place: { kind: slot as Exclude<Place, { kind: 'battle' }>['kind'] } } : null;
}

/** On the field (場): the base or a battle area. */
export function inPlay(place: Place | undefined | null): boolean {
  return place?.kind === 'base' || place?.kind === 'battle';
}

/** The battle area across the centre line: the other seat calls it by another number. */
export function facingArea(area: number): number {
  return facingBattleArea(area);
}

export const AREAS = Array.from({ length: BATTLE_AREA_COUNT }, (_, i) => i + 1);
