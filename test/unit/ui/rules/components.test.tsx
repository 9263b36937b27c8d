// What the assist's panels show a player: the verdict with its ruling and the three choices, the
// tallies per seat, hints that quiet mode hides, and the winner with the deciding rule.
import { describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ja } from '../../../../src/ui/locales/ja';
import { panelsJa } from '../../../../src/ui/locales/panels.ja';
import { VerdictPopover } from '../../../../src/ui/rules/VerdictPopover';
import { TallyBoard } from '../../../../src/ui/rules/TallyBoard';
import { HintPanel } from '../../../../src/ui/rules/HintPanel';
import { WinnerBanner } from '../../../../src/ui/rules/WinnerBanner';
import { PhaseBar } from '../../../../src/ui/rules/PhaseBar';
import { PHASES } from '../../../../src/rules/nofuture';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: 'ja', resources: { ja: { translation: { ...ja, ...panelsJa } } }, initAsync: false, interpolation: { escapeValue: false } });
const render = (element: ReactElement) => renderToStaticMarkup(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
const noop = () => {};

describe('the assist\'s panels', () => {
  it('the popover names the ruling and the reason, and offers Undo, Allow and the follow-up', () => {
    const html = render(
      <VerdictPopover
        popover={{
          card: 'c1', seat: 'p1', key: 'sortie:c1', level: 'illegal',
          verdicts: [{ level: 'illegal', ruling: 'NF 4.1', reason: { ja: 'ダウン状態のキャラクターは出撃できません', en: 'a down character cannot sortie' } }],
          followUp: { actions: [{ type: 'tap', args: { ids: ['c1'] }, seat: 'p1', reason: { ja: 'ダウン状態にする', en: 'turn it down' }, ruling: 'NF 4.2' }], events: [] },
        }}
        at={{ x: 100, y: 100 }} lang="ja" onUndo={noop} onAllow={noop} onApply={noop} onClose={noop}
      />,
    );
    for (const text of ['ルール違反', 'NF 4.1', 'ダウン状態のキャラクターは出撃できません', '元に戻す', '許可', '適用', 'ダウン状態にする']) expect(html).toContain(text);
    expect(html).toContain('data-level="illegal"');
  });

  it('a follow-up alone offers Apply without Undo or Allow', () => {
    const html = render(
      <VerdictPopover
        popover={{ card: 'c1', seat: 'p1', key: 'play:c1', level: 'ok', verdicts: [], followUp: { actions: [{ type: 'move', args: { id: 'c1', x: 0, y: 0 }, seat: 'p1', reason: { ja: 'コストを支払う', en: 'pay' } }], events: [] } }}
        at={null} lang="ja" onUndo={noop} onAllow={noop} onApply={noop} onClose={noop}
      />,
    );
    expect(html).toContain('適用');
    expect(html).not.toContain('元に戻す');
    expect(html).not.toContain('許可');
  });

  it('the tallies show each seat\'s HP, energy by colour and team attack', () => {
    const html = render(<TallyBoard lang="ja" figures={[
      { id: 'p1.hp', label: { ja: 'P1 HP', en: 'P1 HP' }, value: 17, seat: 'p1' },
      { id: 'p1.energy.unused.blue', label: { ja: '', en: '' }, value: 3, seat: 'p1' },
      { id: 'p1.energy.used.red', label: { ja: '', en: '' }, value: 2, seat: 'p1' },
      { id: 'attack.p1.area2', label: { ja: '', en: '' }, value: 5, seat: 'p1' },
      { id: 'damage.c9', label: { ja: '魔獣ガルム ダメージ', en: 'damage' }, value: 2, seat: 'p2', card: 'c9' },
    ]} />);
    expect(html).toContain('HP 17');
    expect(html).toMatch(/使用前<\/th><td class="blue">3<\/td><td class="red">0<\/td>/);
    expect(html).toMatch(/使用後<\/th><td class="blue">0<\/td><td class="red">2<\/td>/);
    expect(html).toContain('エリア2 攻撃力 <b>5</b>');
    expect(html).toContain('魔獣ガルム ダメージ <b>2</b>');
  });

  it('hints explain the phase with their rulings; quiet hides them', () => {
    const props = {
      phase: PHASES.find((p) => p.id === 'preparation'), lang: 'ja' as const, ms: 3.2, onQuiet: noop, onApply: noop,
      hints: [{ text: { ja: '虚無帝国兵ゼロをプレイできます', en: 'you can play Zero' }, ruling: 'NF 4.2' }],
    };
    const loud = render(<HintPanel {...props} quiet={false} />);
    expect(loud).toContain('準備フェイズ');
    expect(loud).toContain('虚無帝国兵ゼロをプレイできます');
    expect(loud).toContain('NF 4.2');
    const quiet = render(<HintPanel {...props} quiet />);
    expect(quiet).not.toContain('虚無帝国兵ゼロ');
    expect(quiet).toContain('静か');
  });

  it('the winner banner says who won and by which rule', () => {
    const html = render(<WinnerBanner win={{ winner: 'p2', reason: { ja: 'P1のHPが0になりました', en: 'P1 is at 0 HP' }, ruling: 'NF 3.3' }} lang="ja" onClose={noop} />);
    expect(html).toContain('プレイヤー2の勝ち');
    expect(html).toContain('NF 3.3');
  });

  it('the phase bar shows the turn, the active seat and the phase, and offers the battle only when there is one', () => {
    const base = {
      phases: PHASES, position: { turn: 3, active: 'p1' as const, phase: 'battle' },
      next: { next: { turn: 3, active: 'p1' as const, phase: 'end' }, steps: [] }, pending: [], seated: true, auto: false, lang: 'ja' as const,
      onAuto: noop, onAdvance: noop, onResolve: () => 'none' as const, onPending: noop, resolutionHash: 'h1',
    };
    const html = render(<PhaseBar {...base} resolution={{ steps: [], actions: [] }} />);
    for (const text of ['ターン3', 'プレイヤー1', '戦闘フェイズ', '戦闘を解決', '次のフェイズへ', '自動']) expect(html).toContain(text);
    expect(render(<PhaseBar {...base} resolution={null} />)).not.toContain('戦闘を解決');
    expect(render(<PhaseBar {...base} resolution={null} seated={false} />)).not.toContain('次のフェイズへ');
  });
});
