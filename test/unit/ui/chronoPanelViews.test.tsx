// What the Chrono panel's parts show: both EP pools and the warning before a phase change empties
// one, the attackers with why one may not attack, a defender's chooser per attacker, the result with
// its rulings; and the popover after a placement whose follow-up is rules events only (EP paid).
import { describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ja } from '../../../src/ui/locales/ja';
import { panelsJa } from '../../../src/ui/locales/panels.ja';
import { assistJa } from '../../../src/ui/locales/assist.ja';
import { chronoRules } from '../../../src/rules/chrono';
import { panelModel } from '../../../src/ui/rules/chrono/model';
import { EpSection } from '../../../src/ui/rules/chrono/EpSection';
import { DeclareSection } from '../../../src/ui/rules/chrono/DeclareSection';
import { BlockSection } from '../../../src/ui/rules/chrono/BlockSection';
import { ResultSection } from '../../../src/ui/rules/chrono/ResultSection';
import { VerdictList } from '../../../src/ui/rules/chrono/VerdictList';
import { VerdictPopover } from '../../../src/ui/rules/VerdictPopover';
import { play } from '../rules/chrono/helpers';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: 'ja', resources: { ja: { translation: { ...ja, ...panelsJa, ...assistJa } } }, initAsync: false, interpolation: { escapeValue: false } });
const render = (element: ReactElement) => renderToStaticMarkup(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
const noop = () => {};

const zones = {
  'p1-heroine': [{ card: 'CC-001', as: 'mina' }],
  'p1-characters': [{ card: 'CC-004', as: 'popo' }],
  'p2-heroine': [{ card: 'CC-002', as: 'celes' }],
};

describe('Chrono panel views', () => {
  it('EP: both pools, the warning that the next phase empties one, and Check for the selection', () => {
    const state = play({ turn: 3, active: 'p1', phase: 'main', first: 'p1', zones, actions: [{ do: 'flip', card: 'mina' }, { do: 'check', card: 'popo' }] }).state();
    const mina = [...state.cards.values()].find((c) => c.ref === 'cc-demo:CC-001')!.id;
    const model = panelModel(state, 'p1', new Set([mina]), chronoRules.advance(state).steps);
    const html = render(<EpSection model={model} seat="p1" lang="ja" onCheck={noop} />);
    expect(html).toContain('data-testid="cc-ep-p1" data-ep="1"');
    expect(html).toContain('data-testid="cc-ep-p2" data-ep="0"');
    expect(html).toContain('次のフェイズへ進むと消えるEP');
    expect(html).toContain('P1の未使用EP 1 は消滅');
    expect(html).toContain('Checkして EP +1');
  });

  it('declare: every character with AP/DP, the reason one cannot attack', () => {
    const state = play({ turn: 3, active: 'p1', phase: 'charm', first: 'p1', zones, actions: [{ do: 'flip', card: 'mina' }, { do: 'tap', card: 'popo' }] }).state();
    const model = panelModel(state, 'p1', new Set(), []);
    const html = render(<DeclareSection own={model.own} selection={new Set()} lang="ja" preview={() => []} onCharm={noop} />);
    for (const text of ['時計塔の魔女見習い ミナ', 'AP 3 / DP 3', 'ヒロイン', '見習い使い魔 ポポ', 'Check状態', 'チャーム（1体）']) expect(html).toContain(text);
  });

  it('block and result: a chooser per attacker for the defender, the result with its rulings', () => {
    const state = play({
      turn: 3, active: 'p1', phase: 'charm', first: 'p1', zones,
      actions: [{ do: 'flip', card: 'mina' }, { do: 'flip', card: 'celes' }, { do: 'charm', cards: ['mina', 'popo'] }, { do: 'block', seat: 'p2', card: 'popo', cards: ['celes'] }],
    }).state();
    const model = panelModel(state, 'p2', new Set(), []);
    const charm = model.charm!;
    const block = render(<BlockSection charm={charm} defenders={model.defenders} lang="ja" onBlock={noop} />);
    for (const text of ['防御キャラクターを選ぶ', '防御側の回答待ち', '防御: 星読みの書記 セレス', '防御しない', '防御中']) expect(block).toContain(text);
    const result = render(<ResultSection charm={charm} seat="p2" lang="ja" onApply={noop} />);
    for (const text of ['プレイヤー2に3点のダメージ', '防御側の回答 1 / 2', 'CC-R3', '見習い使い魔 ポポを裏向きにする（破壊）']) expect(result).toContain(text);
    // One attacker unanswered: no Apply, only the overrule that says what it does.
    expect(result).not.toContain('data-testid="cc-apply"');
    expect(result).not.toContain('結果を適用');
    for (const text of ['data-testid="cc-apply-overrule"', '防御側の回答なしで適用', '防御側がすべての攻撃に回答してから適用します']) expect(result).toContain(text);
    // A spectator sees the result but has nothing to apply.
    const spectator = render(<ResultSection charm={charm} seat={null} lang="ja" onApply={noop} />);
    expect(spectator).not.toContain('cc-apply');
  });

  it('result: Apply once the defender answered every attacker', () => {
    const state = play({
      turn: 3, active: 'p1', phase: 'charm', first: 'p1', zones,
      actions: [{ do: 'flip', card: 'mina' }, { do: 'flip', card: 'celes' }, { do: 'charm', cards: ['mina', 'popo'] }, { do: 'block', seat: 'p2', card: 'popo', cards: ['celes'] }, { do: 'block', seat: 'p2', card: 'mina', cards: [] }],
    }).state();
    const charm = panelModel(state, 'p1', new Set(), []).charm!;
    const result = render(<ResultSection charm={charm} seat="p1" lang="ja" onApply={noop} />);
    for (const text of ['防御側の回答 2 / 2', 'data-testid="cc-apply"', '結果を適用']) expect(result).toContain(text);
    expect(result).not.toContain('cc-apply-overrule');
  });

  it('verdicts after a move offer Allow; a preview does not', () => {
    const verdicts = [{ level: 'illegal' as const, ruling: 'CC-R4', reason: { ja: '召喚酔い', en: 'sick' } }];
    expect(render(<VerdictList verdicts={verdicts} lang="ja" onAllow={noop} onClose={noop} />)).toContain('許可');
    const preview = render(<VerdictList verdicts={verdicts} lang="ja" testId="cc-charm-preview" />);
    expect(preview).toContain('CC-R4');
    expect(preview).not.toContain('許可');
    expect(render(<VerdictList verdicts={[]} lang="ja" />)).toBe('');
  });

  it('a placement\'s follow-up of rules events only (EP paid) still offers Apply in the popover', () => {
    const html = render(
      <VerdictPopover
        popover={{ card: 'c1', seat: 'p1', key: 'place:c1', level: 'ok', verdicts: [], followUp: { actions: [], events: [
          { seat: 'p1', kind: 'choice', prompt: 'cc-pay', value: ['c1', '1'] }, { seat: 'p1', kind: 'choice', prompt: 'cc-place', value: ['c1', 'character'] },
        ] } }}
        at={null} lang="ja" onUndo={noop} onAllow={noop} onApply={noop} onClose={noop}
      />,
    );
    for (const text of ['EPで支払う', '配置の記録', 'follow-up-apply']) expect(html).toContain(text);
  });
});
