// Every scenario in scenarios/chrono/ is a test: each is taken from a passage of the rule text
// (quoted in its "about"), and every `expect` block in it must hold.
import { describe, expect, it } from 'vitest';
import { expectScenarioHolds, scenarioFiles } from '../helpers';

const scenarios = scenarioFiles('chrono');
const files = scenarios.map((s) => s.file);

describe('Chrono Card scenarios', () => {
  it('there is a scenario for each part of the rules', () => {
    expect(files).toEqual(expect.arrayContaining([
      'turn-flow.json', 'ep.json', 'placement.json', 'charm.json', 'heroine.json', 'summoning-sickness.json', 'victory.json', 'deck-out.json',
    ]));
  });

  for (const { file, text, about } of scenarios) {
    it(`${file}: ${about}`, () => expectScenarioHolds(text));
  }
});
