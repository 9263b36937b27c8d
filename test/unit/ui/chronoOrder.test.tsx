// The attacker's damage order in the Chrono panel (CC-R10): offered to the attacking seat for an
// attacker with several blockers, the defender's listing shown as a proposal until chosen; the
// chosen order is what the result follows.
import { describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { en } from '../../../src/ui/locales/en';
import { panelsEn } from '../../../src/ui/locales/panels.en';
import { assistEn } from '../../../src/ui/locales/assist.en';
import { assistJa } from '../../../src/ui/locales/assist.ja';
import { moveEarlier, orderable, panelModel } from '../../../src/ui/rules/chrono/model';
import { OrderSection } from '../../../src/ui/rules/chrono/OrderSection';
import { play } from '../rules/chrono/helpers';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: { ...en, ...panelsEn, ...assistEn } } }, initAsync: false, interpolation: { escapeValue: false } });
const render = (element: ReactElement) => renderToStaticMarkup(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);

const position = (extra: Record<string, unknown>[] = []) => play({
  turn: 3, active: 'p1', phase: 'charm', first: 'p1',
  zones: { 'p1-characters': [{ card: 'CC-006', as: 'akane' }], 'p2-characters': [{ card: 'CC-007', as: 'shizuku' }, { card: 'CC-004', as: 'popo' }] },
  actions: [{ do: 'charm', cards: ['akane'] }, { do: 'block', seat: 'p2', card: 'akane', cards: ['shizuku', 'popo'] }, ...extra],
});

describe('Chrono panel: the attacker orders the damage (CC-R10)', () => {
  it('offers the order to the attacking seat only, with the defender\'s listing as the proposal', () => {
    const state = position().state();
    const attacker = panelModel(state, 'p1', new Set(), []).charm!;
    const defender = panelModel(state, 'p2', new Set(), []).charm!;
    expect(orderable(attacker, 'p1').map((a) => a.order.map((b) => b.name.en))).toEqual([['Shizuku, Senior of the Frost Course', 'Popo, Apprentice Familiar']]);
    expect(orderable(defender, 'p2')).toEqual([]);
    const html = render(<OrderSection charm={attacker} seat="p1" lang="en" onOrder={() => {}} />);
    expect(html).toContain('Damage order');
    expect(html).toContain('Not chosen yet: the defender&#x27;s listing (proposal)');
    expect(html).toContain('data-ordered="false"');
    expect(render(<OrderSection charm={defender} seat="p2" lang="en" onOrder={() => {}} />)).toBe('');
  });

  it('once chosen, the panel and the combat line follow the attacker\'s order', () => {
    const state = position([{ do: 'order', seat: 'p1', card: 'akane', cards: ['popo', 'shizuku'] }]).state();
    const charm = panelModel(state, 'p1', new Set(), []).charm!;
    const akane = charm.attackers[0]!;
    expect(akane.ordered).toBe(true);
    expect(akane.order.map((b) => b.name.en)).toEqual(['Popo, Apprentice Familiar', 'Shizuku, Senior of the Frost Course']);
    // The defender's own listing is kept for its chooser.
    expect(akane.blockers.map((b) => b.name.en)).toEqual(['Shizuku, Senior of the Frost Course', 'Popo, Apprentice Familiar']);
    expect(akane.line?.blockers.map((b) => b.absorbed)).toEqual([1, 3]);
    expect(render(<OrderSection charm={charm} seat="p1" lang="en" onOrder={() => {}} />)).toContain('Order chosen by the attacker');
  });

  it('moveEarlier swaps one place up and leaves the first alone', () => {
    expect(moveEarlier(['a', 'b', 'c'], 'c')).toEqual(['a', 'c', 'b']);
    expect(moveEarlier(['a', 'b'], 'a')).toEqual(['a', 'b']);
    expect(moveEarlier(['a'], 'x')).toEqual(['a']);
  });

  it('every order string exists in both languages', () => {
    for (const key of ['orderTitle', 'orderHint', 'orderChosen', 'orderProposal', 'orderUp', 'orderApply'] as const) {
      expect(assistEn.ccAssist[key]).toBeTruthy();
      expect(assistJa.ccAssist[key]).toBeTruthy();
    }
  });
});
