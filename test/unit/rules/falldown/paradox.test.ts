// Damage and healing summed per unit (rule text 11 「ダメージ計算: 確定レイヤーで攻撃と回復を同時処理する」,
// FD-R2) and the two paradoxes of rule text 8 (FD-R9).
import { describe, expect, it } from 'vitest';
import { after, inGraveyard, paradoxes, ref, resolve, state, stepsWith, sys } from './fixtures';

describe('damage and healing at once (FD-R2)', () => {
  const board = () =>
    state({
      units: [
        { id: 'kobold', number: 'FD-007', owner: 'p1' },
        { id: 'knight', number: 'FD-010', owner: 'p2', damage: 0 },
        { id: 'priest', number: 'FD-005', owner: 'p2', classChanges: ['ビショップ'] },
      ],
    });

  it('final HP = HP − damage + heal: 3 − 4 + 2 = 1, the unit stays', () => {
    const r = resolve(board(), {
      p1: { attacks: [{ unit: 'kobold', targets: ['knight', 'knight'] }] },
      p2: { system: [{ card: sys('ヒール'), user: 'priest', target: 'knight' }] },
    });
    expect(after(r, 'knight')?.damage).toBe(2);
    expect(stepsWith(r, 'FD-R2').some((en) => en.includes('HP 3 − damage 4 + heal 2 = 1'))).toBe(true);
  });

  it('「回復パラドクス」: lethal damage and healing at the same time with a positive final HP — the real card stays, a paradox copy goes to the graveyard', () => {
    const r = resolve(board(), {
      p1: { attacks: [{ unit: 'kobold', targets: ['knight', 'knight'] }] },
      p2: { system: [{ card: sys('ヒール'), user: 'priest', target: 'knight' }] },
    });
    expect(after(r, 'knight')).toBeDefined();
    expect(paradoxes(r, 'p2')).toEqual([ref('FD-010')]);
    const copy = r.state.graveyards.p2.find((c) => c.paradox);
    expect(copy?.id).toMatch(/^px/);
    expect(r.actions).toContainEqual(expect.objectContaining({ type: 'create', args: { object: expect.objectContaining({ id: copy?.id, kind: 'card', ref: ref('FD-010'), faceUp: true }) } }));
  });

  it('healing is capped at the printed HP', () => {
    const s = board();
    s.units[1]!.damage = 1;
    const r = resolve(s, { p2: { system: [{ card: sys('ヒール'), user: 'priest', target: 'knight' }] } });
    expect(after(r, 'knight')?.damage).toBe(0);
    expect(paradoxes(r, 'p2')).toEqual([]);
  });

  it('final HP ≤ 0 destroys the unit, healing or not: 3 − 8 + 2 = −3 (the healer, destroyed at the same time, still heals)', () => {
    const s = state({
      units: [
        { id: 'drake', number: 'FD-019', owner: 'p1' },
        { id: 'knight', number: 'FD-010', owner: 'p2' },
        { id: 'priest', number: 'FD-005', owner: 'p2', classChanges: ['ビショップ'] },
      ],
    });
    s.units[0]!.stats = { ...s.units[0]!.stats, keywords: [{ keyword: 'トリプルアタック' }, { keyword: 'カウンターブレイク' }] };
    const r = resolve(s, {
      p1: { attacks: [{ unit: 'drake', targets: ['priest', 'knight', 'knight'] }] },
      p2: { system: [{ card: sys('ヒール'), user: 'priest', target: 'knight' }] },
    });
    expect(inGraveyard(r, 'p2', 'knight')).toBe(true);
    expect(paradoxes(r, 'p2')).toEqual([]);
  });

  it('回復パラドクス: 「破壊トリガーはその配置時に発動する」 — the copy\'s on-destruction effect fires', () => {
    // ほしくずスライム (HP 1, 破壊時: カードを1枚引く) takes 1 and is healed 2 at once.
    const s = state({
      units: [
        { id: 'bat', number: 'FD-002', owner: 'p1' },
        { id: 'slime', number: 'FD-001', owner: 'p2' },
        { id: 'priest', number: 'FD-005', owner: 'p2', classChanges: ['ビショップ'] },
      ],
      decks: { p2: 5 },
    });
    const r = resolve(s, {
      p1: { attacks: [{ unit: 'bat', targets: ['slime'] }] },
      p2: { system: [{ card: sys('ヒール'), user: 'priest', target: 'slime' }] },
    });
    expect(after(r, 'slime')?.damage).toBe(0);
    expect(paradoxes(r, 'p2')).toEqual([ref('FD-001')]);
    expect(r.state.hands.p2).toHaveLength(1);
    expect(r.state.decks.p2).toBe(4);
  });
});

describe('hand paradox (rule text 8, FD-R9)', () => {
  it('「手札パラドクス」: a monster declared to return to the hand (テレポート) and destroyed in the same phase goes to the hand; a paradox copy goes to the graveyard and its destruction trigger fires', () => {
    // 鏡うつしの狐 (破壊時: 相手のモンスター1体に1ダメージ) is teleported home by its own side while destroyed.
    const s = state({
      units: [
        { id: 'brawler', number: 'FD-016', owner: 'p1' },
        { id: 'fox', number: 'FD-009', owner: 'p2' },
        { id: 'psychic', number: 'FD-005', owner: 'p2', classChanges: ['サイキック'] },
      ],
    });
    const r = resolve(s, {
      p1: { attacks: [{ unit: 'brawler', targets: ['fox'] }] },
      p2: { system: [{ card: sys('テレポート'), user: 'psychic', target: 'fox' }], effects: [{ card: 'fox', effect: 1, targets: ['brawler'] }] },
    });
    expect(after(r, 'fox')).toBeUndefined();
    expect(r.state.hands.p2.map((c) => c.id)).toContain('fox');
    expect(paradoxes(r, 'p2')).toEqual([ref('FD-009')]);
    expect(inGraveyard(r, 'p2', 'fox')).toBe(false);
    // The paradox copy's 破壊時 effect: 1 damage to 鎖砕きの闘士, in the unconfirmed layer.
    expect(after(r, 'brawler')?.damage).toBe(1);
    expect(stepsWith(r, 'FD-R9').length).toBeGreaterThan(0);
    expect(r.actions).toContainEqual(expect.objectContaining({ type: 'move', args: expect.objectContaining({ id: 'fox' }) }));
  });

  it('発生条件「即時トリガーで手札に戻る宣言をしたカードが、同一フェイズ中に破壊も確定した場合」', () => {
    const s = state({ units: [{ id: 'brawler', number: 'FD-016', owner: 'p1' }, { id: 'fox', number: 'FD-009', owner: 'p2' }] });
    const r = resolve(s, {
      p1: { attacks: [{ unit: 'brawler', targets: ['fox'] }] },
      p2: { effects: [{ card: 'fox', effect: 0 }] },
    });
    expect(r.state.hands.p2.map((c) => c.id)).toEqual(['fox']);
    expect(paradoxes(r, 'p2')).toEqual([ref('FD-009')]);
  });

  it('a return without a destruction is a plain return: no paradox', () => {
    const s = state({ units: [{ id: 'fox', number: 'FD-009', owner: 'p2', damage: 2 }] });
    const r = resolve(s, { p2: { effects: [{ card: 'fox', effect: 0 }] } });
    expect(r.state.hands.p2.map((c) => c.id)).toEqual(['fox']);
    expect(paradoxes(r, 'p2')).toEqual([]);
    // The card leaves the field with its counters.
    expect(after(r, 'fox')).toBeUndefined();
  });

  it('an 即時 effect happens only when declared in the plan', () => {
    const s = state({ units: [{ id: 'fox', number: 'FD-009', owner: 'p2' }] });
    expect(after(resolve(s, { p2: {} }), 'fox')).toBeDefined();
  });

  it('paradox cards live in the graveyard and count for 墓守りの灯籠 (+1 AT each)', () => {
    const s = state({
      units: [{ id: 'lantern', number: 'FD-012', owner: 'p1' }],
      graveyards: { p1: [{ id: 'px1', number: 'FD-001', paradox: true }, { id: 'px2', number: 'FD-009', paradox: true }, { id: 'dead', number: 'FD-002' }] },
    });
    const r = resolve(s, { p1: { attacks: [{ unit: 'lantern', targets: ['player'] }] } });
    expect(r.state.life.p2).toBe(27);
  });
});
