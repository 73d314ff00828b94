/**
 * A row of the team timesheet (issue 28) from a person's valued month (pure): the month's figures exactly as the
 * person's target/actual page shows them (`targetActual`'s totals), and what is left to do. The totals of the
 * rows are `teamTotals` (shared/src/time-tracking/team-month.ts).
 */
import { bookingStates } from '@app/shared/time-tracking/day-input';
import type { TTeamFigures, TTeamPerson } from '@app/shared/time-tracking/team-month';
import type { PersonMonth } from './valuation.service';

/** What a row reads of a valued month. */
export type ValuedTeamMonth = Pick<
  PersonMonth,
  | 'target'
  | 'targetMonth'
  | 'credited'
  | 'difference'
  | 'actual'
  | 'absence'
  | 'opening'
  | 'closing'
  | 'overtimeWaiting'
  | 'days'
> & { inputs: Pick<PersonMonth['inputs'], 'bookings'> };

/** The figures and problems of one person's month; `today` is the tenant's today. */
export function teamRowOf(
  valued: ValuedTeamMonth,
  today: string,
): TTeamFigures & Pick<TTeamPerson, 'tracked' | 'problems'> {
  const problems = valued.days.flatMap((day) => day.problems.map((problem) => ({ date: day.date, problem })));
  return {
    target: valued.target,
    actual: valued.credited,
    difference: valued.difference,
    worked: valued.actual,
    absence: valued.absence,
    targetMonth: valued.targetMonth,
    opening: valued.opening,
    closing: valued.closing,
    overtimeWaiting: valued.overtimeWaiting,
    // A day is confirmed once it is over: the days before today that are tracked and not confirmed yet.
    unconfirmedDays: valued.days.filter((day) => day.tracked && day.date < today && !day.record?.confirmed)
      .length,
    awaitingApproval: valued.inputs.bookings.filter((booking) => booking.state === bookingStates.requested)
      .length,
    problemDays: valued.days.filter((day) => day.problems.length > 0).length,
    tracked: valued.days.some((day) => day.tracked),
    problems,
  };
}
