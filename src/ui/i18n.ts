// Japanese first, English second; the choice is remembered in this browser.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
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

export async function setLanguage(lang: Language): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // Not remembered, but still switched for this visit.
  }
  await ensureStrings(lang);
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
