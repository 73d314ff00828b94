/**
 * A person's month from its valued days (issue 14, item 3 and the target/actual view of item 5): the sums, the
 * surcharge minutes per rate and the running balance of the time account, opening with the balance carried
 * from the month before (or the year table's opening balance).
 *
 * The month's figures count the days that have come (up to `today`, the tenant's today, when given): a day still
 * to come shows its target, but neither asks it yet nor adds to the balance (issue 28: the target used to count
 * the whole month while the difference counted the days so far). `credited` is what the days counted credit:
 * their worked minutes without overtime that waits or was denied, plus their absence credits, so that
 * `difference = credited - target` holds for the month exactly as it holds for each day
 * (difference = actual + absence - target - overtime held back). `targetMonth` is the target of every day.
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
  /** The target of the days counted (up to today). */
  target: number;
  /** The target of every day of the month, those still to come included. */
  targetMonth: number;
  /** Minutes worked on the days counted (the days' actual). */
  actual: number;
  /** Absence credits of the days counted. */
  absence: number;
  pause: number;
  /** What the days counted credit: worked (less overtime held back) plus absences; target + difference. */
  credited: number;
  /** Sum of the days' differences: credited - target. */
  difference: number;
  opening: number;
  /** The year account's special entries dated in the month (time less payouts), whenever in the month. */
  specials: number;
  /** opening + difference + specials: what the next month opens with. */
  closing: number;
  surcharges: DaySurcharge[];
  days: MonthDay[];
}

/**
 * Sums of the days (in date order, whatever order they come in) and the balance after each day. With `today`, a
 * day after it counts only in `targetMonth` (its difference is 0 until it has come).
 */
export function valueMonth(
  days: readonly DayValuation[],
  openingBalance: number,
  today?: PlainDate,
  /** Special entries of the year account in the month (minutes: time, payouts negative), on their day. */
  specials: readonly { date: PlainDate; minutes: number }[] = [],
): MonthValuation {
  const sorted = [...days].sort((a, b) => a.date.localeCompare(b.date));
  const surcharges = new Map<string, number>();
  let balance = openingBalance;
  const totals = { target: 0, targetMonth: 0, actual: 0, absence: 0, pause: 0, credited: 0, difference: 0 };
  const running: MonthDay[] = [];
  for (const day of sorted) {
    totals.targetMonth += day.target;
    const counted = today === undefined || day.date <= today;
    const difference = counted ? day.difference : 0;
    if (counted) {
      totals.target += day.target;
      totals.actual += day.actual;
      totals.absence += day.absence;
      totals.pause += day.pause;
      // What the day credits is its target plus its difference: worked + absence - overtime held back.
      totals.credited += day.target + day.difference;
      totals.difference += day.difference;
    }
    const special = specials.reduce((sum, entry) => sum + (entry.date === day.date ? entry.minutes : 0), 0);
    balance += difference + special;
    running.push({ date: day.date, difference, balance });
    for (const surcharge of day.surcharges)
      surcharges.set(surcharge.rateId, (surcharges.get(surcharge.rateId) ?? 0) + surcharge.minutes);
  }
  return {
    ...totals,
    opening: openingBalance,
    specials: specials.reduce((sum, entry) => sum + entry.minutes, 0),
    closing: balance,
    surcharges: [...surcharges].map(([rateId, minutes]) => ({ rateId, minutes })),
    days: running,
  };
}
