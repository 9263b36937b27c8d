// Multiverse's own assist controls over the table.
import type { GamePanelProps } from '../gamePanel';

export default function MultiversePanel(_props: GamePanelProps) {
  return null;
}
