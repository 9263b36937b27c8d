// NoFuture's own controls read the selected card from the game state (the response stack: test/unit/rules/nofuture/flow.test.ts).
import { describe, expect, it } from 'vitest';
import { nofuturePanelModel } from '../../../src/ui/rules/nofuture/nofuturePanelModel';
import { idOf, play, position, stateOf } from '../rules/nofuture/helpers';

const BASE = {
  turn: 3, active: 'p1', phase: 'preparation',
  zones: {
    'p1-base': [{ card: 'NF-004', as: 'mikoto' }, { card: 'NF-007', as: 'shion' }],
    'p1-hand': [{ card: 'NF-008', as: 'titan' }, { card: 'NF-014', as: 'song' }],
    'p2-base': [{ card: 'NF-020', as: 'abyss' }],
    'p2-hand': [{ card: 'NF-027', as: 'strike' }],
  },
  tokens: { 'p1-energy-unused': { blue: 2 }, 'p2-energy-unused': { red: 4 } },
};

describe('NoFuture panel model', () => {
  it('offers the selected field card its activated effects, marking one used this turn', () => {
    const fresh = position(BASE);
    const mikoto = idOf(fresh, 'mikoto');
    const before = nofuturePanelModel(stateOf(fresh), [mikoto], 'p1').selected;
    expect(before).toMatchObject({ where: 'field', mine: true, kind: 'character' });
    expect(before?.effects.length).toBeGreaterThan(0);
    expect(before?.effects.every((e) => !e.used)).toBe(true);

    const game = play({ ...BASE, actions: [{ do: 'activate', card: 'mikoto', effect: 0 }] });
    const after = nofuturePanelModel(game.state(), [idOf(game.scenario, 'mikoto')], 'p1').selected;
    expect(after?.effects[0]?.used).toBe(true);
  });

  it('names a hand card\'s extra cost, 念動力 on the field, and the cards with 抵抗', () => {
    const fresh = position(BASE);
    const state = stateOf(fresh);
    const titan = nofuturePanelModel(state, [idOf(fresh, 'titan')], 'p1').selected;
    expect(titan?.where).toBe('hand');
    expect(titan?.extraCost?.ja).toBeTruthy();
    const shion = nofuturePanelModel(state, [idOf(fresh, 'shion')], 'p1').selected;
    expect(shion?.telekinesis).toBeGreaterThan(0);
    const model = nofuturePanelModel(state, [], 'p1');
    expect(model.selected).toBeNull();
    expect(model.resisting.map((c) => c.name.ja).sort()).toEqual(['念動兵器アビス', '結界術士ミコト'].sort());
    expect(model.characters).toHaveLength(3);
    // The other seat's card is not "mine": its effects are shown, not offered.
    expect(nofuturePanelModel(state, [idOf(fresh, 'abyss')], 'p1').selected?.mine).toBe(false);
  });
});
