// The hover preview's flavour line and the revealed fighters' names, in each UI language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { ReactElement } from 'react';
import type { CardFace } from '../../../src/cards/face';
import { CardPreview } from '../../../src/ui/CardPreview';
import { FighterReveal } from '../../../src/ui/FighterChoiceDialog';
import { en } from '../../../src/ui/locales/en';
import { panelsEn } from '../../../src/ui/locales/panels.en';
import { ja } from '../../../src/ui/locales/ja';
import { panelsJa } from '../../../src/ui/locales/panels.ja';

function render(lang: 'ja' | 'en', element: ReactElement): string {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({ lng: lang, resources: { ja: { translation: { ...ja, ...panelsJa } }, en: { translation: { ...en, ...panelsEn } } }, initAsync: false, interpolation: { escapeValue: false } });
  return renderToStaticMarkup(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
}

const face: CardFace = {
  number: 'NF-001', name: '星見ヒカリ', nameEn: 'Hikari Hoshimi', color: 'blue', cost: '青1', costEn: 'B1',
  type: 'キャラクター', typeEn: 'Character', stats: [], text: '', textEn: '',
  flavor: '「星はまだ、消えてない！」', flavorEn: '“The stars haven’t gone out yet!”',
};

/** The paragraph with the given test id, or null. */
function paragraph(html: string, testId: string): string | null {
  return new RegExp(`<p[^>]*data-testid="${testId}"[^>]*>.*?</p>`).exec(html)?.[0] ?? null;
}

// The preview places itself by the window's size; node has no window.
const saved = (globalThis as { window?: unknown }).window;
beforeAll(() => {
  (globalThis as { window?: unknown }).window = { innerWidth: 1440, innerHeight: 900 };
});
afterAll(() => {
  (globalThis as { window?: unknown }).window = saved;
});

describe('CardPreview flavour', () => {
  it('English: the English flavour, then the Japanese original marked as such', () => {
    const html = render('en', <CardPreview face={face} x={10} y={10} />);
    expect(paragraph(html, 'card-preview-flavor')).toContain('lang="en"');
    expect(paragraph(html, 'card-preview-flavor')).toContain('The stars haven’t gone out yet!');
    const original = paragraph(html, 'card-preview-flavor-original');
    expect(original).toContain('data-original=""');
    expect(original).toContain('lang="ja"');
    expect(original).toContain('「星はまだ、消えてない！」');
    expect(html.indexOf('The stars haven’t')).toBeLessThan(html.indexOf('「星はまだ'));
  });

  it('English without a gloss: the Japanese flavour alone, marked as the original', () => {
    const html = render('en', <CardPreview face={{ ...face, flavorEn: '' }} x={10} y={10} />);
    expect(paragraph(html, 'card-preview-flavor')).toMatch(/data-original=""/);
    expect(paragraph(html, 'card-preview-flavor-original')).toBeNull();
  });

  it('Japanese: the name and text in Japanese only, no English gloss beside them', () => {
    const html = render('ja', <CardPreview face={{ ...face, text: '自分のターン中、このカードは+1/+0。', textEn: 'During your turn, this card gets +1/+0.' }} x={10} y={10} />);
    expect(html).toContain('星見ヒカリ');
    expect(html).not.toContain('Hikari Hoshimi');
    expect(html).not.toContain('During your turn');
  });

  it('Japanese: the Japanese flavour, and no English one', () => {
    const html = render('ja', <CardPreview face={face} x={10} y={10} />);
    expect(paragraph(html, 'card-preview-flavor')).toContain('「星はまだ、消えてない！」');
    expect(html).not.toContain('The stars haven’t');
    expect(paragraph(html, 'card-preview-flavor-original')).toBeNull();
  });

  it('no flavour, no line', () => {
    for (const lang of ['ja', 'en'] as const) {
      expect(paragraph(render(lang, <CardPreview face={{ ...face, flavor: '', flavorEn: '' }} x={10} y={10} />), 'card-preview-flavor')).toBeNull();
    }
  });
});

describe('FighterReveal', () => {
  const choices = { p1: [{ name: '雷鳴の少年ライカ', nameEn: 'Raika, Boy of Thunder', cost: 2, hp: 70 }], p2: [{ name: '自作ファイター', cost: 3, hp: 100 }] };

  it('names the fighters in English in English mode (a fighter without a gloss as written)', () => {
    const html = render('en', <FighterReveal choices={choices} lang="en" onClose={() => {}} />);
    expect(html).toContain('Raika, Boy of Thunder');
    expect(html).not.toContain('雷鳴の少年ライカ');
    expect(html).toContain('自作ファイター');
  });

  it('names them in Japanese in Japanese mode', () => {
    const html = render('ja', <FighterReveal choices={choices} lang="ja" onClose={() => {}} />);
    expect(html).toContain('雷鳴の少年ライカ');
    expect(html).not.toContain('Raika');
  });
});
