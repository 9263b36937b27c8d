// Moving objects by hand: dropped where the hand let go, snapped by the zone underneath,
// onto a card or stack when dropped on one.
import type { Card, Coin, TableObject } from '../schema';
import { allObjects, log, patch, requireHandle, requireObject, TableOpError, topZ, transact, type TableContext } from '../context';
import { contains, footprint } from '../geometry';
import { attach } from './attach';
import { pullFromStack } from './pull';
import { stackOnto } from './stacks';
import { layoutRow, zoneAt, zoneCenter } from './zones';

export interface MoveArgs {
  id: string;
  x: number;
  y: number;
  /** A card or stack to drop a card/stack onto, or a card to put a coin on. */
  onto?: string | null;
  /** Let the zone under the drop point snap the object (default true). */
  snap?: boolean;
}

export function move(ctx: TableContext, args: MoveArgs): void {
  transact(ctx, () => moveOne(ctx, args));
}

/** Moves several objects as one group in one transaction (no snapping inside the group). */
export function moveGroup(ctx: TableContext, args: { items: { id: string; x: number; y: number }[] }): void {
  transact(ctx, () => {
    for (const item of args.items) requireObject(ctx.doc, item.id, ...MOVABLE);
    for (const item of args.items) moveOne(ctx, { ...item, snap: false });
  });
}

const MOVABLE = ['card', 'stack', 'token', 'coin', 'die', 'counter'] as const;

function moveOne(ctx: TableContext, args: MoveArgs): void {
  const object = requireObject(ctx.doc, args.id, ...MOVABLE);
  requireHandle(ctx, [object]);
  const x = Math.round(args.x);
  const y = Math.round(args.y);

  if (args.onto && args.onto !== object.id) {
    // Checked before anything changes; stackOnto takes the card out of its stack and off its host itself.
    const target = requireObject(ctx.doc, args.onto, 'card', 'stack');
    const leftZone = zoneAt(allObjects(ctx.doc), object.x, object.y);
    if (object.kind === 'coin' && target.kind === 'card') return attach(ctx, { id: object.id, host: target.id });
    if (object.kind === 'card' || object.kind === 'stack') {
      stackOnto(ctx, { ids: [object.id], target: target.id });
      relayoutIfRow(ctx, leftZone?.id);
      return;
    }
    throw new TableOpError(`a ${object.kind} cannot be dropped onto a ${target.kind}`);
  }

  if (object.kind === 'card' && object.stack !== null) pullFromStack(ctx, object);
  const before = allObjects(ctx.doc);
  const leftZone = zoneAt(before, object.x, object.y);

  if ((object.kind === 'card' || object.kind === 'coin') && object.attachedTo !== null) {
    patch<Card | Coin>(ctx, object.id, { attachedTo: null });
  }
  const zone = args.snap === false ? undefined : zoneAt(before, x, y);
  const isCardLike = object.kind === 'card' || object.kind === 'stack';
  if (zone && isCardLike && zone.snap === 'stack') {
    const pile = pileIn(before, zone, object.id);
    if (pile) {
      stackOnto(ctx, { ids: [object.id], target: pile.id });
      relayoutIfRow(ctx, leftZone?.id);
      return;
    }
  }
  const snapsToCenter = zone && isCardLike && (zone.snap === 'center' || zone.snap === 'stack');
  const at = snapsToCenter ? zoneCenter(zone) : { x, y };
  const placed = { id: object.id, x: Math.round(at.x), y: Math.round(at.y), z: topZ(ctx.doc) + 1 };
  // A card dropped in a row (a hand) is written once, in its slot; anything else where it lies.
  if (zone?.snap === 'row' && object.kind === 'card') layoutRow(ctx, zone, placed);
  else patch<TableObject>(ctx, object.id, placed);
  if (zone?.snap === 'row' && object.kind === 'stack') layoutRow(ctx, zone);
  if (leftZone && leftZone.id !== zone?.id) relayoutIfRow(ctx, leftZone.id);
  if (zone && zone.id !== leftZone?.id) log(ctx, 'move', { zone: zone.id });
}

/** A stack, or else a loose card, already lying in a stack zone. */
function pileIn(objects: readonly TableObject[], zone: TableObject & { kind: 'zone' }, except: string) {
  const rect = footprint(zone);
  const inZone = objects.filter(
    (o) => o.id !== except && contains(rect, o.x, o.y) &&
      (o.kind === 'stack' || (o.kind === 'card' && o.stack === null && o.attachedTo === null)),
  );
  return inZone.find((o) => o.kind === 'stack') ?? inZone.sort((a, b) => b.z - a.z)[0];
}

function relayoutIfRow(ctx: TableContext, zoneId: string | undefined): void {
  if (!zoneId) return;
  const zone = allObjects(ctx.doc).find((o) => o.id === zoneId);
  if (zone?.kind === 'zone' && zone.snap === 'row') layoutRow(ctx, zone);
}
