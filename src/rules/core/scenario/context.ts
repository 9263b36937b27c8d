// What the runner knows between steps, for the checks of the next `expect` block.
import type { GameCardBase } from '../../../cards/game';
import type { Seat } from '../../../table';
import type { RulesInput, Verdict } from '../contract';
import type { LoadedScenario } from './load';

export interface RunContext {
  scenario: LoadedScenario;
  /** What the module reads from the table the steps act on. */
  input(): RulesInput<GameCardBase>;
  /** The verdicts of the last step, and what they were about. */
  lastVerdicts: Verdict[];
  lastAction: string | null;
  /** Rulings applied by the last phase change or resolution. */
  lastRulings: string[];
  /** The choice the players are asked for, if any. */
  prompt: { prompt: string; seat: Seat } | null;
}
