import type { Language } from '../i18n/languages';
import type { TNotificationParams } from './notification';

/**
 * A notification is stored once and read in each reader's language (the bell, the mail): its parameters are
 * stored as data and made readable here, where the language is known.
 *
 * - A plain date (`YYYY-MM-DD`) reads as the weekday and the product's date, "Samstag, 19.12.2026" / "Saturday,
 *   19.12.2026" (the long weekday: the short one differs between ICU versions, "Sa" or "Sa.").
 * - A parameter with a text per language is stored as `<name>.de` and `<name>.en` beside `<name>` (say the
 *   absence type's caption beside its short name): the reader's text replaces `<name>`.
 */
export function readableNoticeParams(
  params: TNotificationParams,
  language: Language,
): Record<string, string | number> {
  const readable: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    if (perLanguageName.test(name)) continue;
    const own = params[`${name}.${language}`];
    const chosen = own !== undefined && own !== '' ? own : value;
    readable[name] = typeof chosen === 'string' ? readableValue(chosen, language) : chosen;
  }
  return readable;
}

const perLanguageName = /\.(de|en)$/;
const plainDate = /^(\d{4})-(\d{2})-(\d{2})$/;

function readableValue(value: string, language: Language): string {
  const match = plainDate.exec(value);
  if (!match) return value;
  const [, year, month, day] = match;
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))),
  );
  return `${weekday}, ${day}.${month}.${year}`;
}
