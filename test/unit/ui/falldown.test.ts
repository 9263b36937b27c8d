// The Falldown overlay's geometry, what it draws for a draft and for a playback step, and a plan in words.
import { describe, expect, it } from 'vitest';
import { planSchema, type Step } from '../../../src/rules/falldown';
import { arrowEnds, arrowPath, nearest, similarity } from '../../../src/ui/rules/falldown/geometry';
import { draftOverlay, stepOverlay, type OverlayPlaces } from '../../../src/ui/rules/falldown/overlayModel';
import { describePlan } from '../../../src/ui/rules/falldown/planText';

const texts = { player: 'Player', toGraveyard: 'to the graveyard', life: (d: number) => `Life ${d}` };

describe('overlay geometry', () => {
  it('similarity maps two known points exactly, and others by the same zoom, pan and turn', () => {
    // The far seat's view: half size, turned 180°, shifted.
    const map = similarity({ x: 0, y: 0 }, { x: 500, y: 400 }, { x: 100, y: 0 }, { x: 450, y: 400 });
    expect(map).not.toBeNull();
    const at = map!({ x: 0, y: 100 });
    expect(at.x).toBeCloseTo(500);
    expect(at.y).toBeCloseTo(350);
    expect(similarity({ x: 1, y: 1 }, { x: 0, y: 0 }, { x: 1, y: 1 }, { x: 5, y: 5 })).toBeNull();
  });

  it('nearest takes the closest target within the radius, or none', () => {
    const targets = [{ id: 'a', at: { x: 0, y: 0 } }, { id: 'b', at: { x: 50, y: 0 } }];
    expect(nearest(targets, { x: 40, y: 5 }, 90)?.id).toBe('b');
    expect(nearest(targets, { x: 400, y: 400 }, 90)).toBeNull();
  });

  it('arrows stop short of both cards and bend', () => {
    const ends = arrowEnds({ x: 0, y: 0 }, { x: 100, y: 0 }, 20);
    expect(ends).toEqual({ from: { x: 20, y: 0 }, to: { x: 80, y: 0 } });
    expect(arrowPath(ends.from, ends.to)).toMatch(/^M 20 0 Q 50 \S+ 80 0$/);
  });
});

const places: OverlayPlaces = {
  anchor: (id) => ({ k: { x: 100, y: 500 }, g: { x: 300, y: 100 } } as Record<string, { x: number; y: number }>)[id] ?? null,
  player: (seat) => (seat === 'p2' ? { x: 400, y: 50 } : { x: 400, y: 650 }),
  graveyard: (seat) => (seat === 'p2' ? { x: 20, y: 80 } : { x: 780, y: 600 }),
  owner: (id) => (id === 'g' ? 'p2' : id === 'k' ? 'p1' : null),
};

describe('what the overlay draws', () => {
  it('a draft: one arrow per declared attack (to a unit or the player), a handle per attacker on screen, the drop targets', () => {
    const plan = planSchema.parse({ attacks: [{ unit: 'k', targets: ['g', 'player'] }] });
    const attackers = [{ id: 'k', name: 'K', nameEn: 'K', attacks: 2, summoned: false, distributor: false }, { id: 'hidden', name: 'H', nameEn: 'H', attacks: 1, summoned: true, distributor: false }];
    const targets = [{ id: 'player', name: 'プレイヤー', nameEn: 'Player' }, { id: 'g', name: 'G', nameEn: 'G' }];
    const drawn = draftOverlay(plan, 'p2', attackers, targets, places, texts);
    expect(drawn.arrows.map((a) => [a.to, a.label])).toEqual([[{ x: 300, y: 100 }, '1'], [{ x: 400, y: 50 }, '2']]);
    expect(drawn.handles.map((h) => h.id)).toEqual(['k']);
    expect(drawn.targets.map((t) => [t.id, t.label])).toEqual([['player', 'Player'], ['g', 'G']]);
  });

  it('a fast-moving summon is aimed from the slot it will take (FD-R1); a distributor\'s spill is drawn in order', () => {
    const withSlot: OverlayPlaces = { ...places, slot: (id) => (id === 'hawk' ? { x: 250, y: 480 } : null), scale: 0.5 };
    const plan = planSchema.parse({
      summons: [{ card: 'hawk', ref: 'fd-demo:FD-024' }],
      attacks: [{ unit: 'hawk', targets: ['player'] }, { unit: 'k', targets: ['g'], spill: ['g2', 'g'] }],
    });
    const attackers = [{ id: 'k', name: 'K', nameEn: 'K', attacks: 1, summoned: false, distributor: true }, { id: 'hawk', name: 'H', nameEn: 'H', attacks: 1, summoned: true, distributor: false }];
    const targets = [{ id: 'player', name: 'P', nameEn: 'P' }, { id: 'g', name: 'G', nameEn: 'G' }];
    const extra: OverlayPlaces = { ...withSlot, anchor: (id) => (id === 'g2' ? { x: 350, y: 110 } : withSlot.anchor(id)) };
    const drawn = draftOverlay(plan, 'p2', attackers, targets, extra, { ...texts, spill: (n) => `excess ${n}`, summon: 'to summon' }, [{ id: 'hawk', name: 'Hawk' }]);
    expect(drawn.handles.map((h) => [h.id, h.at])).toEqual([['k', { x: 100, y: 460 }], ['hawk', { x: 250, y: 440 }]]);
    expect(drawn.arrows.map((a) => [a.key, a.kind, a.from, a.label])).toEqual([
      ['hawk:0', 'plan', { x: 250, y: 480 }, undefined],
      ['k:0', 'plan', { x: 100, y: 500 }, undefined],
      ['k:s0', 'spill', { x: 100, y: 500 }, 'excess 1'],
      ['k:s1', 'spill', { x: 100, y: 500 }, 'excess 2'],
    ]);
    expect(drawn.ghosts).toEqual([{ id: 'hawk', at: { x: 250, y: 480 }, w: 56, h: 78, label: 'Hawk', note: 'to summon' }]);
    // During playback the summon's attack starts at its slot too.
    const step: Step = { reason: { ja: '', en: '' }, cards: ['hawk'], visual: { kind: 'attack', from: 'hawk', to: 'player:p2', amount: 3 } };
    expect(stepOverlay(step, 0, withSlot, texts).arrows[0]?.from).toEqual({ x: 250, y: 480 });
  });

  it('a playback step: the attack arrow and its damage; a destroyed unit\'s way to its graveyard; a life change', () => {
    const step = (visual: Step['visual'], cards: string[] = []): Step => ({ reason: { ja: '', en: '' }, cards, ...(visual ? { visual } : {}) });
    const attack = stepOverlay(step({ kind: 'attack', from: 'k', to: 'player:p2', amount: 3 }, ['k']), 4, places, texts);
    expect(attack.arrows).toEqual([{ key: 's4', from: { x: 100, y: 500 }, to: { x: 400, y: 50 }, kind: 'attack' }]);
    expect(attack.numbers.map((n) => n.text)).toEqual(['−3']);
    expect(attack.rings).toHaveLength(1);
    const dead = stepOverlay(step({ kind: 'hp', unit: 'g', delta: -2, destroyed: true }), 5, places, texts);
    expect(dead.numbers.map((n) => n.kind)).toEqual(['damage', 'destroyed']);
    expect(dead.arrows[0]).toMatchObject({ kind: 'grave', to: { x: 20, y: 80 } });
    expect(stepOverlay(step({ kind: 'life', seat: 'p1', delta: -4 }), 6, places, texts).numbers[0]?.text).toBe('Life -4');
    expect(stepOverlay(undefined, 0, places, texts)).toEqual({ arrows: [], numbers: [], rings: [] });
  });
});

describe('a plan in words', () => {
  it('summons by their revealed card, attacks by unit and target, system cards with user and target', () => {
    const plan = planSchema.parse({
      summons: [{ card: 'c1', ref: 'fd-demo:FD-001' }],
      system: [{ card: 'sys', user: 'k', target: 'c1' }],
      attacks: [{ unit: 'k', targets: ['g', 'player'] }],
    });
    const names = { card: (id: string) => ({ k: '騎士', g: 'ゴーレム', sys: 'ヒール' } as Record<string, string>)[id] ?? '?', ref: () => 'スライム', player: '相手プレイヤー' };
    expect(describePlan(plan, names, 'ja')).toEqual([
      '召喚: スライム', 'システム: ヒール 使用者 騎士 対象 スライム', '攻撃: 騎士 → ゴーレム / 相手プレイヤー',
    ]);
  });

  it('support cards with their targets, an exchange\'s discard, a distributor\'s spill, an effect with several targets', () => {
    const plan = planSchema.parse({
      summons: [{ card: 'c1', ref: 'fd-demo:FD-001' }],
      supports: [{ card: 's1', ref: 'fd-demo:FD-101', targets: ['k', 'c1'] }],
      system: [{ card: 'ex', user: 'k', discard: 'h9' }],
      attacks: [{ unit: 'k', targets: ['g'], spill: ['g2'] }],
      effects: [{ card: 'c1', effect: 0, targets: ['g', 'g2'] }],
    });
    const names = { card: (id: string) => ({ k: 'Knight', g: 'Golem', g2: 'Bat', ex: 'Exchange', h9: 'Fox' } as Record<string, string>)[id] ?? '?', ref: (r: string) => (r.endsWith('101') ? 'Shard' : 'Slime'), player: 'Player' };
    expect(describePlan(plan, names, 'en')).toEqual([
      'Summon: Slime', 'Use: Shard → Knight, Slime', 'System: Exchange by Knight discarding Fox', 'Attack: Knight → Golem (excess → Bat)', 'Effect: Slime #1 → Golem, Bat',
    ]);
  });
});
