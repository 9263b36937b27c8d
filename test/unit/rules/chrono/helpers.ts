import type { ChronoCard } from '../../../../src/cards/chrono';
import { rulesRegistry } from '../../../../src/rules';
import type { RulesInput } from '../../../../src/rules/core';
import { loadScenario, runScenario, type LoadedScenario } from '../../../../src/rules/core/scenario';
import { scenarioInput } from '../../../../src/rules/core/scenario/input';
import { chronoRules, type CcState } from '../../../../src/rules/chrono';
import { demoCatalog } from '../helpers';

/** A Chrono position from a scenario object (the `game` field is filled in). */
export function position(file: Record<string, unknown>): LoadedScenario {
  const loaded = loadScenario({ game: 'chrono', ...file }, { catalog: demoCatalog(), rules: rulesRegistry });
  if (!loaded.ok) throw new Error(loaded.problems.map((p) => `${p.path}: ${p.message.en}`).join('\n'));
  return loaded.scenario;
}

export function stateOf(scenario: LoadedScenario): CcState {
  return chronoRules.read(scenarioInput(scenario) as RulesInput<ChronoCard>);
}

export function play(file: Record<string, unknown>) {
  const scenario = position(file);
  const result = runScenario(scenario);
  return { scenario, result, state: () => stateOf(scenario) };
}
