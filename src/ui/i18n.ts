// Japanese first, English second; the choice is remembered in this browser.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { AssistStrings } from './locales/assist.ja';
import type { PanelStrings } from './locales/panels.ja';
import type { Strings } from './locales/ja';

export type Language = 'ja' | 'en';
const STORAGE_KEY = 'fudaba.lang';

export function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    if (value === 'ja' || value === 'en') return value;
  } catch {
    // Storage may be unavailable (private mode); fall through to the default.
  }
  return 'ja';
}

// Each language's strings are a chunk of their own: only the one in use is loaded.
const STRINGS: Record<Language, () => Promise<Strings>> = {
  ja: () => import('./locales/ja').then((m) => m.ja),
  en: () => import('./locales/en').then((m) => m.en),
};

async function ensureStrings(lang: Language): Promise<void> {
  if (!i18next.hasResourceBundle(lang, 'translation')) i18next.addResourceBundle(lang, 'translation', await STRINGS[lang]());
}

/** Strings merged into the same namespace when the panels using them load: a free table never loads them. */
class LazyStrings {
  private readonly loaded = new Set<Language>();
  private wanted = false;
  constructor(private readonly load: Record<Language, () => Promise<object>>) {}

  private async add(lang: Language): Promise<void> {
    // Before init (a component rendered with an i18n instance of its own, as in tests) there is nothing to add to.
    if (this.loaded.has(lang) || !i18next.isInitialized) return;
    const strings = await this.load[lang]();
    i18next.addResourceBundle(lang, 'translation', strings, true, true);
    this.loaded.add(lang);
  }

  /** Loads them for the current language; once wanted, a language switch loads them for the new one too. */
  async ensure(): Promise<void> {
    this.wanted = true;
    await this.add(i18next.language === 'en' ? 'en' : 'ja');
  }

  async languageChanging(lang: Language): Promise<void> {
    if (this.wanted) await this.add(lang);
  }
}

// The game panels' and lessons' strings.
const assistStrings = new LazyStrings({
  ja: () => import('./locales/assist.ja').then((m): AssistStrings => m.assistJa),
  en: () => import('./locales/assist.en').then((m): AssistStrings => m.assistEn),
});
// The deck builder's, new-game wizard's, clocks', match bar's, side swap's, judge's, broadcast's and help's.
const panelStrings = new LazyStrings({
  ja: () => import('./locales/panels.ja').then((m): PanelStrings => m.panelsJa),
  en: () => import('./locales/panels.en').then((m): PanelStrings => m.panelsEn),
});

/** Loads the game panels' and lessons' strings for the current language (and later ones). */
export const ensureAssistStrings = (): Promise<void> => assistStrings.ensure();

/** Loads the on-demand panels' strings for the current language (and later ones). */
export const ensurePanelStrings = (): Promise<void> => panelStrings.ensure();

/** A module loader that also brings the on-demand panels' strings (for `lazy()` and dynamic imports). */
export function withPanelStrings<M>(load: () => Promise<M>): () => Promise<M> {
  return () => Promise.all([load(), ensurePanelStrings()]).then(([m]) => m);
}

export async function setLanguage(lang: Language): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // Not remembered, but still switched for this visit.
  }
  await ensureStrings(lang);
  await Promise.all([assistStrings.languageChanging(lang), panelStrings.languageChanging(lang)]);
  await i18next.changeLanguage(lang);
  document.documentElement.lang = lang;
}

export async function initI18n(): Promise<typeof i18next> {
  const lang = storedLanguage();
  await i18next.use(initReactI18next).init({
    resources: { [lang]: { translation: await STRINGS[lang]() } },
    lng: lang,
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
  document.documentElement.lang = lang;
  return i18next;
}
