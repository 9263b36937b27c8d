// Chrono Card's flow (the mulligan) on the FlowDriver, in two synced browsers: offered to each seat
// while it holds exactly its opening hand; taken through the driver's verb, the hand goes back, the
// deck is shuffled in secret and the hand drawn again, as one set-up step out of the seat's undo and
// one log line; then it is offered no more (said so if asked) and both browsers read the same table.
import { afterEach, describe, expect, it } from 'vitest';
import { chronoDriver, type ChronoDriver } from '../../../../src/app/chrono/chronoDriver';
import { readSeatSetup } from '../../../../src/cards/gameMeta';
import { readLog } from '../../../../src/table';
import type { ChronoEffect } from '../../../../src/rules/chrono';
import { ccState } from './chronoPlay';
import { reachEffects } from './flowSeats';
import { newGame, twoSeats, type TwoSeats } from './twoSeats';

let table: TwoSeats | null = null;
let flows: ChronoDriver[] = [];
afterEach(() => {
  for (const flow of flows) flow.destroy();
  flows = [];
  table?.destroy();
  table = null;
});

/** Lets both browsers work until `done` holds (the secret shuffle and the draw run on their own). */
async function until(t: TwoSeats, drivers: readonly ChronoDriver[], done: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !done(); i++) await reachEffects(t, drivers, () => true, 'a settled table');
  expect(done()).toBe(true);
}

describe("Chrono's mulligan on the FlowDriver", () => {
  it('is offered to each seat, taken once by P2 through the verb, and both browsers agree', async () => {
    table = await twoSeats();
    const t = table;
    const made = t.both.map((b) => chronoDriver(b.session, b.driver));
    flows.push(...made);
    await newGame(t, 'chrono', 'p1');
    const offered = await reachEffects(t, made, (e: ChronoEffect) => e.kind === 'mulligan', 'the offer');
    expect(offered).toEqual([{ kind: 'mulligan', left: 1 }, { kind: 'mulligan', left: 1 }]);
    const dealt = ccState(t.p2).seats.p2.hand.length;
    const undo = t.p2.session.undoManagers.p2.undoStack.length;

    made[1]!.act({ kind: 'mulligan' });
    // The hand went back at once (one set-up step); the shuffle and the new hand follow.
    expect(readSeatSetup(t.p2.session.doc, 'p2')).toMatchObject({ mulligansLeft: 0, pendingHand: dealt });
    await until(t, made, () => made[1]!.snapshot().effect?.kind === 'none' && t.both.every((b) => ccState(b).seats.p2.hand.length === dealt
      && readSeatSetup(b.session.doc, 'p2')?.pendingHand === 0));
    for (const b of t.both) {
      expect(ccState(b).seats.p2.hand.length, `${b.seat} reads P2's new hand`).toBe(dealt);
      expect(readSeatSetup(b.session.doc, 'p2')).toMatchObject({ mulligansLeft: 0, pendingHand: 0 });
      expect(readLog(b.session.doc, 1000).entries.filter((e) => e.op === 'mulligan').map((e) => [e.seat, e.args])).toEqual([['p2', { seat: 'p2', count: dealt }]]);
    }
    expect(made[0]!.snapshot().effect).toEqual({ kind: 'mulligan', left: 1 });
    expect(made[1]!.snapshot().error).toBeNull();
    expect(t.p2.session.undoManagers.p2.undoStack.length).toBe(undo);

    // None left: asked again, it is said and nothing changes.
    made[1]!.act({ kind: 'mulligan' });
    await made[1]!.settled();
    expect(made[1]!.snapshot().error).toBe('no mulligan left');
    expect(readLog(t.p1.session.doc, 1000).entries.filter((e) => e.op === 'mulligan')).toHaveLength(1);
  });
});
