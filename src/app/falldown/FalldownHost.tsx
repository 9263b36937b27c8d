// Falldown's panel as the app loads it: the phase's flow (useFalldown) on this side, the panel that
// draws it in ui/, which gets the flow as an interface and never the session.
import FalldownPanel from '../../ui/rules/falldown/FalldownPanel';
import type { GamePanelProps } from '../../ui/rules/gamePanel';
import type { TableSession } from '../session';
import { useFalldown } from './useFalldown';

type Props = GamePanelProps & { session: TableSession };

export default function FalldownHost(props: Props) {
  const table = useFalldown(props);
  const { session: _session, ...panel } = props;
  return <FalldownPanel {...panel} table={table} />;
}
