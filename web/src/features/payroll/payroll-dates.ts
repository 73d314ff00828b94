import { addDays, addMonths } from '@app/shared/time/tenant-time';
import { todayInDisplayZone } from '#lib/format';

/** The last day of `month` (`YYYY-MM`). */
function lastDayOf(month: string): string {
  return addDays(`${addMonths(month, 1)}-01`, -1);
}

/** The export's default calculation date: the last day of the previous month (the month just closed). */
export function defaultCalculationDate(today: string = todayInDisplayZone()): string {
  return lastDayOf(addMonths(today.slice(0, 7), -1));
}

/** The whole payroll month of a calculation date, the range's default (it follows the date). */
export function wholeMonth(calculationDate: string): { start: string | null; end: string | null } {
  const month = calculationDate.slice(0, 7);
  return { start: `${month}-01`, end: lastDayOf(month) };
}

/** The payroll month as people write it: `MM/YYYY` (DATEV's own notation). */
export function monthOf(calculationDate: string): string {
  return `${calculationDate.slice(5, 7)}/${calculationDate.slice(0, 4)}`;
}
