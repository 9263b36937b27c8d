// Attacks in the confirmed layer: rule text 5 (keywords), 11 (戦闘システム), FD-R1, R3, R4, R5, R8.
import { describe, expect, it } from 'vitest';
import { after, inGraveyard, ref, resolve, state, stepsWith } from './fixtures';

describe('attacks (rule text 11)', () => {
  it('「攻撃対象の選択」: an attack on a unit deals the attacker\'s AT; on the player, life', () => {
    const s = state({ units: [{ id: 'kobold', number: 'FD-007', owner: 'p1' }, { id: 'slime', number: 'FD-001', owner: 'p2' }, { id: 'knight', number: 'FD-010', owner: 'p2' }] });
    // 双剣のコボルト (AT 2, ダブルアタック): one attack on ほしくずスライム, one on the player.
    const r = resolve(s, { p1: { attacks: [{ unit: 'kobold', targets: ['slime', 'player'] }] } });
    expect(inGraveyard(r, 'p2', 'slime')).toBe(true);
    expect(r.state.life.p2).toBe(28);
  });

  it('「0体指定可」: a monster without a declared attack does nothing', () => {
    const s = state({ units: [{ id: 'kobold', number: 'FD-007', owner: 'p1' }, { id: 'slime', number: 'FD-001', owner: 'p2' }] });
    const r = resolve(s, { p1: {} });
    expect(after(r, 'slime')?.damage).toBe(0);
    expect(r.state.life.p2).toBe(30);
  });

  it('「ダブルアタック／トリプルアタック: それぞれ2回／3回攻撃できる。各回の対象は別々に選べる」', () => {
    const s = state({
      units: [
        { id: 'drake', number: 'FD-019', owner: 'p1' },
        { id: 'a', number: 'FD-001', owner: 'p2' }, { id: 'b', number: 'FD-005', owner: 'p2' }, { id: 'c', number: 'FD-002', owner: 'p2' },
      ],
    });
    // 三つ首の雷竜: three attacks, each on its own target.
    const r = resolve(s, { p1: { attacks: [{ unit: 'drake', targets: ['a', 'b', 'c'] }] } });
    for (const id of ['a', 'b', 'c']) expect(inGraveyard(r, 'p2', id)).toBe(true);
  });

  it('a plain monster attacks once: further targets are ignored and the log says so', () => {
    const s = state({ units: [{ id: 'knight', number: 'FD-010', owner: 'p1' }, { id: 'a', number: 'FD-001', owner: 'p2' }] });
    const r = resolve(s, { p1: { attacks: [{ unit: 'knight', targets: ['player', 'a'] }] } });
    expect(r.state.life.p2).toBe(28);
    expect(inGraveyard(r, 'p2', 'a')).toBe(false);
    expect(stepsWith(r, 'FD 11').some((en) => en.includes('at most 1'))).toBe(true);
  });

  it('FD-R1: a monster summoned this phase cannot attack without fast move', () => {
    const s = state({ hands: { p1: { h: 'FD-010' } }, units: [{ id: 'slime', number: 'FD-001', owner: 'p2' }] });
    const r = resolve(s, { p1: { summons: [{ card: 'h', ref: ref('FD-010') }], attacks: [{ unit: 'h', targets: ['player'] }] } });
    expect(after(r, 'h')).toBeDefined();
    expect(r.state.life.p2).toBe(30);
    expect(stepsWith(r, 'FD-R1')).toHaveLength(1);
  });

  it('「ファストムーブ: 召喚直後でも攻撃に参加できる」', () => {
    const s = state({ hands: { p1: { bat: 'FD-002' } } });
    const r = resolve(s, { p1: { summons: [{ card: 'bat', ref: ref('FD-002') }], attacks: [{ unit: 'bat', targets: ['player'] }] } });
    expect(r.state.life.p2).toBe(29);
  });

  it('a monster summoned this phase cannot be attacked in it: the other side could not target it', () => {
    const s = state({ hands: { p2: { h: 'FD-001' } }, units: [{ id: 'knight', number: 'FD-010', owner: 'p1' }] });
    const r = resolve(s, { p1: { attacks: [{ unit: 'knight', targets: ['h'] }] }, p2: { summons: [{ card: 'h', ref: ref('FD-001') }] } });
    expect(after(r, 'h')?.damage).toBe(0);
    expect(stepsWith(r, 'FD 11').some((en) => en.includes('not on the opposing field'))).toBe(true);
  });
});

describe('taunt and transporter (FD-R4, FD-R8)', () => {
  const field = () =>
    state({
      units: [
        { id: 'kobold', number: 'FD-007', owner: 'p1' },
        { id: 'hawk', number: 'FD-011', owner: 'p1' },
        { id: 'golem', number: 'FD-006', owner: 'p2' },
        { id: 'slime', number: 'FD-001', owner: 'p2' },
      ],
    });

  it('「タウント: 相手は攻撃対象をまずこのユニットに割り当てる」: an attack elsewhere goes to the taunt unit', () => {
    const r = resolve(field(), { p1: { attacks: [{ unit: 'kobold', targets: ['player'] }] } });
    expect(r.state.life.p2).toBe(30);
    expect(after(r, 'golem')?.damage).toBe(2);
    expect(stepsWith(r, 'FD-R4')).toHaveLength(1);
  });

  it('FD-R4: once every taunt unit has an attack, the next attack may go anywhere', () => {
    // ダブルアタック: the first attack covers the golem, so the second may hit the player.
    const r = resolve(field(), { p1: { attacks: [{ unit: 'kobold', targets: ['golem', 'player'] }] } });
    expect(after(r, 'golem')?.damage).toBe(2);
    expect(r.state.life.p2).toBe(28);
    expect(stepsWith(r, 'FD-R4')).toHaveLength(0);
  });

  it('FD-R4: in plan order, the first attack that breaks the rule is the one redirected', () => {
    const r = resolve(field(), { p1: { attacks: [{ unit: 'kobold', targets: ['slime', 'player'] }] } });
    // The first attack (on the slime) goes to the golem; then the golem is covered and the player is hit.
    expect(after(r, 'golem')?.damage).toBe(2);
    expect(inGraveyard(r, 'p2', 'slime')).toBe(false);
    expect(r.state.life.p2).toBe(28);
  });

  it('「トランスポーター: タウントを無視し、プレイヤーへ直接攻撃できる」', () => {
    const r = resolve(field(), { p1: { attacks: [{ unit: 'hawk', targets: ['player'] }] } });
    expect(r.state.life.p2).toBe(27);
    expect(after(r, 'golem')?.damage).toBe(0);
    expect(stepsWith(r, 'FD-R8').some((en) => en.includes('ignores Taunt'))).toBe(true);
  });

  it('FD-R8: without a taunt unit, any monster may attack the player', () => {
    const s = state({ units: [{ id: 'kobold', number: 'FD-007', owner: 'p1' }, { id: 'slime', number: 'FD-001', owner: 'p2' }] });
    const r = resolve(s, { p1: { attacks: [{ unit: 'kobold', targets: ['player', 'player'] }] } });
    expect(r.state.life.p2).toBe(26);
  });

  it('FD-R4: taunt counts only units on the field when the layer starts (a taunt summoned now protects nothing yet)', () => {
    const s = state({ hands: { p2: { wall: 'FD-006' } }, units: [{ id: 'knight', number: 'FD-010', owner: 'p1' }] });
    const r = resolve(s, { p1: { attacks: [{ unit: 'knight', targets: ['player'] }] }, p2: { summons: [{ card: 'wall', ref: ref('FD-006') }] } });
    expect(r.state.life.p2).toBe(28);
  });
});

describe('counter and counter break (rule text 11, FD-R3)', () => {
  it('「カウンター: 攻撃された瞬間、攻撃者に自身のAT分のダメージを与える」', () => {
    const s = state({ units: [{ id: 'kobold', number: 'FD-007', owner: 'p1' }, { id: 'knight', number: 'FD-010', owner: 'p2' }] });
    const r = resolve(s, { p1: { attacks: [{ unit: 'kobold', targets: ['knight'] }] } });
    // はりねずみ騎士 AT 2 back at 双剣のコボルト (HP 2): both fall in the same layer.
    expect(after(r, 'knight')?.damage).toBe(2);
    expect(inGraveyard(r, 'p1', 'kobold')).toBe(true);
  });

  it('FD-R3: a counter is dealt once per attack, even by a unit destroyed in the same layer', () => {
    const s = state({ units: [{ id: 'drake', number: 'FD-019', owner: 'p1' }, { id: 'knight', number: 'FD-010', owner: 'p2' }] });
    // 三つ首の雷竜 attacks はりねずみ騎士 three times: it dies at the first, yet all three counters hit (3 × 2).
    const r = resolve(s, { p1: { attacks: [{ unit: 'drake', targets: ['knight', 'knight', 'knight'] }] } });
    expect(inGraveyard(r, 'p2', 'knight')).toBe(true);
    expect(after(r, 'drake')?.damage).toBe(6);
    expect(stepsWith(r, 'FD-R3')).toHaveLength(3);
  });

  it('「カウンターブレイク持ちの攻撃にはカウンターは無効となる」', () => {
    const s = state({ units: [{ id: 'brawler', number: 'FD-016', owner: 'p1' }, { id: 'knight', number: 'FD-010', owner: 'p2' }] });
    const r = resolve(s, { p1: { attacks: [{ unit: 'brawler', targets: ['knight'] }] } });
    expect(inGraveyard(r, 'p2', 'knight')).toBe(true);
    expect(after(r, 'brawler')?.damage).toBe(0);
  });

  it('FD-R3: attacks on a unit destroyed in the same layer still happen, both sides at once', () => {
    const s = state({ units: [{ id: 'a', number: 'FD-007', owner: 'p1' }, { id: 'b', number: 'FD-007', owner: 'p2' }] });
    const r = resolve(s, { p1: { attacks: [{ unit: 'a', targets: ['b'] }] }, p2: { attacks: [{ unit: 'b', targets: ['a'] }] } });
    expect(inGraveyard(r, 'p1', 'a')).toBe(true);
    expect(inGraveyard(r, 'p2', 'b')).toBe(true);
  });
});

describe('distributor (FD-R5)', () => {
  const s = () =>
    state({
      units: [
        { id: 'sala', number: 'FD-017', owner: 'p1' },
        { id: 'slime', number: 'FD-001', owner: 'p2' },
        { id: 'bat', number: 'FD-002', owner: 'p2' },
        { id: 'knight', number: 'FD-010', owner: 'p2' },
      ],
    });

  it('「ディストリビューター: 余剰ダメージを他ユニットへ再配分できる」: in the plan\'s order, up to each unit\'s HP', () => {
    // AT 5 on ほしくずスライム (HP 1): 4 excess → 1 to きりふきコウモリ (HP 1), 3 to はりねずみ騎士 (HP 3).
    const r = resolve(s(), { p1: { attacks: [{ unit: 'sala', targets: ['slime'], spill: ['bat', 'knight'] }] } });
    for (const id of ['slime', 'bat', 'knight']) expect(inGraveyard(r, 'p2', id)).toBe(true);
    expect(stepsWith(r, 'FD-R5')).toHaveLength(2);
  });

  it('FD-R5: unassigned excess is lost, never dealt to the player', () => {
    const r = resolve(s(), { p1: { attacks: [{ unit: 'sala', targets: ['slime'], spill: ['bat'] }] } });
    expect(inGraveyard(r, 'p2', 'bat')).toBe(true);
    expect(after(r, 'knight')?.damage).toBe(0);
    expect(r.state.life.p2).toBe(30);
    expect(stepsWith(r, 'FD-R5').some((en) => en.includes('3 unassigned excess damage is lost'))).toBe(true);
  });

  it('without distributor, excess damage is simply lost', () => {
    const t = state({ units: [{ id: 'drake', number: 'FD-019', owner: 'p1' }, { id: 'slime', number: 'FD-001', owner: 'p2' }, { id: 'bat', number: 'FD-002', owner: 'p2' }] });
    const r = resolve(t, { p1: { attacks: [{ unit: 'drake', targets: ['slime'], spill: ['bat'] }] } });
    expect(after(r, 'bat')?.damage).toBe(0);
  });
});

describe('advance draw (rule text 5)', () => {
  it('「アドバンスドロー: 攻撃時にカードを1枚引く」: once for the attacking monster', () => {
    const s = state({ units: [{ id: 'pigeon', number: 'FD-005', owner: 'p1' }], decks: { p1: 5 } });
    const r = resolve(s, { p1: { attacks: [{ unit: 'pigeon', targets: ['player'] }] } });
    expect(r.state.decks.p1).toBe(4);
    expect(r.state.hands.p1).toHaveLength(1);
    expect(r.actions).toContainEqual(expect.objectContaining({ type: 'draw', args: { stack: 'deck-p1', count: 1, seat: 'p1' } }));
  });

  it('no attack, no draw; an empty deck draws nothing', () => {
    const s = state({ units: [{ id: 'pigeon', number: 'FD-005', owner: 'p1' }], decks: { p1: 0 } });
    expect(resolve(s, { p1: {} }).state.hands.p1).toHaveLength(0);
    const r = resolve(s, { p1: { attacks: [{ unit: 'pigeon', targets: ['player'] }] } });
    expect(r.state.hands.p1).toHaveLength(0);
    expect(r.actions.some((a) => a.type === 'draw')).toBe(false);
  });
});
