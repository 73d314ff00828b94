/**
 * Expands a serial pattern into its occurrences in the tenant's time zone, through rrule-temporal (RFC 5545).
 * Server-side (and lazily loaded web code) only: rrule-temporal brings a Temporal polyfill, which must not reach
 * the web's initial bundle (DEPENDENCIES.md trap 4), so the schema lives apart in `serial-pattern.ts`.
 *
 * The rule runs on days only: every frequency here is daily or coarser, so the library decides which days occur
 * and `tenant-time` turns each day and the wall-clock start into an instant. The rule's DTSTART is noon of the
 * first day because rrule-temporal 2.2.7 drops an occurrence whose wall time falls into the spring DST gap
 * (02:30 on 29 March 2026 in Berlin) where we want it moved forward like every other time of the app.
 */
import { RRuleTemporal } from 'rrule-temporal';
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

/** The RFC 5545 lines of the pattern (DTSTART at noon of the first day, see above). */
export function serialRRule(pattern: TSerialPattern, timeZone: string): string {
  const parts = ruleParts(pattern.rule);
  if (pattern.end.type === 3) parts.push(`COUNT=${pattern.end.count}`);
  return `DTSTART;TZID=${timeZone}:${pattern.begin.replace(/-/g, '')}T120000\nRRULE:${parts.join(';')}`;
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
  const rule = new RRuleTemporal({ rruleString: serialRRule(pattern, timeZone) });
  rule.all((zoned, index) => {
    const date = zoned.toPlainDate().toString();
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
