// What the lesson panel and the lessons dialog show a player: the steps run with ✓/✗ and ruling ids,
// the next step, the buttons; the lessons by game, a file's problems, the confirmation, a refusal.
import { describe, expect, it } from 'vitest';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { en } from '../../../src/ui/locales/en';
import { panelsEn } from '../../../src/ui/locales/panels.en';
import { assistEn } from '../../../src/ui/locales/assist.en';
import { LessonPanel, type PanelStep } from '../../../src/ui/lesson/LessonPanel';
import { LessonDialog, type LessonDialogProps } from '../../../src/ui/lesson/LessonDialog';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: { ...en, ...panelsEn, ...assistEn } } }, initAsync: false, interpolation: { escapeValue: false } });
const render = (element: ReactElement) => renderToStaticMarkup(createElement(I18nextProvider, { i18n }, element));
const noop = () => undefined;

const steps: PanelStep[] = [
  { index: 0, headline: 'Check the table', checks: ['attack.p1.area2 = 5'], result: { kind: 'expect', ok: true, verdicts: [], rulings: [], problems: [] } },
  { index: 1, headline: 'Player 1: resolve', checks: [], result: { kind: 'do', ok: true, verdicts: [], rulings: [{ text: { ja: '戦闘', en: 'front takes 5' }, ruling: 'NF 4.4' }], problems: [] } },
  { index: 2, headline: 'Check the table', checks: ['P2 HP = 15'], result: { kind: 'expect', ok: false, verdicts: [], rulings: [], problems: [{ path: 'counters.p2.hp', message: '', expected: '15', actual: '20' }] } },
  { index: 3, headline: 'Player 1: next phase', note: 'End phase', checks: [] },
];

describe('the lesson panel', () => {
  it('shows the steps run with what they came to, and the next step', () => {
    const html = render(createElement(LessonPanel, {
      lang: 'en', title: { ja: '例', en: 'Battle example' }, about: { ja: 'あ', en: 'The rule text says…' }, steps, cursor: 3, busy: false,
      onNext: noop, onToEnd: noop, onRestart: noop, onClose: noop,
    }));
    for (const text of ['Battle example', 'The rule text says…', '✓ The table matches', 'NF 4.4', 'front takes 5', '✗ The table differs',
      'counters.p2.hp', 'expected 15, found 20', 'Player 1: next phase', 'End phase', 'Step 4 / 4', 'Next step', 'Play to the end', 'Restart', 'Close']) {
      expect(html).toContain(text);
    }
    expect(html).toContain('data-testid="lesson-next-step"');
    expect(html).not.toContain('data-testid="lesson-summary"');
  });

  it('at the end says how many checks matched and offers no next step', () => {
    const html = render(createElement(LessonPanel, {
      lang: 'en', title: { ja: '例', en: 'Example' }, about: null, steps: steps.slice(0, 2), cursor: 2, busy: false,
      onNext: noop, onToEnd: noop, onRestart: noop, onClose: noop,
    }));
    expect(html).toContain('All steps done · 1 / 1 checks match');
    expect(html).toMatch(/data-testid="lesson-next"[^>]*disabled/);
  });
});

describe('the lessons dialog', () => {
  const base: LessonDialogProps = {
    lang: 'en', entries: [], problems: null, confirm: null, blocked: null, busy: false,
    onPick: noop, onFile: noop, onConfirm: noop, onBack: noop, onClose: noop,
  };

  it('lists lessons by game, with a file input', () => {
    const html = render(createElement(LessonDialog, { ...base, entries: [
      { key: 'nofuture/a', game: 'nofuture', title: { ja: 'あ', en: 'First' }, about: { ja: 'い', en: 'About it' } },
      { key: 'chrono/b', game: 'chrono', title: { ja: 'う', en: 'Second' }, about: null },
    ] }));
    for (const text of ['NoFuture Collection Card', 'Chrono Card', 'First', 'About it', 'Second', 'Open a file…', 'drop a scenario file']) expect(html).toContain(text);
  });

  it('lists a file\'s problems and says the table is unchanged', () => {
    const html = render(createElement(LessonDialog, { ...base, problems: { name: 'sent.json', lines: ['line 3 turn: expected a number'] } }));
    expect(html).toContain('sent.json cannot be opened. Problems: 1');
    expect(html).toContain('line 3 turn: expected a number');
    expect(html).toContain('Nothing on the table has changed.');
  });

  it('asks before replacing the table, and refuses in a room', () => {
    const confirm = { game: 'nofuture' as const, title: { ja: '例', en: 'Example' }, about: null, steps: 5 };
    const ask = render(createElement(LessonDialog, { ...base, confirm }));
    expect(ask).toContain('Open “Example”?');
    expect(ask).toContain('clears the current table');
    expect(ask).not.toMatch(/data-testid="lesson-confirm"[^>]*disabled/);
    const refused = render(createElement(LessonDialog, { ...base, confirm, blocked: 'Lessons cannot be opened in a room' }));
    expect(refused).toContain('Lessons cannot be opened in a room');
    expect(refused).toMatch(/data-testid="lesson-confirm"[^>]*disabled/);
  });
});
