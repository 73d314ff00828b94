import { useTranslation } from 'react-i18next';
import type { Language } from '@app/shared/i18n/languages';
import { isLanguage } from '#lib/i18n';

/** The number and date locale of each UI language (British English: day before month, like DD.MM.YYYY). */
export const widgetLocales: Record<Language, string> = { de: 'de-DE', en: 'en-GB' };

/** The UI language and its locale (German when the language is unknown). */
export function useWidgetLocale(): { language: Language; locale: string } {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'de';
  return { language, locale: widgetLocales[language] };
}
