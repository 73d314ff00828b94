import { calendarValidatorDe } from '@app/shared/i18n/calendar-validator.de';
import { calendarValidatorEn } from '@app/shared/i18n/calendar-validator.en';
import type { Language } from '@app/shared/i18n/languages';

/** The validator's own keys (namespace `calendar`, so the web shows the same texts); findings: `rule-findings`. */
export type ValidatorTextKey = keyof typeof calendarValidatorEn;

const catalogs: Record<Language, Record<ValidatorTextKey, string>> = {
  de: calendarValidatorDe,
  en: calendarValidatorEn,
};

/** The text of a validator key in the caller's language, `{{name}}` placeholders filled. */
export function validatorText(
  key: ValidatorTextKey,
  language: Language,
  params: Record<string, string | number> = {},
): string {
  return catalogs[language][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
