// React's view of Chrono Card's flow (the mulligan): the shared driver, loaded with the game; the
// set-up bar only subscribes to it and calls its verb.
import type { CcState } from '../../rules/chrono';
import type { ChronoEffect, ChronoLocal, ChronoVerb } from '../../rules/chrono/flow';
import type { TableSession } from '../session';
import { useFlowDriver, type FlowView } from '../shell/useFlowDriver';

const load = () => import('./chronoDriver').then((m) => m.acquireChronoDriver);

export function useChronoFlow(session: TableSession): FlowView<CcState, ChronoLocal, ChronoEffect, ChronoVerb> {
  return useFlowDriver(session, 'chrono', load);
}
