// Any game's FlowDrivers in the two-browser harness: a wait until every driver's effect passes a test
// (the envelope board and the keepers work on their own, asynchronously), with what each showed on a time-out.
import type { FlowDriver } from '../../../../src/app/match/flowDriver';
import type { TwoSeats } from './twoSeats';

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 5));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any game's driver
type AnyDriver<Effect> = FlowDriver<any, any, Effect & { kind: string }, any>;

export async function reachEffects<Effect extends { kind: string }>(
  table: TwoSeats, drivers: readonly AnyDriver<Effect>[], done: (effect: Effect) => boolean, what: string,
): Promise<Effect[]> {
  for (let i = 0; i < 400; i++) {
    for (const driver of drivers) await driver.settled();
    await table.settle();
    for (const driver of drivers) await driver.settled();
    const effects = drivers.map((d) => d.snapshot().effect);
    if (effects.every((e) => e !== null && done(e))) return effects.filter((e) => e !== null);
    await pause();
  }
  throw new Error(`the flows never reached ${what}: ${JSON.stringify(drivers.map((d) => d.snapshot().effect?.kind ?? 'none'))}`);
}
