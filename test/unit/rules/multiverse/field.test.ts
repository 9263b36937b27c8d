// ゲームエリア・フィールド「必ず表側表示にする」: turning a fighter on the field face down is illegal;
// other flips (a card in the hand, a fighter turned back up) mean nothing to the module.
import { describe, expect, it } from 'vitest';
import { multiverseRules } from '../../../../src/rules/multiverse';
import { position, stateOf } from './helpers';

const table = {
  turn: 1, active: 'p1', phase: 'main', first: 'p1',
  zones: {
    'p1-field-1': [{ card: 'MF-001', as: 'leader' }],
    'p1-field-2': [{ card: 'MF-003', as: 'down', faceDown: true }],
    'p1-hand': [{ card: 'MF-101', as: 'pep' }],
  },
  counters: { p1: { 'hp-1': 90, 'hp-2': 75 } },
};

describe('Multiverse field: fighters face up', () => {
  const scenario = position(table);
  const state = stateOf(scenario);
  const flip = (alias: string) => {
    const action = multiverseRules.interpret({ type: 'flip', args: { ids: [scenario.refs.idOf(alias)] }, seat: 'p1' }, state);
    return action ? multiverseRules.validate(action, state) : [];
  };

  it('turning a face-up fighter face down is illegal, citing the field', () => {
    expect(flip('leader')).toEqual([expect.objectContaining({ level: 'illegal', ruling: 'MF ゲームエリア・フィールド' })]);
  });

  it('turning a fighter back face up, or a hand card, gives no verdict', () => {
    expect(flip('down')).toEqual([]);
    expect(flip('pep')).toEqual([]);
  });
});
