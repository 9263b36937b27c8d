// Playing Multiverse Fighters through each browser's MatchDriver the way its UI does: the fighter
// choice sealed in an envelope (the calls the setup panel and useGameSetupSteps make), Next phase
// on the phase bar, an attack declared with the 'attack' verb, the defender's "Roll for evasion"
// (its die rolled on the table through the guard, then the 'evasion' verb), and the attack's
// resolution confirmed from the phase bar's dialog (the offered hash sent back).
import { expect } from 'vitest';
import {
  commitFighters, fighterRoundId, isLegalChoice, openedChoice, placeChosenFighters, reserveFighters,
} from '../../../../src/app/fighterChoice';
import { isStanding, type MfFighter, type MfState } from '../../../../src/rules/multiverse';
import type { Seat } from '../../../../src/table';
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, read: () => Promise<T | null> | T | null, tries = 100): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const value = await read();
    if (value !== null) return value;
    await sleep(20);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * The fighter choice (ゲームの準備 3, 5): each browser reads its own reserve through its keeper,
 * commits its pick in the sealed envelope, and once both choices have opened lays its own fighters
 * on its field with their HP counters: what the setup panel and useGameSetupSteps do in the app.
 */
export async function chooseFighters(table: TwoSeats, picks: Record<Seat, readonly string[]>): Promise<void> {
  await table.settle();
  for (const browser of table.both) {
    const { session, seat } = browser;
    const round = fighterRoundId(session);
    if (!round) throw new Error('no fighter round is open');
    const reserve = await until(`${seat}'s reserve`, () => reserveFighters(session, seat));
    const chosen = picks[seat].map((ref) => reserve.find((f) => f.ref === ref));
    if (chosen.some((f) => f === undefined)) throw new Error(`${seat}'s reserve lacks one of ${picks[seat].join(', ')}`);
    const fighters = chosen.filter((f) => f !== undefined);
    expect(isLegalChoice(fighters)).toBe(true);
    await commitFighters(session, round, fighters);
  }
  // Each browser reveals its own choice once it sees both commitments; every browser checks both.
  for (const browser of table.both) {
    const { session, seat } = browser;
    const round = fighterRoundId(session);
    const mine = await until(`${seat}'s opened choice`, async () => {
      const view = (await session.envelopes.rounds()).find((r) => r.id === round);
      const other = openedChoice(view, seat === 'p1' ? 'p2' : 'p1');
      return other ? openedChoice(view, seat) : null;
    });
    expect(mine).toEqual(picks[seat]);
    expect(placeChosenFighters(session, seat, mine)).toBe(true);
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
