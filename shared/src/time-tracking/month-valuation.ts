/**
 * A person's month from its valued days (issue 14, item 3 and the target/actual view of item 5): the sums, the
 * surcharge minutes per rate and the running balance of the time account, opening with the balance carried
 * from the month before (or the year table's opening balance).
 */
import type { PlainDate } from '../time/tenant-time';
import type { DaySurcharge, DayValuation } from './day-input';

export interface MonthDay {
  date: PlainDate;
  difference: number;
  /** The balance after this day. */
  balance: number;
}

export interface MonthValuation {
  target: number;
  actual: number;
  absence: number;
  pause: number;
  difference: number;
  opening: number;
  /** opening + difference: what the next month opens with. */
  closing: number;
  surcharges: DaySurcharge[];
  days: MonthDay[];
}

/** Sums of the days (in date order, whatever order they come in) and the balance after each day. */
export function valueMonth(days: readonly DayValuation[], openingBalance: number): MonthValuation {
  const sorted = [...days].sort((a, b) => a.date.localeCompare(b.date));
  const surcharges = new Map<string, number>();
  let balance = openingBalance;
  const totals = { target: 0, actual: 0, absence: 0, pause: 0, difference: 0 };
  const running: MonthDay[] = [];
  for (const day of sorted) {
    totals.target += day.target;
    totals.actual += day.actual;
    totals.absence += day.absence;
    totals.pause += day.pause;
    totals.difference += day.difference;
    balance += day.difference;
    running.push({ date: day.date, difference: day.difference, balance });
    for (const surcharge of day.surcharges)
      surcharges.set(surcharge.rateId, (surcharges.get(surcharge.rateId) ?? 0) + surcharge.minutes);
  }
  return {
    ...totals,
    opening: openingBalance,
    closing: balance,
    surcharges: [...surcharges].map(([rateId, minutes]) => ({ rateId, minutes })),
    days: running,
  };
}
