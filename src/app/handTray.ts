// The hand tray's view of the table: this seat's hand cards left to right, the opponent's count,
// and where a card dropped at a tray index lands in the hand zone.
import { handZoneOf, zoneAt, type Seat, type TableObject, type Zone } from '../table';
import type { CardCatalog } from '../cards/catalog';
import type { SceneModel } from '../scene/view';
import type { HandTrayCard } from '../ui/HandTray';

function handCards(objects: readonly TableObject[], zone: Zone): TableObject[] {
  return objects
    .filter((o) => o.kind === 'card' && o.stack === null && o.attachedTo === null && zoneAt(objects, o.x, o.y)?.id === zone.id)
    .sort((a, b) => a.x - b.x || (a.id < b.id ? -1 : 1));
}

export function trayCards(objects: readonly TableObject[], model: SceneModel, seat: Seat, catalog: CardCatalog): HandTrayCard[] {
  const zone = handZoneOf(objects, seat);
  if (!zone) return [];
  return handCards(objects, zone).map((card) => {
    const view = model.byId.get(card.id);
    const ref = view?.kind === 'card' ? view.ref : '';
    return { id: card.id, face: ref ? catalog.face(ref) : null, faceUp: card.kind === 'card' && card.faceUp };
  });
}

export function opponentHandCount(objects: readonly TableObject[], seat: Seat | null): number | null {
  if (!seat) return null;
  const zone = handZoneOf(objects, seat === 'p1' ? 'p2' : 'p1');
  return zone ? handCards(objects, zone).length : null;
}

/** The table point that puts a hand card at `toIndex` once the row is laid out again. */
export function reorderTarget(objects: readonly TableObject[], seat: Seat, id: string, toIndex: number): { x: number; y: number } | null {
  const zone = handZoneOf(objects, seat);
  if (!zone) return null;
  const others = handCards(objects, zone).filter((c) => c.id !== id);
  const y = zone.y + zone.h / 2;
  if (others.length === 0) return { x: zone.x + zone.w / 2, y };
  const before = others[toIndex - 1];
  const after = others[toIndex];
  if (!before) return { x: (after?.x ?? zone.x) - 1, y };
  if (!after) return { x: before.x + 1, y };
  return { x: (before.x + after.x) / 2, y };
}
