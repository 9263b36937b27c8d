// Turning cards over and turning them sideways.
import type { Card, Coin, Rotation, Stack } from '../schema';
import { cardsOfStack, log, patch, requireHandle, requireObject, transact, type TableContext } from '../context';

/** Flips cards face up/down; a stack is turned over as a whole (its order reverses); a coin shows its other side. */
export function flip(ctx: TableContext, args: { ids: string[] }): void {
  transact(ctx, () => {
    // Everything is checked before anything changes, so a failing command changes nothing.
    const objects = unique(args.ids).map((id) => requireObject(ctx.doc, id, 'card', 'stack', 'coin'));
    for (const object of objects) requireHandle(ctx, object.kind === 'stack' ? cardsOfStack(ctx.doc, object.order) : [object]);
    for (const object of objects) {
      const id = object.id;
      if (object.kind === 'card') patch<Card>(ctx, id, { faceUp: !object.faceUp });
      else if (object.kind === 'stack') {
        patch<Stack>(ctx, id, { faceUp: !object.faceUp, order: [...object.order].reverse() });
      } else patch<Coin>(ctx, id, { heads: !object.heads });
    }
    log(ctx, 'flip', { count: args.ids.length, id: args.ids[0] ?? '' });
  });
}

/** Tap/untap: a card standing upright turns 90°, a tapped card stands up again. */
export function tap(ctx: TableContext, args: { ids: string[] }): void {
  transact(ctx, () => {
    for (const card of unique(args.ids).map((id) => requireObject(ctx.doc, id, 'card'))) {
      const tapped = card.rotation === 90 || card.rotation === 270;
      patch<Card>(ctx, card.id, { rotation: tapped ? 0 : 90 });
    }
    log(ctx, 'tap', { count: args.ids.length, id: args.ids[0] ?? '' });
  });
}

export function rotate180(ctx: TableContext, args: { ids: string[] }): void {
  transact(ctx, () => {
    for (const card of unique(args.ids).map((id) => requireObject(ctx.doc, id, 'card'))) {
      patch<Card>(ctx, card.id, { rotation: (((card.rotation + 180) % 360) as Rotation) });
    }
    log(ctx, 'rotate', { count: args.ids.length, id: args.ids[0] ?? '' });
  });
}

function unique(ids: string[]): string[] {
  return [...new Set(ids)];
}
