import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { areaNamespaces, coreNamespace, coreResources, type AreaNamespace } from '@app/shared/i18n/resources';
import { languages, pickLanguage, type Language } from '@app/shared/i18n/languages';
import { areaNamespaceBackend } from './i18n-namespaces';
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

type MissingListener = (key: string, namespace: string) => void;
const missingListeners = new Set<MissingListener>();
const reportedMissing = new Set<string>();
const unheard: [key: string, namespace: string][] = [];

/**
 * Development only: calls `listener` once for each key that `t()` found in no loaded namespace (the shell
 * shows it as an error toast). Returns the unsubscribe function.
 */
export function onMissingTranslation(listener: MissingListener): () => void {
  missingListeners.add(listener);
  // Keys reported before anyone listened (a page renders before the toast provider's effect runs).
  unheard.splice(0).forEach(([key, namespace]) => listener(key, namespace));
  return () => {
    missingListeners.delete(listener);
  };
}

function reportMissing(namespace: string, key: string): void {
  if (reportedMissing.has(key)) return;
  reportedMissing.add(key);
  console.error(`Missing translation: ${key} (namespace ${namespace})`);
  if (missingListeners.size === 0) unheard.push([key, namespace]);
  missingListeners.forEach((listener) => listener(key, namespace));
}

/**
 * Initialises the instance (synchronously: the core namespace is bundled; area namespaces come through
 * `areaNamespaceBackend` when `loadNamespaces` asks for them). Safe to call again.
 */
export function initI18n(language: Language): I18n {
  if (!i18n.isInitialized) {
    const development = import.meta.env.DEV;
    void i18n
      .use(areaNamespaceBackend)
      .use(initReactI18next)
      .init({
        resources: coreResources,
        partialBundledLanguages: true,
        ns: [coreNamespace],
        defaultNS: coreNamespace,
        // Keys are unique across namespaces: `t()` finds an area's key once the area has loaded its namespace.
        fallbackNS: [...areaNamespaces],
        lng: language,
        fallbackLng: 'de',
        supportedLngs: [...languages],
        keySeparator: false,
        nsSeparator: false,
        interpolation: { escapeValue: false },
        returnEmptyString: false,
        initAsync: false,
        saveMissing: development,
        missingKeyHandler: development
          ? (_languages, namespace, key) => reportMissing(namespace, key)
          : false,
      });
    i18n.on('languageChanged', syncDocumentLanguage);
  } else if (i18n.language !== language) {
    void i18n.changeLanguage(language);
  }
  syncDocumentLanguage(language);
  return i18n;
}

/**
 * Loads the texts of area namespaces (both the current and the fallback language) and resolves when `t()` finds
 * them; a page's loader awaits it before the page renders. Later language switches load them by themselves.
 */
export async function loadNamespaces(namespaces: readonly AreaNamespace[]): Promise<void> {
  if (namespaces.length === 0) return;
  await i18n.loadNamespaces([...namespaces]);
  const language = currentLanguage();
  const missing = namespaces.filter((namespace) => !i18n.hasResourceBundle(language, namespace));
  // A chunk that failed to load (network) fails the page's loader, so that its error boundary offers a reload.
  if (missing.length > 0) throw new Error(`Texts could not be loaded: ${missing.join(', ')}`);
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

let chosenBeforeSignIn: Language | null = null;

/**
 * Remembers a language chosen on a public page (sign-in, sign-up): after sign-in it wins over the one stored for
 * the user, and is stored for them (`takeLanguageChosenBeforeSignIn`).
 */
export function chooseLanguageBeforeSignIn(language: Language): Promise<void> {
  chosenBeforeSignIn = language;
  return setLanguage(language);
}

/** The language chosen on a public page since the last call, or null; the session takes it once. */
export function takeLanguageChosenBeforeSignIn(): Language | null {
  const chosen = chosenBeforeSignIn;
  chosenBeforeSignIn = null;
  return chosen;
}
