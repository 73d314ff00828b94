/**
 * Expands a serial pattern into its occurrences in the tenant's time zone, through the `rrule` library (RFC 5545).
 * Server-side only (the schema lives apart in `serial-pattern.ts`, which the web imports).
 *
 * The rule runs on days only: every frequency here is daily or coarser, so the library decides which days occur,
 * computing in UTC on "floating" days (noon of each day, a zone without DST, so no day is ever skipped or
 * doubled), and `tenant-time` turns each day and the wall-clock start into an instant in the tenant's zone: a
 * 09:00 meeting stays at 09:00 across the DST changes, and a start in the spring gap moves forward like every
 * other time of the app. (rrule-temporal did the same but brought a 170 KB Temporal polyfill into every Lambda
 * function that shows a series.)
 */
import * as rruleModule from 'rrule';
import { addDays, dayStart, instantAt, type PlainDate } from '../time/tenant-time';
import type { TSerialPattern, TSerialRule, TSerialWeekday } from './serial-pattern';

export interface SerialOccurrence {
  /** The occurrence's start day in the tenant's zone (what a break names). */
  date: PlainDate;
  start: Date;
  end: Date;
}

export interface SerialRange {
  timeZone: string;
  /** First day of interest; occurrences that end after its start are included. Default: the series' begin. */
  from?: PlainDate;
  /** Last day of interest (inclusive); required unless `limit` is given. */
  to?: PlainDate;
  /** Deleted occurrences (their start days): skipped, but they still use up an "after n" count. */
  breaks?: readonly PlainDate[];
  /** At most this many occurrences. */
  limit?: number;
}

// rrule ships CommonJS to Node, where its exports sit behind `default`, and ESM to bundlers (esbuild, Vite).
const { rrulestr } = (rruleModule as { default?: typeof rruleModule }).default ?? rruleModule;

const rruleDays: Record<TSerialWeekday, string> = {
  Mo: 'MO',
  Tu: 'TU',
  We: 'WE',
  Th: 'TH',
  Fr: 'FR',
  Sa: 'SA',
  Su: 'SU',
};
const positions = { F: '1', '2': '2', '3': '3', L: '-1' } as const;
// A series that never ends is cut here even without `to`/`limit`: protection against a runaway loop.
const maxSteps = 100_000;

function ruleParts(rule: TSerialRule): string[] {
  switch (rule.type) {
    case 'daily':
      return rule.workdays
        ? ['FREQ=WEEKLY', 'BYDAY=MO,TU,WE,TH,FR']
        : ['FREQ=DAILY', `INTERVAL=${rule.every}`];
    case 'weekly':
      return [
        'FREQ=WEEKLY',
        `INTERVAL=${rule.every}`,
        `BYDAY=${rule.weekdays.map((day) => rruleDays[day]).join(',')}`,
        'WKST=MO',
      ];
    case 'monthly':
      return rule.mode === 1
        ? ['FREQ=MONTHLY', `INTERVAL=${rule.every}`, `BYMONTHDAY=${rule.day}`]
        : [
            'FREQ=MONTHLY',
            `INTERVAL=${rule.every}`,
            `BYDAY=${positions[rule.position]}${rruleDays[rule.weekday]}`,
          ];
    case 'yearly':
      return ['FREQ=YEARLY', `INTERVAL=${rule.every}`, `BYMONTH=${rule.month}`, `BYMONTHDAY=${rule.day}`];
  }
}

/** The RFC 5545 lines of the pattern: floating days, DTSTART at noon UTC of the first day (see above). */
export function serialRRule(pattern: TSerialPattern): string {
  const parts = ruleParts(pattern.rule);
  if (pattern.end.type === 3) parts.push(`COUNT=${pattern.end.count}`);
  return `DTSTART:${pattern.begin.replace(/-/g, '')}T120000Z\nRRULE:${parts.join(';')}`;
}

function occurrenceOf(pattern: TSerialPattern, date: PlainDate, timeZone: string): SerialOccurrence {
  const start = pattern.allDay ? dayStart(date, timeZone) : instantAt(date, pattern.time, timeZone);
  if (pattern.durationType === 3) {
    // Days are calendar days: the same wall time n days later, whatever the DST nights in between.
    const last = addDays(date, pattern.duration);
    const end = pattern.allDay ? dayStart(last, timeZone) : instantAt(last, pattern.time, timeZone);
    return { date, start, end };
  }
  // Minutes and hours are elapsed time: a two-hour meeting lasts two hours on the night the clocks change too.
  const minutes = pattern.durationType === 2 ? pattern.duration * 60 : pattern.duration;
  return { date, start, end: new Date(start.getTime() + minutes * 60_000) };
}

/** The pattern's occurrences in a range of days, in order, without the breaks. */
export function expandSerial(pattern: TSerialPattern, range: SerialRange): SerialOccurrence[] {
  if (range.to === undefined && range.limit === undefined) {
    throw new RangeError('expandSerial needs `to` or `limit`');
  }
  const { timeZone } = range;
  const rangeStart = dayStart(range.from ?? pattern.begin, timeZone).getTime();
  const lastDay = pattern.end.type === 2 ? pattern.end.date : undefined;
  const breaks = new Set(range.breaks ?? []);
  const limit = range.limit ?? Number.POSITIVE_INFINITY;
  const found: SerialOccurrence[] = [];
  const rule = rrulestr(serialRRule(pattern));
  rule.all((day, index) => {
    const date = day.toISOString().slice(0, 10);
    if (index >= maxSteps || (lastDay !== undefined && date > lastDay)) return false;
    if (range.to !== undefined && date > range.to) return false;
    if (!breaks.has(date)) {
      const occurrence = occurrenceOf(pattern, date, timeZone);
      if (occurrence.end.getTime() > rangeStart) found.push(occurrence);
    }
    return found.length < limit;
  });
  return found;
}

/** The series' last day: its end date, the day of its last counted occurrence, or null (endless). */
export function lastOccurrenceDay(pattern: TSerialPattern, timeZone: string): PlainDate | null {
  if (pattern.end.type === 1) return null;
  if (pattern.end.type === 2) return pattern.end.date;
  return expandSerial(pattern, { timeZone, limit: pattern.end.count }).at(-1)?.date ?? pattern.begin;
}

/** The breaks of a series with one more day, in order. */
export const withBreak = (breaks: readonly PlainDate[], date: PlainDate): PlainDate[] =>
  [...new Set([...breaks, date])].sort();
