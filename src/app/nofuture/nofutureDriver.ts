// NoFuture's flow in this browser (the response stack): the FlowDriver running the module's flow on
// the session and its match driver; one per match driver. Its panel and the Node tests drive it.
import type { NfState } from '../../rules/nofuture/types';
import { nofutureFlow, type NofutureEffect, type NofutureLocal, type NofutureVerb } from '../../rules/nofuture/flow';
import type { TableSession } from '../session';
import type { MatchDriver } from '../match/driver';
import { FlowDriver, type FlowStore } from '../match/flowDriver';
import { matchPorts } from '../match/flowPorts';
import { acquireFlow, type HeldFlow } from '../match/sharedFlows';

export type NofutureDriver = FlowDriver<NfState, NofutureLocal, NofutureEffect, NofutureVerb>;

/** Nothing to keep: the stack is read from the rules log. */
const noStore: FlowStore<NofutureLocal> = { load: () => null, save: () => undefined };

export function nofutureDriver(session: TableSession, match: MatchDriver): NofutureDriver {
  return new FlowDriver(nofutureFlow, matchPorts(session, match, nofutureFlow, noStore));
}

export function acquireNofutureDriver(session: TableSession, match: MatchDriver): HeldFlow<NofutureDriver> {
  return acquireFlow(match, 'nofuture', () => nofutureDriver(session, match));
}
