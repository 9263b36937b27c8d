import type { NofutureCard } from '../../../../src/cards/nofuture';
import { rulesRegistry } from '../../../../src/rules';
import type { RulesInput } from '../../../../src/rules/core';
import { loadScenario, runScenario, type LoadedScenario } from '../../../../src/rules/core/scenario';
import { scenarioInput } from '../../../../src/rules/core/scenario/input';
import { nofutureRules, type NfState } from '../../../../src/rules/nofuture';
import { demoCatalog } from '../helpers';

/** A NoFuture position from a scenario object (the `game` field is filled in). */
export function position(file: Record<string, unknown>): LoadedScenario {
  const loaded = loadScenario({ game: 'nofuture', ...file }, { catalog: demoCatalog(), rules: rulesRegistry });
  if (!loaded.ok) throw new Error(loaded.problems.map((p) => `${p.path}: ${p.message.en}`).join('\n'));
  return loaded.scenario;
}

export function stateOf(scenario: LoadedScenario): NfState {
  return nofutureRules.read(scenarioInput(scenario) as RulesInput<NofutureCard>);
}

export function idOf(scenario: LoadedScenario, alias: string): string {
  return scenario.refs.idOf(alias);
}

/** Runs the position's steps and fails loudly with every failure. */
export function play(file: Record<string, unknown>) {
  const scenario = position(file);
  const result = runScenario(scenario);
  return { scenario, result, state: () => stateOf(scenario) };
}
