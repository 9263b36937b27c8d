// A Falldown scenario file run through the scenario runner: laid on the Falldown mat, planned with
// the game verbs, revealed and resolved by the module, checked with `expect` blocks.
import { describe, expect, it } from 'vitest';
import { anyModule, createRulesRegistry } from '../../../../src/rules/core';
import { loadScenario, runScenario } from '../../../../src/rules/core/scenario';
import { falldownModule } from '../../../../src/rules/falldown/module';
import { demoCatalog } from '../helpers';

const games = () => ({ catalog: demoCatalog(), rules: createRulesRegistry([anyModule(falldownModule)]) });

// Rule text 5 「タウント: 相手は攻撃対象をまずこのユニットに割り当てる」 and 「カウンター: 攻撃された瞬間、
// 攻撃者に自身のAT分のダメージを与える」, 13 「疾風の」, 7-3 (1) payment, 14 the end.
const scenario = {
  game: 'falldown',
  title: { ja: 'タウントとカウンター', en: 'Taunt and counter' },
  turn: 3, active: 'p1', phase: 'plan',
  zones: {
    'p1-field': [{ card: 'FD-007', as: 'kobold' }, { card: 'FD-016', as: 'brawler' }],
    'p1-hand': [{ card: 'FD-024', as: 'hawk' }],
    'p2-field': [{ card: 'FD-006', as: 'golem' }, { card: 'FD-010', as: 'knight', damage: 1 }],
  },
  counters: { p1: { mana: 3, life: 30 }, p2: { life: 5 } },
  actions: [
    { do: 'summon', seat: 'p1', card: 'hawk' },
    { do: 'attack', seat: 'p1', card: 'kobold', player: 1, targets: ['knight'] },
    { expect: { verdicts: [{ ruling: 'FD-R4' }] } },
    { do: 'attack', seat: 'p1', card: 'brawler', targets: ['knight'] },
    { do: 'attack', seat: 'p1', card: 'hawk', player: true },
    { expect: { verdict: { level: 'ok' }, tallies: { 'cost:p1': '3 / 3' } } },
    { do: 'advance' },
    { do: 'resolve' },
    {
      expect: {
        rulings: ['FD-R4', 'FD-R3', 'FD-R8', 'FD 13'],
        counters: { p1: { mana: 0 }, p2: { life: 2 } },
        // The kobold's first attack goes to the golem (taunt); its second hits the knight, whose
        // counter destroys it; the brawler's counter break avoids that; the hawk flies over.
        cards: { golem: { zone: 'p2-field', damage: 2 }, kobold: { zone: 'p1-graveyard' }, hawk: { zone: 'p1-field' } },
        zones: { 'p2-graveyard': 1, 'p1-graveyard': 1, 'p1-hand': 0 },
        winner: null,
      },
    },
  ],
};

describe('a Falldown scenario', () => {
  it('plans with the game verbs, resolves through the module and meets its expectations', () => {
    const loaded = loadScenario(scenario, games());
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
    const result = runScenario(loaded.scenario);
    expect(result.failures).toEqual([]);
    expect(result.log.some((line) => line.do === 'resolve' && line.ruling === 'FD-R4')).toBe(true);
    expect(result.state).toBeDefined();
    // A wrong expectation fails: the runner really checks them.
    const wrong = loadScenario({ ...scenario, actions: [...scenario.actions, { expect: { counters: { p2: { life: 3 } } } }] }, games());
    if (!wrong.ok) throw new Error('reload');
    expect(runScenario(wrong.scenario).failures).toHaveLength(1);
  });

  it('a plan that cannot be paid is flagged while planning (7-3 (1))', () => {
    const poor = { ...scenario, counters: { p1: { mana: 2 } }, actions: [scenario.actions[0], { expect: { verdicts: [{ ruling: 'FD 7-3' }] } }] };
    const loaded = loadScenario(poor, games());
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
    expect(runScenario(loaded.scenario).failures).toEqual([]);
  });
});
