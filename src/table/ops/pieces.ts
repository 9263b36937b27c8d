// Dice, coins, tokens and counters.
import { deleteObject } from '../doc';
import { mixSeed, randomInt, seededRandom } from '../random';
import type { Coin, Counter, Die, Token } from '../schema';
import { log, nextSeed, patch, requireObject, transact, type TableContext } from '../context';
import type { LogArgs } from '../log';

/**
 * Rolls dice and tosses coins. The faces come from the caller when it has them (a joint roll of
 * both seats, the browser's cryptographic generator, a scenario's fixed value: a die's face, a
 * coin's 1 for heads and 2 for tails), else from the table's seeded generator (tests, replays).
 * A joint roll names its envelope round, logged with the face as verified.
 */
export function roll(ctx: TableContext, args: { ids: string[]; faces?: number[]; rounds?: string[] }): void {
  transact(ctx, () => {
    const objects = args.ids.map((id) => requireObject(ctx.doc, id, 'die', 'coin'));
    objects.forEach((object, i) => {
      const id = object.id;
      const given = args.faces?.[i];
      const round = args.rounds?.[i];
      const joint: LogArgs = round === undefined ? {} : { round, verified: true };
      const random = given === undefined ? seededRandom(nextSeed(ctx, id, mixSeed)) : null;
      if (object.kind === 'die') {
        const value = random ? randomInt(random, 1, object.sides) : Math.max(1, Math.min(object.sides, Math.trunc(given ?? 1)));
        patch<Die>(ctx, id, { value, lastRoller: ctx.actor.seat });
        log(ctx, 'roll', { id, value, ...joint });
      } else {
        const heads = random ? random() < 0.5 : given === 1;
        patch<Coin>(ctx, id, { heads });
        log(ctx, 'toss', { id, heads, ...joint });
      }
    });
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
