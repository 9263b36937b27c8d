// Zones of the mat: which zone a point falls in, and how objects snap inside it.
import { CARD_W, contains, footprint } from '../geometry';
import type { Card, Seat, TableObject, Zone } from '../schema';
import { allObjects, patch, type TableContext } from '../context';

export function zonesOf(objects: readonly TableObject[]): Zone[] {
  return objects.filter((o): o is Zone => o.kind === 'zone').sort((a, b) => b.z - a.z || (a.id < b.id ? -1 : 1));
}

/**
 * The topmost zone under a point; the smallest wins among equals, so nested zones work (then the
 * lower id, as zonesOf orders them). One pass without sorting: it runs for every card of a table.
 */
export function zoneAt(objects: readonly TableObject[], x: number, y: number): Zone | undefined {
  let best: Zone | undefined;
  for (const zone of objects) {
    if (zone.kind !== 'zone' || !contains(footprint(zone), x, y)) continue;
    if (!best || zone.z > best.z || (zone.z === best.z && beforeAmongEquals(zone, best))) best = zone;
  }
  return best;
}

function beforeAmongEquals(zone: Zone, best: Zone): boolean {
  const area = zone.w * zone.h;
  const bestArea = best.w * best.h;
  return area < bestArea || (area === bestArea && zone.id < best.id);
}

export function handZoneOf(objects: readonly TableObject[], seat: Seat): Zone | undefined {
  return zonesOf(objects).find((zone) => zone.owner === seat && zone.snap === 'row');
}

export function zoneCenter(zone: Zone): { x: number; y: number } {
  return { x: zone.x + zone.w / 2, y: zone.y + zone.h / 2 };
}

/** Loose cards whose centre lies in the zone, left to right. */
export function looseCardsIn(objects: readonly TableObject[], zone: Zone, except?: string): Card[] {
  const rect = footprint(zone);
  return objects
    .filter((o): o is Card => o.kind === 'card' && o.stack === null && o.attachedTo === null && o.id !== except)
    .filter((card) => contains(rect, card.x, card.y))
    .sort((a, b) => a.x - b.x || (a.id < b.id ? -1 : 1));
}

/**
 * Spreads the cards of a row zone (a hand) evenly, overlapping when they do not fit. `placed` is a
 * card just dropped at a spot and raised to `z`: it takes its slot by that spot and its fields are
 * written once, in its place in the row (not first at the drop spot, then again).
 */
export function layoutRow(ctx: TableContext, zone: Zone, placed?: { id: string; x: number; y: number; z: number }): void {
  const objects = allObjects(ctx.doc).map((o) => (o.id === placed?.id ? { ...o, x: placed.x, y: placed.y, z: placed.z } : o));
  const cards = looseCardsIn(objects, zone);
  if (placed && !cards.some((c) => c.id === placed.id)) patch<TableObject>(ctx, placed.id, { x: placed.x, y: placed.y, z: placed.z });
  if (cards.length === 0) return;
  const usable = zone.w - CARD_W - 16;
  const step = cards.length > 1 ? Math.min(CARD_W + 8, usable / (cards.length - 1)) : 0;
  const total = step * (cards.length - 1);
  const start = zone.x + zone.w / 2 - total / 2;
  const y = Math.round(zone.y + zone.h / 2);
  cards.forEach((card, i) => patch<Card>(ctx, card.id, { x: Math.round(start + i * step), y, rotation: 0, ...(card.id === placed?.id ? { z: placed.z } : {}) }));
}
