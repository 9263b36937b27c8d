// Battle resolution on a real table does not depend on which seat attacks: the same teams, seats
// swapped (and so the far sheet's area numbers), give the same damage, the same losses, the same HP.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../../../src/rules/core/scenario';
import { facingBattleArea } from '../../../../src/cards/nofuture';
import { position } from './helpers';
import { runs } from '../../../propertyRuns';

const CHARACTERS = ['NF-001', 'NF-002', 'NF-003', 'NF-004', 'NF-005', 'NF-008', 'NF-015', 'NF-016', 'NF-017', 'NF-019', 'NF-020', 'NF-021', 'NF-022'];

const slot = fc.option(fc.record({ card: fc.constantFrom(...CHARACTERS), down: fc.boolean(), damage: fc.integer({ min: 0, max: 2 }) }), { nil: null });
const areaArb = fc.record({ attackFront: slot, attackBack: slot, defendFront: slot, defendBack: slot });

type Spec = { card: string; down: boolean; damage: number } | null;

function positionFor(attacker: 'p1' | 'p2', areas: { attackFront: Spec; attackBack: Spec; defendFront: Spec; defendBack: Spec }[]) {
  const defender = attacker === 'p1' ? 'p2' : 'p1';
  const zones: Record<string, unknown[]> = {};
  const put = (zone: string, spec: Spec, alias: string) => {
    if (spec) zones[zone] = [{ card: spec.card, as: alias, down: spec.down, damage: spec.damage }];
  };
  areas.forEach((a, i) => {
    const area = i + 1;
    put(`${attacker}-battle${area}-front`, a.attackFront, `a${area}F`);
    put(`${attacker}-battle${area}-back`, a.attackBack, `a${area}B`);
    put(`${defender}-battle${facingBattleArea(area)}-front`, a.defendFront, `d${area}F`);
    put(`${defender}-battle${facingBattleArea(area)}-back`, a.defendBack, `d${area}B`);
  });
  return position({ turn: 3, active: attacker, phase: 'battle', zones, actions: [{ do: 'resolve' }] });
}

describe('battle on the table', () => {
  it('is the same whichever seat attacks (seats swapped)', () => {
    fc.assert(fc.property(fc.array(areaArb, { minLength: 4, maxLength: 4 }), (areas) => {
      const one = positionFor('p1', areas);
      const other = positionFor('p2', areas);
      const a = runScenario(one);
      const b = runScenario(other);
      expect(a.failures).toEqual([]);
      expect(b.failures).toEqual([]);
      const strip = (zones: Record<string, string[]>) => Object.fromEntries(Object.entries(zones).map(([zone, cards]) => [
        zone.replace(/^p1-/, 'ATT-').replace(/^p2-/, 'DEF-'), cards,
      ]));
      const swap = (zones: Record<string, string[]>) => Object.fromEntries(Object.entries(zones).map(([zone, cards]) => [
        zone.replace(/^p2-/, 'ATT-').replace(/^p1-/, 'DEF-'), cards,
      ]));
      expect(swap(b.state.zones)).toEqual(strip(a.state.zones));
      expect(b.state.counters.p1).toEqual(a.state.counters.p2);
    }), runs(15));
  });
});
