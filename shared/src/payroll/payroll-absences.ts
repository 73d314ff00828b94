/**
 * Sage's Fehltage: the Kalendarium's absence days merged into ranges per key. Consecutive means no working day
 * without that absence in between, so a weekend or a public holiday inside a sick week does not break it.
 */
import type { PayrollAbsenceRange, PayrollCalendarDay } from './payroll-document';
import type { PayrollDay } from './payroll-input';

export interface KeyedDay {
  itemClass: number;
  calendar: PayrollCalendarDay;
}

const dayMs = 86_400_000;

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/**
 * The last working day before `from`, searched back up to 31 days: a day of the input counts when its target is
 * above zero; before the range (no data) Monday to Friday count, as the worked example's 30.04. before a
 * holiday on 01.05. (payroll.md 4.1). `from` - 1 when none.
 */
function lastWorkdayBefore(from: string, byDate: ReadonlyMap<string, PayrollDay>): string {
  for (let back = 1; back <= 31; back += 1) {
    const date = addDays(from, -back);
    const day = byDate.get(date);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (day ? day.target > 0 : weekday >= 1 && weekday <= 5) return date;
  }
  return addDays(from, -1);
}

function compare(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

type OpenRange = PayrollAbsenceRange & { itemClass: number };

/** Ranges ordered by absence class, key and start, as the calendar. */
export function absenceRangesOf(
  keyed: readonly KeyedDay[],
  days: readonly PayrollDay[],
): PayrollAbsenceRange[] {
  const byDate = new Map(days.map((day) => [day.date, day]));
  const workdays = days.filter((day) => day.target > 0).map((day) => day.date);
  const sorted = [...keyed].sort(
    (a, b) =>
      compare(a.calendar.absenceKey, b.calendar.absenceKey) || compare(a.calendar.date, b.calendar.date),
  );
  const ranges: OpenRange[] = [];
  for (const { itemClass, calendar } of sorted) {
    const open = ranges.at(-1);
    const share = calendar.days;
    if (open?.absenceKey === calendar.absenceKey) {
      if (open.to === calendar.date) {
        // Two absence types with one key on the same day: the larger share.
        open.lastShare = Math.max(open.lastShare, share);
        if (open.from === calendar.date) open.firstShare = open.lastShare;
        continue;
      }
      if (!workdays.some((date) => date > open.to && date < calendar.date)) {
        open.to = calendar.date;
        open.lastShare = share;
        continue;
      }
    }
    ranges.push({
      itemClass,
      absenceKey: calendar.absenceKey,
      from: calendar.date,
      to: calendar.date,
      lastWorkdayBefore: lastWorkdayBefore(calendar.date, byDate),
      firstShare: share,
      lastShare: share,
    });
  }
  ranges.sort(
    (a, b) => a.itemClass - b.itemClass || compare(a.absenceKey, b.absenceKey) || compare(a.from, b.from),
  );
  return ranges.map((range) => ({
    absenceKey: range.absenceKey,
    from: range.from,
    to: range.to,
    lastWorkdayBefore: range.lastWorkdayBefore,
    firstShare: range.firstShare,
    lastShare: range.lastShare,
  }));
}
