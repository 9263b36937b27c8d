// Multiverse's flow on the FlowDriver, in two synced browsers: a pick that does not add up to 5 is
// said and nothing is sealed; the one automatic step (laying out the opened choice) runs once per
// seat however often the table is read again, under the set-up origin (out of the seat's undo); a
// driver made anew (a reload) finds it done; both browsers come to the same fighters.
import { afterEach, describe, expect, it } from 'vitest';
import type { MultiverseDriver } from '../../../../src/app/multiverse/multiverseDriver';
import { newGame, twoSeats, type TwoSeats } from './twoSeats';
import { chooseFighters, mfState, mvFlowOf, reachMv } from './multiversePlay';
import { readLog } from '../../../../src/table';

let table: TwoSeats | null = null;
let flows: MultiverseDriver[] = [];
afterEach(() => {
  for (const flow of flows) flow.destroy();
  flows = [];
  table?.destroy();
  table = null;
});

const PICKS = { p1: ['mf-demo:MF-004', 'mf-demo:MF-001'], p2: ['mf-demo:MF-011', 'mf-demo:MF-008'] } as const;

const placedLines = (t: TwoSeats) => t.both.map((b) => readLog(b.session.doc, 1000).entries.filter((e) => e.op === 'fightersPlaced').map((e) => e.seat).sort());

describe("Multiverse's fighter choice on the FlowDriver", () => {
  it('says a pick that does not add up to 5 and seals nothing', async () => {
    table = await twoSeats();
    const made = table.both.map(mvFlowOf);
    flows.push(...made);
    await newGame(table, 'multiverse', 'p1');
    const [p1] = await reachMv(table, made, new Set(['choose']));
    if (p1?.kind !== 'choose' || !p1.reserve) throw new Error('p1 has no choice');
    const cheapest = p1.reserve[0]!;
    made[0]!.act({ kind: 'choose', ids: [cheapest.id] });
    await made[0]!.settled();
    expect(made[0]!.snapshot().error).toBe(`The chosen fighters' costs must add up to 5 (now ${cheapest.cost})`);
    expect(made[0]!.snapshot().said).toBe(1);
    expect(made[0]!.snapshot().effect?.kind).toBe('choose');
    expect(made[0]!.snapshot().input?.rounds.every((r) => r.committed.length === 0)).toBe(true);
  });

  it('lays each seat\'s fighters out once, out of its undo, and both browsers agree', async () => {
    table = await twoSeats();
    const t = table;
    const made = t.both.map(mvFlowOf);
    flows.push(...made);
    await newGame(t, 'multiverse', 'p1');
    const undo = t.both.map((b) => b.session.undoManagers[b.seat].undoStack.length);
    await chooseFighters(t, PICKS, made);
    expect(placedLines(t)).toEqual([['p1', 'p2'], ['p1', 'p2']]);
    // Set-up, not a move: neither seat's undo holds it.
    expect(t.both.map((b) => b.session.undoManagers[b.seat].undoStack.length)).toEqual(undo);

    // The table read again and again: the step is not run again.
    for (let i = 0; i < 5; i++) for (const b of t.both) b.driver.invalidate();
    await reachMv(t, made, new Set(['placed']));
    // A reload: a new driver finds the fighters laid out and does nothing.
    const again = t.both.map(mvFlowOf);
    flows.push(...again);
    const effects = await reachMv(t, again, new Set(['placed']));
    expect(effects[0]).toEqual(effects[1]);
    expect(placedLines(t)).toEqual([['p1', 'p2'], ['p1', 'p2']]);

    const fighters = (i: 0 | 1) => mfState(t.both[i]!).fighters.map((f) => [f.id, f.seat, f.slot, f.hp?.value]);
    expect(fighters(0)).toEqual(fighters(1));
    expect(fighters(0)).toHaveLength(4);
    for (const f of mfState(t.p1).fighters) expect(f.hp?.value).toBe(f.data.hp);
  });
});
