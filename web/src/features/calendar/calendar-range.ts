import { calendarViews, maxCalendarDays, type TCalendarView } from '@app/shared/calendar/calendar-view';
import {
  addDays,
  daysBetween,
  isPlainDate,
  isoWeekdayOf,
  type PlainDate,
} from '@app/shared/time/tenant-time';

/**
 * What the calendar shows, as kept in the address (`?view=&from=&to=`), so that a reload, a bookmark or the
 * back button returns to the same view. Pure: the page reads and writes it through the router.
 */
export interface CalendarRange {
  view: TCalendarView;
  from: PlainDate;
  to: PlainDate;
}

/** The spec's limits of the toolbar's pickers. */
export const firstCalendarDay = '2000-01-01';
export const firstYear = 2000;
export const lastYear = 2060;

/** The last day a range may reach: the end of the year three years ahead (spec: date-range presets). */
export function lastCalendarDay(today: PlainDate): PlainDate {
  return `${Number(today.slice(0, 4)) + 3}-12-31`;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

export function monthStart(date: PlainDate): PlainDate {
  return `${date.slice(0, 7)}-01`;
}

export function monthEnd(date: PlainDate): PlainDate {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${date.slice(0, 7)}-${pad(days)}`;
}

/** The first day of the month `months` after the month of `date` (negative: before). */
export function addMonths(date: PlainDate, months: number): PlainDate {
  const index = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 + months;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}-01`;
}

/** First day of the week (setting `calendar.weekStart`): 1 Monday, 0 Sunday. */
export type FirstWeekday = 0 | 1;

export function weekStart(date: PlainDate, firstDay: FirstWeekday = 1): PlainDate {
  // isoWeekdayOf: 1 Monday … 7 Sunday; with Sunday first, Sunday is day 0 of its week.
  const offset = firstDay === 0 ? isoWeekdayOf(date) % 7 : isoWeekdayOf(date) - 1;
  return addDays(date, -offset);
}

/** The range a view shows by default around `date`: its week for WEEK, its month otherwise. */
export function defaultRange(
  view: TCalendarView,
  date: PlainDate,
  firstDay: FirstWeekday = 1,
): CalendarRange {
  const start = weekStart(date, firstDay);
  if (view === 'WEEK') return { view, from: start, to: addDays(start, 6) };
  return { view, from: monthStart(date), to: monthEnd(date) };
}

function isView(value: string | null): value is TCalendarView {
  return value !== null && (calendarViews as readonly string[]).includes(value);
}

/** The caller's settings the range depends on: the view without one in the address, the first weekday. */
export interface RangeSettings {
  defaultView: TCalendarView;
  firstDay: FirstWeekday;
}

/**
 * The range of the address, or the default one when a part is missing or wrong (a reversed range, more than
 * 385 days or a day before 2000 fall back to the view's default rather than to an error page).
 */
export function rangeFromParams(
  params: URLSearchParams,
  today: PlainDate,
  settings: RangeSettings = { defaultView: 'USER', firstDay: 1 },
): CalendarRange {
  const viewParam = params.get('view');
  const view: TCalendarView = isView(viewParam) ? viewParam : settings.defaultView;
  const from = params.get('from');
  const to = params.get('to');
  if (from && to && isPlainDate(from) && isPlainDate(to) && from >= firstCalendarDay) {
    const days = daysBetween(from, to) + 1;
    if (days >= 1 && days <= maxCalendarDays) return { view, from, to };
  }
  return defaultRange(view, today, settings.firstDay);
}

export function rangeToParams(range: CalendarRange): Record<string, string> {
  return { view: range.view, from: range.from, to: range.to };
}

/** Whether the range is whole months (from the first of a month to the last of a month). */
export function isWholeMonths(range: Pick<CalendarRange, 'from' | 'to'>): boolean {
  return range.from === monthStart(range.from) && range.to === monthEnd(range.to);
}

/**
 * Another view over the same days; WEEK snaps to the week of `today` when the range shows it (a month of this
 * month opens this week, not the month's first), else to the week of `from`; MONTH to whole months.
 */
export function switchView(
  range: CalendarRange,
  view: TCalendarView,
  firstDay: FirstWeekday = 1,
  today?: PlainDate,
): CalendarRange {
  if (view === 'WEEK') {
    const shown = today !== undefined && today >= range.from && today <= range.to ? today : range.from;
    return defaultRange('WEEK', shown, firstDay);
  }
  if (view === 'MONTH' && !isWholeMonths(range))
    return { view, from: monthStart(range.from), to: monthEnd(range.to) };
  return { ...range, view };
}

/** The previous or next month (or week in the WEEK view; a range of whole months moves by its length). */
export function stepRange(range: CalendarRange, direction: 1 | -1): CalendarRange {
  if (range.view === 'WEEK') {
    return { ...range, from: addDays(range.from, 7 * direction), to: addDays(range.to, 7 * direction) };
  }
  if (isWholeMonths(range)) {
    const months =
      (Number(range.to.slice(0, 4)) - Number(range.from.slice(0, 4))) * 12 +
      Number(range.to.slice(5, 7)) -
      Number(range.from.slice(5, 7)) +
      1;
    const from = addMonths(range.from, months * direction);
    return { ...range, from, to: monthEnd(addMonths(from, months - 1)) };
  }
  const days = daysBetween(range.from, range.to);
  const from = addMonths(range.from, direction);
  const start = `${from.slice(0, 7)}-${range.from.slice(8)}`;
  const safeStart = start > monthEnd(from) ? monthEnd(from) : start;
  return { ...range, from: safeStart, to: addDays(safeStart, days) };
}

/** Jump to a day: its week (WEEK), its month (a range of whole months), else the same length from that day. */
export function rangeAt(range: CalendarRange, date: PlainDate, firstDay: FirstWeekday = 1): CalendarRange {
  if (range.view === 'WEEK') return defaultRange('WEEK', date, firstDay);
  if (isWholeMonths(range)) return { ...range, from: monthStart(date), to: monthEnd(date) };
  return { ...range, from: date, to: addDays(date, daysBetween(range.from, range.to)) };
}

/** The year selector: the same months (or days) in `year`; null means this year. */
export function rangeInYear(range: CalendarRange, year: number | null, today: PlainDate): CalendarRange {
  const target = year ?? Number(today.slice(0, 4));
  const shift = target - Number(range.from.slice(0, 4));
  if (shift === 0) return range;
  const from = addMonths(range.from, shift * 12);
  if (isWholeMonths(range)) {
    const to = monthEnd(addMonths(range.to, shift * 12));
    return { ...range, from, to };
  }
  const start = `${from.slice(0, 7)}-${range.from.slice(8)}`;
  const safeStart = start > monthEnd(from) ? monthEnd(from) : start;
  return { ...range, from: safeStart, to: addDays(safeStart, daysBetween(range.from, range.to)) };
}

export const rangePresets = ['lastMonth', 'currentMonth', 'nextMonth', 'lastYear', 'currentYear'] as const;
export type RangePreset = (typeof rangePresets)[number];

/** The date-range picker's presets, relative to today. */
export function presetRange(preset: RangePreset, today: PlainDate): { from: PlainDate; to: PlainDate } {
  const year = Number(today.slice(0, 4));
  switch (preset) {
    case 'lastMonth':
      return { from: addMonths(today, -1), to: monthEnd(addMonths(today, -1)) };
    case 'currentMonth':
      return { from: monthStart(today), to: monthEnd(today) };
    case 'nextMonth':
      return { from: addMonths(today, 1), to: monthEnd(addMonths(today, 1)) };
    case 'lastYear':
      return { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` };
    case 'currentYear':
      return { from: `${year}-01-01`, to: `${year}-12-31` };
  }
}

/** Every day of the range, in order. */
export function daysOf(from: PlainDate, to: PlainDate): PlainDate[] {
  const count = daysBetween(from, to) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, index) => addDays(from, index));
}
