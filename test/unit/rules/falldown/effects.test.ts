// Card effects and the layer they resolve in (rule text 7-3 (2)(3), 10), and the effect phrases the
// engine reads.
import { describe, expect, it } from 'vitest';
import { effectOp } from '../../../../src/rules/falldown/effect-text';
import { after, inGraveyard, ref, resolve, state, stepsWith } from './fixtures';

const layerOf = (steps: { reason: { en: string } }[], text: string): string | undefined => {
  let layer: string | undefined;
  for (const step of steps) {
    const header = /^\((\d)\)/.exec(step.reason.en);
    if (header) layer = header[1];
    if (step.reason.en.includes(text)) return layer;
  }
  return undefined;
};

describe('effect phrases', () => {
  it.each([
    ['カードを1枚引く。', { op: 'draw', count: 1 }],
    ['相手のモンスター1体に1ダメージを与える。', { op: 'damage', amount: 1, target: 'enemy' }],
    ['味方モンスター1体のHPを2回復する。', { op: 'heal', amount: 2, target: 'ally' }],
    ['攻撃対象のモンスターを毒状態にする。', { op: 'poison', target: 'attacked' }],
    ['このモンスターを手札に戻す。', { op: 'return', target: 'self' }],
    ['自分のマナを1増やす。', { op: 'mana', amount: 1 }],
    ['サポートカード「ひかりの欠片」を1枚手札に加える。', { op: 'support', to: 'hand', name: 'ひかりの欠片', count: 1 }],
    ['自分の墓地のパラドクスカード1枚につき、このモンスターのATを1増やす。', { op: 'at-per-paradox', amount: 1 }],
    ['相手プレイヤーに２ダメージを与える。', { op: 'player-damage', amount: 2 }],
    ['場の空気を読む。', { op: 'manual' }],
  ])('%s', (text, op) => {
    expect(effectOp(text)).toEqual(op);
  });
});

describe('own-choice effects resolve in the confirmed layer (7-3 (2))', () => {
  it('召喚時: ランタン小僧 puts its support card into the hand', () => {
    const s = state({ hands: { p1: { imp: 'FD-003' } } });
    const r = resolve(s, { p1: { summons: [{ card: 'imp', ref: ref('FD-003') }] } });
    expect(r.state.hands.p1.map((c) => c.ref)).toEqual([ref('FD-101')]);
    expect(r.actions).toContainEqual(expect.objectContaining({ type: 'create', args: { object: expect.objectContaining({ kind: 'card', ref: ref('FD-101'), owner: 'p1' }) } }));
    expect(layerOf(r.steps, 'Shard of Light')).toBe('2');
  });

  it('召喚時: 祈りの双子 shuffles its support card into the deck', () => {
    const s = state({ hands: { p1: { twins: 'FD-018' } }, decks: { p1: 10 } });
    const r = resolve(s, { p1: { summons: [{ card: 'twins', ref: ref('FD-018') }] } });
    expect(r.state.decks.p1).toBe(11);
    expect(r.actions.map((a) => a.type)).toEqual(expect.arrayContaining(['create', 'shuffle']));
  });

  it('召喚時 with a declared target: こもれびの妖精 heals the ally the plan names', () => {
    const s = state({ hands: { p1: { fairy: 'FD-028' } }, units: [{ id: 'a', number: 'FD-014', owner: 'p1', damage: 3 }, { id: 'b', number: 'FD-010', owner: 'p1', damage: 2 }] });
    const r = resolve(s, { p1: { summons: [{ card: 'fairy', ref: ref('FD-028') }], effects: [{ card: 'fairy', effect: 0, targets: ['b'] }] } });
    expect(after(r, 'b')?.damage).toBe(1);
    expect(after(r, 'a')?.damage).toBe(3);
  });

  it('攻撃時: すなかけネズミ poisons the monster it attacks', () => {
    const s = state({ units: [{ id: 'rat', number: 'FD-004', owner: 'p1' }, { id: 'knight', number: 'FD-014', owner: 'p2' }] });
    const r = resolve(s, { p1: { attacks: [{ unit: 'rat', targets: ['knight'] }] } });
    // 1 from the attack, 1 from poison at phase end; the counter hits back for 2.
    expect(after(r, 'knight')).toMatchObject({ poison: true, damage: 2 });
    expect(inGraveyard(r, 'p1', 'rat')).toBe(true);
  });

  it('使用時: a support card from the hand (ひかりの欠片) heals an ally and goes to the graveyard', () => {
    const s = state({ hands: { p1: { shard: 'FD-101' } }, units: [{ id: 'a', number: 'FD-014', owner: 'p1', damage: 3 }] });
    const r = resolve(s, { p1: { supports: [{ card: 'shard', ref: ref('FD-101'), targets: ['a'] }] } });
    expect(after(r, 'a')?.damage).toBe(1);
    expect(inGraveyard(r, 'p1', 'shard')).toBe(true);
    expect(r.actions).toContainEqual(expect.objectContaining({ type: 'move', args: expect.objectContaining({ id: 'shard' }) }));
  });

  it('an effect the engine cannot read is named as one to resolve by hand', () => {
    const s = state({ units: [{ id: 'x', number: 'FD-010', owner: 'p1' }] });
    s.units[0]!.effects = [{ trigger: 'phase-end', choice: 'none', text: '場の空気を読む。', textEn: 'Read the room.' }];
    const r = resolve(s);
    expect(r.steps.some((step) => step.reason.en.includes('resolve it by hand') && step.cards.includes('x'))).toBe(true);
  });
});

describe('opponent-choice effects resolve in the unconfirmed layer (7-3 (3))', () => {
  it('被攻撃時 (相手の選択): ひび割れの盾兵 gains 1 mana after the confirmed layer', () => {
    const s = state({ mana: { p2: 0 }, units: [{ id: 'kobold', number: 'FD-007', owner: 'p1' }, { id: 'shield', number: 'FD-029', owner: 'p2' }] });
    const r = resolve(s, { p1: { attacks: [{ unit: 'kobold', targets: ['shield', 'shield'] }] } });
    // Once per phase for the attacked monster, even though it was destroyed at the same time.
    expect(inGraveyard(r, 'p2', 'shield')).toBe(true);
    expect(r.state.mana.p2).toBe(1);
    expect(layerOf(r.steps, 'Gain 1 mana')).toBe('3');
  });

  it('破壊時: ほしくずスライム draws a card for its owner', () => {
    const s = state({ decks: { p2: 3 }, units: [{ id: 'kobold', number: 'FD-007', owner: 'p1' }, { id: 'slime', number: 'FD-001', owner: 'p2' }] });
    const r = resolve(s, { p1: { attacks: [{ unit: 'kobold', targets: ['slime'] }] } });
    expect(r.state.hands.p2).toHaveLength(1);
    expect(layerOf(r.steps, 'Draw 1 card')).toBe('3');
  });

  it('破壊時 without a declared target: the engine picks one with the phase seed, the same every time, and says so', () => {
    const s = state({
      units: [
        { id: 'brawler', number: 'FD-016', owner: 'p1' }, { id: 'x', number: 'FD-014', owner: 'p1' }, { id: 'y', number: 'FD-010', owner: 'p1' },
        { id: 'fox', number: 'FD-009', owner: 'p2' },
      ],
    });
    const plans = { p1: { attacks: [{ unit: 'brawler', targets: ['fox'] }] } };
    const r = resolve(s, plans);
    const hit = ['brawler', 'x', 'y'].filter((id) => (after(r, id)?.damage ?? 0) > 0);
    expect(hit).toHaveLength(1);
    expect(stepsWith(r, 'FD 7-2')).toHaveLength(1);
    expect(resolve(s, plans).hash).toBe(r.hash);
  });

  it('a chain: a unit destroyed by a 破壊時 effect fires its own in the next round', () => {
    const s = state({
      decks: { p1: 5 },
      units: [{ id: 'brawler', number: 'FD-016', owner: 'p1' }, { id: 'slime', number: 'FD-001', owner: 'p1' }, { id: 'fox', number: 'FD-009', owner: 'p2' }],
    });
    const r = resolve(s, { p1: { attacks: [{ unit: 'brawler', targets: ['fox'] }] }, p2: { effects: [{ card: 'fox', effect: 1, targets: ['slime'] }] } });
    expect(inGraveyard(r, 'p1', 'slime')).toBe(true);
    expect(r.state.hands.p1).toHaveLength(1);
  });
});
