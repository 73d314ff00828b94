import { absenceStates, type TAbsence } from '@app/shared/absences/absence';
import { eventItemTypes } from '@app/shared/absence-types/absence-type';
import { addDays, isoWeekdayOf } from '@app/shared/time/tenant-time';

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

/**
 * The working days of `absence` within `year`: Monday to Friday without public holidays, a half holiday and a
 * half first or last day count half. A stand-in until the year table keeps the person's entitlement and days.
 */
export function workingDaysIn(
  absence: Pick<TAbsence, 'begin' | 'end' | 'beginState' | 'endState'>,
  year: number,
  holidays: readonly HolidayDay[],
): number {
  const byDate = new Map(holidays.map((holiday) => [holiday.date, holiday.halfDay]));
  const first = absence.begin > `${year}-01-01` ? absence.begin : `${year}-01-01`;
  const last = absence.end < `${year}-12-31` ? absence.end : `${year}-12-31`;
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

/** The person's leave (event class 1) in `year` by state; denied and cancelled requests count nothing. */
export function leaveDaysOf(
  absences: readonly TAbsence[],
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
