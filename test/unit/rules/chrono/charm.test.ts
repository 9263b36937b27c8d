// The charm arithmetic (CC-R3) as properties over random attackers and blockers, and the module's
// reading of odd tables, hints and figures.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chronoRules, combatLines, epPool } from '../../../../src/rules/chrono';
import { play, position, stateOf } from './helpers';
import { runs } from '../../../propertyRuns';

const fighter = (n: number, ap: number, dp: number, pierce: boolean) => ({
  inline: { number: `CC-X${n}`, name: `試験体${n}`, kind: 'character', cost: 1, ep: 1, ap, dp, keywords: pierce ? [{ keyword: '貫通' }] : [] },
  as: `c${n}`,
});

const stat = fc.integer({ min: 0, max: 9 });
const arb = fc.record({
  attacker: fc.record({ ap: stat, dp: fc.integer({ min: 1, max: 9 }), pierce: fc.boolean() }),
  blockers: fc.array(fc.record({ ap: stat, dp: fc.integer({ min: 1, max: 9 }) }), { maxLength: 3 }),
});

describe('charm resolution (CC-R3) properties', () => {
  it('AP is absorbed by blockers in order, pierce gets only the rest, nothing is ever negative', () => {
    fc.assert(fc.property(arb, ({ attacker, blockers }) => {
      const blockerSpecs = blockers.map((b, i) => fighter(10 + i, b.ap, b.dp, false));
      const { state, result } = play({
        turn: 3, active: 'p1', phase: 'charm', first: 'p1',
        zones: { 'p1-characters': [fighter(1, attacker.ap, attacker.dp, attacker.pierce)], 'p2-characters': blockerSpecs },
        actions: [
          { do: 'charm', cards: ['c1'] },
          ...(blockers.length > 0 ? [{ do: 'block', seat: 'p2', card: 'c1', cards: blockerSpecs.map((b) => b.as) }] : []),
        ],
      });
      expect(result.failures).toEqual([]);
      const [line] = combatLines(state());
      expect(line).toBeDefined();
      if (!line) return;
      const absorbed = line.blockers.reduce((n, b) => n + b.absorbed, 0);
      expect(line.toPlayer).toBeGreaterThanOrEqual(0);
      expect(absorbed + line.toPlayer).toBeLessThanOrEqual(attacker.ap);
      if (blockers.length === 0) expect(line.toPlayer).toBe(attacker.ap);
      else if (!attacker.pierce) expect(line.toPlayer).toBe(0);
      else expect(absorbed + line.toPlayer).toBe(attacker.ap);
      // In order: a blocker absorbs something only when every one before it is full.
      line.blockers.forEach((b, i) => {
        expect(b.absorbed).toBeLessThanOrEqual(b.dp);
        if (b.absorbed > 0) for (const earlier of line.blockers.slice(0, i)) expect(earlier.absorbed).toBe(earlier.dp);
        expect(b.destroyed).toBe(b.absorbed > 0 && b.absorbed >= b.dp);
      });
      expect(line.attackerDamage).toBe(blockers.reduce((n, b) => n + b.ap, 0));
    }), runs(40));
  });
});

describe('Chrono rules module', () => {
  it('reads an empty table and hidden cards without throwing', () => {
    const empty = stateOf(position({}));
    expect(chronoRules.turn(empty)).toBeNull();
    expect(chronoRules.winner(empty)).toBeNull();
    expect(chronoRules.advance(empty).next).toEqual({ turn: 1, active: 'p1', phase: 'start' });
    const hidden = position({ zones: { 'p1-heroine': ['CC-001'], 'p1-deck': [{ card: 'CC-004', count: 30 }] } });
    const state = chronoRules.read({ ...stateOf(hidden).input, identity: () => undefined });
    expect(state.seats.p1.deck.count).toBe(30);
    // The face-down heroine is known to be the heroine by her slot, never by reading her.
    expect([...state.cards.values()].filter((c) => c.heroine)).toHaveLength(1);
    expect(() => chronoRules.tally(state)).not.toThrow();
  });

  it('warns that unspent EP will vanish, and the advance says so', () => {
    const { state } = play({
      turn: 1, active: 'p1', phase: 'main', first: 'p1',
      zones: { 'p1-characters': [{ card: 'CC-008', as: 'martha' }] },
      actions: [{ do: 'check', card: 'martha' }],
    });
    const s = state();
    expect(epPool(s, 'p1')).toBe(2);
    expect(chronoRules.hints(s, 'p1').some((h) => h.ruling === 'CC コストとEP' && h.text.en.includes('vanishes'))).toBe(true);
    expect(chronoRules.advance(s).steps.map((step) => step.id)).toContain('ep-p1');
  });

  it('an item whose host left the field is pointed out with the discard to do', () => {
    const { scenario, state } = play({
      turn: 1, active: 'p1', phase: 'main', first: 'p1',
      zones: { 'p1-characters': [{ card: 'CC-005', as: 'gram', under: [{ card: 'CC-013', as: 'staff' }] }] },
      actions: [{ do: 'flip', card: 'gram' }],
    });
    const hint = chronoRules.hints(state(), 'p1').find((h) => h.ruling === 'CC アイテムカード');
    expect(hint?.actions).toEqual([expect.objectContaining({ type: 'move', args: expect.objectContaining({ id: scenario.refs.idOf('staff') }) })]);
  });

  it('AP/DP changes last for the turn only (値の減少自体はターン終了時に初期化される)', () => {
    const { result } = play({
      turn: 1, active: 'p1', phase: 'main', first: 'p1',
      zones: { 'p1-characters': [{ card: 'CC-005', as: 'gram' }] },
      actions: [
        { do: 'modify', card: 'gram', ap: 2, dp: -1 }, { expect: { cards: { gram: { tally: { stats: '4/2' } } } } },
        { do: 'advance' }, { do: 'advance' }, { expect: { phase: 'end', cards: { gram: { tally: { stats: '4/2' } } } } },
        { do: 'advance' }, { expect: { turn: 2, cards: { gram: { tally: { stats: '2/3' } } } } },
      ],
    });
    expect(result.failures).toEqual([]);
  });
});
