/**
 * How the target/actual page shows minutes: hours as `h:mm` (TimeDisplayMode hours) or days with two decimals
 * (TimeDisplayMode days: minutes / (TimeDisplayModeFactor × 60)), with a sign where a figure can be negative.
 */
import type { PlainDate } from '@app/shared/time/tenant-time';
import { addDays, isoWeekdayOf } from '@app/shared/time/tenant-time';

export type DisplayMode = 'hours' | 'days';

export function formatMinutes(
  minutes: number,
  mode: DisplayMode,
  hoursPerDay: number,
  language: string,
  signed = false,
): string {
  const sign = minutes < 0 ? '-' : signed && minutes > 0 ? '+' : '';
  const whole = Math.abs(Math.trunc(minutes));
  if (mode === 'days') {
    const days = whole / (Math.max(hoursPerDay, 0.25) * 60);
    return `${sign}${days.toLocaleString(language === 'de' ? 'de-DE' : 'en-GB', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    })}`;
  }
  return `${sign}${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** `YYYY-MM` of a plain date. */
export const monthOf = (day: PlainDate): string => day.slice(0, 7);

/** The month before or after `month`. */
export function addMonths(month: string, count: number): string {
  const [year = 2000, number = 1] = month.split('-').map(Number);
  const index = year * 12 + (number - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Monday to Sunday of the week of `day`. */
export function weekOf(day: PlainDate): { from: PlainDate; to: PlainDate } {
  const from = addDays(day, 1 - isoWeekdayOf(day));
  return { from, to: addDays(from, 6) };
}
