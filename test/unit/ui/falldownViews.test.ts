// What the Falldown panel's views show a player: the draft with its bill (red over the mana), the
// concerns and Lock in; the playback's current step with its controls and a tick per step.
import { describe, expect, it } from 'vitest';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ja } from '../../../src/ui/locales/ja';
import { panelsJa } from '../../../src/ui/locales/panels.ja';
import { assistJa } from '../../../src/ui/locales/assist.ja';
import { en } from '../../../src/ui/locales/en';
import { panelsEn } from '../../../src/ui/locales/panels.en';
import { assistEn } from '../../../src/ui/locales/assist.en';
import { planSchema, type DraftCheck } from '../../../src/rules/falldown';
import { PlanEditor, type PlanEditorProps } from '../../../src/ui/rules/falldown/PlanEditor';
import { Playback } from '../../../src/ui/rules/falldown/Playback';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: 'ja', resources: { ja: { translation: { ...ja, ...panelsJa, ...assistJa } }, en: { translation: { ...en, ...panelsEn, ...assistEn } } }, initAsync: false, interpolation: { escapeValue: false } });
const render = (element: ReactElement) => renderToStaticMarkup(createElement(I18nextProvider, { i18n }, element));
const noop = () => {};

const check = (over: Partial<DraftCheck> = {}): DraftCheck => ({ lines: [], bill: [], cost: 0, mana: 3, verdicts: [], fits: true, ...over });

function editor(props: Partial<PlanEditorProps>): ReactElement {
  return createElement(PlanEditor, {
    lang: 'ja', plan: planSchema.parse({}), check: check(), hand: [], supports: [], pool: [], units: [], attackers: [], targets: [], effects: [], targetsFor: () => [],
    aiming: null, onAim: noop, onChange: noop, onLockIn: noop, busy: false, ...props,
  });
}

describe('the Falldown panel\'s views', () => {
  it('the draft: hand monsters with cost, attack slots per attack, the bill, Lock in', () => {
    const html = render(editor({
      plan: planSchema.parse({ summons: [{ card: 'h1', ref: 'fd-demo:FD-001' }], attacks: [{ unit: 'u1', targets: ['player'] }] }),
      check: check({ lines: ['summon h1 fd-demo:FD-001', 'attack u1 player'], cost: 0, mana: 3 }),
      hand: [{ id: 'h1', ref: 'fd-demo:FD-001', name: 'ほしくずスライム', nameEn: 'Stardust Slime', cost: 0 }],
      attackers: [{ id: 'u1', name: '双剣のコボルト', nameEn: 'Twin-Blade Kobold', attacks: 2, summoned: false, distributor: false }],
      targets: [{ id: 'player', name: 'プレイヤー', nameEn: 'Player' }],
    }));
    for (const text of ['ほしくずスライム', 'コスト0', '双剣のコボルト', '相手プレイヤー', 'コスト 0 / マナ 3', '確定して封印']) expect(html).toContain(text);
    expect(html.match(/data-testid="fd-attack"/g)).toHaveLength(2);
    expect(html).toMatch(/data-testid="fd-summon"[^>]*checked/);
    expect(html).not.toContain('fd-bill over');
  });

  it('a plan over the mana is red and says it would be void; concerns show with their rulings; a plan too long cannot be locked in', () => {
    const html = render(editor({
      check: check({ cost: 5, mana: 2, fits: false, verdicts: [{ level: 'warning', ruling: 'FD-R1', reason: { ja: '召喚したフェイズには攻撃できません', en: 'x' } }] }),
    }));
    expect(html).toContain('fd-bill over');
    expect(html).toContain('全行動が無効');
    expect(html).toContain('FD-R1');
    expect(html).toContain('60行まで');
    expect(html).toMatch(/data-testid="fd-lock-in"[^>]*disabled/);
  });

  it('support cards of the hand: a tick with cost and effect; once used, its targets in order, each removable', () => {
    const shard = { id: 's1', ref: 'fd-demo:FD-101', name: 'ひかりの欠片', nameEn: 'Shard of Light', cost: 0, text: '味方モンスター1体のHPを2回復する。', textEn: 'Heal 2', aim: 'ally' as const };
    const allies = [{ id: 'u1', name: '騎士', nameEn: 'Knight' }, { id: 'u2', name: '修道士', nameEn: 'Monk' }, { id: 'h1', name: 'スライム', nameEn: 'Slime' }];
    const unused = render(editor({ supports: [shard], targetsFor: () => allies }));
    expect(unused).toContain('サポートカード（手札から使用）');
    expect(unused).toContain('HPを2回復');
    expect(unused).not.toContain('fd-support-targets');
    const html = render(editor({
      supports: [shard], targetsFor: (aim) => (aim === 'ally' ? allies : []),
      units: [{ id: 'u1', name: '騎士', nameEn: 'Knight', mine: true }, { id: 'u2', name: '修道士', nameEn: 'Monk', mine: true }],
      plan: planSchema.parse({ supports: [{ card: 's1', ref: shard.ref, targets: ['u2', 'u1'] }] }),
    }));
    expect(html).toMatch(/data-testid="fd-support"[^>]*checked/);
    expect(html).toContain('data-chosen="u2 u1"');
    expect(html).toContain('1. 修道士');
    expect(html).toContain('2. 騎士');
    // A third target may still be added: only the one not chosen yet is offered.
    expect(html).toMatch(/data-testid="fd-support-targets-add"[^]*スライム/);
    expect(html).not.toMatch(/<option value="u1">/);
  });

  it('a distributor with a target gets its spill list; a fast-moving summon is marked; an effect names several targets', () => {
    const html = render(editor({
      lang: 'en',
      plan: planSchema.parse({
        summons: [{ card: 'hawk', ref: 'fd-demo:FD-024' }],
        attacks: [{ unit: 'sal', targets: ['g1'], spill: ['g2'] }],
        effects: [{ card: 'u1', effect: 0, targets: ['g1', 'g2'] }],
      }),
      attackers: [
        { id: 'sal', name: 'サラマンダー', nameEn: 'Salamander', attacks: 1, summoned: false, distributor: true },
        { id: 'hawk', name: '疾風の風読みの鷹', nameEn: 'Gale Hawk', attacks: 1, summoned: true, distributor: false },
      ],
      targets: [{ id: 'player', name: 'プレイヤー', nameEn: 'Player' }, { id: 'g1', name: 'ゴーレム', nameEn: 'Golem' }, { id: 'g2', name: 'コウモリ', nameEn: 'Bat' }, { id: 'g3', name: '狐', nameEn: 'Fox' }],
      units: [{ id: 'u1', name: '双子', nameEn: 'Twins', mine: true }],
      effects: [{ card: 'u1', index: 0, text: '相手のモンスター1体に1ダメージを与える。', textEn: '1 damage to an opposing monster', immediate: true, aim: 'enemy' }],
      targetsFor: (aim) => (aim === 'enemy' ? [{ id: 'g1', name: 'ゴーレム', nameEn: 'Golem' }, { id: 'g2', name: 'コウモリ', nameEn: 'Bat' }] : []),
    }));
    expect(html.match(/data-testid="fd-spill"/g)).toHaveLength(1);
    expect(html).toMatch(/data-testid="fd-spill" data-for="sal" data-chosen="g2"/);
    expect(html).toContain('余剰 →');
    expect(html).toContain('召喚・ファストムーブ');
    expect(html).toMatch(/data-testid="fd-effect-targets" data-for="u1:0" data-chosen="g1 g2"/);
    expect(html).toContain('1. Golem ★');
    expect(html).toContain('選べる最初の対象が使われます');
  });

  it('the playback: the current step with its ruling, Back disabled at the start, a tick per step (unticked ones unchecked)', () => {
    const steps = [
      { reason: { ja: 'P1: コスト 1を支払います', en: 'P1 pays 1' }, ruling: 'FD 7-3', cards: [] },
      { reason: { ja: '「A」が「B」を攻撃: 2ダメージ', en: 'A attacks B: 2 damage' }, ruling: 'FD 11', cards: ['a', 'b'] },
    ];
    const html = render(createElement(Playback, { steps, index: 0, unticked: new Set([1]), playing: false, lang: 'ja', onIndex: noop, onToggle: noop, onPlaying: noop }));
    expect(html).toContain('1 / 2');
    expect(html).toMatch(/data-testid="fd-back"[^>]*disabled/);
    expect(html.match(/data-testid="fd-step-keep"/g)).toHaveLength(2);
    expect(html.match(/data-testid="fd-step-keep"[^>]*checked/g)).toHaveLength(1);
    expect(html).toContain('すべて再生');
  });
});
