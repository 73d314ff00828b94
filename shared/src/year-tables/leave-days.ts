/**
 * Leave in working days (moved here from the absence pages, which re-export it, so that the year tables count
 * leave exactly as the person's absence page shows it).
 */
import { absenceStates, type TAbsence } from '../absences/absence';
import { eventItemTypes } from '../absence-types/absence-type';
import { addDays, isoWeekdayOf } from '../time/tenant-time';

/** A public holiday as the calendar answers it: a half day (24 and 31 December) counts half. */
export interface HolidayDay {
  date: string;
  halfDay: boolean;
}

/** Leave days of a year by state, in working days. */
export interface LeaveDays {
  approved: number;
  requested: number;
  planned: number;
}

export type LeaveSpan = Pick<TAbsence, 'begin' | 'end' | 'beginState' | 'endState'>;

/**
 * The working days of `absence` from `from` to `to` (both included): Monday to Friday without public holidays,
 * a half holiday and a half first or last day count half.
 */
export function workingDaysBetween(
  absence: LeaveSpan,
  from: string,
  to: string,
  holidays: readonly HolidayDay[],
): number {
  const byDate = new Map(holidays.map((holiday) => [holiday.date, holiday.halfDay]));
  const first = absence.begin > from ? absence.begin : from;
  const last = absence.end < to ? absence.end : to;
  let days = 0;
  for (let date = first; date <= last; date = addDays(date, 1)) {
    if (isoWeekdayOf(date) > 5) continue;
    const holiday = byDate.get(date);
    let share = holiday === undefined ? 1 : holiday ? 0.5 : 0;
    // A one-day absence is a whole or a half day by its begin state alone.
    if (date === absence.begin && absence.beginState === 'half') share /= 2;
    else if (date === absence.end && absence.endState === 'half') share /= 2;
    days += share;
  }
  return days;
}

/** The working days of `absence` within `year`. */
export function workingDaysIn(absence: LeaveSpan, year: number, holidays: readonly HolidayDay[]): number {
  return workingDaysBetween(absence, `${String(year)}-01-01`, `${String(year)}-12-31`, holidays);
}

/** The person's leave (event class 1) in `year` by state; denied and cancelled requests count nothing. */
export function leaveDaysOf(
  absences: readonly (LeaveSpan & Pick<TAbsence, 'eventClass' | 'state'>)[],
  year: number,
  holidays: readonly HolidayDay[],
): LeaveDays {
  const totals: LeaveDays = { approved: 0, requested: 0, planned: 0 };
  for (const absence of absences) {
    if (absence.eventClass !== eventItemTypes.leave) continue;
    const key =
      absence.state === absenceStates.approved
        ? 'approved'
        : absence.state === absenceStates.requested
          ? 'requested'
          : absence.state === absenceStates.planned
            ? 'planned'
            : undefined;
    if (key) totals[key] += workingDaysIn(absence, year, holidays);
  }
  return totals;
}
