// Falldown in two synced browsers: each browser's FlowDriver, the very object useFalldown subscribes
// to (app/falldown/falldownDriver.ts), made on the browser's session and match driver with a store in
// memory (localStorage in the app); and a wait until both drivers' effects are of given kinds.
import { falldownDriver, type FalldownDriver } from '../../../../src/app/falldown/falldownDriver';
import type { FlowStore, FlowWhere } from '../../../../src/app/match/flowDriver';
import type { FalldownEffect, FalldownLocal, FalldownState } from '../../../../src/rules/falldown';
import type { Browser, TwoSeats } from './twoSeats';

export function fdState(browser: Browser): FalldownState {
  const view = browser.driver.snapshot().view;
  if (!view || view.module.game !== 'falldown') throw new Error(`${browser.seat}: no Falldown state`);
  return view.state as FalldownState;
}

/** A store in memory: what this browser's localStorage would keep, by table, game, seat and phase. */
export class MemoryStore<Local> implements FlowStore<Local> {
  readonly kept = new Map<string, Local>();
  private key = (w: FlowWhere) => `${w.table}|${w.scope}|${w.seat}|${w.period}`;
  load(where: FlowWhere): Local | null {
    return this.kept.get(this.key(where)) ?? null;
  }
  save(where: FlowWhere, local: Local): void {
    this.kept.set(this.key(where), local);
  }
}

/** The browser's Falldown FlowDriver, as the app makes it. */
export function flowOf(browser: Browser, store: FlowStore<FalldownLocal> = new MemoryStore()): FalldownDriver {
  return falldownDriver(browser.session, browser.driver, store);
}

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 5));
const named = (e: FalldownEffect | null) => (e === null ? 'none' : e.kind === 'wait' ? `wait:${e.for}` : e.kind);

/**
 * Lets the drivers run (the envelope board reveals on its own, asynchronously) until each one's
 * effect is of a kind in `until`; returns those effects.
 */
export async function reach(table: TwoSeats, drivers: readonly FalldownDriver[], until: ReadonlySet<FalldownEffect['kind']>): Promise<FalldownEffect[]> {
  // A time bound, not a count: under load the envelope board's WebCrypto work takes longer per round.
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    for (const driver of drivers) await driver.settled();
    await table.settle();
    for (const driver of drivers) await driver.settled();
    const effects = drivers.map((d) => d.snapshot().effect);
    if (effects.every((e) => e !== null && until.has(e.kind))) return effects.filter((e) => e !== null);
    await pause();
  }
  throw new Error(`the flows never reached ${[...until].join('/')}: ${JSON.stringify(drivers.map((d) => named(d.snapshot().effect)))}`);
}
