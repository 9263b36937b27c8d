// The scenario steps checkDeck and checkSelection: they call the game's own deck, side-swap and
// selection checks (those the deck builder and the wizard call) and report each problem as an
// illegal verdict; a step that cannot be checked fails with a reason, never crashes.
import { describe, expect, it } from 'vitest';
import { fighterChoiceProblems, multiverseCards } from '../../../../src/cards/multiverse';
import { rulesRegistry } from '../../../../src/rules';
import { loadScenario, runScenario } from '../../../../src/rules/core/scenario';
import { demoCatalog } from '../helpers';

function run(game: string, actions: unknown[]) {
  const loaded = loadScenario({ game, actions }, { catalog: demoCatalog(), rules: rulesRegistry });
  if (!loaded.ok) throw new Error(loaded.problems.map((p) => p.message.en).join('\n'));
  return runScenario(loaded.scenario);
}

describe('checkDeck', () => {
  it('gives exactly the problems the deck builder shows, as illegal verdicts citing their rules', () => {
    const deck = { fighters: ['MF-001'], assists: [], side: [] };
    const result = run('multiverse', [{ do: 'checkDeck', deck }]);
    const list = { game: 'multiverse' as const, name: 'scenario', sections: { fighters: [{ ref: 'mf-demo:MF-001', count: 1 }], assists: [], side: [] } };
    const builder = multiverseCards.validateDeck(list, demoCatalog().lookupFor(multiverseCards));
    expect(result.failures).toEqual([]);
    expect(result.verdicts[0]?.verdicts).toEqual(builder.map((p) => ({ level: 'illegal', ruling: p.rule, reason: p.message })));
    expect(builder.length).toBeGreaterThan(0);
  });

  it('reports a card no loaded set has, as the deck builder does', () => {
    const result = run('nofuture', [{ do: 'checkDeck', deck: { main: [{ card: 'NF-999', count: 40 }] } }]);
    expect(result.verdicts[0]?.verdicts.map((v) => v.ruling)).toContain('NF 2.1');
  });

  it('fails the step, with a reason, for a deck it cannot read or a side swap the game does not have', () => {
    const result = run('nofuture', [
      { do: 'checkDeck', deck: 'NF-001' },
      { do: 'checkDeck', deck: { demo: 7 } },
      { do: 'checkDeck', deck: { main: [42] } },
      { do: 'checkDeck', deck: { demo: 0 }, played: { demo: 1 } },
      { do: 'checkSelection', chosen: ['NF-001'] },
    ]);
    expect(result.failures.map((f) => f.message)).toEqual([
      expect.stringContaining('checkDeck: deck'),
      expect.stringContaining('no demo deck 7'),
      expect.stringContaining('each card is a number'),
      expect.stringContaining('no side swap'),
      expect.stringContaining('no choice of cards'),
    ]);
  });
});

describe('checkSelection and fighterChoiceProblems', () => {
  it('the wizard and the step share the rule: at least one fighter, costs adding up to exactly 5', () => {
    expect(fighterChoiceProblems([{ cost: 3 }, { cost: 2 }])).toEqual([]);
    expect(fighterChoiceProblems([])).toHaveLength(1);
    expect(fighterChoiceProblems([{ cost: 3 }, { cost: 3 }])[0]?.rule).toBe('MF ゲームの準備');
    expect(fighterChoiceProblems([{ cost: 3, kind: 'assist', name: 'x' }, { cost: 2, kind: 'fighter' }])).toHaveLength(1);
    const result = run('multiverse', [{ do: 'checkSelection', chosen: ['MF-004', 'MF-001'] }, { do: 'checkSelection', chosen: ['MF-404'] }]);
    expect(result.verdicts[0]?.verdicts).toEqual([]);
    expect(result.failures.map((f) => f.message)).toEqual([expect.stringContaining('MF-404')]);
  });
});
