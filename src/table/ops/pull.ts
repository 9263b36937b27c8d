// Taking a card out of a stack, and what is left of the stack afterwards.
import { deleteObject } from '../doc';
import type { Card, Stack } from '../schema';
import { getObject, patch, type TableContext } from '../context';

/** Takes a card out of whatever stack holds it; a stack left with one card dissolves. */
export function pullFromStack(ctx: TableContext, card: Card): void {
  if (card.stack === null) return;
  const stack = getObject(ctx.doc, card.stack);
  patch<Card>(ctx, card.id, { stack: null });
  if (stack?.kind !== 'stack') return;
  const order = stack.order.filter((id) => id !== card.id);
  patch<Card>(ctx, card.id, { faceUp: stack.faceUp, x: stack.x, y: stack.y });
  settleStack(ctx, stack, order);
}

/** Writes a stack's new order; dissolves it when one card or none is left. */
export function settleStack(ctx: TableContext, stack: Stack, order: string[]): void {
  if (order.length >= 2) {
    patch<Stack>(ctx, stack.id, { order });
    return;
  }
  const last = order[0];
  if (last !== undefined) {
    patch<Card>(ctx, last, { stack: null, x: stack.x, y: stack.y, z: stack.z, faceUp: stack.faceUp, rotation: 0 });
  }
  deleteObject(ctx.doc, stack.id);
}

