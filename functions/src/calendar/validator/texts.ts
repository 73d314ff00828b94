import { calendarDe } from '@app/shared/i18n/calendar.de';
import { calendarEn } from '@app/shared/i18n/calendar.en';
import type { Language } from '@app/shared/i18n/languages';

/** The validator's message keys live in the `calendar` namespace, so the web shows the same texts. */
export type ValidatorTextKey = Extract<keyof typeof calendarEn, `calendar.validator.${string}`>;

const catalogs: Record<Language, Record<keyof typeof calendarEn, string>> = {
  de: calendarDe,
  en: calendarEn,
};

/** The text of a validator key in the caller's language, `{{name}}` placeholders filled. */
export function validatorText(
  key: ValidatorTextKey,
  language: Language,
  params: Record<string, string | number> = {},
): string {
  return catalogs[language][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
