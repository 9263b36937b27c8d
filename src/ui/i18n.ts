// Japanese first, English second; the choice is remembered in this browser.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';
import { ja } from './locales/ja';

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

export function setLanguage(lang: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // Not remembered, but still switched for this visit.
  }
  void i18next.changeLanguage(lang);
  document.documentElement.lang = lang;
}

export function initI18n(): typeof i18next {
  const lang = storedLanguage();
  void i18next.use(initReactI18next).init({
    resources: { ja: { translation: ja }, en: { translation: en } },
    lng: lang,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
  });
  document.documentElement.lang = lang;
  return i18next;
}
