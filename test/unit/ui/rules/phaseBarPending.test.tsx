// The phase bar's rows of work the other browser asked of this seat: a confirmed entry is offered
// with Apply; an unconfirmed one shows why, with a warning, and only "Apply anyway".
import { describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { en } from '../../../../src/ui/locales/en';
import { panelsEn } from '../../../../src/ui/locales/panels.en';
import { PhaseBar } from '../../../../src/ui/rules/PhaseBar';
import { PHASES } from '../../../../src/rules/nofuture';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: { ...en, ...panelsEn } } }, initAsync: false, interpolation: { escapeValue: false } });
const render = (element: ReactElement) => renderToStaticMarkup(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
const noop = () => {};

const base = {
  phases: PHASES, position: { turn: 2, active: 'p2' as const, phase: 'draw' },
  next: { next: { turn: 2, active: 'p2' as const, phase: 'energy' }, steps: [] }, seated: true, auto: false, lang: 'en' as const,
  onAuto: noop, onAdvance: noop, onResolve: () => 'none' as const, onPending: noop, resolutionHash: null, resolution: null,
};
const row = (verdict: string, confirmed: boolean) => ({
  id: verdict, label: { ja: 'ドロー', en: 'Draw' }, verdict, confirmed, actions: [{ reason: { ja: '1枚引く', en: 'draw 1' } }],
});

describe('the phase bar\'s pending rows', () => {
  it('offers a confirmed entry with Apply, and an unconfirmed one with its reason and Apply anyway only', () => {
    const confirmed = render(<PhaseBar {...base} pending={[row('confirmed', true)]} />);
    expect(confirmed).toContain('data-testid="pending-apply"');
    expect(confirmed).not.toContain('pending-anyway');
    const forged = render(<PhaseBar {...base} pending={[row('otherWriter', false)]} />);
    expect(forged).not.toContain('data-testid="pending-apply"');
    expect(forged).toContain('data-testid="pending-anyway"');
    expect(forged).toContain('not confirmed');
    expect(forged).toContain('another peer added it');
  });
});
