// Playing Multiverse Fighters through each browser's MatchDriver the way its UI does: the fighter
// choice through each browser's Multiverse FlowDriver (the object the setup panel subscribes to), Next phase
// on the phase bar, an attack declared with the 'attack' verb, the defender's "Roll for evasion"
// (its die rolled on the table through the guard, then the 'evasion' verb), and the attack's
// resolution confirmed from the phase bar's dialog (the offered hash sent back).
import { expect } from 'vitest';
import { multiverseDriver, type MultiverseDriver } from '../../../../src/app/multiverse/multiverseDriver';
import { isLegalChoice, isStanding, openedChoice, type MfFighter, type MfState, type MultiverseEffect } from '../../../../src/rules/multiverse';
import type { Seat } from '../../../../src/table';
import { reachEffects } from './flowSeats';
import { updatesOf, type Browser, type TwoSeats } from './twoSeats';

export function mfState(browser: Browser): MfState {
  const state = browser.driver.snapshot().view?.state;
  if (!state) throw new Error(`${browser.seat} reads no game state`);
  return state as MfState;
}

export function position(browser: Browser): MfState['position'] {
  return mfState(browser).position;
}

export function standing(browser: Browser, seat: Seat): MfFighter[] {
  return mfState(browser).fighters.filter((f) => f.seat === seat && isStanding(f));
}

/** The browser's Multiverse FlowDriver, as the app makes it. */
export function mvFlowOf(browser: Browser): MultiverseDriver {
  return multiverseDriver(browser.session, browser.driver);
}

/** Waits until every driver's effect is of a kind in `kinds` (the choose effect: with its reserve known). */
export function reachMv(table: TwoSeats, drivers: readonly MultiverseDriver[], kinds: ReadonlySet<MultiverseEffect['kind']>): Promise<MultiverseEffect[]> {
  const done = (e: MultiverseEffect) => kinds.has(e.kind) && (e.kind !== 'choose' || e.reserve !== null);
  return reachEffects(table, drivers, done, [...kinds].join('/'));
}

/**
 * The fighter choice (ゲームの準備 3, 5) through each browser's FlowDriver: the seat picks from its
 * reserve (read through its keeper) with the dialog's verb, the pick is sealed, and once both
 * choices have opened each driver lays its own fighters on its field with their HP counters.
 */
export async function chooseFighters(table: TwoSeats, picks: Record<Seat, readonly string[]>, given?: readonly MultiverseDriver[]): Promise<void> {
  const flows = given ?? table.both.map(mvFlowOf);
  try {
    const effects = await reachMv(table, flows, new Set(['choose']));
    table.both.forEach((browser, i) => {
      const effect = effects[i];
      if (effect?.kind !== 'choose' || !effect.reserve) throw new Error(`${browser.seat} has no choice to make`);
      const reserve = effect.reserve;
      const chosen = picks[browser.seat].map((ref) => reserve.find((f) => f.ref === ref));
      if (chosen.some((f) => f === undefined)) throw new Error(`${browser.seat}'s reserve lacks one of ${picks[browser.seat].join(', ')}`);
      const fighters = chosen.filter((f) => f !== undefined);
      expect(isLegalChoice(fighters)).toBe(true);
      flows[i]?.act({ kind: 'choose', ids: fighters.map((f) => f.id) });
    });
    await reachMv(table, flows, new Set(['placed']));
    // Every browser checked both choices against their commitments (sealed in the reserve's order, as the dialog does).
    for (const flow of flows) {
      const input = flow.snapshot().input;
      const effect = flow.snapshot().effect;
      const round = input?.rounds.find((r) => effect?.kind === 'placed' && r.id === effect.round);
      for (const seat of ['p1', 'p2'] as const) expect([...openedChoice(round, seat) ?? []].sort()).toEqual([...picks[seat]].sort());
      expect(flow.snapshot().error).toBeNull();
    }
  } finally {
    // The caller's drivers are the caller's to destroy.
    if (!given) for (const flow of flows) flow.destroy();
  }
  await table.settle();
}

/** Next phase in this browser, its choice answered; one update; both browsers then stand in `expected`. */
export function nextPhase(table: TwoSeats, by: Browser, expected: string, choice?: string): void {
  expect(updatesOf(by, () => by.driver.advance(new Set(), choice))).toBe(1);
  for (const b of table.both) expect(position(b)?.phase, `${b.seat} after Next phase`).toBe(expected);
}

export type AttackOutcome = 'hit' | 'evaded' | 'down';

const ROLL = { ja: '回避のサイコロ', en: 'Evasion roll' };

/**
 * One attack: declared in the attacker's browser, the evasion die rolled on the table and recorded
 * in the defender's, then the offered resolution confirmed in `resolver`'s browser. Returns what
 * happened to the target and the hash of the resolution applied.
 */
export function attack(table: TwoSeats, by: Browser, fighter: string, target: string, resolver: Browser): { outcome: AttackOutcome; hash: string } {
  const defender = table[by.seat === 'p1' ? 'p2' : 'p1'];
  const declared = by.driver.perform('attack', { card: fighter, target }, { ja: '攻撃', en: 'Attack' });
  expect(declared?.verdicts.filter((v) => v.level !== 'ok'), 'the attack is legal').toEqual([]);
  const hpBefore = mfState(defender).fighters.find((f) => f.id === target)?.hp?.value ?? NaN;

  // The defender's "Roll for evasion": its die on the table, then the face recorded for this attack.
  const die = mfState(defender).seats[defender.seat].die;
  if (!die) throw new Error(`${defender.seat} has no die`);
  const run = defender.driver.guard((command) => defender.session.run(command));
  expect(run({ type: 'roll', args: { ids: [die.id] } })).toMatchObject({ ok: true });
  const recorded = defender.driver.perform('evasion', {}, ROLL);
  expect(recorded?.verdicts.filter((v) => v.level !== 'ok'), 'the defender rolls once').toEqual([]);
  const face = mfState(by).attacks.at(-1)?.roll;
  expect(face).toBe(mfState(defender).seats[defender.seat].die?.value);

  // Apply, from the phase bar's dialog in the resolver's browser (either seat may).
  const snapshot = resolver.driver.snapshot();
  expect(snapshot.view?.resolution?.steps.length, 'the attack is offered for resolution').toBeGreaterThan(0);
  const hash = snapshot.resolutionHash;
  if (!hash) throw new Error('no resolution hash');
  let outcome: ReturnType<typeof resolver.driver.resolve> | undefined;
  expect(updatesOf(resolver, () => { outcome = resolver.driver.resolve(hash, new Set(), new Set()); })).toBe(1);
  expect(outcome).toMatchObject({ kind: 'applied', applied: { failures: [], deferred: 0 } });
  // Applied once: the attack is no longer offered in either browser.
  for (const b of table.both) expect(b.driver.snapshot().view?.resolution ?? null, `${b.seat} after the resolution`).toBeNull();

  const after = mfState(by).fighters.find((f) => f.id === target);
  const evades = (after ?? mfState(by).fighters.find((f) => f.id === target))?.data.evasion ?? [];
  if (!after || !isStanding(after)) return { outcome: 'down', hash };
  if (after.hp?.value === hpBefore) {
    expect(evades).toContain(face);
    return { outcome: 'evaded', hash };
  }
  expect(evades).not.toContain(face);
  return { outcome: 'hit', hash };
}
