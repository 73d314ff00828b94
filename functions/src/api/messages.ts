import { messagesDe } from '@app/shared/i18n/messages.de';
import { messagesEn, type MessageKey } from '@app/shared/i18n/messages.en';
import type { Language } from '@app/shared/i18n/languages';

const catalogs: Record<Language, Readonly<Record<string, string>>> = { de: messagesDe, en: messagesEn };
const pluralRules: Record<Language, Intl.PluralRules> = {
  de: new Intl.PluralRules('de'),
  en: new Intl.PluralRules('en'),
};

/**
 * The text of a server message in the caller's language, `{{name}}` placeholders filled. A key with the pair
 * `_one` / `_other` is said by its `count` ("1 Dienst", "3 Dienste"), as i18next does in the web app.
 */
export function messageText(
  key: MessageKey,
  language: Language,
  params: Record<string, string | number> = {},
): string {
  const catalog = catalogs[language];
  const count = params.count;
  const template =
    (typeof count === 'number' ? catalog[`${key}_${pluralRules[language].select(count)}`] : undefined) ??
    catalog[`${key}_other`] ??
    catalog[key] ??
    key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => paramText(params[name], language));
}

/** A fraction in the reader's way of writing it ("3,2 %" in German); whole numbers (years, counts) as they are. */
function paramText(value: string | number | undefined, language: Language): string {
  if (typeof value === 'number' && !Number.isInteger(value) && Number.isFinite(value))
    return decimals[language].format(value);
  return String(value ?? '');
}

const decimals: Record<Language, Intl.NumberFormat> = {
  de: new Intl.NumberFormat('de', { useGrouping: false, maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat('en', { useGrouping: false, maximumFractionDigits: 2 }),
};

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(messagesEn, value) || Object.hasOwn(messagesEn, `${value}_other`);
}

/** A plain date as people read it in both languages of the product (DD.MM.YYYY, docs/time.md). */
export function plainDateText(date: string): string {
  return `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
}
