// Dice, coins, tokens and counters.
import { deleteObject } from '../doc';
import { mixSeed, randomInt, seededRandom } from '../random';
import type { Coin, Counter, Die, Token } from '../schema';
import { log, nextSeed, patch, requireObject, transact, type TableContext } from '../context';

/** Rolls dice and tosses coins with the table's seeded generator. */
export function roll(ctx: TableContext, args: { ids: string[] }): void {
  transact(ctx, () => {
    const objects = args.ids.map((id) => requireObject(ctx.doc, id, 'die', 'coin'));
    for (const object of objects) {
      const id = object.id;
      const random = seededRandom(nextSeed(ctx, id, mixSeed));
      if (object.kind === 'die') {
        const value = randomInt(random, 1, object.sides);
        patch<Die>(ctx, id, { value, lastRoller: ctx.actor.seat });
        log(ctx, 'roll', { id, value });
      } else {
        const heads = random() < 0.5;
        patch<Coin>(ctx, id, { heads });
        log(ctx, 'toss', { id, heads });
      }
    }
  });
}

/** Adds to a token pile or a counter; a token pile that reaches 0 is removed. */
export function adjust(ctx: TableContext, args: { id: string; delta: number }): void {
  transact(ctx, () => {
    const object = requireObject(ctx.doc, args.id, 'token', 'counter');
    const delta = Math.trunc(args.delta);
    if (object.kind === 'token') {
      const count = Math.min(999, object.count + delta);
      if (count <= 0) deleteObject(ctx.doc, object.id);
      else patch<Token>(ctx, object.id, { count });
      log(ctx, 'tokens', { id: object.id, color: object.color, count: Math.max(0, count) });
    } else {
      const value = Math.max(-99_999, Math.min(99_999, object.value + delta));
      patch<Counter>(ctx, object.id, { value });
      log(ctx, 'counter', { id: object.id, label: object.label, value });
    }
  });
}

/** Sets a counter, or a die to a face chosen by hand. */
export function setValue(ctx: TableContext, args: { id: string; value: number }): void {
  transact(ctx, () => {
    const object = requireObject(ctx.doc, args.id, 'counter', 'die');
    const value = Math.trunc(args.value);
    if (object.kind === 'die') {
      patch<Die>(ctx, object.id, { value: Math.max(1, Math.min(object.sides, value)) });
      log(ctx, 'setDie', { id: object.id, value });
    } else {
      patch<Counter>(ctx, object.id, { value: Math.max(-99_999, Math.min(99_999, value)) });
      log(ctx, 'counter', { id: object.id, label: object.label, value });
    }
  });
}
