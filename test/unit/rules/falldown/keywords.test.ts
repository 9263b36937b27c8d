// Keywords of rule text 5 not covered by combat.test.ts, prefixes (rule text 13) and the phase-end
// layer (rule text 7-3 (4), FD-R6).
import { describe, expect, it } from 'vitest';
import { after, inGraveyard, paradoxes, ref, resolve, state, stepsWith, sys } from './fixtures';

describe('regen and poison at phase end (FD-R6)', () => {
  it('「リジェネ: フェイズ終了時にHPを1回復する」', () => {
    const s = state({ units: [{ id: 'sprite', number: 'FD-008', owner: 'p1', damage: 2 }] });
    expect(after(resolve(s), 'sprite')?.damage).toBe(1);
  });

  it('FD-R6: poison and regen at the same phase end: a poisoned regen unit nets 0', () => {
    const s = state({ units: [{ id: 'sprite', number: 'FD-008', owner: 'p1', damage: 1, poison: true }] });
    const r = resolve(s);
    expect(after(r, 'sprite')).toMatchObject({ damage: 1, poison: true });
    expect(stepsWith(r, 'FD-R6')).toHaveLength(2);
  });

  it('FD-R6 with rule text 8: a 1-HP poisoned regen unit takes lethal damage and healing at once — heal paradox, it stays', () => {
    const s = state({ units: [{ id: 'sprite', number: 'FD-008', owner: 'p1', damage: 2, poison: true }] });
    const r = resolve(s);
    expect(after(r, 'sprite')?.damage).toBe(2);
    expect(paradoxes(r, 'p1')).toEqual([ref('FD-008')]);
  });

  it('poison alone destroys a unit at 1 HP at phase end', () => {
    const s = state({ units: [{ id: 'slime', number: 'FD-001', owner: 'p2', poison: true }], decks: { p2: 4 } });
    const r = resolve(s);
    expect(inGraveyard(r, 'p2', 'slime')).toBe(true);
    // Its 破壊時 effect still happens after the phase-end layer.
    expect(r.state.decks.p2).toBe(3);
  });

  it('「フェイズ終了時」 effects of cards happen in the same layer (ほころび修道士: 味方モンスター1体のHPを1回復)', () => {
    const s = state({ units: [{ id: 'friar', number: 'FD-013', owner: 'p1' }, { id: 'a', number: 'FD-014', owner: 'p1', damage: 3 }, { id: 'b', number: 'FD-010', owner: 'p1', damage: 1 }] });
    // Declared target.
    expect(after(resolve(s, { p1: { effects: [{ card: 'friar', effect: 0, targets: ['b'] }] } }), 'b')?.damage).toBe(0);
    // No target declared: the most damaged ally, and the log says it was a default.
    const r = resolve(s, { p1: {} });
    expect(after(r, 'a')?.damage).toBe(2);
    expect(stepsWith(r, 'FD 7-2')).toHaveLength(1);
  });

  it('rule text 9 「マナ: …上限はなく、フェイズ間で持ち越し可能」', () => {
    const s = state({ mana: { p1: 120 } });
    expect(resolve(s, { p1: { system: [{ card: sys('マナキャスト') }] } }).state.mana.p1).toBe(121);
  });

  it('rule text 7-3 (4) 「残ったマナは次フェイズへ持ち越される」', () => {
    const s = state({ mana: { p1: 7 }, hands: { p1: { h: 'FD-007' } } });
    expect(resolve(s, { p1: { summons: [{ card: 'h', ref: ref('FD-007') }] } }).state.mana.p1).toBe(5);
  });
});

describe('ancient (rule text 5 「エンシェント: 除去効果を受けない」)', () => {
  const s = () =>
    state({
      units: [
        { id: 'elder', number: 'FD-015', owner: 'p2' },
        { id: 'mage', number: 'FD-005', owner: 'p1', classChanges: ['メイジ'] },
        { id: 'drake', number: 'FD-019', owner: 'p1' },
      ],
    });

  it('removal effects (damage, poison, return by an effect) do nothing to it', () => {
    const bolt = resolve(s(), { p1: { system: [{ card: sys('マジックボルト'), user: 'mage', target: 'elder' }] } });
    expect(after(bolt, 'elder')?.damage).toBe(0);
    expect(stepsWith(bolt, 'FD 5').length).toBeGreaterThan(0);
    const poison = resolve(s(), { p1: { system: [{ card: sys('ポイズン'), user: 'mage', target: 'elder' }] } });
    expect(after(poison, 'elder')?.poison).toBe(false);
  });

  it('attacks are not removal: they damage it as usual', () => {
    const r = resolve(s(), { p1: { attacks: [{ unit: 'drake', targets: ['elder'] }] } });
    // 4 damage, then regen +1 at phase end.
    expect(after(r, 'elder')?.damage).toBe(3);
  });

  it('an ancient unit cannot be teleported home either', () => {
    const t = state({ units: [{ id: 'elder', number: 'FD-015', owner: 'p1' }, { id: 'p', number: 'FD-005', owner: 'p1', classChanges: ['サイキック'] }] });
    const r = resolve(t, { p1: { system: [{ card: sys('テレポート'), user: 'p', target: 'elder' }] } });
    expect(after(r, 'elder')).toBeDefined();
  });
});

describe('elemental (the trait アドエレメント grants)', () => {
  it('a printed エレメンタル monster gets エレメントスター\'s +1 HP; a plain one does not', () => {
    const s = state({ units: [{ id: 'sh', number: 'FD-005', owner: 'p1', classChanges: ['シャーマン'] }, { id: 'sala', number: 'FD-017', owner: 'p1' }, { id: 'knight', number: 'FD-010', owner: 'p1' }] });
    const r = resolve(s, { p1: { system: [{ card: sys('エレメントスター'), user: 'sh' }] } });
    const step = r.steps.find((x) => x.reason.en.startsWith('Element Star'));
    expect(step?.cards).toContain('sala');
    expect(step?.cards).not.toContain('knight');
  });
});

describe('prefixes (rule text 13)', () => {
  it('「軽量な: COSTが1減少。副作用としてHP-1、AT-1」', () => {
    const s = state({ mana: { p1: 1 }, hands: { p1: { h: 'FD-022' } } });
    const r = resolve(s, { p1: { summons: [{ card: 'h', ref: ref('FD-022') }] } });
    expect(after(r, 'h')?.stats).toMatchObject({ cost: 1, hp: 3, at: 0 });
    expect(after(r, 'h')?.name).toBe('軽量な石垣のゴーレム');
    expect(r.state.mana.p1).toBe(0);
    expect(stepsWith(r, 'FD 13')).toHaveLength(1);
  });

  it('「連撃の: ダブルアタックを得る。数値変動なし」', () => {
    const s = state({ units: [{ id: 'u', number: 'FD-023', owner: 'p1' }] });
    const r = resolve(s, { p1: { attacks: [{ unit: 'u', targets: ['player', 'player'] }] } });
    expect(r.state.life.p2).toBe(26);
  });

  it('「疾風の: ファストムーブを得る。副作用としてHP-1」', () => {
    const s = state({ hands: { p1: { h: 'FD-024' } } });
    const r = resolve(s, { p1: { summons: [{ card: 'h', ref: ref('FD-024') }], attacks: [{ unit: 'h', targets: ['player'] }] } });
    expect(after(r, 'h')?.stats.hp).toBe(1);
    expect(r.state.life.p2).toBe(27);
  });
});
