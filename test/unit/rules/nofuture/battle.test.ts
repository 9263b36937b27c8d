// The battle of one area as a pure function (rule text 細かいルール◇戦闘 and the keywords of
// カードの特殊効果), with property tests: swapping the two sides mirrors the result, damage is never
// negative, fight and shoot floor at 0 (NF-R4).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { previewAttack, resolveArea, type Fighter, type Team } from '../../../../src/rules/nofuture';
import { runs } from '../../../propertyRuns';

function fighter(id: string, stats: Partial<Fighter> = {}): Fighter {
  return {
    id, owner: 'p1', fight: 0, shoot: 0, durability: 1, damage: 0, down: false, firstStrike: false, trample: false, drain: false,
    highSpeed: 0, telekinesis: 0, shield: 0, magicCoins: 0, ...stats,
  };
}
const team = (front: Fighter | null, back: Fighter | null = null): Team => ({ front, back });
const area = (attacker: Team | null, defender: Team | null, targets: Record<string, string> = {}) =>
  resolveArea({ area: 1, attacker, defender, telekinesisTargets: new Map(Object.entries(targets)) });

describe('battle of one area', () => {
  it('the rule text example: the defending team takes 5, the attacking team 4, only the attacking front is destroyed', () => {
    // 「防御側チームのキャラクターに５のダメージが、攻撃側チームのキャラクターに４のダメージが与えられ、
    //   攻撃側チームの前列にいるキャラクターのみが破壊される。」
    const out = area(
      team(fighter('aF', { fight: 3, durability: 4 }), fighter('aB', { shoot: 2, durability: 3 })),
      team(fighter('dF', { fight: 2, durability: 6, owner: 'p2' }), fighter('dB', { shoot: 2, durability: 3, owner: 'p2' })),
    );
    expect(out.attack).toEqual({ attacker: 5, defender: 4 });
    expect((out.dealt.get('dF') ?? 0) + (out.dealt.get('dB') ?? 0)).toBe(5);
    expect((out.dealt.get('aF') ?? 0) + (out.dealt.get('aB') ?? 0)).toBe(4);
    expect(out.destroyed).toEqual(['aF']);
    expect(out.playerDamage).toBe(0);
  });

  it('damage beyond the front\'s durability goes to the back (前列の耐久力を超えた分は後列へ)', () => {
    const out = area(team(fighter('a', { fight: 6, durability: 9 })), team(fighter('f', { durability: 2, damage: 1 }), fighter('b', { durability: 9 })));
    expect(out.dealt.get('f')).toBe(1);
    expect(out.dealt.get('b')).toBe(5);
    expect(out.destroyed).toEqual(['f']);
  });

  it('a lone attacking team hits the defending player; a lone defending team does nothing', () => {
    expect(area(team(fighter('a', { fight: 2 }), fighter('b', { shoot: 3 })), null).playerDamage).toBe(5);
    const defenderOnly = area(null, team(fighter('d', { fight: 9 })));
    expect(defenderOnly.playerDamage).toBe(0);
    expect(defenderOnly.dealt.size).toBe(0);
  });

  it('a down character adds no attack (ダウン状態のカードは、戦闘時の攻撃力が０)', () => {
    expect(previewAttack(team(fighter('f', { fight: 4, down: true }), fighter('b', { shoot: 2 })), null)).toBe(2);
    expect(previewAttack(team(fighter('f', { fight: 4 }), fighter('b', { shoot: 2, down: true })), null)).toBe(4);
  });

  it('first strike: the destroyed front adds no fight, the surviving back still shoots (NF-R2)', () => {
    const out = area(
      team(fighter('fs', { fight: 2, durability: 3, firstStrike: true })),
      team(fighter('front', { fight: 5, durability: 1 }), fighter('back', { shoot: 2, durability: 5 })),
    );
    expect(out.destroyed).toEqual(['front']);
    expect(out.dealt.get('fs')).toBe(2);
    expect(out.steps.some((s) => s.ruling === 'NF-R2')).toBe(true);
  });

  it('a defender first-striking team goes first too; a team with no survivor deals nothing (NF-R3)', () => {
    const out = area(team(fighter('a', { fight: 5, durability: 1, trample: false })), team(fighter('d', { fight: 1, durability: 9, firstStrike: true })));
    expect(out.destroyed).toEqual(['a']);
    expect(out.dealt.get('d') ?? 0).toBe(0);
    expect(out.steps.some((s) => s.ruling === 'NF-R3')).toBe(true);
  });

  it('trample counts the remaining durability of the enemy front and back (NF-R1), attacker only', () => {
    const out = area(team(fighter('t', { fight: 9, durability: 9, trample: true })), team(fighter('f', { durability: 3, damage: 1 }), fighter('b', { durability: 2 })));
    expect(out.playerDamage).toBe(9 - (2 + 2));
    const defending = area(team(fighter('a', { fight: 1, durability: 9 })), team(fighter('t', { fight: 9, durability: 9, trample: true })));
    expect(defending.playerDamage).toBe(0);
  });

  it('trample beats first strike that wiped the defenders: only trample reaches the player (NF-R3)', () => {
    const out = area(team(fighter('t', { fight: 5, durability: 2, trample: true, firstStrike: true })), team(fighter('d', { fight: 9, durability: 2 })));
    expect(out.destroyed).toEqual(['d']);
    expect(out.playerDamage).toBe(3);
    expect(out.dealt.get('t') ?? 0).toBe(0);
  });

  it('high-speed combat lowers the enemies\' fight and stacks (NF 5.7)', () => {
    const enemy = team(fighter('f', { highSpeed: 2, durability: 9 }), fighter('b', { highSpeed: 1, durability: 9 }));
    expect(previewAttack(team(fighter('x', { fight: 5 }), fighter('y', { shoot: 1 })), enemy)).toBe(3);
    expect(previewAttack(team(fighter('x', { fight: 2 })), enemy)).toBe(0);
  });

  it('telekinesis hits one enemy first, reduced by its shield (NF 5.13, NF 5.6); the default target is one it would destroy', () => {
    const shielded = area(team(fighter('tk', { telekinesis: 2, durability: 9 })), team(fighter('g', { durability: 9, shield: 2 })), { tk: 'g' });
    expect(shielded.dealt.get('g') ?? 0).toBe(0);
    const picks = area(team(fighter('tk', { telekinesis: 2, durability: 9 })), team(fighter('f', { durability: 5 }), fighter('b', { shoot: 4, durability: 2 })));
    expect(picks.destroyed).toContain('b');
    expect(picks.dealt.get('tk') ?? 0).toBe(0);
  });

  it('magic drain takes the coins of an enemy its team destroyed, the front first, if it survives (NF 5.12)', () => {
    const both = area(
      team(fighter('front', { fight: 3, durability: 9, drain: true }), fighter('back', { shoot: 0, durability: 9, drain: true })),
      team(fighter('victim', { durability: 3, magicCoins: 2 })),
    );
    expect(both.coinMoves).toEqual([{ from: 'victim', to: 'front' }]);
    const frontFalls = area(
      team(fighter('front', { fight: 3, durability: 1, drain: true }), fighter('back', { durability: 9, drain: true })),
      team(fighter('victim', { fight: 1, durability: 3, magicCoins: 2 })),
    );
    expect(frontFalls.coinMoves).toEqual([{ from: 'victim', to: 'back' }]);
    const telekinesisKill = area(team(fighter('d', { telekinesis: 3, drain: true, durability: 9 })), team(fighter('victim', { durability: 3, magicCoins: 1 })));
    expect(telekinesisKill.coinMoves).toEqual([]);
  });

  it('drained coins count from the moment of destruction: after first strike the counter-attack meets them (NF-R9)', () => {
    const out = area(
      team(fighter('eater', { fight: 3, durability: 2, drain: true, firstStrike: true })),
      team(fighter('victim', { fight: 3, durability: 3, magicCoins: 2 }), fighter('gunner', { shoot: 3, durability: 9 })),
    );
    // 2 coins: 2 + 2 durability against the gunner's 3.
    expect(out.destroyed).toEqual(['victim']);
    expect(out.coinMoves).toEqual([{ from: 'victim', to: 'eater' }]);
    expect(out.steps.some((s) => s.ruling === 'NF-R9')).toBe(true);
  });

  it('coins held by an absorber that falls later go on to the enemy absorber that destroyed it (NF-R9)', () => {
    const out = area(
      team(fighter('eater', { fight: 2, durability: 1, drain: true, firstStrike: true })),
      team(fighter('victim', { durability: 2, magicCoins: 1 }), fighter('witch', { shoot: 5, durability: 9, drain: true })),
    );
    expect(out.destroyed).toEqual(['victim', 'eater']);
    expect(out.coinMoves).toEqual([{ from: 'victim', to: 'witch' }, { from: 'eater', to: 'witch' }]);
  });

  it('every absorber destroyed at the same moment: the coins go back to the supply (NF-R9)', () => {
    const out = area(team(fighter('eater', { fight: 3, durability: 2, drain: true })), team(fighter('victim', { fight: 2, durability: 1, magicCoins: 1 })));
    expect(out.destroyed.sort()).toEqual(['eater', 'victim']);
    expect(out.coinMoves).toEqual([]);
    expect(out.steps.some((s) => s.ruling === 'NF-R9')).toBe(true);
  });

  it('a telekinesis aimed at a card outside the area does nothing, not another target (NF-R10)', () => {
    const out = area(team(fighter('tk', { telekinesis: 3, durability: 9 })), team(fighter('f', { durability: 3 })), { tk: 'elsewhere' });
    expect(out.dealt.get('f') ?? 0).toBe(0);
    expect(out.steps.some((s) => s.ruling === 'NF-R10')).toBe(true);
  });

  it('damage beyond the back character\'s remaining durability is lost (NF-R7)', () => {
    const out = area(team(fighter('a', { fight: 9, durability: 9 })), team(fighter('f', { durability: 2, damage: 1 }), fighter('b', { durability: 3 })));
    expect(out.dealt.get('f')).toBe(1);
    expect(out.dealt.get('b')).toBe(3);
    expect(out.playerDamage).toBe(0);
    expect(out.steps.some((s) => s.ruling === 'NF-R7')).toBe(true);
  });
});

// ---- properties --------------------------------------------------------------------------------------

const stat = fc.integer({ min: -3, max: 9 });
const fighterArb = (id: string, opts: { trample?: boolean } = {}) => fc.record({
  fight: stat, shoot: stat, durability: fc.integer({ min: 0, max: 9 }), damage: fc.integer({ min: 0, max: 4 }),
  down: fc.boolean(), firstStrike: fc.boolean(), trample: opts.trample === false ? fc.constant(false) : fc.boolean(), drain: fc.boolean(),
  highSpeed: fc.integer({ min: 0, max: 3 }), telekinesis: fc.integer({ min: 0, max: 3 }), shield: fc.integer({ min: 0, max: 3 }),
  magicCoins: fc.integer({ min: 0, max: 3 }),
}).map((s) => fighter(id, s));
const teamArb = (side: string, opts: { trample?: boolean } = {}) => fc.record({
  front: fc.option(fighterArb(`${side}F`, opts), { nil: null }),
  back: fc.option(fighterArb(`${side}B`, opts), { nil: null }),
});

describe('battle properties', () => {
  it('is symmetric when the two sides swap: each character takes the same damage, the same fall (no trample)', () => {
    // Only a battle between two teams is symmetric: a lone attacking team hits the player, a lone defender does nothing.
    const present = (t: Team) => t.front !== null || t.back !== null;
    fc.assert(fc.property(teamArb('x', { trample: false }).filter(present), teamArb('y', { trample: false }).filter(present), (x, y) => {
      const one = area(x, y);
      const other = area(y, x);
      expect(Object.fromEntries(one.dealt)).toEqual(Object.fromEntries(other.dealt));
      expect([...one.destroyed].sort()).toEqual([...other.destroyed].sort());
      expect(one.attack).toEqual({ attacker: other.attack.defender, defender: other.attack.attacker });
    }), runs(300));
  });

  it('never deals negative damage, to characters or to the player', () => {
    fc.assert(fc.property(fc.option(teamArb('a'), { nil: null }), fc.option(teamArb('d'), { nil: null }), (a, d) => {
      const out = area(a, d);
      for (const value of out.dealt.values()) expect(value).toBeGreaterThanOrEqual(0);
      expect(out.playerDamage).toBeGreaterThanOrEqual(0);
    }), runs(300));
  });

  it('fight and shoot floor at 0 after every modifier (NF-R4)', () => {
    fc.assert(fc.property(teamArb('a'), teamArb('d'), (a, d) => {
      const slow = [d.front, d.back].reduce((sum, f) => sum + (f && f.damage < f.durability ? f.highSpeed : 0), 0);
      const alive = (f: Fighter | null) => f !== null && f.damage < f.durability && !f.down;
      const expected = (alive(a.front) ? Math.max(0, a.front!.fight - slow) : 0) + (alive(a.back) ? Math.max(0, a.back!.shoot) : 0);
      const attack = previewAttack(a, d.front || d.back ? d : null);
      expect(attack).toBeGreaterThanOrEqual(0);
      expect(attack).toBe(d.front || d.back ? expected : (alive(a.front) ? Math.max(0, a.front!.fight) : 0) + (alive(a.back) ? Math.max(0, a.back!.shoot) : 0));
    }), runs(300));
  });

  it('a character is destroyed exactly when its damage reaches its durability (NF-R6)', () => {
    fc.assert(fc.property(teamArb('a'), teamArb('d'), (a, d) => {
      const out = area(a, d);
      for (const f of [a.front, a.back, d.front, d.back]) {
        // A drain character's durability may rise mid-battle with the coins it absorbs (NF-R9).
        if (!f || f.damage >= f.durability || f.drain) continue;
        const total = f.damage + (out.dealt.get(f.id) ?? 0);
        expect(out.destroyed.includes(f.id)).toBe(total >= f.durability);
      }
    }), runs(300));
  });
});
