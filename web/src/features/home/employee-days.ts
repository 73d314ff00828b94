import type { Language } from '@app/shared/i18n/languages';
import { addDays, type PlainDate } from '@app/shared/time/tenant-time';

/** A day of the employee's coming shifts with the items on it. */
export interface ShiftDay<T> {
  date: PlainDate;
  items: T[];
}

/**
 * The items grouped by their day, days in order and only days with items: the home lists what is coming, not a
 * calendar (the calendar shows the free days).
 */
export function groupByDay<T>(items: readonly T[], dateOf: (item: T) => PlainDate): ShiftDay<T>[] {
  const days = new Map<PlainDate, T[]>();
  for (const item of items) {
    const date = dateOf(item);
    days.set(date, [...(days.get(date) ?? []), item]);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, dayItems]) => ({ date, items: dayItems }));
}

/** A plain day as the reader says it: "Mo., 30. Nov." / "Mon, Nov 30" (Intl, no year: the days are near). */
export function shortDay(date: PlainDate, language: Language): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    // A plain date is a day, not an instant: formatted at UTC midnight so that no zone moves it.
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** Whether `date` is today or tomorrow of `today` (the headings say so in words). */
export function relativeDay(date: PlainDate, today: PlainDate): 'today' | 'tomorrow' | null {
  if (date === today) return 'today';
  if (date === addDays(today, 1)) return 'tomorrow';
  return null;
}
