// Every lesson in scenarios/falldown/ is a test: each is taken from the rule text (quoted or cited
// in its "about"), plans both seats for each phase, resolves it, and every `expect` block must hold.
import { describe, expect, it } from 'vitest';
import { expectScenarioHolds, scenarioFiles } from '../helpers';

const scenarios = scenarioFiles('falldown');
const files = scenarios.map((s) => s.file);

describe('Falldown lesson scenarios', () => {
  it('there is a lesson for each part of the rules', () => {
    expect(files).toEqual(expect.arrayContaining([
      'phase-flow.json', 'mana-payment.json', 'simultaneity.json', 'taunt-transporter.json', 'counter.json',
      'multi-attack.json', 'distributor-advance-draw.json', 'fast-move-prefixes.json', 'regen-ancient-phase-end.json',
      'class-changes-guard.json', 'class-changes-strike.json', 'class-changes-support.json', 'effect-triggers.json',
      'heal-paradox.json', 'hand-paradox.json', 'sudden-death.json', 'class-change-next-layer.json', 'class-change-taunt-same-layer.json',
      'sudden-death-negative.json', 'duplicate-action.json', 'counter-each-attack.json', 'returned-still-attacks.json', 'heal-cap.json',
    ]));
  });

  for (const { file, text, about } of scenarios) {
    it(`${file}: ${about.slice(0, 80)}`, () => expectScenarioHolds(text));
  }
});
