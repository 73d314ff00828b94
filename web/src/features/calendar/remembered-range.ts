import { calendarViews, maxCalendarDays, type TCalendarView } from '@app/shared/calendar/calendar-view';
import { daysBetween, isPlainDate, type PlainDate } from '@app/shared/time/tenant-time';
import { defaultRange, type CalendarRange, type FirstWeekday } from './calendar-range';

/**
 * The calendar's last view and range of a person, kept on this device (docs/decisions.md, "The planner's
 * toolbar"): the calendar opens in the view they left it in; on the day they chose it also on the same range,
 * on a later day around today (a range left weeks ago is not where anyone wants to start).
 */
const keyOf = (userId: string) => `calendar.range.${userId}`;

interface Remembered extends CalendarRange {
  /** The day the range was chosen. */
  on: PlainDate;
}

function isView(value: unknown): value is TCalendarView {
  return typeof value === 'string' && (calendarViews as readonly string[]).includes(value);
}

export function rememberRange(userId: string, range: CalendarRange, today: PlainDate): void {
  const remembered: Remembered = { ...range, on: today };
  try {
    window.localStorage.setItem(keyOf(userId), JSON.stringify(remembered));
  } catch {
    // A browser without storage (private mode, full) forgets the range; the calendar still works.
  }
}

function read(userId: string): Partial<Record<keyof Remembered, unknown>> | null {
  try {
    const text = window.localStorage.getItem(keyOf(userId));
    const value: unknown = text ? JSON.parse(text) : null;
    return value && typeof value === 'object' ? value : null;
  } catch {
    return null;
  }
}

/** The range to open with when the address names none, or null when nothing (valid) is remembered. */
export function rememberedRange(
  userId: string,
  today: PlainDate,
  firstDay: FirstWeekday,
): CalendarRange | null {
  const stored = read(userId);
  if (!stored || !isView(stored.view)) return null;
  const { view, from, to, on } = stored;
  if (
    on === today &&
    typeof from === 'string' &&
    typeof to === 'string' &&
    isPlainDate(from) &&
    isPlainDate(to) &&
    from <= to &&
    daysBetween(from, to) < maxCalendarDays
  ) {
    return { view, from, to };
  }
  return defaultRange(view, today, firstDay);
}
