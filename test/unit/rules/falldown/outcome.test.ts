// Winning and sudden death: rule text 2, 14 and FD-R7.
import { describe, expect, it } from 'vitest';
import { falldownModule } from '../../../../src/rules/falldown/module';
import { resolve, state, stepsWith } from './fixtures';

const duel = (life: { p1: number; p2: number }) =>
  state({
    life,
    units: [
      { id: 'a', number: 'FD-011', owner: 'p1' },
      { id: 'b', number: 'FD-011', owner: 'p2' },
      { id: 'sprite', number: 'FD-008', owner: 'p2', damage: 1 },
    ],
  });

describe('the end of the game (rule text 14)', () => {
  it('「いずれかのライフが0: その瞬間、当該プレイヤーは敗北」 — the rest of the phase does not happen', () => {
    const r = resolve(duel({ p1: 30, p2: 3 }), { p1: { attacks: [{ unit: 'a', targets: ['player'] }] } });
    expect(r.winner).toBe('p1');
    expect(stepsWith(r, 'FD 14')).toHaveLength(2);
    // No phase-end layer: the regen unit is not healed.
    expect(r.state.units.find((u) => u.id === 'sprite')?.damage).toBe(1);
    expect(falldownModule.winner(r.state)).toMatchObject({ winner: 'p1', ruling: 'FD 14' });
  });

  it('FD-R7: life is not clamped at 0', () => {
    const r = resolve(duel({ p1: 30, p2: 1 }), { p1: { attacks: [{ unit: 'a', targets: ['player'] }] } });
    expect(r.state.life.p2).toBe(-2);
  });

  it('「両者が同一フェイズでライフ0: サドンデス・フェイズを追加」 — both set to 0, no winner yet', () => {
    const r = resolve(duel({ p1: 2, p2: 3 }), { p1: { attacks: [{ unit: 'a', targets: ['player'] }] }, p2: { attacks: [{ unit: 'b', targets: ['player'] }] } });
    expect(r.state.life).toEqual({ p1: 0, p2: 0 });
    expect(r.winner).toBeNull();
    expect(r.suddenDeath).toBe(true);
    expect(stepsWith(r, 'FD-R7')).toHaveLength(1);
    expect(falldownModule.winner(r.state)).toBeNull();
  });

  it('sudden death: 「ライフ差が生じた瞬間に勝敗を決定する」 — the higher total wins', () => {
    const s = duel({ p1: 0, p2: 0 });
    s.units[1]!.stats = { ...s.units[1]!.stats, at: 2 };
    const r = resolve(s, { p1: { attacks: [{ unit: 'a', targets: ['player'] }] }, p2: { attacks: [{ unit: 'b', targets: ['player'] }] } });
    expect(r.state.life).toEqual({ p1: -2, p2: -3 });
    expect(r.winner).toBe('p1');
    expect(falldownModule.winner(r.state)).toMatchObject({ winner: 'p1', ruling: 'FD-R7' });
  });

  it('sudden death: equal totals after a layer go back to 0 and the game goes on', () => {
    const r = resolve(duel({ p1: 0, p2: 0 }), { p1: { attacks: [{ unit: 'a', targets: ['player'] }] }, p2: { attacks: [{ unit: 'b', targets: ['player'] }] } });
    expect(r.state.life).toEqual({ p1: 0, p2: 0 });
    expect(r.winner).toBeNull();
    expect(r.suddenDeath).toBe(true);
  });
});
