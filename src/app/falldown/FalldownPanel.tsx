// Falldown at the table: planning, lock-in, reveal and playback.
import type { GamePanelProps } from '../../ui/rules/gamePanel';
import type { TableSession } from '../session';

export default function FalldownPanel(_props: GamePanelProps & { session: TableSession }) {
  return null;
}
