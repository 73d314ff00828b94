/**
 * Date display rules of the product: dates as DD.MM.YYYY, times as HH:mm (24 h), weeks start on Monday.
 * Pure functions on the local calendar; a plain date string (`YYYY-MM-DD`) is formatted without any time zone.
 */
import type { Language } from '@app/shared/i18n/languages';

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

/** `DD.MM.YYYY` of a Date (its local calendar day) or of a plain date `YYYY-MM-DD`. */
export function formatDate(value: Date | string): string {
  if (typeof value === 'string') {
    const match = isoDatePattern.exec(value);
    if (!match) throw new RangeError(`Not a plain date (YYYY-MM-DD): ${value}`);
    return `${match[3]}.${match[2]}.${match[1]}`;
  }
  return `${pad(value.getDate())}.${pad(value.getMonth() + 1)}.${pad(value.getFullYear(), 4)}`;
}

/** `HH:mm` (24-hour clock) of a Date's local time. */
export function formatTime(value: Date): string {
  return `${pad(value.getHours())}:${pad(value.getMinutes())}`;
}

/** `DD.MM.YYYY HH:mm`. */
export function formatDateTime(value: Date): string {
  return `${formatDate(value)} ${formatTime(value)}`;
}

/** The plain date `YYYY-MM-DD` of a Date's local calendar day. */
export function toIsoDate(value: Date): string {
  return `${pad(value.getFullYear(), 4)}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

/** Day of the week with Monday = 1 ... Sunday = 7 (ISO 8601). */
export function isoWeekday(value: Date): number {
  return ((value.getDay() + 6) % 7) + 1;
}

/** Midnight (local) of the Monday that starts the week of `value`. */
export function startOfWeek(value: Date): Date {
  const start = new Date(value.getFullYear(), value.getMonth(), value.getDate());
  start.setDate(start.getDate() - (isoWeekday(value) - 1));
  return start;
}

/** Names of the weekdays, Monday first, in `language`. */
export function weekdayNames(language: Language, width: 'long' | 'short' = 'long'): string[] {
  const format = new Intl.DateTimeFormat(language, { weekday: width, timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, index) => format.format(new Date(Date.UTC(2024, 0, 1 + index))));
}

/** The weekday name of `value` (local calendar day) in `language`. */
export function formatWeekday(value: Date, language: Language, width: 'long' | 'short' = 'long'): string {
  return weekdayNames(language, width)[isoWeekday(value) - 1] ?? '';
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The ISO 8601 week number (1 to 53) of `value`'s local calendar day: weeks start on Monday, and week 1 is the
 * one with the year's first Thursday (so 1 January may lie in week 52 or 53 of the year before).
 */
export function isoWeek(value: Date): number {
  const thursday = new Date(value.getFullYear(), value.getMonth(), value.getDate() + 4 - isoWeekday(value));
  const newYear = new Date(thursday.getFullYear(), 0, 1);
  // Rounded: a day with a clock change is not 24 hours long.
  const dayOfYear = Math.round((thursday.getTime() - newYear.getTime()) / dayMs);
  return Math.floor(dayOfYear / 7) + 1;
}
