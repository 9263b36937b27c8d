// Chrono's own assist controls over the table.
import type { GamePanelProps } from '../gamePanel';

export default function ChronoPanel(_props: GamePanelProps) {
  return null;
}
