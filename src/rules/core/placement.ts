// Where to put cards in an open zone (a base, a play area) so they do not cover each other: the
// first free places of a grid over the zone, left to right, top to bottom.
import type { Localized } from '../../cards/game';
import { CARD_H, CARD_W, contains, footprint, type CommandArgs, type CommandType, type Seat } from '../../table';
import type { TableAction } from './contract';
import { zoneCentre, type TableView } from './tableView';

/** Grid step: wide enough for a card turned sideways. */
const STEP_X = CARD_H + 12;
const STEP_Y = CARD_H + 12;

/**
 * `count` free places in a zone (centre points), avoiding the loose cards already there and the
 * places listed in `taken`. When the zone is full, places repeat from its first one.
 */
export function freePlaces(
  view: TableView, zoneId: string, count: number, taken: readonly { x: number; y: number }[] = [],
): { x: number; y: number }[] {
  const zone = view.zone(zoneId);
  if (!zone || count <= 0) return [];
  const columns = Math.max(1, Math.floor((zone.w - 8) / STEP_X));
  const rows = Math.max(1, Math.floor((zone.h - 8) / STEP_Y));
  const left = zone.x + (zone.w - (columns - 1) * STEP_X) / 2;
  const top = zone.y + (zone.h - (rows - 1) * STEP_Y) / 2;
  const occupied = [
    ...view.looseCardsIn(zoneId).map((card) => footprint(card)),
    ...taken.map((at) => ({ x: at.x - CARD_W / 2, y: at.y - CARD_H / 2, w: CARD_W, h: CARD_H })),
  ];
  const out: { x: number; y: number }[] = [];
  const grid: { x: number; y: number }[] = [];
  for (let r = 0; r < rows; r++) for (let c = 0; c < columns; c++) grid.push({ x: Math.round(left + c * STEP_X), y: Math.round(top + r * STEP_Y) });
  for (const place of grid) {
    if (out.length === count) break;
    if (!occupied.some((rect) => contains(rect, place.x, place.y))) out.push(place);
  }
  for (let i = 0; out.length < count; i++) out.push(grid[i % grid.length]!);
  return out;
}

/** One table command a rules step proposes, with its reason and (when one applies) its ruling; its args are typed by the command. */
export function tableAction<T extends CommandType>(type: T, args: CommandArgs<T>, seat: Seat, reason: Localized, ruling?: string): TableAction {
  // A type and its own args make one member of the Command union (TypeScript cannot pair them itself).
  const command = { type, args } as Extract<TableAction, { type: T }>;
  return ruling === undefined ? { ...command, seat, reason } : { ...command, seat, reason, ruling };
}

/**
 * Moves a card into a zone: a slot or a pile at its centre (a pile zone stacks it), an open zone
 * at a free place. `taken` collects places already promised in the same batch.
 */
export function moveIntoZone(
  view: TableView, id: string, zone: string, seat: Seat, reason: Localized, ruling?: string, taken: { x: number; y: number }[] = [],
): TableAction | null {
  const target = view.zone(zone);
  if (!target) return null;
  let at = zoneCentre(target);
  if (target.snap === 'none') {
    at = freePlaces(view, zone, 1, taken)[0] ?? at;
    taken.push(at);
  }
  return tableAction('move', { id, x: at.x, y: at.y }, seat, reason, ruling);
}
