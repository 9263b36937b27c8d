// Multiverse's flow in this browser: the FlowDriver running the module's flow (the fighter choice,
// the side change) on the session and its match driver; one per match driver, shared by the hooks
// that watch it (the set-up panels, the side-deck button), so the fighters are laid out once.
import type { MfState } from '../../rules/multiverse';
import { multiverseFlow, type MultiverseEffect, type MultiverseLocal, type MultiverseVerb } from '../../rules/multiverse/flow';
import type { TableSession } from '../session';
import type { MatchDriver } from '../match/driver';
import { FlowDriver, type FlowStore } from '../match/flowDriver';
import { matchPorts } from '../match/flowPorts';
import { acquireFlow, type HeldFlow } from '../match/sharedFlows';

export type MultiverseDriver = FlowDriver<MfState, MultiverseLocal, MultiverseEffect, MultiverseVerb>;

/** Nothing to keep: the flow reads every step from the table. */
const noStore: FlowStore<MultiverseLocal> = { load: () => null, save: () => undefined };

export function multiverseDriver(session: TableSession, match: MatchDriver): MultiverseDriver {
  return new FlowDriver(multiverseFlow, matchPorts(session, match, multiverseFlow, noStore));
}

export function acquireMultiverseDriver(session: TableSession, match: MatchDriver): HeldFlow<MultiverseDriver> {
  return acquireFlow(match, 'multiverse', () => multiverseDriver(session, match));
}
