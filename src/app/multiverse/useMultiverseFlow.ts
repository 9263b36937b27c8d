// React's view of Multiverse's flow (the fighter choice, the side change): the shared driver,
// loaded with the game; the set-up panels and the side-deck button only subscribe to it.
import type { MfState } from '../../rules/multiverse';
import type { MultiverseEffect, MultiverseLocal, MultiverseVerb } from '../../rules/multiverse/flow';
import type { TableSession } from '../session';
import { useFlowDriver, type FlowView } from '../shell/useFlowDriver';

const load = () => import('./multiverseDriver').then((m) => m.acquireMultiverseDriver);

export type MultiverseFlow = FlowView<MfState, MultiverseLocal, MultiverseEffect, MultiverseVerb>;

export function useMultiverseFlow(session: TableSession): MultiverseFlow {
  return useFlowDriver(session, 'multiverse', load);
}
