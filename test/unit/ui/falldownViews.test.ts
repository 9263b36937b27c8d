// What the Falldown panel's views show a player: the draft with its bill (red over the mana), the
// concerns and Lock in; the playback's current step with its controls and a tick per step.
import { describe, expect, it } from 'vitest';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ja } from '../../../src/ui/locales/ja';
import { en } from '../../../src/ui/locales/en';
import { planSchema, type DraftCheck } from '../../../src/rules/falldown';
import { PlanEditor, type PlanEditorProps } from '../../../src/ui/rules/falldown/PlanEditor';
import { Playback } from '../../../src/ui/rules/falldown/Playback';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: 'ja', resources: { ja: { translation: ja }, en: { translation: en } }, initAsync: false, interpolation: { escapeValue: false } });
const render = (element: ReactElement) => renderToStaticMarkup(createElement(I18nextProvider, { i18n }, element));
const noop = () => {};

const check = (over: Partial<DraftCheck> = {}): DraftCheck => ({ lines: [], bill: [], cost: 0, mana: 3, verdicts: [], fits: true, ...over });

function editor(props: Partial<PlanEditorProps>): ReactElement {
  return createElement(PlanEditor, {
    lang: 'ja', plan: planSchema.parse({}), check: check(), hand: [], pool: [], units: [], attackers: [], targets: [], effects: [],
    aiming: null, onAim: noop, onChange: noop, onLockIn: noop, busy: false, ...props,
  });
}

describe('the Falldown panel\'s views', () => {
  it('the draft: hand monsters with cost, attack slots per attack, the bill, Lock in', () => {
    const html = render(editor({
      plan: planSchema.parse({ summons: [{ card: 'h1', ref: 'fd-demo:FD-001' }], attacks: [{ unit: 'u1', targets: ['player'] }] }),
      check: check({ lines: ['summon h1 fd-demo:FD-001', 'attack u1 player'], cost: 0, mana: 3 }),
      hand: [{ id: 'h1', ref: 'fd-demo:FD-001', name: 'ほしくずスライム', nameEn: 'Stardust Slime', cost: 0 }],
      attackers: [{ id: 'u1', name: '双剣のコボルト', nameEn: 'Twin-Blade Kobold', attacks: 2, summoned: false }],
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
