/**
 * A person's valued month from loaded inputs (pure apart from the clock's `valuedAt`): the days valued
 * (valuation-day.ts), their sums and running balance (`valueMonth`, the days up to the world's today counted),
 * the overtime figures and the month summary to store. The valuation service loads the inputs and stores the
 * summary; the team timesheet's rows read the same month (team-month.model.ts).
 */
import { valueMonth, type MonthValuation } from '@app/shared/time-tracking/month-valuation';
import type { TMonthSummary } from '@app/shared/time-tracking/month-summary';
import { addDays } from '@app/shared/time/tenant-time';
import { now } from '../clock';
import type { User } from '../directory/user.repository';
import {
  daysOfMonth,
  valuePersonDays,
  type PersonInputs,
  type ValuationWorld,
  type ValuedDay,
} from './valuation-day';

export type PersonMonth = Omit<MonthValuation, 'days'> & {
  days: ValuedDay[];
  balances: MonthValuation['days'];
  overtimeApproved: number;
  overtimeWaiting: number;
  summary: TMonthSummary;
  inputs: PersonInputs;
  world: ValuationWorld;
};

const lastDayOf = (month: string) => daysOfMonth(month).at(-1) ?? `${month}-28`;

/** The month's sums, balances and the summary to store. */
export function monthOf(
  person: Pick<User, 'id' | 'unitId'>,
  month: string,
  inputs: PersonInputs,
  world: ValuationWorld,
  opening: number,
  /** The year account's special entries dated in the month (specialMinutesBetween). */
  specials: readonly { date: string; minutes: number }[] = [],
): PersonMonth {
  const days = valuePersonDays(inputs, world, month);
  const valued = valueMonth(days, opening, world.today, specials);
  const overtimeApproved = days.reduce(
    (sum, day) => sum + (day.overtime.state === 'approved' ? day.overtime.minutes : 0),
    0,
  );
  const overtimeWaiting = days.reduce(
    (sum, day) => sum + (day.overtime.state === 'waiting' ? day.overtime.minutes : 0),
    0,
  );
  const tracked = days.filter((day) => day.tracked);
  const firstOpen = tracked.find((day) => !day.record?.confirmed);
  const confirmedThrough =
    tracked.length === 0 || tracked[0] === firstOpen
      ? null
      : firstOpen
        ? addDays(firstOpen.date, -1)
        : lastDayOf(month);
  const summary: TMonthSummary = {
    userId: person.id,
    unitId: person.unitId ?? null,
    month,
    target: valued.target,
    actual: valued.actual,
    absence: valued.absence,
    pause: valued.pause,
    difference: valued.difference,
    overtime: overtimeApproved,
    overtimeWaiting,
    opening: valued.opening,
    closing: valued.closing,
    confirmedThrough,
    valuedAt: now().toISOString(),
  };
  return {
    ...valued,
    days,
    balances: valued.days,
    overtimeApproved,
    overtimeWaiting,
    summary,
    inputs,
    world,
  };
}
