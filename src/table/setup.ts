// Lays out a fresh table: a mat, a face-down deck per seat, and the usual pieces.
import { metaOf, writeObject } from './doc';
import { META_KEYS } from './layout';
import { newId } from './ids';
import { applyMat, type MatDefinition } from './mat';
import { log, transact, type TableContext } from './context';
import { zoneCenter } from './ops/zones';
import type { Card, Seat, Stack, Zone } from './schema';

export interface SeatSetup { seat: Seat; deck: string[] }

export function setupTable(ctx: TableContext, args: { mat: MatDefinition; seats: SeatSetup[]; seed: number }): void {
  transact(ctx, () => {
    applyMat(ctx.doc, args.mat);
    const meta = metaOf(ctx.doc);
    meta.set(META_KEYS.seed, args.seed >>> 0);
    meta.set(META_KEYS.rolls, 0);
    let z = 1;
    for (const { seat, deck } of args.seats) {
      const deckZone = args.mat.zones.find((zone) => zone.owner === seat && zone.id.endsWith('deck'));
      const play = args.mat.zones.find((zone) => zone.owner === seat && zone.snap === 'none');
      const at = deckZone ? zoneCenter({ ...deckZone, kind: 'zone', z: 0 } satisfies Zone) : { x: 200, y: 200 };
      if (deck.length > 0) {
        const stackId = newId('s');
        const order = deck.map((ref) => {
          const card: Card = {
            id: newId('c'), kind: 'card', x: at.x, y: at.y, z: 0, ref, faceUp: false, rotation: 0,
            owner: seat, stack: stackId, attachedTo: null,
          };
          writeObject(ctx.doc, card);
          return card.id;
        });
        const stack: Stack = {
          id: stackId, kind: 'stack', x: at.x, y: at.y, z: z++, order, faceUp: false, layout: 'neat', owner: seat, name: '',
        };
        writeObject(ctx.doc, stack);
      }
      if (play) {
        // Pieces sit at the seat's right-hand end of its play area (mirrored for the far seat).
        const near = seat === 'p1';
        const px = near ? play.x + play.w - 90 : play.x + 90;
        const py = play.y + play.h / 2;
        const dir = near ? 1 : -1;
        writeObject(ctx.doc, { id: newId('n'), kind: 'counter', x: px, y: py - 140 * dir, z: z++, label: 'ライフ', value: 20, owner: seat });
        writeObject(ctx.doc, { id: newId('d'), kind: 'die', x: px - 40 * dir, y: py - 60 * dir, z: z++, sides: 6, value: 1, lastRoller: null });
        writeObject(ctx.doc, { id: newId('m'), kind: 'coin', x: px + 30 * dir, y: py - 60 * dir, z: z++, coinKind: 'magic', heads: true, attachedTo: null });
        writeObject(ctx.doc, { id: newId('t'), kind: 'token', x: px - 40 * dir, y: py + 20 * dir, z: z++, color: 'blue', count: 3 });
        writeObject(ctx.doc, { id: newId('t'), kind: 'token', x: px + 30 * dir, y: py + 20 * dir, z: z++, color: 'red', count: 3 });
      }
    }
    log(ctx, 'setup', { mat: args.mat.id, seats: args.seats.length });
  });
}
