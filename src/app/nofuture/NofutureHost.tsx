// NoFuture's panel as the app loads it: the response stack from the game's flow (its driver, shared
// per match driver), the panel that draws it in ui/, which gets the stack as an interface.
import { useMemo } from 'react';
import type { NfState } from '../../rules/nofuture/types';
import type { NofutureEffect, NofutureLocal, NofutureVerb } from '../../rules/nofuture/flow';
import NofuturePanel, { type NofutureStack } from '../../ui/rules/nofuture/NofuturePanel';
import type { GamePanelProps } from '../../ui/rules/gamePanel';
import type { TableSession } from '../session';
import { useFlowDriver } from '../shell/useFlowDriver';

type Props = GamePanelProps & { session: TableSession };

const load = () => import('./nofutureDriver').then((m) => m.acquireNofutureDriver);

export default function NofutureHost(props: Props) {
  const { driver, snap } = useFlowDriver<NfState, NofutureLocal, NofutureEffect, NofutureVerb>(props.session, 'nofuture', load);
  const effect = snap?.effect ?? null;
  const stack = useMemo((): NofutureStack | null => (driver && effect?.kind === 'settle'
    ? { entries: effect.stack, settle: (outcome) => driver.act({ kind: 'settle', outcome }) }
    : null), [driver, effect]);
  const { session: _session, ...panel } = props;
  return <NofuturePanel {...panel} stack={stack} />;
}
