// What a game's own assist controls (Multiverse's attack, Chrono's charm, Falldown's plan) get from
// the table: the assist, the live table, and the ways to point at and act on it.
import type { CommandResult, TableSnapshot } from '../../table';
import type { TableCommand } from '../actions';
import type { Lang, RulesAssist } from '../../rules/core/assist';

export interface GamePanelProps {
  assist: RulesAssist;
  snapshot: TableSnapshot;
  lang: Lang;
  /** The table objects the player has selected. */
  selection: ReadonlySet<string>;
  /** Client coordinates of a table object's centre, or null when it is not on screen. */
  anchor(id: string): { x: number; y: number } | null;
  /** A card's name as this browser knows it (object id; a sealed card stays unnamed). */
  cardName(id: string): string;
  /** Runs a table command as this browser's seat, checked by the assist like a hand move. */
  run(command: TableCommand): CommandResult;
}
