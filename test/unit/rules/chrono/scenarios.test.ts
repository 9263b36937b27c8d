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
      'cc-r7-r8-timing.json', 'cc-r9-support.json', 'cc-r9-support-needs.json', 'cc-r10-attacker-orders-blockers.json', 'cc-r11-damage-lowers-dp.json',
      'cc-r12-token-supply.json', 'cc-r13-enters-unchecked.json', 'cc-r14-item-owner.json', 'cc-r15-face-down.json', 'cc-r16-hand-limit-end.json', 'cc-r16-hand-limit-met.json',
    ]));
  });

  it('every new ruling CC-R7…CC-R16 is named by a scenario\'s rulings field', () => {
    const named = new Set(scenarios.flatMap((s) => (JSON.parse(s.text) as { rulings?: string[] }).rulings ?? []));
    for (let n = 1; n <= 16; n++) expect(named).toContain(`CC-R${n}`);
  });

  for (const { file, text, about } of scenarios) {
    it(`${file}: ${about}`, () => expectScenarioHolds(text));
  }
});
