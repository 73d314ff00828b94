/**
 * Date display rules of the product: dates as DD.MM.YYYY, times as HH:mm (24 h), weeks start on Monday.
 *
 * Instants (a `Date`, an ISO string from the API) are shown on the wall clock of the display zone: the tenant's
 * zone once the session is loaded (`setDisplayTimeZone`), the browser's before (sign-in, sign-up). A person in
 * Lisbon working for a Berlin tenant sees Berlin times, as the plans and the payroll use them. A plain date
 * string (`YYYY-MM-DD`) is a day, not an instant: it is formatted without any zone.
 *
 * The week helpers (`isoWeekday`, `startOfWeek`, `isoWeek`) read a Date's local calendar fields: they work on
 * Dates that carry a calendar day (a picker's cell), not on instants.
 */
import type { Language } from '@app/shared/i18n/languages';
import {
  formatInstant,
  isoWeekdayOf,
  isValidTimeZone,
  plainDateOf,
  type PlainDate,
} from '@app/shared/time/tenant-time';

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

// Read once: a new DateTimeFormat for every date shown was a visible part of drawing a month of a large unit.
let browserZone: string | undefined;

function browserTimeZone(): string {
  browserZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return browserZone;
}

let displayZone: string | null = null;

/** The zone in which instants are shown: the tenant's once the session set it, else the browser's. */
export function displayTimeZone(): string {
  return displayZone ?? browserTimeZone();
}

/**
 * Shows instants in `timeZone` from now on (the session sets the tenant's zone); null returns to the browser's.
 * An unknown zone is ignored rather than breaking every date on the page.
 */
export function setDisplayTimeZone(timeZone: string | null): void {
  displayZone = timeZone !== null && isValidTimeZone(timeZone) ? timeZone : null;
}

/** The tenant's today as a plain date (the browser's today before the session is loaded). */
export function todayInDisplayZone(instant: Date = new Date()): PlainDate {
  return plainDateOf(instant, displayTimeZone());
}

// The numeric styles below read the same in German and English (the product's rule), so the language is fixed.

/** `DD.MM.YYYY` of an instant's day in the display zone (or `timeZone`), or of a plain date `YYYY-MM-DD`. */
export function formatDate(value: Date | string, timeZone = displayTimeZone()): string {
  if (typeof value === 'string') {
    const match = isoDatePattern.exec(value);
    if (!match) throw new RangeError(`Not a plain date (YYYY-MM-DD): ${value}`);
    return `${match[3]}.${match[2]}.${match[1]}`;
  }
  return formatInstant(value, timeZone, 'de', 'date');
}

/** `HH:mm` (24-hour clock) of an instant in the display zone (or `timeZone`). */
export function formatTime(value: Date, timeZone = displayTimeZone()): string {
  return formatInstant(value, timeZone, 'de', 'time');
}

/** `DD.MM.YYYY HH:mm` of an instant in the display zone (or `timeZone`). */
export function formatDateTime(value: Date, timeZone = displayTimeZone()): string {
  return formatInstant(value, timeZone, 'de', 'dateTime');
}

/** The plain date `YYYY-MM-DD` of a Date's local calendar day (a picker's day; today: `todayInDisplayZone`). */
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

const weekdayNamesOf = new Map<string, readonly string[]>();

/** Names of the weekdays, Monday first, in `language`. */
export function weekdayNames(language: Language, width: 'long' | 'short' = 'long'): string[] {
  // A formatter is costly to make, and the grids and date pickers ask for the names on every render.
  const id = `${language}|${width}`;
  let names = weekdayNamesOf.get(id);
  if (!names) {
    const format = new Intl.DateTimeFormat(language, { weekday: width, timeZone: 'UTC' });
    // 2024-01-01 was a Monday.
    names = Array.from({ length: 7 }, (_, index) => format.format(new Date(Date.UTC(2024, 0, 1 + index))));
    weekdayNamesOf.set(id, names);
  }
  return [...names];
}

/** The weekday name of an instant's day in the display zone (or of a plain date) in `language`. */
export function formatWeekday(
  value: Date | PlainDate,
  language: Language,
  width: 'long' | 'short' = 'long',
  timeZone = displayTimeZone(),
): string {
  const day = typeof value === 'string' ? value : plainDateOf(value, timeZone);
  return weekdayNames(language, width)[isoWeekdayOf(day) - 1] ?? '';
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
