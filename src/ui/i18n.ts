// Japanese first, English second; the choice is remembered in this browser.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { AssistStrings } from './locales/assist.ja';
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

// The game panels' and lessons' strings come with them, merged into the same namespace: a free
// table never loads them. Once wanted, a language switch loads them for the new language too.
const ASSIST_STRINGS: Record<Language, () => Promise<AssistStrings>> = {
  ja: () => import('./locales/assist.ja').then((m) => m.assistJa),
  en: () => import('./locales/assist.en').then((m) => m.assistEn),
};
const assistLoaded = new Set<Language>();
let assistWanted = false;

async function addAssistStrings(lang: Language): Promise<void> {
  if (assistLoaded.has(lang)) return;
  const strings = await ASSIST_STRINGS[lang]();
  i18next.addResourceBundle(lang, 'translation', strings, true, true);
  assistLoaded.add(lang);
}

/** Loads the game panels' and lessons' strings for the current language (and later ones). */
export async function ensureAssistStrings(): Promise<void> {
  assistWanted = true;
  const lang = i18next.language === 'en' ? 'en' : 'ja';
  await addAssistStrings(lang);
}

export async function setLanguage(lang: Language): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // Not remembered, but still switched for this visit.
  }
  await ensureStrings(lang);
  if (assistWanted) await addAssistStrings(lang);
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
