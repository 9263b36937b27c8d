// The Falldown panel draws what the app's flow hands it (FalldownTable) and nothing else: what stops
// the phase, both hashes, Apply only once both hashes are in, the table check after both applied.
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { en } from '../../../src/ui/locales/en';
import { panelsEn } from '../../../src/ui/locales/panels.en';
import { assistEn } from '../../../src/ui/locales/assist.en';
import { emptyState, planSchema, type FalldownState } from '../../../src/rules/falldown';
import type { TableSnapshot } from '../../../src/table';
import FalldownPanel, { type FalldownPanelProps } from '../../../src/ui/rules/falldown/FalldownPanel';
import type { FalldownTable } from '../../../src/ui/rules/falldown/table';
import type { RulesAssist } from '../../../src/rules/core/assist';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: { ...en, ...panelsEn, ...assistEn } } }, initAsync: false, interpolation: { escapeValue: false } });
const noop = () => {};

function state(step: FalldownState['step']): FalldownState {
  const s = emptyState(() => undefined);
  s.phase = 1;
  s.step = step;
  return s;
}

function table(over: Partial<FalldownTable> = {}): FalldownTable {
  return {
    state: state('resolve'), seat: 'p1', phase: 1, draft: planSchema.parse({}), setDraft: noop,
    check: { lines: [], bill: [], cost: 0, mana: 0, verdicts: [], fits: true }, sealed: true, committed: { p1: true, p2: true },
    lockIn: noop, busy: false, error: null, problems: [], plans: {}, resolution: { hash: 'h1', steps: [] },
    hashes: {}, applied: {}, apply: noop, tableHash: 'h0', startNext: noop, ...over,
  };
}

function render(fd: FalldownTable | null): string {
  const props: FalldownPanelProps = {
    assist: {} as RulesAssist, snapshot: { objects: new Map() } as unknown as TableSnapshot, lang: 'en', selection: new Set(),
    anchor: () => null, cardName: (id) => id, run: () => ({ ok: true, value: null }), table: fd,
  };
  return renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(FalldownPanel, props)));
}

describe('the Falldown panel', () => {
  it('draws nothing without the flow (a spectator, a table with no game)', () => {
    expect(render(null)).toBe('');
  });

  it('says what stops the phase: a failed reveal, a logged plan not sealed, a lost result', () => {
    const html = render(table({ resolution: null, problems: [{ kind: 'reveal', seat: 'p2', verdict: 'mismatch' }, { kind: 'log', seat: 'p1' }, { kind: 'lost' }] }));
    expect(html.match(/data-testid="fd-problem"/g)).toHaveLength(3);
    expect(html).toContain('data-kind="reveal"');
    expect(html).toContain('(mismatch)');
    expect(html).toContain('data-kind="lost"');
  });

  it('Apply waits for both hashes; hashes that differ are shown with both', () => {
    expect(render(table({ hashes: { p1: 'h1' } }))).toMatch(/data-testid="fd-apply" disabled=""/);
    const html = render(table({ hashes: { p1: 'h1', p2: 'h2' } }));
    expect(html).toContain('data-agree="no"');
    expect(html).toContain('P1: h1 / P2: h2');
    expect(html).not.toMatch(/data-testid="fd-apply" disabled/);
  });

  it('after both applied: the table check and the way on, no Apply', () => {
    const html = render(table({ hashes: { p1: 'h1', p2: 'h1' }, applied: { p1: 'h1', p2: 'h1' }, tableHash: 'h1' }));
    expect(html).toContain('data-testid="fd-table-check" data-agree="yes"');
    expect(html).toContain('data-testid="fd-next-phase"');
    expect(html).not.toContain('data-testid="fd-apply"');
  });
});
