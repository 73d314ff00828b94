import { afterEach, describe, expect, it } from 'vitest';
import {
  displayTimeZone,
  formatDate,
  formatDateTime,
  formatTime,
  formatWeekday,
  setDisplayTimeZone,
  todayInDisplayZone,
  isoWeekday,
  isoWeek,
  startOfWeek,
  toIsoDate,
  weekdayNames,
} from './format';

describe('formatDate', () => {
  it('formats a Date as DD.MM.YYYY with leading zeros', () => {
    expect(formatDate(new Date(2025, 0, 5))).toBe('05.01.2025');
    expect(formatDate(new Date(2024, 11, 31, 23, 59))).toBe('31.12.2024');
  });

  it('formats a plain date string without any time zone shift', () => {
    expect(formatDate('2025-03-30')).toBe('30.03.2025');
  });

  it('rejects strings that are not plain dates', () => {
    expect(() => formatDate('30.03.2025')).toThrow(RangeError);
  });
});

describe('times', () => {
  it('uses the 24-hour clock', () => {
    const value = new Date(2025, 5, 1, 7, 5);
    expect(formatTime(value)).toBe('07:05');
    expect(formatDateTime(new Date(2025, 5, 1, 18, 30))).toBe('01.06.2025 18:30');
    expect(toIsoDate(value)).toBe('2025-06-01');
  });
});

describe('weeks start on Monday', () => {
  it('numbers Monday 1 and Sunday 7', () => {
    expect(isoWeekday(new Date(2025, 10, 17))).toBe(1); // Monday
    expect(isoWeekday(new Date(2025, 10, 23))).toBe(7); // Sunday
  });

  it('finds the Monday of the week, also from a Sunday and across a month end', () => {
    expect(toIsoDate(startOfWeek(new Date(2025, 10, 23, 15)))).toBe('2025-11-17');
    expect(toIsoDate(startOfWeek(new Date(2025, 10, 17)))).toBe('2025-11-17');
    expect(toIsoDate(startOfWeek(new Date(2025, 10, 1)))).toBe('2025-10-27');
    expect(startOfWeek(new Date(2025, 10, 20, 13, 45)).getHours()).toBe(0);
  });

  it('lists weekday names Monday first in both languages', () => {
    expect(weekdayNames('de')[0]).toBe('Montag');
    expect(weekdayNames('en')[6]).toBe('Sunday');
    expect(weekdayNames('de', 'short')).toHaveLength(7);
    expect(formatWeekday(new Date(2025, 10, 21), 'de')).toBe('Freitag');
  });
});

describe('isoWeek', () => {
  it('counts weeks from the one with the first Thursday, Monday to Sunday', () => {
    expect(isoWeek(new Date(2026, 0, 1))).toBe(1); // a Thursday
    expect(isoWeek(new Date(2025, 11, 29))).toBe(1); // the Monday of that week
    expect(isoWeek(new Date(2026, 0, 4))).toBe(1); // its Sunday
    expect(isoWeek(new Date(2026, 0, 5))).toBe(2);
    expect(isoWeek(new Date(2026, 10, 20))).toBe(47);
  });

  it('gives early January days to the last week of the year before', () => {
    expect(isoWeek(new Date(2021, 0, 3))).toBe(53); // 2020 had 53 weeks
    expect(isoWeek(new Date(2023, 0, 1))).toBe(52);
    expect(isoWeek(new Date(2026, 11, 31))).toBe(53);
  });
});

describe('instants in the tenant zone', () => {
  afterEach(() => setDisplayTimeZone(null));

  // 22:30 UTC on 30 June is already 1 July, 00:30 on a Berlin wall clock.
  const lateEvening = new Date('2026-06-30T22:30:00Z');

  it('shows an instant on the Berlin wall clock, not in UTC', () => {
    expect(formatDateTime(lateEvening, 'UTC')).toBe('30.06.2026 22:30');
    expect(formatDateTime(lateEvening, 'Europe/Berlin')).toBe('01.07.2026 00:30');
    expect(formatTime(new Date('2026-01-15T07:00:00Z'), 'Europe/Berlin')).toBe('08:00'); // winter: UTC+1
    expect(formatWeekday(lateEvening, 'en', 'long', 'Europe/Berlin')).toBe('Wednesday');
    expect(formatWeekday(lateEvening, 'en', 'long', 'UTC')).toBe('Tuesday');
  });

  it('uses the zone the session set for every date shown, and the browser zone before and after', () => {
    expect(displayTimeZone()).toBe('UTC'); // the test process runs in UTC
    expect(formatDate(lateEvening)).toBe('30.06.2026');
    setDisplayTimeZone('Europe/Berlin');
    expect(formatDate(lateEvening)).toBe('01.07.2026');
    expect(formatDateTime(lateEvening)).toBe('01.07.2026 00:30');
    expect(todayInDisplayZone(lateEvening)).toBe('2026-07-01');
    setDisplayTimeZone(null);
    expect(todayInDisplayZone(lateEvening)).toBe('2026-06-30');
  });

  it('keeps the browser zone when the session names a zone the browser does not know', () => {
    setDisplayTimeZone('Europe/Atlantis');
    expect(displayTimeZone()).toBe('UTC');
  });

  it('formats plain dates as days, whatever the zone', () => {
    setDisplayTimeZone('America/Los_Angeles');
    expect(formatDate('2026-07-01')).toBe('01.07.2026');
    expect(formatWeekday('2026-07-01', 'de')).toBe('Mittwoch');
  });
});
