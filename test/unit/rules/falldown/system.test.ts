// System cards (rule text 3, 12 and the printed list): mana cast (FD-R10), every class change and
// every action.
import { describe, expect, it } from 'vitest';
import { after, inGraveyard, ref, resolve, state, stepsWith, sys } from './fixtures';

describe('mana cast (FD-R10)', () => {
  it('「[自身]の[マナ]を[1][ポイント][回復]させる」: +1, arriving after payment', () => {
    const s = state({ mana: { p1: 0 } });
    const r = resolve(s, { p1: { system: [{ card: sys('マナキャスト') }] } });
    expect(r.state.mana.p1).toBe(1);
    expect(stepsWith(r, 'FD-R10')).toHaveLength(1);
  });

  it('its +1 cannot pay for anything in its own phase: 0 mana + cast cannot summon a cost-1 monster', () => {
    const s = state({ mana: { p1: 0 }, hands: { p1: { bat: 'FD-002' } } });
    const r = resolve(s, { p1: { system: [{ card: sys('マナキャスト') }], summons: [{ card: 'bat', ref: ref('FD-002') }] } });
    expect(after(r, 'bat')).toBeUndefined();
    // The side could not pay, so even the mana cast is void (rule text 7-3 (1)).
    expect(r.state.mana.p1).toBe(0);
  });

  it('「1フェイズに1回まで」 and 「この[カード]は[消費]しない」: once per player, and both players may use it', () => {
    const s = state({ mana: { p1: 2, p2: 0 } });
    const cast = { card: sys('マナキャスト') };
    const r = resolve(s, { p1: { system: [cast, cast] }, p2: { system: [cast] } });
    expect(r.state.mana).toEqual({ p1: 3, p2: 1 });
    expect(r.actions.some((a) => a.type === 'move' && String(a.args['id']).startsWith('sys-'))).toBe(false);
  });
});

describe('class changes (rule text 12: 「対象モンスターにキーワードとアクションを恒久的に付与する」)', () => {
  it('クラスチェンジ:ナイト grants タウント and アクション:ディフェンス, shown as a counter on the card', () => {
    const s = state({ units: [{ id: 'golem', number: 'FD-001', owner: 'p2' }, { id: 'kobold', number: 'FD-007', owner: 'p1' }] });
    const r = resolve(s, { p2: { system: [{ card: sys('ナイト'), target: 'golem' }] } });
    expect(after(r, 'golem')?.classChanges).toEqual(['クラスチェンジ:ナイト']);
    expect(r.actions).toContainEqual(expect.objectContaining({ type: 'create', args: { object: expect.objectContaining({ kind: 'counter', label: 'クラスチェンジ:ナイト', value: 1 }) } }));
    // Permanent: next phase the unit has taunt, and the plain attack on the player goes to it.
    const next = { ...r.state, phase: 4 };
    const r2 = resolve(next, { p1: { attacks: [{ unit: 'kobold', targets: ['player'] }] } });
    expect(stepsWith(r2, 'FD-R4')).toHaveLength(1);
  });

  it('FD-R16: a class change\'s keywords count from the next layer (ナイト\'s taunt does not redirect this layer\'s attacks)', () => {
    const s = state({ units: [{ id: 'wall', number: 'FD-001', owner: 'p2' }, { id: 'kobold', number: 'FD-007', owner: 'p1' }] });
    const r = resolve(s, { p1: { attacks: [{ unit: 'kobold', targets: ['player'] }] }, p2: { system: [{ card: sys('ナイト'), target: 'wall' }] } });
    expect(inGraveyard(r, 'p2', 'wall')).toBe(false);
    expect(r.state.life.p2).toBe(28);
    expect(stepsWith(r, 'FD-R16')).toHaveLength(1);
    expect(stepsWith(r, 'FD-R4')).toHaveLength(0);
  });

  it('FD-R16: a granted action still works in the same plan, a granted counter does not', () => {
    const s = state({ units: [{ id: 'monk', number: 'FD-005', owner: 'p2' }, { id: 'kobold', number: 'FD-007', owner: 'p1' }] });
    const r = resolve(s, { p1: { attacks: [{ unit: 'kobold', targets: ['player'] }] }, p2: { system: [{ card: sys('モンク'), target: 'monk' }, { card: sys('チャクラ'), user: 'monk' }] } });
    expect(after(r, 'monk')?.until.chakra).toBe(4);
    const fresh = state({ units: [{ id: 'monk', number: 'FD-029', owner: 'p2' }, { id: 'kobold', number: 'FD-007', owner: 'p1' }] });
    const r2 = resolve(fresh, { p1: { attacks: [{ unit: 'kobold', targets: ['monk'] }] }, p2: { system: [{ card: sys('モンク'), target: 'monk' }] } });
    expect(after(r2, 'kobold')?.damage).toBe(0);
  });

  it('クラスチェンジ:メイジ grants ポイズン and マジックボルト, usable in the same plan', () => {
    const s = state({ units: [{ id: 'mage', number: 'FD-005', owner: 'p1' }, { id: 'knight', number: 'FD-010', owner: 'p2' }] });
    const r = resolve(s, { p1: { system: [{ card: sys('メイジ'), target: 'mage' }, { card: sys('マジックボルト'), user: 'mage', target: 'knight' }] } });
    expect(after(r, 'knight')?.damage).toBe(2);
    expect(r.state.mana.p1).toBe(10 - 2 - 1);
  });

  it('クラスチェンジ:ビショップ grants リジェネ (+1 HP at phase end) and ヒール', () => {
    const s = state({ units: [{ id: 'u', number: 'FD-010', owner: 'p1', damage: 2 }] });
    const r = resolve(s, { p1: { system: [{ card: sys('ビショップ'), target: 'u' }] } });
    expect(after(r, 'u')?.damage).toBe(1);
  });

  it('クラスチェンジ:アーチャー grants カウンターブレイク and トランスポーター', () => {
    const s = state({ units: [{ id: 'u', number: 'FD-007', owner: 'p1', classChanges: ['アーチャー'] }, { id: 'wall', number: 'FD-014', owner: 'p2' }] });
    const r = resolve(s, { p1: { attacks: [{ unit: 'u', targets: ['player', 'wall'] }] } });
    expect(r.state.life.p2).toBe(28);
    expect(after(r, 'wall')?.damage).toBe(2);
    expect(after(r, 'u')?.damage).toBe(0);
  });

  it('クラスチェンジ:ガンナー grants ディストリビューター', () => {
    const s = state({ units: [{ id: 'u', number: 'FD-019', owner: 'p1', classChanges: ['ガンナー'] }, { id: 'a', number: 'FD-001', owner: 'p2' }, { id: 'b', number: 'FD-002', owner: 'p2' }] });
    const r = resolve(s, { p1: { attacks: [{ unit: 'u', targets: ['a'], spill: ['b'] }] } });
    expect(inGraveyard(r, 'p2', 'b')).toBe(true);
  });

  it('クラスチェンジ:モンク grants カウンター and チャクラ', () => {
    const s = state({ units: [{ id: 'monk', number: 'FD-005', owner: 'p2', classChanges: ['モンク'] }, { id: 'kobold', number: 'FD-007', owner: 'p1' }] });
    const r = resolve(s, { p1: { attacks: [{ unit: 'kobold', targets: ['monk'] }] } });
    expect(after(r, 'kobold')?.damage).toBe(1);
  });

  it('クラスチェンジ:アイテムマスター grants アドバンスドロー and エクスチェンジ', () => {
    const s = state({ units: [{ id: 'u', number: 'FD-010', owner: 'p1', classChanges: ['アイテムマスター'] }], decks: { p1: 3 } });
    const r = resolve(s, { p1: { attacks: [{ unit: 'u', targets: ['player'] }] } });
    expect(r.state.decks.p1).toBe(2);
  });

  it('クラスチェンジ:バード grants アドバンスドロー (from the next layer, FD-R16) and パフォーマンス (at once)', () => {
    const s = state({ units: [{ id: 'u', number: 'FD-010', owner: 'p1' }], decks: { p1: 3 } });
    const r = resolve(s, { p1: { system: [{ card: sys('バード'), target: 'u' }, { card: sys('パフォーマンス'), user: 'u' }], attacks: [{ unit: 'u', targets: ['player'] }] } });
    expect(r.state.life.p2).toBe(27);
    expect(r.state.decks.p1).toBe(3);
    const r2 = resolve({ ...r.state, phase: 4 }, { p1: { attacks: [{ unit: 'u', targets: ['player'] }] } });
    expect(r2.state.decks.p1).toBe(2);
  });

  it('クラスチェンジ:サイキック grants トランスポーター and テレポート', () => {
    const s = state({ units: [{ id: 'u', number: 'FD-010', owner: 'p1', classChanges: ['サイキック'] }, { id: 'wall', number: 'FD-006', owner: 'p2' }] });
    const r = resolve(s, { p1: { attacks: [{ unit: 'u', targets: ['player'] }] } });
    expect(r.state.life.p2).toBe(28);
  });

  it('クラスチェンジ:シャーマン grants エレメントスター and アドエレメント', () => {
    const s = state({ units: [{ id: 'shaman', number: 'FD-005', owner: 'p1' }, { id: 'ally', number: 'FD-010', owner: 'p1' }] });
    const r = resolve(s, { p1: { system: [{ card: sys('シャーマン'), target: 'shaman' }, { card: sys('アドエレメント'), user: 'shaman', target: 'ally' }] } });
    expect(after(r, 'ally')?.until.elemental).toBe(4);
  });

  it('クラスチェンジ:アサシン grants ファストムーブ from the next layer (FD-R16): a monster summoned with it does not attack that phase', () => {
    const s = state({ hands: { p1: { h: 'FD-010' } } });
    const r = resolve(s, { p1: { summons: [{ card: 'h', ref: ref('FD-010') }], system: [{ card: sys('アサシン'), target: 'h' }], attacks: [{ unit: 'h', targets: ['player'] }] } });
    expect(r.state.life.p2).toBe(30);
    expect(r.state.mana.p1).toBe(10 - 3 - 3);
    expect(stepsWith(r, 'FD-R16').length).toBeGreaterThan(0);
    expect(after(r, 'h')?.classChanges).toEqual(['クラスチェンジ:アサシン']);
  });

  it('a class change may go on any monster, the opponent\'s too (「任意のモンスター」)', () => {
    const s = state({ units: [{ id: 'theirs', number: 'FD-001', owner: 'p2' }] });
    const r = resolve(s, { p1: { system: [{ card: sys('アサシン'), target: 'theirs' }] } });
    expect(after(r, 'theirs')?.classChanges).toEqual(['クラスチェンジ:アサシン']);
  });

  it('without a valid target a class change has no effect, but its cost is paid', () => {
    const s = state();
    const r = resolve(s, { p1: { system: [{ card: sys('ナイト'), target: 'nobody' }] } });
    expect(r.state.mana.p1).toBe(8);
    expect(stepsWith(r, 'FD 12').some((en) => en.includes('no effect'))).toBe(true);
  });
});

describe('actions (rule text 12: 「付与されたモンスターがコストを支払い、1フェイズに1回発動できる」)', () => {
  it('an action needs a monster of one\'s own that has it', () => {
    const s = state({ units: [{ id: 'plain', number: 'FD-010', owner: 'p1' }, { id: 'theirs', number: 'FD-010', owner: 'p2', classChanges: ['メイジ'] }] });
    const r = resolve(s, { p1: { system: [{ card: sys('マジックボルト'), user: 'plain', target: 'theirs' }, { card: sys('マジックボルト'), user: 'theirs', target: 'plain' }] } });
    expect(after(r, 'theirs')?.damage).toBe(0);
    expect(after(r, 'plain')?.damage).toBe(0);
  });

  it('FD-R10, FD-R13: once per phase per monster (the extra declaration is unpaid and not resolved); two monsters with it may each use it', () => {
    const s = state({
      units: [
        { id: 'm1', number: 'FD-010', owner: 'p1', classChanges: ['メイジ'] },
        { id: 'm2', number: 'FD-010', owner: 'p1', classChanges: ['メイジ'] },
        { id: 'target', number: 'FD-014', owner: 'p2' },
      ],
    });
    const bolt = (user: string) => ({ card: sys('マジックボルト'), user, target: 'target' });
    const r = resolve(s, { p1: { system: [bolt('m1'), bolt('m1'), bolt('m2')] } });
    expect(after(r, 'target')?.damage).toBe(4);
    expect(stepsWith(r, 'FD-R13')).toHaveLength(1);
    // Each use once: the repeated one is not paid either.
    expect(r.state.mana.p1).toBe(8);
  });

  it('アクション:ディフェンス: 「ダメージを受ける時にそのダメージを1減少」 until the end of the next phase', () => {
    const s = state({ units: [{ id: 'knight', number: 'FD-005', owner: 'p2', classChanges: ['ナイト'] }, { id: 'kobold', number: 'FD-007', owner: 'p1' }] });
    s.units[0]!.stats = { ...s.units[0]!.stats, hp: 5 };
    const r = resolve(s, { p1: { attacks: [{ unit: 'kobold', targets: ['knight', 'knight'] }] }, p2: { system: [{ card: sys('ディフェンス'), user: 'knight' }] } });
    // Two attacks of 2, each 1 less.
    expect(after(r, 'knight')?.damage).toBe(2);
    expect(after(r, 'knight')?.until.defense).toBe(4);
    expect(r.actions).toContainEqual(expect.objectContaining({ type: 'create', args: { object: expect.objectContaining({ label: 'ディフェンス〜', value: 4 }) } }));
    // Still in force in phase 4; gone after it.
    const r2 = resolve({ ...r.state, phase: 4 }, { p1: { attacks: [{ unit: 'kobold', targets: ['knight'] }] } });
    expect(after(r2, 'knight')?.damage).toBe(3);
    expect(after(r2, 'knight')?.until.defense).toBe(0);
  });

  it('アクション:ポイズン: 「毒状態のモンスターはフェイズ終了時に1ポイントのダメージを受ける」 — this phase end and every later one', () => {
    const s = state({ units: [{ id: 'mage', number: 'FD-005', owner: 'p1', classChanges: ['メイジ'] }, { id: 'knight', number: 'FD-010', owner: 'p2' }] });
    const r = resolve(s, { p1: { system: [{ card: sys('ポイズン'), user: 'mage', target: 'knight' }] } });
    expect(after(r, 'knight')).toMatchObject({ poison: true, damage: 1 });
    const r2 = resolve({ ...r.state, phase: 4 }, {});
    expect(after(r2, 'knight')?.damage).toBe(2);
  });

  it('アクション:マジックボルト: 2 damage to any monster', () => {
    const s = state({ units: [{ id: 'mage', number: 'FD-005', owner: 'p1', classChanges: ['メイジ'] }, { id: 'knight', number: 'FD-010', owner: 'p2' }] });
    const r = resolve(s, { p1: { system: [{ card: sys('マジックボルト'), user: 'mage', target: 'knight' }] } });
    expect(after(r, 'knight')?.damage).toBe(2);
  });

  it('アクション:ヒール: +2 HP to any monster', () => {
    const s = state({ units: [{ id: 'b', number: 'FD-005', owner: 'p1', classChanges: ['ビショップ'] }, { id: 'hurt', number: 'FD-014', owner: 'p1', damage: 4 }] });
    const r = resolve(s, { p1: { system: [{ card: sys('ヒール'), user: 'b', target: 'hurt' }] } });
    expect(after(r, 'hurt')?.damage).toBe(2);
  });

  it('アクション:チャクラ: +2 AT to the monster that used it, until the end of the next phase', () => {
    const s = state({ units: [{ id: 'monk', number: 'FD-010', owner: 'p1', classChanges: ['モンク'] }] });
    const r = resolve(s, { p1: { system: [{ card: sys('チャクラ'), user: 'monk' }], attacks: [{ unit: 'monk', targets: ['player'] }] } });
    expect(r.state.life.p2).toBe(26);
    const r2 = resolve({ ...r.state, phase: 4 }, { p1: { attacks: [{ unit: 'monk', targets: ['player'] }] } });
    expect(r2.state.life.p2).toBe(22);
    const r3 = resolve({ ...r2.state, phase: 5 }, { p1: { attacks: [{ unit: 'monk', targets: ['player'] }] } });
    expect(r3.state.life.p2).toBe(20);
  });

  it('アクション:エクスチェンジ: draw 1, then discard 1 (the card the plan names)', () => {
    const s = state({ units: [{ id: 'im', number: 'FD-010', owner: 'p1', classChanges: ['アイテムマスター'] }], hands: { p1: { old: 'FD-001' } }, decks: { p1: 3 } });
    const r = resolve(s, { p1: { system: [{ card: sys('エクスチェンジ'), user: 'im', discard: 'old' }] } });
    expect(r.state.hands.p1).toHaveLength(1);
    expect(inGraveyard(r, 'p1', 'old')).toBe(true);
    expect(r.state.mana.p1).toBe(10);
    expect(r.actions.map((a) => a.type)).toEqual(expect.arrayContaining(['draw', 'move']));
  });

  it('アクション:パフォーマンス: allied monsters get +1 AT until the end of the phase', () => {
    const s = state({ units: [{ id: 'bard', number: 'FD-005', owner: 'p1', classChanges: ['バード'] }, { id: 'ally', number: 'FD-010', owner: 'p1' }] });
    const r = resolve(s, { p1: { system: [{ card: sys('パフォーマンス'), user: 'bard' }], attacks: [{ unit: 'ally', targets: ['player'] }] } });
    expect(r.state.life.p2).toBe(27);
    const r2 = resolve({ ...r.state, phase: 4 }, { p1: { attacks: [{ unit: 'ally', targets: ['player'] }] } });
    expect(r2.state.life.p2).toBe(25);
  });

  it('アクション:テレポート: 「味方モンスターを1体まで手札に戻す」 — never an opposing one', () => {
    const s = state({ units: [{ id: 'p', number: 'FD-005', owner: 'p1', classChanges: ['サイキック'] }, { id: 'ally', number: 'FD-010', owner: 'p1', damage: 2 }, { id: 'foe', number: 'FD-010', owner: 'p2' }] });
    const home = resolve(s, { p1: { system: [{ card: sys('テレポート'), user: 'p', target: 'ally' }] } });
    expect(home.state.hands.p1.map((c) => c.id)).toEqual(['ally']);
    expect(home.actions).toContainEqual(expect.objectContaining({ type: 'delete' }));
    const theirs = resolve(s, { p1: { system: [{ card: sys('テレポート'), user: 'p', target: 'foe' }] } });
    expect(after(theirs, 'foe')).toBeDefined();
  });

  it('アクション:エレメントスター: allied エレメンタル monsters get +1 HP until the end of the phase', () => {
    // みずたまりの精 (HP 3, エレメンタル) takes 3: with +1 HP it lives; the bonus then ends without killing it.
    const s = state({ units: [{ id: 'sh', number: 'FD-005', owner: 'p2', classChanges: ['シャーマン'] }, { id: 'sprite', number: 'FD-008', owner: 'p2' }, { id: 'a', number: 'FD-019', owner: 'p1' }] });
    s.units[1]!.stats = { ...s.units[1]!.stats, keywords: [{ keyword: 'エレメンタル' }] };
    s.units[2]!.stats = { ...s.units[2]!.stats, at: 3 };
    const r = resolve(s, { p1: { attacks: [{ unit: 'a', targets: ['sprite'] }] }, p2: { system: [{ card: sys('エレメントスター'), user: 'sh' }] } });
    expect(after(r, 'sprite')?.damage).toBe(2);
    const without = resolve(s, { p1: { attacks: [{ unit: 'a', targets: ['sprite'] }] } });
    expect(inGraveyard(without, 'p2', 'sprite')).toBe(true);
  });

  it('アクション:アドエレメント: 「この[アクション]を[発動]した[モンスター][以外]」 — never the user itself', () => {
    const s = state({ units: [{ id: 'sh', number: 'FD-005', owner: 'p1', classChanges: ['シャーマン'] }] });
    const r = resolve(s, { p1: { system: [{ card: sys('アドエレメント'), user: 'sh', target: 'sh' }] } });
    expect(after(r, 'sh')?.until.elemental).toBe(0);
  });
});
