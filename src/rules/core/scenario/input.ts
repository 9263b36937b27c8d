// Reading and changing a scenario's doc the way the app would: through the module's input and
// ordinary table commands.
import type * as Y from 'yjs';
import { runCommand, type CommandResult, type Seat } from '../../../table';
import type { CardLookup, GameCardBase } from '../../../cards/game';
import type { RulesInput } from '../contract';
import { rulesInput } from '../input';

export function scenarioInput(scenario: { doc: Y.Doc; lookup: CardLookup<GameCardBase> }): RulesInput<GameCardBase> {
  return rulesInput(scenario.doc, scenario.lookup);
}

const origins: Record<Seat, object> = { p1: { seat: 'p1' }, p2: { seat: 'p2' } };

/** Runs a command for a seat, headless: no hidden cards here, so any seat may handle any card. */
export function runForSeat(doc: Y.Doc, type: string, args: Record<string, unknown>, seat: Seat): CommandResult {
  return runCommand({ doc, actor: { seat, origin: origins[seat] } }, type, args);
}
