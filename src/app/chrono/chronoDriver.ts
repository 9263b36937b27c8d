// Chrono Card's flow in this browser (the mulligan): the FlowDriver running the module's flow on
// the session and its match driver; one per match driver. The set-up bar and the Node tests drive it.
import type { CcState } from '../../rules/chrono';
import { chronoFlow, type ChronoEffect, type ChronoLocal, type ChronoVerb } from '../../rules/chrono/flow';
import type { TableSession } from '../session';
import type { MatchDriver } from '../match/driver';
import { FlowDriver, type FlowStore } from '../match/flowDriver';
import { matchPorts } from '../match/flowPorts';
import { acquireFlow, type HeldFlow } from '../match/sharedFlows';

export type ChronoDriver = FlowDriver<CcState, ChronoLocal, ChronoEffect, ChronoVerb>;

/** Nothing to keep: the seat's set-up record is in the doc. */
const noStore: FlowStore<ChronoLocal> = { load: () => null, save: () => undefined };

export function chronoDriver(session: TableSession, match: MatchDriver): ChronoDriver {
  return new FlowDriver(chronoFlow, matchPorts(session, match, chronoFlow, noStore));
}

export function acquireChronoDriver(session: TableSession, match: MatchDriver): HeldFlow<ChronoDriver> {
  return acquireFlow(match, 'chrono', () => chronoDriver(session, match));
}
