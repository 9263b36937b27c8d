// @vitest-environment happy-dom
// The side-change dialog: a deck card and a side card clicked trade places, the problems show as
// the player goes, and the deck is offered for the next game only while it is legal.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DeckList } from '../../../src/cards/game';
import { demoDecks } from '../../../src/cards/multiverse/demoDecks';
import { validateSideSwap } from '../../../src/cards/multiverse/sideChange';
import { SideSwapDialog, type SideSwapCard, type SideSwapDialogProps } from '../../../src/ui/SideSwapDialog';
import { MatchBar } from '../../../src/ui/rules/MatchBar';
import type { MatchSummary } from '../../../src/rules/core';
import { en } from '../../../src/ui/locales/en';
import { panelsEn } from '../../../src/ui/locales/panels.en';
import { ja } from '../../../src/ui/locales/ja';
import { panelsJa } from '../../../src/ui/locales/panels.ja';
import { demoLookup } from '../cards/multiverse/fixtures';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: { ...en, ...panelsEn } }, ja: { translation: { ...ja, ...panelsJa } } }, initAsync: false, interpolation: { escapeValue: false } });

const lookup = demoLookup();
const card = (ref: string): SideSwapCard | undefined => {
  const c = lookup(ref);
  return c && { name: c.name, nameEn: c.nameEn, kind: c.kind, cost: c.cost, ...(c.kind === 'fighter' ? { attribute: c.attribute } : {}) };
};
const played = demoDecks[0]!;
const ref = (n: string) => `mf-demo:${n}`;

let root: Root | null = null;
let host: HTMLElement | null = null;
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  root = null;
});

function mount(extra: Partial<SideSwapDialogProps> = {}) {
  const onUse = vi.fn<(deck: DeckList) => void>();
  const onKeep = vi.fn();
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root!.render(
    <I18nextProvider i18n={i18n}>
      <SideSwapDialog played={played} chosen={null} card={card} validate={(next) => validateSideSwap(played, next, lookup)} lang="en" onUse={onUse} onKeep={onKeep} onClose={() => {}} {...extra} />
    </I18nextProvider>,
  ));
  const q = (selector: string) => host!.querySelector<HTMLButtonElement>(selector);
  const click = (testid: string, r: string) => act(() => q(`[data-testid="${testid}"][data-ref="${r}"]`)!.click());
  return { onUse, onKeep, q, click, text: () => host!.textContent ?? '' };
}

describe('SideSwapDialog', () => {
  it('lists the deck and the side, and trades a deck card for a side card', () => {
    const ui = mount();
    expect(ui.q('[data-testid="side-swap-main"][data-ref="mf-demo:MF-002"]')?.textContent).toContain('Raika');
    expect(host!.querySelectorAll('[data-testid="side-swap-side"]')).toHaveLength(8);
    ui.click('side-swap-main', ref('MF-002'));
    // Only fighters of the side fit a fighter of the deck.
    expect(ui.q(`[data-testid="side-swap-side"][data-ref="${ref('MF-108')}"]`)?.disabled).toBe(true);
    ui.click('side-swap-side', ref('MF-013'));
    expect(ui.q(`[data-testid="side-swap-main"][data-ref="${ref('MF-013')}"]`)?.textContent).toContain('from side');
    expect(ui.q(`[data-testid="side-swap-side"][data-ref="${ref('MF-002')}"]`)?.textContent).toContain('from deck');
    expect(ui.q('[data-testid="side-swap-tally"]')?.textContent).toContain('Fighters swapped 1 / 3');
    expect(ui.q('[data-testid="side-swap-ok"]')).not.toBeNull();
    act(() => ui.q('[data-testid="side-swap-use"]')!.click());
    const chosen = ui.onUse.mock.calls[0]![0];
    expect(chosen.sections['fighters']?.some((e) => e.ref === ref('MF-013'))).toBe(true);
    expect(chosen.sections['side']?.some((e) => e.ref === ref('MF-002'))).toBe(true);
  });

  it('shows the problem of a fourth fighter and keeps "Use" disabled', () => {
    const side = played.sections['side']!.map((e) => (e.ref === ref('MF-108') ? { ...e, ref: ref('MF-014') } : e));
    const wide: DeckList = { ...played, sections: { ...played.sections, side } };
    const ui = mount({ played: wide, validate: (next) => validateSideSwap(wide, next, lookup) });
    for (const [out, into] of [['MF-002', 'MF-013'], ['MF-005', 'MF-010'], ['MF-003', 'MF-009'], ['MF-004', 'MF-014']]) {
      ui.click('side-swap-main', ref(out!));
      ui.click('side-swap-side', ref(into!));
    }
    expect(ui.q('[data-testid="side-swap-problems"]')?.textContent).toContain('At most 3 fighters');
    expect(ui.q('[data-testid="side-swap-use"]')?.disabled).toBe(true);
    act(() => ui.q('[data-testid="side-swap-reset"]')!.click());
    expect(ui.q('[data-testid="side-swap-use"]')?.disabled).toBe(false);
    act(() => ui.q('[data-testid="side-swap-keep"]')!.click());
    expect(ui.onKeep).toHaveBeenCalledOnce();
  });

  it('starts from the deck already chosen for the next game', () => {
    const chosen: DeckList = {
      ...played,
      sections: {
        ...played.sections,
        fighters: played.sections['fighters']!.map((e) => (e.ref === ref('MF-002') ? { ...e, ref: ref('MF-013') } : e)),
        side: played.sections['side']!.map((e) => (e.ref === ref('MF-013') ? { ...e, ref: ref('MF-002') } : e)),
      },
    };
    const ui = mount({ chosen });
    expect(ui.q('[data-testid="side-swap-chosen"]')).not.toBeNull();
    expect(ui.q('[data-testid="side-swap-tally"]')?.textContent).toContain('Fighters swapped 1 / 3');
  });
});

describe('MatchBar side deck button', () => {
  const summary = (): MatchSummary => ({
    view: {
      record: { id: 'm1', game: 'multiverse', series: 's1', number: 1, bestOf: 3, chooser: null, createdAt: 0 },
      claims: {}, drawOffers: [], result: { winner: 'p2', how: 'conceded', decidedBy: 'p1', t: 0 },
    },
    state: 'finished', score: null, proposal: null,
  });
  const bar = (props: { seat: 'p1' | null; onSideSwap?: () => void; sideSwapSet?: boolean }) => renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MatchBar match={summary()} speaksFor={props.seat ? [props.seat] : []} lang="en" onConfirm={() => {}} onOverrule={() => {}} onConcede={() => {}} onOfferDraw={() => {}} onWithdraw={() => {}} onRematch={() => {}} {...props} />
    </I18nextProvider>,
  );
  it('is shown to a seated player when the app offers it, and says when the deck is chosen', () => {
    expect(bar({ seat: 'p1', onSideSwap: () => {} })).toContain('data-testid="match-side-swap"');
    expect(bar({ seat: 'p1', onSideSwap: () => {}, sideSwapSet: true })).toContain('Side deck ✓');
    expect(bar({ seat: 'p1' })).not.toContain('match-side-swap');
    expect(bar({ seat: null, onSideSwap: () => {} })).not.toContain('match-side-swap');
  });
});
