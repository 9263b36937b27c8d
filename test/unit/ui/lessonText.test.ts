// What the lesson panel says about a scenario's steps: a line made from the verb and its arguments
// when the file gives none, the items an `expect` block checks, what a step came to (verdicts with
// ruling ids, the rules' own lines, ✓/✗ with differences), and the dialog's list grouped by game.
import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { en } from '../../../src/ui/locales/en';
import { panelsEn } from '../../../src/ui/locales/panels.en';
import { assistEn } from '../../../src/ui/locales/assist.en';
import { ja } from '../../../src/ui/locales/ja';
import { panelsJa } from '../../../src/ui/locales/panels.ja';
import { assistJa } from '../../../src/ui/locales/assist.ja';
import { describeDo, describeExpect, describeStep, type StepWords } from '../../../src/ui/lesson/stepText';
import { shortPath, stepResult } from '../../../src/ui/lesson/stepResult';
import { groupLessons, lessonEntryOf } from '../../../src/ui/lesson/lessonList';
import type { StepOutcome } from '../../../src/rules/core/scenario';

const i18n = i18next.createInstance();
void i18n.init({ lng: 'en', resources: { en: { translation: { ...en, ...panelsEn, ...assistEn } }, ja: { translation: { ...ja, ...panelsJa, ...assistJa } } }, initAsync: false, interpolation: { escapeValue: false } });

const zones: Record<string, string> = { 'p1-base': 'P1 Base', 'p1-hp': 'P1 HP', 'p2-hp': 'P2 HP', 'p1-energy-unused': 'P1 Unused energy', 'p1-discard': 'P1 Discard pile' };
function words(lang: 'en' | 'ja', seat: StepWords['seat'] = 'p1'): StepWords {
  const t = i18n.getFixedT(lang);
  return {
    t: (key, options) => t(key, options ?? {}),
    seat,
    zoneName: (id) => zones[id] ?? id,
    cardName: (name) => (name === 'NF-003' ? 'NF-003 (Flame Fencer)' : name),
  };
}

describe('step descriptions', () => {
  it('a game verb reads as the seat, the verb, the card and where it goes', () => {
    expect(describeDo({ do: 'play', card: 'NF-003', to: 'p1-base' }, words('en'))).toBe('Player 1: play NF-003 (Flame Fencer) → P1 Base');
    expect(describeDo({ do: 'play', card: 'NF-003', to: 'p1-base' }, words('ja'))).toBe('プレイヤー1: プレイ NF-003 (Flame Fencer) → P1 Base');
  });

  it('names the other cards a step points at, counters, tokens, values and unknown arguments', () => {
    expect(describeDo({ do: 'swap', card: 'nova', replaces: 'hikari' }, words('en'))).toBe('Player 1: swap nova (replacing hikari)');
    expect(describeDo({ do: 'adjust', counter: 'p2-hp', delta: -3, seat: 'p2' }, words('en', 'p2'))).toBe('Player 2: adjust P2 HP -3');
    expect(describeDo({ do: 'adjust', token: { zone: 'p1-energy-unused', color: 'blue' }, delta: 1 }, words('en'))).toBe('Player 1: adjust blue (P1 Unused energy) +1');
    expect(describeDo({ do: 'choose', value: 'blue' }, words('en'))).toBe('Player 1: choose = blue energy');
    expect(describeDo({ do: 'draw', count: 2 }, words('en'))).toBe('Player 1: draw ×2');
    expect(describeDo({ do: 'telekinesis', card: 'mage', target: 'ogre', amount: 2 }, words('en'))).toBe('Player 1: telekinesis mage (target: ogre) amount: 2');
    expect(describeDo({ do: 'tap', cards: ['a', 'b'], follow: false }, words('en'))).toBe('Player 1: turn sideways/upright a, b (no automatic follow-up)');
    expect(describeDo({ do: 'brandNewVerb' }, words('en', null))).toBe('brandNewVerb');
    expect(describeDo({ do: 'advance' }, words('en'))).toBe('Player 1: next phase');
  });

  it('an expect block lists what it checks', () => {
    const lines = describeExpect({
      phase: 'end', winner: null, counters: { p2: { hp: 15 } }, zones: { 'p1-discard': 1 },
      cards: { guard: { zone: 'p1-base', down: true, damage: 0 } }, verdict: { level: 'illegal', ruling: 'NF 4.3' }, rulings: ['NF 4.4'], prompt: 'energy',
    }, words('en'));
    expect(lines).toEqual([
      'phase: end', 'winner: none', 'P2 HP = 15', 'cards in P1 Discard pile: 1', 'guard: → P1 Base, down, damage 0',
      'verdict: illegal NF 4.3', 'rulings applied: NF 4.4', 'choice asked: energy phase',
    ]);
    expect(describeStep({ expect: { phase: 'end' } }, words('en'))).toBe('Check the table');
  });
});

describe('step results', () => {
  const outcome = (over: Partial<StepOutcome>): StepOutcome => ({ step: 3, log: [], verdicts: [], failures: [], ...over });

  it('a step that ran shows the assist\'s verdicts and the rulings its lines applied, once each', () => {
    const result = stepResult('do', outcome({
      verdicts: [{ step: 3, do: 'sortie', action: 'sortie:c1', verdicts: [
        { level: 'illegal', ruling: 'NF 4.1', reason: { ja: 'ダウン状態', en: 'a down character cannot sortie' } },
        { level: 'ok', ruling: '', reason: { ja: '', en: '' } },
      ] }],
      log: [
        { step: 3, do: 'resolve', text: { ja: '戦闘', en: 'battle' }, ruling: 'NF 4.4' },
        { step: 3, do: 'resolve', text: { ja: '戦闘', en: 'battle' }, ruling: 'NF 4.4' },
        { step: 3, do: 'resolve', text: { ja: '移動', en: 'move' } },
      ],
    }));
    expect(result.ok).toBe(true);
    expect(result.verdicts).toEqual([{ level: 'illegal', ruling: 'NF 4.1', reason: { ja: 'ダウン状態', en: 'a down character cannot sortie' } }]);
    expect(result.rulings).toEqual([{ text: { ja: '戦闘', en: 'battle' }, ruling: 'NF 4.4' }]);
  });

  it('a check that fails lists each difference with what was expected and found', () => {
    const result = stepResult('expect', outcome({
      failures: [
        { step: 3, path: 'actions[3].expect.counters.p2.hp', message: 'expected 15, got 20', expected: 15, actual: 20 },
        { step: 3, path: 'actions[3].expect.verdict', message: 'expected a verdict…', expected: { level: 'illegal' }, actual: [] },
      ],
    }));
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual([
      { path: 'counters.p2.hp', message: 'expected 15, got 20', expected: '15', actual: '20' },
      { path: 'verdict', message: 'expected a verdict…' },
    ]);
    expect(shortPath('actions[3]', 3)).toBe('');
  });

  it('a step that could not run says why', () => {
    const result = stepResult('do', outcome({ failures: [{ step: 3, path: 'actions[3]', message: 'move failed: no such card' }] }));
    expect(result).toMatchObject({ ok: false, problems: [{ path: '', message: 'move failed: no such card' }] });
  });
});

describe('the lessons list', () => {
  it('reads a file\'s game, title and about, and leaves out what is no scenario', () => {
    expect(lessonEntryOf('nofuture/swap', { game: 'nofuture', title: { ja: '換装', en: 'Swap' }, about: { ja: 'あ', en: 'a' } }))
      .toEqual({ key: 'nofuture/swap', game: 'nofuture', title: { ja: '換装', en: 'Swap' }, about: { ja: 'あ', en: 'a' } });
    expect(lessonEntryOf('chrono/x', { game: 'chrono' })).toEqual({ key: 'chrono/x', game: 'chrono', title: { ja: 'x', en: 'x' }, about: null });
    expect(lessonEntryOf('x/y', { game: 'poker' })).toBeNull();
    expect(lessonEntryOf('x/y', null)).toBeNull();
  });

  it('groups lessons by game in the wizard\'s order', () => {
    const entry = (key: string, game: 'nofuture' | 'chrono' | 'multiverse') => lessonEntryOf(key, { game })!;
    const groups = groupLessons([entry('c/a', 'chrono'), entry('n/a', 'nofuture'), entry('m/a', 'multiverse'), entry('n/b', 'nofuture')]);
    expect(groups.map((g) => [g.game, g.lessons.map((l) => l.key)])).toEqual([
      ['nofuture', ['n/a', 'n/b']], ['multiverse', ['m/a']], ['chrono', ['c/a']],
    ]);
  });
});
