// What Multiverse's panel shows a player: the attack sheet's relation, bonus row, formula and
// rulings; the minimum when it applies; the die faces with the evading ones and the roll marked;
// and the assist cost as stones.
import { describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ja } from '../../../src/ui/locales/ja';
import { panelsJa } from '../../../src/ui/locales/panels.ja';
import { assistJa } from '../../../src/ui/locales/assist.ja';
import { AttackSheetView } from '../../../src/ui/rules/multiverse/AttackSheetView';
import { CostStones } from '../../../src/ui/rules/multiverse/CostStones';
import { DieFaces } from '../../../src/ui/rules/multiverse/DieFaces';
import { attackSheet, pendingView } from '../../../src/ui/rules/multiverse/model';
import { PendingAttack } from '../../../src/ui/rules/multiverse/PendingAttack';
import type { RulesAssist } from '../../../src/rules/core/assist';
import { play } from '../rules/multiverse/helpers';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: 'ja', resources: { ja: { translation: { ...ja, ...panelsJa, ...assistJa } } }, initAsync: false, interpolation: { escapeValue: false } });
const render = (element: ReactElement) => renderToStaticMarkup(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);

const table = play({
  turn: 1, active: 'p1', phase: 'battle', first: 'p1',
  zones: { 'p1-field-1': [{ card: 'MF-004', as: 'valka' }], 'p1-field-2': [{ card: 'MF-001', as: 'kagura' }], 'p2-field-1': [{ card: 'MF-010', as: 'alma' }] },
  counters: { p1: { cost: 6, 'hp-1': 125, 'hp-2': 90 }, p2: { cost: 5, 'hp-1': 120 } },
});
const id = (name: string) => table.scenario.refs.idOf(name)!;

describe('Multiverse panel', () => {
  it('the sheet of ヴァルカ on アルマ: red beats white, +45 from the 90・95 row, (95 + 45) − 80 = 60, each with its ruling', () => {
    const html = render(<AttackSheetView sheet={attackSheet(table.state(), id('valka'), id('alma'))!} lang="ja" />);
    for (const text of ['赤は白に強い: 相性有利', '+45', '90・95→45', '(95 + 45) − 80 = 60', '命中すれば体力 120 → 60',
      'MF その他ルール・相性', 'MF その他ルール・属性攻撃増加分', 'MF その他ルール・ダメージ計算']) expect(html).toContain(text);
    expect(html).toContain('data-relation="advantage"');
  });

  it('the sheet of カグラ on アルマ: attack 70 not above defense 80, the minimum 10 with the advantage (MF-R1)', () => {
    const html = render(<AttackSheetView sheet={attackSheet(table.state(), id('kagura'), id('alma'))!} lang="ja" />);
    expect(html).toContain('data-testid="mf-minimum"');
    expect(html).toContain('最低 10 ダメージ');
    expect(html).toContain('MF-R1');
  });

  it('the die faces: those that evade highlighted, the rolled one marked', () => {
    const faces = [1, 2, 3, 4, 5, 6].map((face) => ({ face, evades: face >= 5, rolled: face === 5 }));
    const html = render(<DieFaces faces={faces} />);
    expect(html.match(/class="face evades/g)).toHaveLength(2);
    expect(html).toContain('class="face evades rolled"');
    expect(html).toContain('data-testid="mf-face-5" data-evades="true" data-rolled="true"');
  });

  it('the assist cost as stones: 6 of 10 for P1, 5 of 10 for P2', () => {
    const html = render(<CostStones state={table.state()} />);
    expect(html).toContain('data-testid="mf-cost-p1" data-value="6"');
    expect(html).toContain('data-testid="mf-cost-p2" data-value="5"');
    expect(html.match(/<i class="on"><\/i>/g)).toHaveLength(11);
    expect(html.match(/<i class=""><\/i>/g)).toHaveLength(9);
  });

  it('an attack under way: the defender is offered the roll, the attacker waits; no roll when a counter negated it', () => {
    const attacked = play({
      turn: 1, active: 'p1', phase: 'battle', first: 'p1',
      zones: { 'p1-field-1': [{ card: 'MF-004', as: 'valka' }], 'p2-field-1': [{ card: 'MF-010', as: 'alma' }], 'p2-hand': [{ card: 'MF-105', as: 'miss' }] },
      counters: { p1: { cost: 6, 'hp-1': 125 }, p2: { cost: 5, 'hp-1': 120 } },
      actions: [{ do: 'attack', card: 'valka', target: 'alma' }],
    });
    // Rendering only: nothing is pressed, so the assist's functions are never called.
    const assist = {} as unknown as RulesAssist;
    const show = (state: ReturnType<typeof attacked.state>, me: 'p1' | 'p2') => render(
      <PendingAttack state={state} pending={pendingView(state)!} me={me} assist={assist} lang="ja" run={() => ({ ok: true, value: null })} anchor={() => null} />,
    );
    const defender = show(attacked.state(), 'p2');
    expect(defender).toContain('data-testid="mf-roll"');
    expect(defender).toContain('命中すれば 60 ダメージ');
    const attacker = show(attacked.state(), 'p1');
    expect(attacker).not.toContain('data-testid="mf-roll"');
    expect(attacker).toContain('プレイヤー2が回避のサイコロを振るのを待っています');

    const negated = play({
      turn: 1, active: 'p1', phase: 'battle', first: 'p1',
      zones: { 'p1-field-1': [{ card: 'MF-004', as: 'valka' }], 'p2-field-1': [{ card: 'MF-010', as: 'alma' }], 'p2-hand': [{ card: 'MF-105', as: 'miss' }] },
      counters: { p1: { cost: 6, 'hp-1': 125 }, p2: { cost: 5, 'hp-1': 120 } },
      actions: [{ do: 'attack', card: 'valka', target: 'alma' }, { do: 'assist', seat: 'p2', card: 'miss' }],
    });
    const html = show(negated.state(), 'p2');
    expect(html).toContain('見切りで攻撃は無効になりました');
    expect(html).not.toContain('data-testid="mf-roll"');
    expect(html).toContain('攻撃を終える');
  });
});
