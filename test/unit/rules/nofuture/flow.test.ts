// NoFuture's flow (rules/nofuture/flow): the response stack as the players see it, last in first out,
// with whether the top can still do its work; the flow's step offers settling it, and the verb comes
// to the game's 'settle' request through the rules assist (the same words as the panel's buttons).
import { describe, expect, it } from 'vitest';
import type { FlowInput } from '../../../../src/rules/core';
import { nofutureFlow, stackEntries, type NofutureLocal } from '../../../../src/rules/nofuture';
import type { NfState } from '../../../../src/rules/nofuture/types';
import { play } from './helpers';

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

const inputOf = (state: NfState): FlowInput<NfState, NofutureLocal> => ({
  state, seat: 'p1', events: [], rounds: [], local: null, scope: 'g', records: { meta: () => undefined, match: null },
});

describe("NoFuture's response stack", () => {
  it('lists the response stack last in first out, and says when the top can no longer work', () => {
    const game = play({
      ...BASE,
      actions: [
        { do: 'activate', card: 'shion', effect: 0 },
        { do: 'play', card: 'strike', seat: 'p2' },
      ],
    });
    const stack = stackEntries(game.state());
    expect(stack.map((s) => s.name.ja)).toEqual(['虚無の一撃', '念話のシオン']);
    expect(stack[0]?.seat).toBe('p2');
    expect(stack.every((s) => s.holds)).toBe(true);

    const after = play({
      ...BASE,
      actions: [
        { do: 'activate', card: 'shion', effect: 0 },
        { do: 'play', card: 'strike', seat: 'p2' },
        { do: 'settle', seat: 'p2' },
        { do: 'damage', card: 'shion', amount: 3, seat: 'p2' },
      ],
    });
    const left = stackEntries(after.state());
    expect(left).toHaveLength(1);
    expect(left[0]?.holds).toBe(false);
    expect(left[0]?.reason.en).toMatch(/left the field/);
  });

  it('is offered to settle while it holds effects; the verb is the settle request', () => {
    const game = play({ ...BASE, actions: [{ do: 'activate', card: 'shion', effect: 0 }] });
    const input = inputOf(game.state());
    const effect = nofutureFlow.step(input);
    expect(effect).toEqual({ kind: 'settle', stack: stackEntries(game.state()) });
    expect(nofutureFlow.auto(effect, input)).toBeNull();
    expect(nofutureFlow.verb({ kind: 'settle', outcome: 'nothing' }, input, effect)).toEqual([
      { kind: 'perform', verb: 'settle', args: { outcome: 'nothing' }, label: { ja: '効果の解決', en: 'Resolve an effect' } },
    ]);
    const empty = inputOf(play(BASE).state());
    expect(nofutureFlow.step(empty)).toEqual({ kind: 'none' });
    expect(nofutureFlow.verb({ kind: 'settle', outcome: 'done' }, empty, { kind: 'none' })).toEqual([]);
  });
});
