import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources } from '@app/shared/i18n/resources';
import { languages, pickLanguage, type Language } from '@app/shared/i18n/languages';
import { readCookie, readStored, writeCookie, writeStored } from './storage';

/** localStorage key and cookie name of the chosen language. */
export const languageStorageKey = 'lang';
const languageCookieMaxAge = 30 * 24 * 60 * 60;

/** The app's one i18next instance; components use it through react-i18next. */
export const i18n: I18n = i18next.createInstance();

/**
 * The language to start with: the user's stored choice, then the browser's languages, then `fallback`
 * (the installation's default), then German.
 */
export function detectLanguage(fallback?: Language): Language {
  const browser =
    typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  return pickLanguage(readStored(languageStorageKey), readCookie(languageStorageKey), ...browser, fallback);
}

/** Whether `value` is one of the app's languages. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** Initialises the instance (synchronously: the resources are bundled). Safe to call again. */
export function initI18n(language: Language): I18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources,
      lng: language,
      fallbackLng: 'de',
      supportedLngs: [...languages],
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false },
      returnEmptyString: false,
      initAsync: false,
    });
    i18n.on('languageChanged', syncDocumentLanguage);
  } else if (i18n.language !== language) {
    void i18n.changeLanguage(language);
  }
  syncDocumentLanguage(language);
  return i18n;
}

/** The current UI language. */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : 'de';
}

/** Switches the UI language and remembers the choice (localStorage and a 30-day cookie `lang`). */
export async function setLanguage(language: Language): Promise<void> {
  writeStored(languageStorageKey, language);
  writeCookie(languageStorageKey, language, languageCookieMaxAge);
  await i18n.changeLanguage(language);
}

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
