// A whole Falldown match in two synced browsers, each running the phase flow in the FlowDriver that
// useFalldown subscribes to (falldownSeats.ts: the step function's effects: envelope round, commit,
// reveal, compute, hashes, then each seat's Apply of its own share). The seats set their life to 1 and their mana to 10 by
// hand (players adjusting counters, to shorten the game); each summons a monster, both monsters hit
// the players in the same layer (both at 0 or less: both set to 0, sudden death, FD-R7), and the
// first sudden-death phase that leaves the totals different decides. The rules propose the win;
// it ends when both seats confirm.
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_PLAN, handMonsters, PLAYER, setAttack, toggleSummon, type FalldownEffect, type FalldownState } from '../../../../src/rules/falldown';
import { runCommand, type Seat } from '../../../../src/table';
import type { FalldownDriver } from '../../../../src/app/falldown/falldownDriver';
import { logOps, newGame, twoSeats, updatesOf, type Browser, type TwoSeats } from './twoSeats';
import { fdState, flowOf, reach } from './falldownSeats';

let table: TwoSeats | null = null;
const made: FalldownDriver[] = [];
afterEach(() => {
  for (const flow of made.splice(0)) flow.destroy();
  table?.destroy();
  table = null;
});

/** Each browser's seat with its FlowDriver. */
interface Seated { browser: Browser; flow: FalldownDriver }
const resolutionOf = (s: Seated) => s.flow.snapshot().input?.local.resolution ?? null;

const PLANNING: ReadonlySet<FalldownEffect['kind']> = new Set(['wait']);
const APPLY: ReadonlySet<FalldownEffect['kind']> = new Set(['apply']);
const DONE: ReadonlySet<FalldownEffect['kind']> = new Set(['done']);

/** A counter set by hand in the seat's own browser, through the driver's guard as the table runs it. */
function setCounter(browser: Browser, id: string | null, value: number): void {
  if (id === null) throw new Error(`${browser.seat}: no such counter`);
  const run = browser.driver.guard((command) => runCommand(browser.session.context(browser.seat), command.type, command.args));
  expect(run({ type: 'setValue', args: { id, value } }).ok).toBe(true);
}

/** A monster of the hand that can hit the player: some attack, no taunt (the other side's attacks would go to it, FD-R4). */
function hitter(state: FalldownState, seat: Seat) {
  return handMonsters(state, seat).find((option) => {
    const card = state.lookup(option.ref);
    return card?.kind === 'monster' && card.at > 0 && !card.keywords.some((k) => k.keyword === 'タウント') && card.prefix === null;
  });
}

const unitOf = (state: FalldownState, seat: Seat) => state.units.find((u) => u.owner === seat);

/** Starts the next phase and waits until both browsers have drawn and plan. */
async function startPhase(t: TwoSeats, seats: readonly Seated[]): Promise<number> {
  const before = fdState(t.p1).phase;
  seats[0]!.flow.act({ kind: 'next' });
  await t.settle();
  const effects = await reach(t, seats.map((s) => s.flow), PLANNING);
  expect(effects.map((e) => e.kind === 'wait' && e.for)).toEqual(['plan', 'plan']);
  for (const b of t.both) expect(fdState(b)).toMatchObject({ phase: before + 1, step: 'draw' });
  return before + 1;
}

/**
 * Both lock in, the flows seal, reveal, compute and log the hashes; then each seat applies its
 * share, which reaches the other browser as one update. Returns the result both computed.
 */
async function playPhase(t: TwoSeats, seats: readonly Seated[], between?: () => void) {
  const flows = seats.map((s) => s.flow);
  for (const flow of flows) flow.act({ kind: 'lock' });
  const offered = await reach(t, flows, APPLY);
  for (const effect of offered) expect(effect).toMatchObject({ kind: 'apply', agree: true });
  const resolution = resolutionOf(seats[0]!)!;
  expect(resolutionOf(seats[1]!)?.hash).toBe(resolution.hash);
  const [first, second] = seats;
  expect(updatesOf(first!.browser, () => first!.flow.act({ kind: 'apply', unticked: new Set() }))).toBe(1);
  between?.();
  expect(updatesOf(second!.browser, () => second!.flow.act({ kind: 'apply', unticked: new Set() }))).toBe(1);
  const done = await reach(t, flows, DONE);
  for (const flow of flows) expect(flow.snapshot().error).toBeNull();
  for (const effect of done) expect(effect).toMatchObject({ kind: 'done', hash: resolution.hash, agree: true });
  return resolution;
}

describe('a Falldown match, New game to the confirmed win after sudden death', () => {
  it('both players fall to 0 in one layer; the first sudden-death phase that differs decides; both seats confirm', async () => {
    const failures: string[] = [];
    table = await twoSeats(failures);
    const t = table;
    const { p1, p2 } = t;
    await newGame(t, 'falldown');
    const flows = [p1, p2].map((browser): Seated => ({ browser, flow: flowOf(browser) }));
    made.push(...flows.map((s) => s.flow));
    const bySeat = { p1: flows[0]!.flow, p2: flows[1]!.flow };

    for (const b of t.both) {
      const places = fdState(b).places[b.seat];
      setCounter(b, places.lifeCounter, 1);
      setCounter(b, places.manaCounter, 10);
    }
    expect(fdState(p2).life).toEqual({ p1: 1, p2: 1 });
    expect(p1.driver.snapshot().match?.proposal).toBeNull();

    // Summoning phases: each seat summons a monster that can hit the player (a phase's draws may
    // be needed before a seat holds one); nobody attacks yet.
    let phase = 0;
    while (!(unitOf(fdState(p1), 'p1') && unitOf(fdState(p1), 'p2'))) {
      expect(phase).toBeLessThan(6);
      phase = await startPhase(t, flows);
      for (const { browser, flow } of flows) {
        const state = fdState(browser);
        const pick = unitOf(state, browser.seat) ? undefined : hitter(state, browser.seat);
        if (pick) flow.act({ kind: 'draft', plan: toggleSummon(EMPTY_PLAN, pick.id, pick.ref) });
      }
      await playPhase(t, flows);
    }
    const units = { p1: unitOf(fdState(p2), 'p1')!, p2: unitOf(fdState(p1), 'p2')! };
    expect(fdState(p1).life).toEqual({ p1: 1, p2: 1 });

    // Both units attack the players: both at 0 or less after the confirmed layer → both 0, sudden death.
    phase = await startPhase(t, flows);
    for (const seat of ['p1', 'p2'] as const) bySeat[seat].act({ kind: 'draft', plan: setAttack(EMPTY_PLAN, units[seat].id, 0, PLAYER) });
    const proposals: unknown[] = [];
    const fall = await playPhase(t, flows, () => proposals.push(...t.both.map((b) => b.driver.snapshot().match?.proposal ?? null)));
    expect(fall.steps.some((s) => s.ruling === 'FD-R7' && /sudden death begins/.test(s.reason.en))).toBe(true);
    for (const b of t.both) {
      expect(fdState(b).life).toEqual({ p1: 0, p2: 0 });
      expect(b.driver.snapshot().view?.winner).toBeNull();
      expect(b.driver.snapshot().match?.proposal).toBeNull();
      expect(b.driver.snapshot().view?.hints.some((h) => h.ruling === 'FD-R7')).toBe(true);
    }
    // Half applied, the table is no result of the rules: no end is proposed from it.
    expect(proposals).toEqual([null, null]);

    // Sudden death: P1's unit hits the player, P2's unit attacks P1's unit. The totals differ after
    // the confirmed layer: P1 wins, the rest of the phase does not happen.
    const decisive = await startPhase(t, flows);
    expect(decisive).toBe(phase + 1);
    bySeat.p1.act({ kind: 'draft', plan: setAttack(EMPTY_PLAN, units.p1.id, 0, PLAYER) });
    bySeat.p2.act({ kind: 'draft', plan: setAttack(EMPTY_PLAN, units.p2.id, 0, units.p1.id) });
    const midway: unknown[] = [];
    const won = await playPhase(t, flows, () => midway.push(...t.both.map((b) => b.driver.snapshot().match?.proposal ?? null)));
    expect(midway).toEqual([null, null]);
    expect(won.steps.some((s) => (s.ruling === 'FD-R7' || s.ruling === 'FD-R11') && /Sudden death: the life totals differ .*P1 wins/i.test(s.reason.en))).toBe(true);
    for (const b of t.both) {
      const life = fdState(b).life;
      expect(life.p1).toBe(0);
      expect(life.p2).toBe(-units.p1.stats.at);
      expect(b.driver.snapshot().match?.proposal).toMatchObject({ winner: 'p1', ruling: 'FD-R7' });
    }

    p2.driver.confirmEnd();
    expect(p1.driver.snapshot().match?.view.result).toBeNull();
    p1.driver.confirmEnd();
    for (const b of t.both) {
      const match = b.driver.snapshot().match;
      expect(match?.view.result).toMatchObject({ winner: 'p1', how: 'win', decidedBy: 'both', ruling: 'FD-R7' });
      expect(match?.state).toBe('finished');

      const ops = logOps(b);
      expect(ops).toContain('matchStart');
      expect(ops.filter((op) => op === 'matchClaim')).toHaveLength(2);
      expect(ops.filter((op) => op === 'matchResult')).toHaveLength(1);

      // Every phase's steps, and each seat's computed and applied outcome of every phase.
      const events = b.driver.snapshot().events;
      for (let n = 1; n <= decisive; n++) {
        const steps = events.filter((e) => e.kind === 'phase' && e.turn === n).map((e) => e.kind === 'phase' && e.phase);
        expect(new Set(steps)).toEqual(new Set(n < decisive ? ['draw', 'plan', 'reveal', 'resolve', 'end'] : ['draw', 'plan', 'reveal', 'resolve']));
        for (const step of ['computed', 'applied'] as const) {
          const outcomes = events.filter((e) => e.kind === 'outcome' && e.phase === n && e.step === step);
          expect(outcomes.map((e) => e.seat).sort()).toEqual(['p1', 'p2']);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
