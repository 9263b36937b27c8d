import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { DeckBuilder } from '../../../../src/ui/deckBuilder/DeckBuilder';
import { DeckValidation } from '../../../../src/ui/deckBuilder/DeckValidation';
import type { DeckStore } from '../../../../src/ui/deckBuilder/ports';
import { en } from '../../../../src/ui/locales/en';
import { panelsEn } from '../../../../src/ui/locales/panels.en';
import { ja } from '../../../../src/ui/locales/ja';
import { panelsJa } from '../../../../src/ui/locales/panels.ja';
import { demoCatalog } from './fixtures';

function i18nIn(lng: 'ja' | 'en') {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({ lng, resources: { ja: { translation: { ...ja, ...panelsJa } }, en: { translation: { ...en, ...panelsEn } } }, initAsync: false, interpolation: { escapeValue: false } });
  return i18n;
}

const noStore: DeckStore = { list: () => [], save: () => { throw new Error('not in this test'); }, remove: () => undefined };

function render(lang: 'ja' | 'en', node: React.ReactNode): string {
  return renderToStaticMarkup(<I18nextProvider i18n={i18nIn(lang)}>{node}</I18nextProvider>);
}

describe('DeckBuilder', () => {
  it('opens on the first game with all its cards, the four games to pick, and the empty deck’s problem', () => {
    const games = demoCatalog();
    const html = render('ja', <DeckBuilder games={games} store={noStore} lang="ja" onClose={() => undefined} />);
    expect(html.match(/data-testid="card-tile"/g)).toHaveLength(games.cardsOf(games.gameOf('nofuture')!).length);
    for (const game of ['nofuture', 'multiverse', 'chrono', 'falldown']) expect(html).toContain(`data-testid="game-${game}"`);
    expect(html).toContain('data-rule="NF 2.1"');
    expect(html).toContain('デッキはちょうど40枚です');
    expect(html).toContain('星見ヒカリ');
  });

  it('speaks English when asked, rule messages included', () => {
    const html = render('en', <DeckBuilder games={demoCatalog()} store={noStore} lang="en" initialGame="falldown" onClose={() => undefined} />);
    expect(html).toContain('data-game="falldown"');
    expect(html).toContain('it needs exactly 40');
    expect(html).toContain('Deck builder');
  });
});

describe('DeckValidation', () => {
  it('shows a clear badge for a legal deck', () => {
    const html = render('ja', <DeckValidation problems={[]} lang="ja" nameOf={(ref) => ref} />);
    expect(html).toContain('data-testid="deck-legal"');
    expect(html).toContain('ルールどおりのデッキです');
  });

  it('lists each problem with its rule id in the UI language, naming the card when the message does not', () => {
    const problems = [
      { rule: 'MF-R3', message: { ja: '同じカードは1枚まで', en: 'one copy per card' }, ref: 'mf-demo:MF-001' },
      { rule: 'MF 2', message: { ja: 'ファイターは7枚', en: 'seven fighters' } },
    ];
    const html = render('en', <DeckValidation problems={problems} lang="en" nameOf={() => '焔拳のカグラ'} />);
    expect(html.match(/data-testid="deck-problem"/g)).toHaveLength(2);
    expect(html).toContain('MF-R3');
    expect(html).toContain('one copy per card');
    expect(html).toContain('焔拳のカグラ');
    expect(html).not.toContain('同じカード');
  });
});
