// Every lesson in scenarios/nofuture/ is a test: each is taken from a passage of the rule text
// (quoted in its "about"), and every `expect` block in it must hold.
import { describe, expect, it } from 'vitest';
import { expectScenarioHolds, scenarioFiles } from '../helpers';

const scenarios = scenarioFiles('nofuture');
const files = scenarios.map((s) => s.file);

describe('NoFuture lesson scenarios', () => {
  it('there is a lesson for each part of the rules', () => {
    expect(files).toEqual(expect.arrayContaining([
      'worked-example.json', 'turn-flow.json', 'energy-and-costs.json', 'play-timing.json', 'sortie.json', 'first-strike.json',
      'trample.json', 'combat-keywords.json', 'magic-coins.json', 'magic-drain.json', 'swap.json', 'effects.json',
      'victory-hp.json', 'victory-deck.json',
    ]));
  });

  for (const { file, text, about } of scenarios) {
    it(`${file}: ${about}`, () => expectScenarioHolds(text));
  }
});
