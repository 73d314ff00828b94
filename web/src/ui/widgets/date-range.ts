/** Rules of a date range with optional times (plain dates `YYYY-MM-DD`, local times `HH:mm`). Pure. */

/** The spec's longest date range. */
export const maxRangeDays = 385;

export interface DateRangeValue {
  start: string | null;
  end: string | null;
  /** Whole days: no times. */
  allDay: boolean;
  /** Times of the first and the last day, when not all day. */
  startTime: string | null;
  endTime: string | null;
}

export const emptyDateRange: DateRangeValue = {
  start: null,
  end: null,
  allDay: true,
  startTime: null,
  endTime: null,
};

export type DateRangeProblem = 'endBeforeStart' | 'tooLong';

function dayNumber(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

/** Days from `start` to `end`, both counted (a range of one day is 1). */
export function rangeDays(start: string, end: string): number {
  return dayNumber(end) - dayNumber(start) + 1;
}

/**
 * What is wrong with a range, or null: the end before the start (on one day, an end time not after the start
 * time), or more days than `maxDays` (the spec's 385; null for no limit). Missing parts are the form's
 * business (required or not), not a problem of the range.
 */
export function dateRangeProblem(
  value: DateRangeValue,
  maxDays: number | null = maxRangeDays,
): DateRangeProblem | null {
  const { start, end } = value;
  if (!start || !end) return null;
  if (end < start) return 'endBeforeStart';
  if (
    !value.allDay &&
    start === end &&
    value.startTime &&
    value.endTime &&
    value.endTime <= value.startTime
  ) {
    return 'endBeforeStart';
  }
  if (maxDays !== null && rangeDays(start, end) > maxDays) return 'tooLong';
  return null;
}

/** A new start: an end before it moves along to the same day, so that the range stays a range. */
export function withStart(value: DateRangeValue, start: string | null): DateRangeValue {
  const end = start && value.end && value.end < start ? start : value.end;
  return { ...value, start, end };
}
