import { addDays, isoWeekdayOf, type PlainDate } from '@app/shared/time/tenant-time';

/** One day of the employee's week: the date and the shifts on it. */
export interface WeekDay<T> {
  date: PlainDate;
  items: T[];
}

/**
 * The week (Monday to Sunday) around `today` with each day's items, for the phone's home page: days without a
 * shift are kept, so that the person sees their free days too.
 */
export function weekOf<T extends { date: string }>(today: PlainDate, items: readonly T[]): WeekDay<T>[] {
  const monday = addDays(today, 1 - isoWeekdayOf(today));
  return Array.from({ length: 7 }, (_, index) => {
    const date = addDays(monday, index);
    return { date, items: items.filter((item) => item.date === date) };
  });
}
