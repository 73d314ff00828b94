/**
 * The figures of a year table (docs/time.md "Year tables"): pure, so that the single recalculation, the
 * maintenance task and the bench compute them alike.
 *
 * Leave: remaining = entitlement + carry-over (override first) − lapsed + special − taken. Carry-over left
 * unused by the leave taken up to its expiry date lapses once that date has passed. Time account: closing =
 * opening + overtime (the months' differences) + time specials − payouts − payout specials.
 */
import { absenceStates } from '../absences/absence';
import { eventItemTypes } from '../absence-types/absence-type';
import type { TMonthSummary } from '../time-tracking/month-summary';
import { workingDaysBetween, type HolidayDay, type LeaveSpan } from './leave-days';
import type { TLeaveAccount, TSpecialEntry, TTimeAccount, TYearMonthTotal, TYearTable } from './year-table';

export type LeaveAbsence = LeaveSpan & { eventClass: number; state: number };
export type SummaryFigures = Pick<TMonthSummary, 'month' | 'target' | 'actual' | 'absence' | 'difference'>;

/** What a (re)calculation reads besides the table: the months' summaries, the leave, the specials. */
export interface YearInputs {
  /** The tenant's today: carry-over lapses only after its expiry date has passed. */
  today: string;
  summaries: readonly SummaryFigures[];
  absences: readonly LeaveAbsence[];
  holidays: readonly HolidayDay[];
  specials: readonly Pick<TSpecialEntry, 'account' | 'value'>[];
  /** The initial tracking data's start date: months before it do not count. */
  trackingStart: string | null;
}

/** The edited base of a table that a calculation keeps. */
export type YearBase = Pick<TYearTable, 'userId' | 'year' | 'closed'> & {
  leave: Pick<
    TLeaveAccount,
    'entitlementDays' | 'carryOverDays' | 'carryOverOverrideDays' | 'carryOverExpiresOn'
  >;
  timeAccount: Pick<TTimeAccount, 'openingMinutes' | 'payoutMinutes'>;
};

const pad = (month: number) => String(month).padStart(2, '0');
const lastDayOf = (year: number, month: number) =>
  `${String(year)}-${pad(month)}-${pad(new Date(Date.UTC(year, month, 0)).getUTCDate())}`;
/** Leave figures are halves at most; sums of halves are exact in floating point, rounding only tidies. */
const days = (value: number) => Math.round(value * 100) / 100;

const isLeave = (absence: LeaveAbsence) => absence.eventClass === eventItemTypes.leave;

/** The 12 month totals: figures from the summaries, approved leave days counted per month. */
export function monthTotalsOf(year: number, inputs: YearInputs): TYearMonthTotal[] {
  const approved = inputs.absences.filter((a) => isLeave(a) && a.state === absenceStates.approved);
  return Array.from({ length: 12 }, (_, index) => {
    const month = index + 1;
    const key = `${String(year)}-${pad(month)}`;
    const counted = !inputs.trackingStart || lastDayOf(year, month) >= inputs.trackingStart;
    const summary = counted ? inputs.summaries.find((s) => s.month === key) : undefined;
    const leaveDays = approved.reduce(
      (sum, absence) =>
        sum + workingDaysBetween(absence, `${key}-01`, lastDayOf(year, month), inputs.holidays),
      0,
    );
    return {
      month,
      targetMinutes: summary?.target ?? 0,
      // What the month credited (worked, less overtime held back, plus absences): target + difference, so
      // that the three figures of a month agree (issue 28).
      actualMinutes: (summary?.target ?? 0) + (summary?.difference ?? 0),
      differenceMinutes: summary?.difference ?? 0,
      leaveDays: days(leaveDays),
    };
  });
}

/** Leave that counts from the absences: approved is taken, requested and planned are planned. */
export function leaveFiguresOf(year: number, inputs: YearInputs, until: string) {
  const first = `${String(year)}-01-01`;
  let taken = 0;
  let planned = 0;
  let takenUntil = 0;
  for (const absence of inputs.absences) {
    if (!isLeave(absence)) continue;
    const inYear = workingDaysBetween(absence, first, `${String(year)}-12-31`, inputs.holidays);
    if (absence.state === absenceStates.approved) {
      taken += inYear;
      takenUntil += workingDaysBetween(absence, first, until, inputs.holidays);
    } else if (absence.state === absenceStates.requested || absence.state === absenceStates.planned) {
      planned += inYear;
    }
  }
  return { taken: days(taken), planned: days(planned), takenUntil: days(takenUntil) };
}

/** The derived totals of a table from its base, its taken/planned leave, overtime and specials. */
export function totalsOf(
  base: YearBase,
  figures: { taken: number; planned: number; takenUntilExpiry: number; overtime: number },
  specials: YearInputs['specials'],
  today: string,
): { leave: TLeaveAccount; timeAccount: TTimeAccount } {
  const sum = (account: TSpecialEntry['account']) =>
    specials.filter((entry) => entry.account === account).reduce((total, entry) => total + entry.value, 0);
  const carryOver = base.leave.carryOverOverrideDays ?? base.leave.carryOverDays;
  const expires = base.leave.carryOverExpiresOn;
  const lapsed =
    expires && today > expires ? Math.max(0, Math.max(0, carryOver) - figures.takenUntilExpiry) : 0;
  const specialDays = days(sum('leave'));
  const specialMinutes = sum('time');
  const specialPayoutMinutes = sum('payout');
  return {
    leave: {
      ...base.leave,
      lapsedDays: days(lapsed),
      takenDays: figures.taken,
      plannedDays: figures.planned,
      specialDays,
      remainingDays: days(base.leave.entitlementDays + carryOver - lapsed + specialDays - figures.taken),
    },
    timeAccount: {
      openingMinutes: base.timeAccount.openingMinutes,
      overtimeMinutes: figures.overtime,
      payoutMinutes: base.timeAccount.payoutMinutes,
      specialMinutes,
      specialPayoutMinutes,
      closingMinutes:
        base.timeAccount.openingMinutes +
        figures.overtime +
        specialMinutes -
        base.timeAccount.payoutMinutes -
        specialPayoutMinutes,
    },
  };
}

/**
 * The special entries' minutes as they move the time account (time entries add, payouts take off), those dated
 * from `from` to `to` (both included): the one rule by which the year account and the month's balance count them.
 */
export function specialMinutesBetween(
  specials: readonly Pick<TSpecialEntry, 'account' | 'value' | 'date'>[],
  from: string,
  to: string,
): { date: string; minutes: number }[] {
  return specials.flatMap((entry) =>
    entry.date >= from && entry.date <= to && entry.account !== 'leave'
      ? [{ date: entry.date, minutes: entry.account === 'time' ? entry.value : -entry.value }]
      : [],
  );
}

/** A full calculation of a year from its inputs. */
export function calculateYear(base: YearBase, inputs: YearInputs) {
  const months = monthTotalsOf(base.year, inputs);
  const expires = base.leave.carryOverExpiresOn;
  const leave = leaveFiguresOf(base.year, inputs, expires ?? `${String(base.year)}-12-31`);
  const overtime = months.reduce((total, month) => total + month.differenceMinutes, 0);
  const totals = totalsOf(
    base,
    { taken: leave.taken, planned: leave.planned, takenUntilExpiry: leave.takenUntil, overtime },
    inputs.specials,
    inputs.today,
  );
  return { ...totals, months };
}

/** An empty year's months (before any calculation). */
export const emptyMonths = (): TYearMonthTotal[] =>
  Array.from({ length: 12 }, (_, index) => ({
    month: index + 1,
    targetMinutes: 0,
    actualMinutes: 0,
    differenceMinutes: 0,
    leaveDays: 0,
  }));
