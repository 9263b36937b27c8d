// Multiverse's flow in this browser: the FlowDriver running the module's flow (the fighter choice,
// the side change) on the session and its match driver. One per match driver, shared by the hooks
// that watch it (the set-up panels, the side-deck button): the fighters are laid out once.
import type { MfState } from '../../rules/multiverse';
import { multiverseFlow, type MultiverseEffect, type MultiverseLocal, type MultiverseVerb } from '../../rules/multiverse/flow';
import type { TableSession } from '../session';
import type { MatchDriver } from '../match/driver';
import { FlowDriver, type FlowStore } from '../match/flowDriver';
import { matchPorts } from '../match/flowPorts';

export type MultiverseDriver = FlowDriver<MfState, MultiverseLocal, MultiverseEffect, MultiverseVerb>;

/** Nothing to keep: the flow reads every step from the table. */
const noStore: FlowStore<MultiverseLocal> = { load: () => null, save: () => undefined };

export function multiverseDriver(session: TableSession, match: MatchDriver): MultiverseDriver {
  return new FlowDriver(multiverseFlow, matchPorts(session, match, multiverseFlow, noStore));
}

const shared = new WeakMap<MatchDriver, { driver: MultiverseDriver; users: number }>();

/** The match driver's Multiverse flow, made on first use and destroyed when its last user lets go. */
export function acquireMultiverseDriver(session: TableSession, match: MatchDriver): { driver: MultiverseDriver; release(): void } {
  let entry = shared.get(match);
  if (!entry) {
    entry = { driver: multiverseDriver(session, match), users: 0 };
    shared.set(match, entry);
  }
  entry.users++;
  const held = entry;
  let released = false;
  return {
    driver: held.driver,
    release: () => {
      if (released) return;
      released = true;
      if (--held.users > 0) return;
      held.driver.destroy();
      if (shared.get(match) === held) shared.delete(match);
    },
  };
}
