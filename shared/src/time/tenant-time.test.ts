import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import {
  addDays,
  addMonths,
  dayStart,
  daysRange,
  daysBetween,
  formatInstant,
  instantAt,
  intervalInstants,
  intervalMinutes,
  isoWeekdayOf,
  isoWeekOf,
  isValidTimeZone,
  localTimeOf,
  minutesOfDay,
  monthsBetween,
  monthsOf,
  plainDateOf,
  ZLocalTime,
  ZPlainDate,
} from './tenant-time';
import { dateRangeCheck, withDateRange, ZDateRange, ZInstant, ZPlainMonth } from './time-schemas';

const berlin = 'Europe/Berlin';

describe('ZPlainDate and ZLocalTime', () => {
  it('accepts real days only', () => {
    expect(ZPlainDate.safeParse('2026-03-29').success).toBe(true);
    expect(ZPlainDate.safeParse('2028-02-29').success).toBe(true); // leap year
    for (const bad of [
      '2026-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-3-29',
      '29.03.2026',
      '2026-03-29T00:00',
    ]) {
      const result = ZPlainDate.safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('date.invalid');
    }
  });

  it('accepts 00:00 to 23:59 and refuses 24:00 and loose spellings', () => {
    for (const good of ['00:00', '07:05', '23:59'])
      expect(ZLocalTime.safeParse(good).success, good).toBe(true);
    for (const bad of ['24:00', '7:05', '12:60', '12:00:00', '']) {
      const result = ZLocalTime.safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('time.invalid');
    }
  });
});

describe('isValidTimeZone', () => {
  it('knows IANA zones and refuses invented ones', () => {
    expect(isValidTimeZone('Europe/Berlin')).toBe(true);
    expect(isValidTimeZone('Europe/Zurich')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Europe/Atlantis')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });
});

describe('instantAt and its inverses', () => {
  it('reads a wall time in the tenant zone, winter and summer', () => {
    expect(instantAt('2026-01-15', '08:00', berlin).toISOString()).toBe('2026-01-15T07:00:00.000Z');
    expect(instantAt('2026-07-15', '08:00', berlin).toISOString()).toBe('2026-07-15T06:00:00.000Z');
    expect(instantAt('2026-07-15', '08:00', 'America/New_York').toISOString()).toBe(
      '2026-07-15T12:00:00.000Z',
    );
  });

  it('moves a time in the spring gap forward by the gap', () => {
    const instant = instantAt('2026-03-29', '02:30', berlin);
    expect(instant.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(localTimeOf(instant, berlin)).toBe('03:30');
  });

  it('takes the first of a time that occurs twice in October', () => {
    expect(instantAt('2026-10-25', '02:30', berlin).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(instantAt('2026-10-25', '03:00', berlin).toISOString()).toBe('2026-10-25T02:00:00.000Z');
  });

  it('gives back the day and time of an instant in the zone, not in UTC', () => {
    const lateEvening = new Date('2026-06-30T22:30:00Z');
    expect(plainDateOf(lateEvening, berlin)).toBe('2026-07-01');
    expect(localTimeOf(lateEvening, berlin)).toBe('00:30');
    expect(plainDateOf(lateEvening, 'UTC')).toBe('2026-06-30');
    expect(plainDateOf(lateEvening, 'America/Los_Angeles')).toBe('2026-06-30');
    expect(localTimeOf(lateEvening, 'America/Los_Angeles')).toBe('15:30');
  });

  it('refuses malformed input instead of guessing', () => {
    expect(() => instantAt('2026-02-30', '08:00', berlin)).toThrow(RangeError);
    expect(() => instantAt('2026-02-03', '8:00', berlin)).toThrow(RangeError);
    expect(() => instantAt('2026-02-03', '08:00', 'Mars/Olympus')).toThrow(RangeError);
    expect(() => plainDateOf(new Date(Number.NaN), berlin)).toThrow(RangeError);
  });
});

describe('dayStart', () => {
  it('is local midnight', () => {
    expect(dayStart('2026-03-29', berlin).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(dayStart('2026-03-30', berlin).toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });

  it('is 01:00 where the clock jumps over midnight (Chile, first Sunday of September)', () => {
    const start = dayStart('2026-09-06', 'America/Santiago');
    expect(localTimeOf(start, 'America/Santiago')).toBe('01:00');
    expect(plainDateOf(start, 'America/Santiago')).toBe('2026-09-06');
    expect(plainDateOf(new Date(start.getTime() - 1), 'America/Santiago')).toBe('2026-09-05');
  });
});

describe('daysRange', () => {
  it('covers whole local days, the last one included', () => {
    const march = daysRange('2026-03-01', '2026-03-31', berlin);
    expect(march.start.toISOString()).toBe('2026-02-28T23:00:00.000Z');
    expect(march.end.toISOString()).toBe('2026-03-31T22:00:00.000Z');
    // 00:30 on 1 March in Berlin is 23:30 UTC on 28 February: inside, where a filter on UTC days misses it.
    const earlyFirst = new Date('2026-02-28T23:30:00Z');
    expect(earlyFirst >= march.start && earlyFirst < march.end).toBe(true);
  });
});

describe('calendar arithmetic on plain dates', () => {
  it('adds days across month, year and leap day', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30'); // across the clock change: still whole days
    expect(() => addDays('2026-03-28', 0.5)).toThrow(RangeError);
  });

  it('counts days between, negative backwards', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2026-03-30', '2026-03-28')).toBe(-2);
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
  });

  it('knows the weekday and the minutes of a time', () => {
    expect(isoWeekdayOf('2026-03-29')).toBe(7); // Sunday
    expect(isoWeekdayOf('2026-03-30')).toBe(1);
    expect(minutesOfDay('07:30')).toBe(450);
  });

  it('numbers ISO weeks from the week with the first Thursday', () => {
    expect(isoWeekOf('2026-01-01')).toBe(1); // a Thursday
    expect(isoWeekOf('2025-12-29')).toBe(1); // the Monday of that week
    expect(isoWeekOf('2026-01-05')).toBe(2);
    expect(isoWeekOf('2021-01-03')).toBe(53); // 2020 had 53 weeks
    expect(isoWeekOf('2026-03-29')).toBe(13); // the Sunday of the clock change
  });
});

describe('intervalMinutes', () => {
  it('counts a day shift and a night shift that crosses midnight', () => {
    expect(intervalMinutes('2026-05-04', '08:00', '16:30', berlin)).toBe(510);
    expect(intervalMinutes('2026-05-04', '22:00', '06:00', berlin)).toBe(480);
    expect(intervalMinutes('2026-05-04', '22:00', '00:00', berlin)).toBe(120);
  });

  it('reads equal start and end as a full day, which may be 23 hours long', () => {
    expect(intervalMinutes('2026-05-04', '08:00', '08:00', berlin)).toBe(24 * 60);
    expect(intervalMinutes('2026-03-28', '08:00', '08:00', berlin)).toBe(23 * 60);
  });

  it('counts real time across the clock change, also in other zones', () => {
    expect(intervalMinutes('2026-03-28', '22:00', '06:00', berlin)).toBe(7 * 60);
    expect(intervalMinutes('2026-10-24', '22:00', '06:00', berlin)).toBe(9 * 60);
    // The US changes on other Sundays (8 March, 1 November 2026).
    expect(intervalMinutes('2026-03-07', '22:00', '06:00', 'America/New_York')).toBe(7 * 60);
    expect(intervalMinutes('2026-03-28', '22:00', '06:00', 'America/New_York')).toBe(8 * 60);
  });

  it('gives both ends as instants', () => {
    const night = intervalInstants('2026-10-24', '22:00', '06:00', berlin);
    expect(night.start.toISOString()).toBe('2026-10-24T20:00:00.000Z');
    expect(night.end.toISOString()).toBe('2026-10-25T05:00:00.000Z');
  });
});

describe('formatInstant', () => {
  const instant = new Date('2026-03-29T01:30:00Z');

  it('shows the wall clock of the zone as DD.MM.YYYY and HH:mm', () => {
    expect(formatInstant(instant, berlin, 'de', 'date')).toBe('29.03.2026');
    expect(formatInstant(instant, berlin, 'en', 'time')).toBe('03:30');
    expect(formatInstant(instant, berlin, 'en', 'dateTime')).toBe('29.03.2026 03:30');
    expect(formatInstant(instant, 'America/New_York', 'de', 'dateTime')).toBe('28.03.2026 21:30');
  });

  it('names the weekday in the reader language', () => {
    expect(formatInstant(instant, berlin, 'de', 'weekdayDate')).toBe('Sonntag, 29.03.2026');
    expect(formatInstant(instant, 'America/New_York', 'en', 'weekdayDate')).toBe('Saturday, 28.03.2026');
  });
});

describe('addMonths and monthsOf', () => {
  it('steps over year ends both ways', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-03', -14)).toBe('2025-01');
    expect(addMonths('2026-11', 0)).toBe('2026-11');
  });

  it('lists the months a range of days touches', () => {
    expect(monthsOf('2026-11-30', '2027-02-01')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthsOf('2026-11-03', '2026-11-09')).toEqual(['2026-11']);
    expect(monthsOf('2026-11-03', '2026-10-09')).toEqual([]);
  });
});

describe('the supported days (1900-01-01 to 2199-12-31) at their edges', () => {
  it('ZPlainDate accepts the first and the last day and refuses the days around them', () => {
    for (const good of ['1900-01-01', '1999-12-31', '2000-01-01', '2199-12-31', '2100-02-28'])
      expect(ZPlainDate.safeParse(good).success, good).toBe(true);
    for (const outside of ['1899-12-31', '2200-01-01', '0000-01-01', '9999-12-31']) {
      const result = ZPlainDate.safeParse(outside);
      expect(result.success, outside).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['date.outOfRange']);
    }
    // 2100 is no leap year; a five-digit year and a sign are no plain dates.
    for (const bad of ['2100-02-29', '10000-01-01', '+2026-01-01', 'xxxx', '2026-13-45', '2026-02-30']) {
      const result = ZPlainDate.safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['date.invalid']);
    }
  });

  it('months and instants keep to the same days', () => {
    expect(ZPlainMonth.safeParse('1900-01').success).toBe(true);
    expect(ZPlainMonth.safeParse('2199-12').success).toBe(true);
    expect(ZPlainMonth.safeParse('2200-01').error?.issues[0]?.message).toBe('date.outOfRange');
    expect(ZPlainMonth.safeParse('2026-13').error?.issues[0]?.message).toBe('date.invalid');
    expect(ZInstant().safeParse('2199-12-31T23:59:59.999Z').success).toBe(true);
    expect(ZInstant().safeParse('9999-12-31T00:00:00Z').error?.issues[0]?.message).toBe('date.outOfRange');
    expect(ZInstant().safeParse('1899-12-31T23:59:59Z').error?.issues[0]?.message).toBe('date.outOfRange');
  });

  it('steps months with four-digit years and compares them as numbers', () => {
    expect(addMonths('1900-01', -1)).toBe('1899-12');
    expect(addMonths('2199-12', 1)).toBe('2200-01');
    expect(addMonths('1999-12', 1)).toBe('2000-01');
    expect(addMonths('0999-12', 1)).toBe('1000-01');
    expect(monthsBetween('9999-12', '1000-01')).toBeLessThan(0);
    expect(monthsOf('1900-01-01', '1900-01-31')).toEqual(['1900-01']);
    expect(monthsOf('2199-12-01', '2199-12-31')).toEqual(['2199-12']);
    expect(monthsOf('1999-12-31', '2000-01-01')).toEqual(['1999-12', '2000-01']);
    const all = monthsOf('1900-01-01', '2199-12-31');
    expect(all).toHaveLength(3600);
    expect(all.at(-1)).toBe('2199-12');
  });

  it('refuses five-digit years and walks of more than 1900 to 2199 with a RangeError', () => {
    expect(() => addMonths('9999-12', 1)).toThrow(RangeError);
    expect(() => addMonths('0000-01', -1)).toThrow(RangeError);
    expect(() => addMonths('10000-01', 0)).toThrow(RangeError);
    expect(() => addMonths('2026-1', 1)).toThrow(RangeError);
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
    expect(() => addDays('0000-01-01', -1)).toThrow(RangeError);
    expect(() => monthsOf('9999-12-01', '10000-01-31')).toThrow(RangeError);
    expect(() => monthsOf('1000-01-01', '9999-12-31')).toThrow(RangeError);
    expect(() => monthsOf('1899-12-01', '2199-12-31')).toThrow(RangeError);
    expect(addDays('2199-12-31', 1)).toBe('2200-01-01');
    expect(addDays('1900-01-01', -1)).toBe('1899-12-31');
  });
});

describe('date ranges of contracts', () => {
  it('refuses an end before the start and a range over the maximum at `to`', () => {
    const range = ZDateRange({ maxDays: 366 });
    expect(range.safeParse({ from: '2028-01-01', to: '2028-12-31' }).success).toBe(true);
    expect(range.safeParse({ from: '2026-01-02', to: '2026-01-01' }).error?.issues).toMatchObject([
      { path: ['to'], message: 'range.endBeforeStart' },
    ]);
    expect(range.safeParse({ from: '2026-01-01', to: '2027-01-02' }).error?.issues).toMatchObject([
      { path: ['to'], message: 'range.tooLong', params: { max: 366 } },
    ]);
    expect(range.description).toContain('at most 366 days');
  });

  it('never runs date arithmetic on a day that failed: one issue at the field, no exception', () => {
    const schema = withDateRange(z.object({ from: ZPlainDate, to: ZPlainDate, n: z.number().max(1) }), {
      maxDays: 31,
    });
    for (const bad of ['xxxx', '2026-02-30', '2026-13-45', '9999-12-31', '0000-01-01']) {
      const result = schema.safeParse({ from: bad, to: '2026-03-01', n: 1 });
      expect(
        result.error?.issues.map((issue) => issue.path.join('.')),
        bad,
      ).toEqual(['from']);
    }
    // A failure elsewhere leaves the range check running, on real days only.
    expect(schema.safeParse({ from: '2026-01-01', to: '2027-01-01', n: 2 }).error?.issues).toHaveLength(2);
    const check = dateRangeCheck({ maxDays: 1 });
    expect(() =>
      check({ from: 'xxxx', to: 1 }, { addIssue: () => undefined } as unknown as z.RefinementCtx),
    ).not.toThrow();
  });
});
