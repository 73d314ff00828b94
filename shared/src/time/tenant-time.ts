/**
 * Tenant time: the one place that turns days and clock times of a tenant into instants and back.
 *
 * - A day is a `PlainDate` (`YYYY-MM-DD`): it has no zone and never shifts.
 * - A clock time is a `LocalTime` (`HH:mm`, 00:00 to 23:59): a wall-clock reading, meaningful only with a day
 *   and a zone.
 * - A moment is a `Date` (an instant; on the wire an ISO string in UTC).
 * - The zone is always passed in (the tenant's zone, `Tenant.timeZone`); nothing here reads the process zone, so
 *   the results are the same on a Lambda in UTC, on a laptop in Berlin and in the browser.
 *
 * Offsets come from `tzOffset` of `@date-fns/tz` (the runtime's Intl time-zone data). We deliberately do not
 * build instants with `new TZDate(y, m, d, h, min, zone)`: for a wall time that occurs twice (the night in
 * October) it picks one or the other depending on the process zone. Local times that do not exist or exist
 * twice are resolved like Temporal's `disambiguation: 'compatible'` (and like most calendars): a time in the
 * spring gap is moved forward by the gap (02:30 becomes 03:30), a repeated time means its first occurrence.
 */
import { tzOffset } from '@date-fns/tz';
import { getISOWeek } from 'date-fns';
import { firstSupportedDate, lastSupportedDate, maxWalkedMonths } from './date-bounds';

/** A calendar day `YYYY-MM-DD` without a zone (a shift's day, a holiday, a filter bound). */
export type PlainDate = string;
/** A wall-clock time `HH:mm` (24 h, 00:00 to 23:59) without a day or zone. */
export type LocalTime = string;

const minuteMs = 60_000;
const dayMs = 24 * 60 * minuteMs;
const plainDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
// '24:00' is not accepted: an interval that ends at midnight ends at '00:00' (end <= start means the next day,
// see intervalMinutes), so one spelling per instant keeps comparisons and storage unambiguous.
const localTimePattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

interface DateParts {
  year: number;
  month: number;
  day: number;
}

function parsePlainDate(value: string): DateParts | undefined {
  const match = plainDatePattern.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Date.UTC rolls 31 April over to 1 May: a real day round-trips unchanged.
  const check = new Date(Date.UTC(year, month - 1, day));
  check.setUTCFullYear(year); // years 0-99 would otherwise be read as 1900-1999
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return undefined;
  }
  return { year, month, day };
}

function requirePlainDate(value: PlainDate): DateParts {
  const parts = parsePlainDate(value);
  if (!parts) throw new RangeError(`Not a plain date (YYYY-MM-DD): ${value}`);
  return parts;
}

function requireLocalTime(value: LocalTime): number {
  const match = localTimePattern.exec(value);
  if (!match) throw new RangeError(`Not a local time (HH:mm, 00:00-23:59): ${value}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

function requireTimeZone(timeZone: string): void {
  if (!isValidTimeZone(timeZone)) throw new RangeError(`Not a known time zone: ${timeZone}`);
}

/** Milliseconds since the epoch of the day at 00:00 UTC: calendar arithmetic without any zone. */
function epochMsOfDay(parts: DateParts): number {
  const date = new Date(Date.UTC(parts.year, parts.month - 1, parts.day));
  date.setUTCFullYear(parts.year);
  return date.getTime();
}

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

/** The four-digit year `YYYY` (0000 to 9999); any other year is no plain date and throws a RangeError. */
function yearText(year: number): string {
  if (!Number.isInteger(year) || year < 0 || year > 9999) throw new RangeError(`Year out of range: ${year}`);
  return pad(year, 4);
}

function plainDateOfEpochMs(ms: number): PlainDate {
  const date = new Date(ms);
  return `${yearText(date.getUTCFullYear())}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The wall clock of `instant` in `timeZone`, as a Date whose UTC fields are the local fields. */
function wallClock(instant: Date, timeZone: string): Date {
  requireTimeZone(timeZone);
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid Date');
  return new Date(instant.getTime() + tzOffset(timeZone, instant) * minuteMs);
}

// The schemas live in their own module: code that only converts and formats (the web's date display) then
// does not load zod (`sideEffects: false` lets the bundler drop an unused module, not an unused statement).
export { ZLocalTime, ZPlainDate } from './time-schemas';
export { firstSupportedDate, lastSupportedDate } from './date-bounds';

/** Whether `value` is a real calendar day `YYYY-MM-DD` (no 30 February). */
export function isPlainDate(value: string): value is PlainDate {
  return parsePlainDate(value) !== undefined;
}

/**
 * Whether `value` is a real calendar day the API accepts: 1900-01-01 to 2199-12-31 (`firstSupportedDate`,
 * `lastSupportedDate`). Every date of a contract is one (`ZPlainDate`).
 */
export function isSupportedDate(value: string): value is PlainDate {
  // Plain dates with four-digit years sort like the days they name.
  return isPlainDate(value) && value >= firstSupportedDate && value <= lastSupportedDate;
}

/** Whether `value` is a wall-clock time `HH:mm` from 00:00 to 23:59. */
export function isLocalTime(value: string): value is LocalTime {
  return localTimePattern.test(value);
}

// Building an Intl.DateTimeFormat costs far more than a conversion; a tenant has one zone.
const knownZones = new Set<string>();

/** Whether `zone` is an IANA time zone the runtime knows (`Europe/Berlin`, `UTC`). */
export function isValidTimeZone(zone: string): boolean {
  if (knownZones.has(zone)) return true;
  if (zone.length === 0 || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    knownZones.add(zone);
    return true;
  } catch (error) {
    // Intl's answer to a zone it does not know.
    if (error instanceof RangeError) return false;
    throw error;
  }
}

/**
 * The instant at which the wall clock in `timeZone` shows `time` on `date`.
 * A time in the spring-forward gap moves forward by the gap (02:30 on the last Sunday of March in Berlin is
 * 03:30 CEST); a time that occurs twice (02:30 on the last Sunday of October) is its first occurrence (CEST).
 */
export function instantAt(date: PlainDate, time: LocalTime, timeZone: string): Date {
  requireTimeZone(timeZone);
  // The wall time read as if it were UTC; the real instant is this minus the zone's offset at that instant.
  const wall = epochMsOfDay(requirePlainDate(date)) + requireLocalTime(time) * minuteMs;
  // A transition changes the offset at most once within a day, so the offsets a day before and after are the
  // only candidates.
  const before = tzOffset(timeZone, new Date(wall - dayMs));
  const after = tzOffset(timeZone, new Date(wall + dayMs));
  // No change near this time (nearly always): the offset is settled.
  if (before === after) return new Date(wall - before * minuteMs);
  const matching = [before, after]
    .map((offset) => wall - offset * minuteMs)
    .filter((candidate) => wall - tzOffset(timeZone, new Date(candidate)) * minuteMs === candidate);
  if (matching.length > 0) return new Date(Math.min(...matching));
  // In the gap: keep the offset from before the change, which lands the gap's length later on the wall clock.
  return new Date(wall - before * minuteMs);
}

/**
 * The first instant of the local day `date` in `timeZone` (normally 00:00; 01:00 where the clock jumps from
 * 24:00 to 01:00). The next day's `dayStart` is the end of this day (exclusive): a day is 23, 24 or 25 hours.
 */
export function dayStart(date: PlainDate, timeZone: string): Date {
  return instantAt(date, '00:00', timeZone);
}

/**
 * The instants of the local days `from` to `to` (both included) in `timeZone`: `start` is the first instant of
 * `from`, `end` the first instant after `to` (exclusive). For filters such as "audit entries of 1-31 March".
 */
export function daysRange(from: PlainDate, to: PlainDate, timeZone: string): { start: Date; end: Date } {
  return { start: dayStart(from, timeZone), end: dayStart(addDays(to, 1), timeZone) };
}

/** The calendar day in `timeZone` on which `instant` falls (the tenant's "today" is `plainDateOf(now(), zone)`). */
export function plainDateOf(instant: Date, timeZone: string): PlainDate {
  return plainDateOfEpochMs(wallClock(instant, timeZone).getTime());
}

/** The wall-clock time `HH:mm` in `timeZone` at `instant` (seconds are cut, not rounded). */
export function localTimeOf(instant: Date, timeZone: string): LocalTime {
  const wall = wallClock(instant, timeZone);
  return `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

/** The day `days` calendar days after `date` (negative: before). Zone-free, so never 23- or 25-hour steps. */
export function addDays(date: PlainDate, days: number): PlainDate {
  if (!Number.isInteger(days)) throw new RangeError(`Not a whole number of days: ${days}`);
  return plainDateOfEpochMs(epochMsOfDay(requirePlainDate(date)) + days * dayMs);
}

const monthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The month index (year * 12 + month - 1) of a month `YYYY-MM`; anything else throws a RangeError. */
function monthIndex(month: string): number {
  const match = monthPattern.exec(month);
  if (!match) throw new RangeError(`Not a month (YYYY-MM): ${month}`);
  return Number(match[1]) * 12 + Number(match[2]) - 1;
}

function monthOfIndex(index: number): string {
  return `${yearText(Math.floor(index / 12))}-${pad((index % 12) + 1)}`;
}

/** Whether `value` is a month `YYYY-MM` (01 to 12). */
export function isMonth(value: string): boolean {
  return monthPattern.test(value);
}

/**
 * The month (`YYYY-MM`) `count` months after `month` (negative: before). Years stay four digits: a result
 * before 0000-01 or after 9999-12 throws a RangeError (as does a month that is not `YYYY-MM`).
 */
export function addMonths(month: string, count: number): string {
  if (!Number.isInteger(count)) throw new RangeError(`Not a whole number of months: ${count}`);
  return monthOfIndex(monthIndex(month) + count);
}

/**
 * Months from `from` to `to` (`YYYY-MM`): 0 for the same month, 1 for the next, negative when `to` is earlier.
 * Compared as numbers, never as text ('10000-01' would sort before '9999-12').
 */
export function monthsBetween(from: string, to: string): number {
  return monthIndex(to) - monthIndex(from);
}

/**
 * The months (`YYYY-MM`) that the days `from`..`to` touch, in order; none when `to` lies before `from`. The last
 * line of defence against a range no contract should have let through: more than `maxWalkedMonths` months (1900
 * to 2199) throw a RangeError, as do days that are not plain dates.
 */
export function monthsOf(from: PlainDate, to: PlainDate): string[] {
  requirePlainDate(from);
  requirePlainDate(to);
  const first = monthIndex(from.slice(0, 7));
  const count = monthIndex(to.slice(0, 7)) - first + 1;
  if (count > maxWalkedMonths) throw new RangeError(`Range too long: ${from} to ${to}`);
  return Array.from({ length: Math.max(0, count) }, (_, offset) => monthOfIndex(first + offset));
}

/** Calendar days from `from` to `to`: 1 for consecutive days, negative when `to` is earlier. */
export function daysBetween(from: PlainDate, to: PlainDate): number {
  return Math.round((epochMsOfDay(requirePlainDate(to)) - epochMsOfDay(requirePlainDate(from))) / dayMs);
}

/** ISO weekday of a plain date: Monday = 1 ... Sunday = 7. */
export function isoWeekdayOf(date: PlainDate): number {
  return ((new Date(epochMsOfDay(requirePlainDate(date))).getUTCDay() + 6) % 7) + 1;
}

/**
 * The ISO 8601 week number (1 to 53) of a plain date: weeks start on Monday, week 1 holds the year's first
 * Thursday (so 1 January may be in week 52 or 53 of the year before).
 */
export function isoWeekOf(date: PlainDate): number {
  const { year, month, day } = requirePlainDate(date);
  // date-fns reads local calendar fields; noon of that day has them in every process zone.
  const noon = new Date(year, month - 1, day, 12);
  noon.setFullYear(year);
  return getISOWeek(noon);
}

/** Minutes since midnight of a wall-clock time ('07:30' is 450); for sorting and comparing times of one day. */
export function minutesOfDay(time: LocalTime): number {
  return requireLocalTime(time);
}

/**
 * The start and end instants of the local-time interval `start`-`end` that begins on `date` in `timeZone`.
 * `end <= start` means the interval ends on the next day (22:00-06:00 is a night shift; 08:00-08:00 is 24 h).
 */
export function intervalInstants(
  date: PlainDate,
  start: LocalTime,
  end: LocalTime,
  timeZone: string,
): { start: Date; end: Date } {
  const endDate = requireLocalTime(end) <= requireLocalTime(start) ? addDays(date, 1) : date;
  return { start: instantAt(date, start, timeZone), end: instantAt(endDate, end, timeZone) };
}

/**
 * The real elapsed minutes of the local-time interval `start`-`end` beginning on `date` in `timeZone`.
 * `end <= start` means the interval ends on the next day. Across a clock change this is what a person works:
 * 22:00-06:00 in Berlin is 420 minutes into the last Sunday of March, 540 into the last Sunday of October.
 */
export function intervalMinutes(date: PlainDate, start: LocalTime, end: LocalTime, timeZone: string): number {
  const interval = intervalInstants(date, start, end, timeZone);
  return Math.round((interval.end.getTime() - interval.start.getTime()) / minuteMs);
}

/** Display styles of `formatInstant`. */
export type InstantStyle = 'date' | 'dateTime' | 'time' | 'weekdayDate';

const weekdayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * `instant` as a person of the tenant reads it, on the wall clock of `timeZone`. The product's display rule
 * holds in both languages (dates DD.MM.YYYY, times HH:mm on the 24-hour clock): 'date' `29.03.2026`,
 * 'time' `03:30`, 'dateTime' `29.03.2026 03:30`, 'weekdayDate' `Sonntag, 29.03.2026` / `Sunday, 29.03.2026`.
 */
export function formatInstant(
  instant: Date,
  timeZone: string,
  language: 'de' | 'en',
  style: InstantStyle,
): string {
  const wall = wallClock(instant, timeZone);
  const date = `${pad(wall.getUTCDate())}.${pad(wall.getUTCMonth() + 1)}.${pad(wall.getUTCFullYear(), 4)}`;
  const time = `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
  switch (style) {
    case 'date':
      return date;
    case 'time':
      return time;
    case 'dateTime':
      return `${date} ${time}`;
    case 'weekdayDate': {
      let format = weekdayFormats.get(language);
      if (!format) {
        format = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
        weekdayFormats.set(language, format);
      }
      return `${format.format(wall)}, ${date}`;
    }
  }
}
