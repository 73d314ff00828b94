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
 * month opens this week, not the month's first), else to the week of `from`; MONTH to whole months, and a week
 * to one month: today's when it shows today, else the one most of its days lie in (a week from 30 November to
 * 6 December is not two months at once).
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
  if (view === 'MONTH' && !isWholeMonths(range)) {
    const days = daysBetween(range.from, range.to) + 1;
    if (days <= 7) {
      const shown =
        today !== undefined && today >= range.from && today <= range.to
          ? today
          : addDays(range.from, Math.floor(days / 2));
      return defaultRange('MONTH', shown, firstDay);
    }
    return { view, from: monthStart(range.from), to: monthEnd(range.to) };
  }
  return { ...range, view };
}

/** Whole months of the range, or 0 when it is not whole months. */
export function wholeMonthCount(range: Pick<CalendarRange, 'from' | 'to'>): number {
  if (!isWholeMonths(range)) return 0;
  return (
    (Number(range.to.slice(0, 4)) - Number(range.from.slice(0, 4))) * 12 +
    Number(range.to.slice(5, 7)) -
    Number(range.from.slice(5, 7)) +
    1
  );
}

/**
 * What the arrows move by, which is also what they are called: a week in the WEEK view, the range's whole months,
 * else the range's own length in days.
 */
export type RangeStep =
  | { unit: 'week' }
  | { unit: 'weeks'; count: number }
  | { unit: 'months'; count: number }
  | { unit: 'days'; count: number };

export function rangeStep(range: CalendarRange): RangeStep {
  if (range.view === 'WEEK') {
    // Several whole weeks ("Nächste 4 Wochen") move by as many weeks; anything else by one week.
    const days = daysBetween(range.from, range.to) + 1;
    return days > 7 && days % 7 === 0 ? { unit: 'weeks', count: days / 7 } : { unit: 'week' };
  }
  const months = wholeMonthCount(range);
  if (months > 0) return { unit: 'months', count: months };
  return { unit: 'days', count: daysBetween(range.from, range.to) + 1 };
}

/** The previous or next week, the range's months, or as many days as the range has (see `rangeStep`). */
export function stepRange(range: CalendarRange, direction: 1 | -1): CalendarRange {
  const step = rangeStep(range);
  if (step.unit === 'week' || step.unit === 'weeks') {
    const days = 7 * (step.unit === 'weeks' ? step.count : 1) * direction;
    return { ...range, from: addDays(range.from, days), to: addDays(range.to, days) };
  }
  if (step.unit === 'months') {
    const from = addMonths(range.from, step.count * direction);
    return { ...range, from, to: monthEnd(addMonths(from, step.count - 1)) };
  }
  return {
    ...range,
    from: addDays(range.from, step.count * direction),
    to: addDays(range.to, step.count * direction),
  };
}

/** Whether the range holds today. */
export function showsToday(range: Pick<CalendarRange, 'from' | 'to'>, today: PlainDate): boolean {
  return range.from <= today && today <= range.to;
}

/**
 * Jump to a day ("Heute", the date field): its week (WEEK), as many whole months from its month as the range
 * has, else a range of the same length from that day.
 */
export function rangeAt(range: CalendarRange, date: PlainDate, firstDay: FirstWeekday = 1): CalendarRange {
  const step = rangeStep(range);
  if (step.unit === 'week') return defaultRange('WEEK', date, firstDay);
  if (step.unit === 'weeks') {
    const from = weekStart(date, firstDay);
    return { ...range, from, to: addDays(from, 7 * step.count - 1) };
  }
  if (step.unit === 'months') {
    const from = monthStart(date);
    return { ...range, from, to: monthEnd(addMonths(from, step.count - 1)) };
  }
  return { ...range, from: date, to: addDays(date, step.count - 1) };
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

/** The planner's quick choices (the period dialog): the coming week, the coming four weeks. */
export const quickPresets = ['nextWeek', 'nextFourWeeks'] as const;
export type QuickPreset = (typeof quickPresets)[number];

export const rangePresets = [
  ...quickPresets,
  'lastMonth',
  'currentMonth',
  'nextMonth',
  'lastYear',
  'currentYear',
] as const;
export type RangePreset = (typeof rangePresets)[number];

/**
 * The date-range picker's presets, relative to today. "Nächste Woche" is the week after this one, "Nächste 4
 * Wochen" the four whole weeks after this one (weeks begin on the tenant's first weekday).
 */
export function presetRange(
  preset: RangePreset,
  today: PlainDate,
  firstDay: FirstWeekday = 1,
): { from: PlainDate; to: PlainDate } {
  const year = Number(today.slice(0, 4));
  const nextWeek = addDays(weekStart(today, firstDay), 7);
  switch (preset) {
    case 'nextWeek':
      return { from: nextWeek, to: addDays(nextWeek, 6) };
    case 'nextFourWeeks':
      return { from: nextWeek, to: addDays(nextWeek, 27) };
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

/**
 * A quick choice applied to what the calendar shows: the same view over those days, but the month view (whole
 * months) shows them in the week view.
 */
export function quickRange(
  preset: QuickPreset,
  range: CalendarRange,
  today: PlainDate,
  firstDay: FirstWeekday = 1,
): CalendarRange {
  return { ...presetRange(preset, today, firstDay), view: range.view === 'MONTH' ? 'WEEK' : range.view };
}

/** Every day of the range, in order. */
export function daysOf(from: PlainDate, to: PlainDate): PlainDate[] {
  const count = daysBetween(from, to) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, index) => addDays(from, index));
}
