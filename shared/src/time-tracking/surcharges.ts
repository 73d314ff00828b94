/**
 * The surcharge split (issue 14, item 7): how many worked minutes fall into each hourly rate's window.
 *
 * A rate (decisions 42) applies on its days (RateCalculationDays flags: Monday 1 ... Sunday 64, public holiday
 * 128) within its time window (`from`-`to`, `to` before `from` runs past midnight; neither: the whole day). A
 * window belongs to the day it begins on: a Saturday-only 20:00-06:00 window covers Saturday 20:00 to Sunday
 * 06:00. A whole-day window is that local day, 23, 24 or 25 real hours long. Minutes are real elapsed minutes.
 */
import { rateCalculationTypes, rateDays } from '../payroll-data/hourly-rate';
import { addDays, dayStart, intervalInstants, isoWeekdayOf, plainDateOf } from '../time/tenant-time';
import type { PlainDate } from '../time/tenant-time';
import type { DayInput, DaySurcharge } from './day-input';
import { merge, minutesOf, type Interval } from './worked-time';

type Rate = DayInput['rates'][number];

const weekdayFlags = [
  rateDays.monday,
  rateDays.tuesday,
  rateDays.wednesday,
  rateDays.thursday,
  rateDays.friday,
  rateDays.saturday,
  rateDays.sunday,
];

/** The RateCalculationDays flags of a day: its weekday, and Holiday when it is a public holiday. */
export function dayFlags(date: PlainDate, holidays: readonly PlainDate[]): number {
  const weekday = weekdayFlags[isoWeekdayOf(date) - 1] ?? 0;
  return holidays.includes(date) ? weekday | rateDays.holiday : weekday;
}

/** The rate's window beginning on `date`, or none when the rate does not apply that day. */
function windowOn(rate: Rate, date: PlainDate, timeZone: string, holidays: readonly PlainDate[]) {
  if ((rate.days & dayFlags(date, holidays)) === 0) return undefined;
  if (rate.from === null || rate.to === null)
    return { start: dayStart(date, timeZone).getTime(), end: dayStart(addDays(date, 1), timeZone).getTime() };
  const instants = intervalInstants(date, rate.from, rate.to, timeZone);
  return { start: instants.start.getTime(), end: instants.end.getTime() };
}

/** Rates split per worked minute: per hour worked (1) and the per-day allowance (3, paid once if minutes > 0). */
const splitTypes: readonly number[] = [rateCalculationTypes.workTime, rateCalculationTypes.workTimeOnce];

/**
 * Minutes of `worked` inside each enabled rate's windows, in the order of `rates`; rates of other calculation
 * types (salary shares, custom) are payroll's and left out, rates without minutes too.
 */
export function surchargeMinutes(
  worked: readonly Interval[],
  rates: DayInput['rates'],
  timeZone: string,
  holidays: readonly PlainDate[],
): DaySurcharge[] {
  const parts = merge(worked);
  const first = parts[0];
  const last = parts.at(-1);
  if (!first || !last) return [];
  // A window begins at most a day before the work (past midnight) and at the latest on the day the work ends.
  const from = addDays(plainDateOf(new Date(first.start), timeZone), -1);
  const to = plainDateOf(new Date(last.end - 1), timeZone);
  const result: DaySurcharge[] = [];
  for (const rate of rates) {
    if (!rate.enabled || !splitTypes.includes(rate.calculationType)) continue;
    const inside: Interval[] = [];
    for (let date = from; date <= to; date = addDays(date, 1)) {
      const window = windowOn(rate, date, timeZone, holidays);
      if (!window) continue;
      for (const part of parts) {
        const start = Math.max(part.start, window.start);
        const end = Math.min(part.end, window.end);
        if (end > start) inside.push({ start, end });
      }
    }
    const minutes = minutesOf(merge(inside));
    if (minutes > 0) result.push({ rateId: rate.id, minutes });
  }
  return result;
}
