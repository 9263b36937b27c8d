// Piles of cards: stacking, taking, drawing, dealing, shuffling, cutting, fanning.
import { deleteObject, writeObject } from '../doc';
import { CARD_W } from '../geometry';
import { newId } from '../ids';
import { mixSeed, seededRandom, shuffled } from '../random';
import type { Card, Seat, Stack } from '../schema';
import {
  allObjects, cardsOfStack, getObject, log, nextSeed, patch, requireHandle, requireObject, TableOpError, topZ, transact,
  type TableContext,
} from '../context';
import { detachAllFrom } from './attach';
import { pullFromStack, settleStack } from './pull';
import { layoutRow, handZoneOf } from './zones';

/** Puts cards and stacks (in the given order) on top of a card or a stack. Returns the stack id. */
export function stackOnto(ctx: TableContext, args: { ids: string[]; target: string }): string {
  return transact(ctx, () => {
    const target = requireObject(ctx.doc, args.target, 'card', 'stack');
    const sources = [...new Set(args.ids)].filter((id) => id !== target.id);
    for (const id of sources) requireHandle(ctx, [requireObject(ctx.doc, id, 'card', 'stack')]);
    let stack: Stack;
    if (target.kind === 'stack') {
      stack = target;
    } else {
      if (target.stack !== null) throw new TableOpError(`${target.id} already lies in a stack`);
      if (target.attachedTo !== null) throw new TableOpError(`${target.id} is attached to another card`);
      detachAllFrom(ctx, target.id);
      stack = {
        id: newId('s'), kind: 'stack', x: target.x, y: target.y, z: target.z, order: [target.id],
        faceUp: target.faceUp, layout: 'neat', owner: target.owner, name: '',
      };
      writeObject(ctx.doc, stack);
      patch<Card>(ctx, target.id, { stack: stack.id, rotation: 0 });
    }
    const order = [...stack.order];
    for (const id of sources) {
      // Re-read: an earlier source may have changed this one (or dissolved it, if it was a stack).
      const source = getObject(ctx.doc, id);
      if (source?.kind === 'stack') {
        for (const cardId of source.order) {
          patch<Card>(ctx, cardId, { stack: stack.id, faceUp: stack.faceUp, rotation: 0 });
          order.push(cardId);
        }
        deleteObject(ctx.doc, source.id);
      } else if (source?.kind === 'card') {
        if (source.attachedTo !== null) patch<Card>(ctx, source.id, { attachedTo: null });
        detachAllFrom(ctx, source.id);
        if (source.stack === stack.id) {
          // Already in this stack: it only moves to the top (pulling it could dissolve the stack).
          const at = order.indexOf(source.id);
          if (at >= 0) order.splice(at, 1);
        } else if (source.stack !== null) pullFromStack(ctx, source);
        patch<Card>(ctx, source.id, { stack: stack.id, faceUp: stack.faceUp, rotation: 0 });
        order.push(source.id);
      }
    }
    patch<Stack>(ctx, stack.id, { order, z: topZ(ctx.doc) + 1 });
    log(ctx, 'stack', { target: stack.id, count: sources.length });
    return stack.id;
  });
}

export interface TakeArgs {
  stack: string;
  count?: number;
  from?: 'top' | 'bottom';
  x?: number;
  y?: number;
}

/** Takes cards off a stack and lays them loose beside it (or at x/y). Returns their ids. */
export function takeCards(ctx: TableContext, args: TakeArgs): string[] {
  return transact(ctx, () => {
    const stack = requireObject(ctx.doc, args.stack, 'stack');
    const taken = pick(stack, args.count ?? 1, args.from ?? 'top');
    requireHandle(ctx, cardsOfStack(ctx.doc, taken));
    const x = args.x ?? stack.x + CARD_W + 16;
    const y = args.y ?? stack.y;
    let z = topZ(ctx.doc);
    taken.forEach((id, i) => {
      patch<Card>(ctx, id, { stack: null, x: x + i * 24, y, z: ++z, faceUp: stack.faceUp, rotation: 0 });
    });
    settleStack(ctx, stack, stack.order.filter((id) => !taken.includes(id)));
    log(ctx, 'take', { stack: stack.id, count: taken.length, from: args.from ?? 'top' });
    return taken;
  });
}

function pick(stack: Stack, count: number, from: 'top' | 'bottom'): string[] {
  const n = Math.max(0, Math.min(Math.floor(count), stack.order.length));
  // order is bottom first, so the top card is the last one.
  return from === 'top' ? stack.order.slice(stack.order.length - n).reverse() : stack.order.slice(0, n);
}

/** Draws the top N cards into a seat's hand zone, face up for their owner. */
export function draw(ctx: TableContext, args: { stack: string; count?: number; seat?: Seat }): string[] {
  return transact(ctx, () => {
    const seat = args.seat ?? ctx.actor.seat;
    const stack = requireObject(ctx.doc, args.stack, 'stack');
    const taken = pick(stack, args.count ?? 1, 'top');
    requireHandle(ctx, cardsOfStack(ctx.doc, taken));
    if (seat !== ctx.actor.seat) requirePublic(ctx, taken);
    placeInHand(ctx, seat, taken, stack);
    settleStack(ctx, stack, stack.order.filter((id) => !taken.includes(id)));
    log(ctx, 'draw', { stack: stack.id, count: taken.length, to: seat });
    return taken;
  });
}

/** Deals N cards to each seat in turn (one at a time, as at a real table). */
export function deal(ctx: TableContext, args: { stack: string; count: number; seats: Seat[] }): Record<string, string[]> {
  return transact(ctx, () => {
    const stack = requireObject(ctx.doc, args.stack, 'stack');
    requirePublic(ctx, stack.order);
    const remaining = [...stack.order];
    const dealt: Record<string, string[]> = {};
    for (const seat of args.seats) dealt[seat] = [];
    for (let round = 0; round < args.count; round++) {
      for (const seat of args.seats) {
        const id = remaining.pop();
        if (id !== undefined) dealt[seat]?.push(id);
      }
    }
    for (const seat of args.seats) placeInHand(ctx, seat, dealt[seat] ?? [], stack);
    settleStack(ctx, stack, remaining);
    log(ctx, 'deal', { stack: stack.id, count: args.count, seats: args.seats.join(',') });
    return dealt;
  });
}

/**
 * Sealed cards cannot be handed to another seat, nor reordered in public: only their holder's
 * browser can re-encrypt them (a hidden deck is shuffled there, with a commitment).
 */
function requirePublic(ctx: TableContext, ids: readonly string[], what = 'deal'): void {
  const sealed = cardsOfStack(ctx.doc, ids).find((card) => card.kind === 'card' && card.sealed);
  if (sealed?.kind === 'card' && sealed.sealed && !ctx.actor.system) {
    throw new TableOpError(`hidden: ${what} of ${sealed.sealed.seat}'s hidden cards goes through ${sealed.sealed.seat}'s browser`);
  }
  const joint = cardsOfStack(ctx.doc, ids).find((card) => card.kind === 'card' && card.joint);
  if (joint && !ctx.actor.system) throw new TableOpError(`hidden: ${what} of a jointly shuffled deck goes through both seats' browsers`);
}

function placeInHand(ctx: TableContext, seat: Seat, ids: string[], stack: Stack): void {
  const hand = handZoneOf(allObjects(ctx.doc), seat);
  let z = topZ(ctx.doc);
  ids.forEach((id, i) => {
    const x = hand ? hand.x + hand.w - 10 + i : stack.x + (i + 1) * 30;
    const y = hand ? hand.y + hand.h / 2 : stack.y + 200;
    patch<Card>(ctx, id, { stack: null, x, y, z: ++z, faceUp: true, rotation: 0, owner: seat });
  });
  if (hand) layoutRow(ctx, hand);
}

export function shuffle(ctx: TableContext, args: { stack: string }): void {
  transact(ctx, () => {
    const stack = requireObject(ctx.doc, args.stack, 'stack');
    requirePublic(ctx, stack.order, 'shuffle');
    const seed = nextSeed(ctx, stack.id, mixSeed);
    patch<Stack>(ctx, stack.id, { order: shuffled(stack.order, seededRandom(seed)) });
    log(ctx, 'shuffle', { stack: stack.id, count: stack.order.length, seed });
  });
}

/** Moves the top `at` cards (default: half) to the bottom. */
export function cut(ctx: TableContext, args: { stack: string; at?: number }): void {
  transact(ctx, () => {
    const stack = requireObject(ctx.doc, args.stack, 'stack');
    requirePublic(ctx, stack.order, 'cut');
    const n = stack.order.length;
    const at = Math.max(0, Math.min(n, Math.floor(args.at ?? n / 2)));
    const top = stack.order.slice(n - at);
    const rest = stack.order.slice(0, n - at);
    patch<Stack>(ctx, stack.id, { order: [...top, ...rest] });
    log(ctx, 'cut', { stack: stack.id, at });
  });
}

export function setLayout(ctx: TableContext, args: { stack: string; layout: 'neat' | 'fanned' }): void {
  transact(ctx, () => {
    requireObject(ctx.doc, args.stack, 'stack');
    patch<Stack>(ctx, args.stack, { layout: args.layout });
    log(ctx, args.layout === 'fanned' ? 'fan' : 'gather', { stack: args.stack });
  });
}
