// Scenario files: a position in game terms plus steps and expectations, loaded onto a doc and run
// headless. docs/scenarios.md describes the format.
export { scenarioSchema, cardSpecSchema, expectationSchema, isExpectStep, CORE_VERBS } from './schema';
export type { ScenarioFile, ScenarioStep, CardSpec, Expectation } from './schema';
export { loadScenario, type LoadedScenario, type LoadResult, type ScenarioGames } from './load';
export { runScenario, ScenarioRun, headlessTable, type ScenarioResult, type ScenarioTable, type StepOutcome, type VerdictRecord, type LogLine } from './run';
export type { Failure } from './expect';
export type { ScenarioState } from './summary';
export { formatScenarioProblem, type ScenarioProblem } from './problems';
export { INLINE_SET } from './cards';
