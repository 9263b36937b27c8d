// Every scenario in scenarios/multiverse/ is a test: each is taken from a passage of the rule text
// (quoted in its "about"), and every `expect` block in it must hold.
import { describe, expect, it } from 'vitest';
import { expectScenarioHolds, scenarioFiles } from '../helpers';

const scenarios = scenarioFiles('multiverse');
const files = scenarios.map((s) => s.file);

describe('Multiverse Fighters scenarios', () => {
  it('there is a scenario for each part of the rules', () => {
    expect(files).toEqual(expect.arrayContaining([
      'turn-flow.json', 'attack-advantage.json', 'attack-minimum.json', 'evasion.json', 'assist-timing.json', 'assist-per-cost.json',
      'main-ability.json', 'empty-deck.json', 'victory.json', 'end-hand-limit.json', 'end-hand-limit-met.json', 'effects-until-end-of-turn.json', 'counter-limits-per-phase.json',
      'heal-cap-and-zero.json', 'counter-negates.json', 'first-player-draws.json', 'assist-area-cleared.json', 'refill-when-drawing.json', 'refill-draw-effect.json',
    ]));
  });

  for (const { file, text, about } of scenarios) {
    it(`${file}: ${about}`, () => expectScenarioHolds(text));
  }
});
