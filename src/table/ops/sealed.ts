// Writing sealed identities. The table never encrypts: the holder's browser does, and hands the
// results to these operations, which write them in one transaction.
import type { Card, SealedRef } from '../schema';
import { log, patch, requireObject, TableOpError, transact, type TableContext } from '../context';

/** Replaces cards' identities with sealed ones (hiding them), or with new sealed ones (a reshuffle). */
export function writeSealed(ctx: TableContext, args: { items: { id: string; sealed: SealedRef }[] }): void {
  transact(ctx, () => {
    for (const item of args.items) {
      requireObject(ctx.doc, item.id, 'card');
      if (item.sealed.seat !== ctx.actor.seat) throw new TableOpError(`only ${item.sealed.seat} can seal for ${item.sealed.seat}`);
    }
    for (const item of args.items) patch<Card>(ctx, item.id, { ref: '', sealed: item.sealed, joint: null });
  });
}

/** Writes sealed cards' identities in clear, because they became public (played face up, milled …). */
export function revealSealed(ctx: TableContext, args: { items: { id: string; ref: string }[]; why?: string }): void {
  transact(ctx, () => {
    const cards = args.items.map((item) => requireObject(ctx.doc, item.id, 'card'));
    for (const card of cards) {
      if (card.sealed && card.sealed.seat !== ctx.actor.seat) throw new TableOpError(`only ${card.sealed.seat} can reveal ${card.id}`);
    }
    for (const item of args.items) {
      if (item.ref === '') throw new TableOpError('a revealed card needs its reference');
      patch<Card>(ctx, item.id, { ref: item.ref, sealed: null, joint: null });
      log(ctx, 'reveal', { id: item.id, ref: item.ref, why: args.why ?? 'play' });
    }
  });
}
