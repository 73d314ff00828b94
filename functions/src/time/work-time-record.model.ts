/**
 * The record of ArbZG section 16(2) (pure; docs/rules.md, "The record of section 16(2)"): of one person's valued
 * month, the days that are over and belong in it. A weekday (Monday to Saturday, no public holiday) with more than
 * 8 hours worked, the part beyond 8 hours; a Sunday or a public holiday with any work, all of it (the weekday's
 * 8 hours of section 3 do not apply there: such work is an exception of sections 10 to 13). Worked is what time
 * tracking valued for a tracked day (bookings, or the plan in Calendar mode; a correction or a confirmed day as
 * kept), else the plan's worked minutes (its entries beginning that day, days off not counted).
 */
import type { Language } from '@app/shared/i18n/languages';
import { isoWeekdayOf } from '@app/shared/time/tenant-time';
import type { PlanEntry } from '../calendar/plan.repository';
import type { ValuationWorld, ValuedDay } from './valuation-day';

/** The weekday's working time of ArbZG section 3 sentence 1: 8 hours. */
export const weekdayMinutes = 8 * 60;

export interface RecordDay {
  date: string;
  kind: 'weekday' | 'sunday' | 'holiday';
  /** The public holiday's name in the reader's language. */
  holiday: string | null;
  /** Worked minutes of the day. */
  worked: number;
  /** The part beyond the weekday's 8 hours (a Sunday's or holiday's: all of it). */
  beyond: number;
  /** Valued by time tracking, or taken from the plan (a day time tracking does not value). */
  source: 'time' | 'plan';
}

export interface RecordPerson {
  userId: string;
  name: string;
  days: RecordDay[];
}

/** What the record reads of a person's valued month (`valuePersonMonth`). */
export interface ValuedMonth {
  days: readonly Pick<ValuedDay, 'date' | 'tracked' | 'actual'>[];
  inputs: { entries: readonly Pick<PlanEntry, 'date' | 'itemClass' | 'minutes' | 'proposalRunId'>[] };
  world: Pick<ValuationWorld, 'holidays' | 'holidayNames'>;
}

/** The days of a valued month within `from`..`to` and before `today` that the record lists. */
export function recordDays(
  month: ValuedMonth,
  range: { from: string; to: string },
  today: string,
  language: Language,
): RecordDay[] {
  const holidays = new Set(month.world.holidays);
  const found: RecordDay[] = [];
  for (const day of month.days) {
    const { date } = day;
    if (date < range.from || date > range.to || date >= today) continue;
    const worked = day.tracked
      ? day.actual
      : month.inputs.entries
          .filter((entry) => entry.date === date && entry.itemClass !== 99 && !entry.proposalRunId)
          .reduce((sum, entry) => sum + entry.minutes, 0);
    const holiday = holidays.has(date) ? (month.world.holidayNames.get(date)?.[language] ?? '') : null;
    const kind = holiday !== null ? 'holiday' : isoWeekdayOf(date) === 7 ? 'sunday' : 'weekday';
    const beyond = kind === 'weekday' ? worked - weekdayMinutes : worked;
    if (beyond <= 0) continue;
    found.push({ date, kind, holiday, worked, beyond, source: day.tracked ? 'time' : 'plan' });
  }
  return found;
}
