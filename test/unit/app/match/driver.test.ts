// The driver's own promises: a popover goes with the move it speaks of (any undo closes it), a
// resolution is applied only to the result the player saw, and a spectator changes nothing.
import { afterEach, describe, expect, it } from 'vitest';
import { handZoneOf, type Card } from '../../../../src/table';
import { newGame, twoSeats, type TwoSeats } from './twoSeats';

let table: TwoSeats | null = null;
afterEach(() => {
  table?.destroy();
  table = null;
});

/** P1 plays a hand card into its base by hand, through the driver's command check. */
function playIntoBase(t: TwoSeats): string {
  const { session, driver } = t.p1;
  const objects = [...session.live.snapshot.objects.values()];
  const hand = handZoneOf(objects, 'p1')!;
  const card = objects.find((o): o is Card => o.kind === 'card' && o.stack === null && o.x >= hand.x && o.x <= hand.x + hand.w && o.y >= hand.y && o.y <= hand.y + hand.h)!;
  const base = objects.find((o) => o.kind === 'zone' && o.id === 'p1-base')!;
  const run = driver.guard((command) => session.run(command));
  expect(run({ type: 'move', args: { id: card.id, x: base.x + 100, y: base.y + 60 } }).ok).toBe(true);
  return card.id;
}

describe('the match driver', () => {
  it('a popover after a move closes when that move is undone, by its Undo or by Ctrl+Z', async () => {
    table = await twoSeats();
    await newGame(table, 'nofuture', 'p1');
    playIntoBase(table);
    expect(table.p1.driver.snapshot().popover).not.toBeNull();
    table.p1.driver.undo();
    expect(table.p1.driver.snapshot().popover).toBeNull();

    playIntoBase(table);
    expect(table.p1.driver.snapshot().popover).not.toBeNull();
    // Ctrl+Z goes to the session directly: the popover still goes with its move.
    table.p1.session.undo();
    expect(table.p1.driver.snapshot().popover).toBeNull();
  });

  it('a resolution is applied only with the hash of the result the player saw', async () => {
    table = await twoSeats();
    await newGame(table, 'nofuture', 'p1');
    // Without a resolver offered, nothing applies whatever the hash.
    expect(table.p1.driver.resolve('stale', new Set(), new Set()).kind).toBe('none');
  });

  it('a spectator\'s browser runs nothing and speaks for nobody', async () => {
    table = await twoSeats();
    await newGame(table, 'nofuture', 'p1');
    table.p2.session.viewer = 'spectator';
    table.p2.driver.invalidate();
    const before = table.p2.sent.length;
    table.p2.driver.advance(new Set());
    table.p2.driver.concede();
    table.p2.driver.offerDraw();
    expect(table.p2.sent.length).toBe(before);
    expect(table.p1.driver.snapshot().match?.view.claims).toEqual({});
  });
});
