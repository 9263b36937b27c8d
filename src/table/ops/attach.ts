// Attachments: a card set under another card (NoFuture set cards), a coin sitting on a card.
// An attachment stores its offset from the host, so it moves with the host for free.
import { CARD_H } from '../geometry';
import type { Card, Coin } from '../schema';
import { allObjects, getObject, log, patch, requireHandle, requireObject, TableOpError, transact, type TableContext } from '../context';
import { pullFromStack } from './pull';

export const ATTACH_PEEK = 30;

export function attach(ctx: TableContext, args: { id: string; host: string }): void {
  transact(ctx, () => {
    const host = requireObject(ctx.doc, args.host, 'card');
    const item = requireObject(ctx.doc, args.id, 'card', 'coin');
    requireHandle(ctx, [item]);
    if (host.id === item.id) throw new TableOpError('a card cannot be attached to itself');
    if (host.stack !== null || host.attachedTo !== null) throw new TableOpError(`${host.id} cannot hold attachments`);
    const siblings = allObjects(ctx.doc).filter(
      (o) => (o.kind === 'card' || o.kind === 'coin') && o.attachedTo === host.id && o.kind === item.kind,
    );
    if (item.kind === 'card') {
      if (item.stack !== null) pullFromStack(ctx, item);
      detachAllFrom(ctx, item.id);
      const offsetY = Math.min(CARD_H, ATTACH_PEEK * (siblings.length + 1));
      patch<Card>(ctx, item.id, { attachedTo: host.id, x: 0, y: -offsetY, z: host.z - 1 - siblings.length, rotation: 0 });
    } else {
      const offset = siblings.length * 14;
      patch<Coin>(ctx, item.id, { attachedTo: host.id, x: -30 + offset, y: 50, z: host.z + 1 + siblings.length });
    }
    log(ctx, 'attach', { id: item.id, host: host.id });
  });
}

/** Detaches one object, leaving it where it is drawn (offset turned back into a position). */
export function detach(ctx: TableContext, args: { id: string; x?: number; y?: number }): void {
  transact(ctx, () => {
    const item = requireObject(ctx.doc, args.id, 'card', 'coin');
    if (item.attachedTo === null) return;
    const host = getObject(ctx.doc, item.attachedTo);
    const x = args.x ?? (host ? host.x + item.x : item.x);
    const y = args.y ?? (host ? host.y + item.y : item.y);
    patch<Card | Coin>(ctx, item.id, { attachedTo: null, x, y });
    log(ctx, 'detach', { id: item.id });
  });
}

export function detachAllFrom(ctx: TableContext, hostId: string): void {
  for (const object of allObjects(ctx.doc)) {
    if ((object.kind === 'card' || object.kind === 'coin') && object.attachedTo === hostId) {
      detach(ctx, { id: object.id });
    }
  }
}
