import { messagesDe } from '@app/shared/i18n/messages.de';
import { messagesEn, type MessageKey } from '@app/shared/i18n/messages.en';
import type { Language } from '@app/shared/i18n/languages';

const catalogs: Record<Language, Record<MessageKey, string>> = { de: messagesDe, en: messagesEn };

/** The text of a server message in the caller's language, `{{name}}` placeholders filled. */
export function messageText(
  key: MessageKey,
  language: Language,
  params: Record<string, string | number> = {},
): string {
  const template = catalogs[language][key];
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(messagesEn, value);
}

/** A plain date as people read it in both languages of the product (DD.MM.YYYY, docs/time.md). */
export function plainDateText(date: string): string {
  return `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
}
