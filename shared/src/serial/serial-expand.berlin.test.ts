import { describe, expect, it } from 'vitest';
import { expandSerial } from './serial-expand';
import type { TSerialPattern } from './serial-pattern';

const zone = 'Europe/Berlin';

function pattern(overrides: Partial<TSerialPattern>): TSerialPattern {
  return {
    begin: '2026-03-27',
    time: '09:30',
    allDay: false,
    duration: 60,
    durationType: 1,
    rule: { type: 'daily', every: 1, workdays: false },
    end: { type: 3, count: 4 },
    ...overrides,
  };
}

function starts(p: TSerialPattern, range: Partial<Parameters<typeof expandSerial>[1]> = {}): string[] {
  return expandSerial(p, { timeZone: zone, limit: 50, ...range }).map((o) => o.start.toISOString());
}

function days(p: TSerialPattern, range: Partial<Parameters<typeof expandSerial>[1]> = {}): string[] {
  return expandSerial(p, { timeZone: zone, limit: 50, ...range }).map((o) => o.date);
}

describe('daily', () => {
  it('keeps the wall time across the spring change (29 March 2026)', () => {
    expect(starts(pattern({}))).toEqual([
      '2026-03-27T08:30:00.000Z',
      '2026-03-28T08:30:00.000Z',
      '2026-03-29T07:30:00.000Z',
      '2026-03-30T07:30:00.000Z',
    ]);
  });

  it('moves a start in the spring gap forward instead of dropping the day', () => {
    expect(starts(pattern({ begin: '2026-03-28', time: '02:30', end: { type: 3, count: 3 } }))).toEqual([
      '2026-03-28T01:30:00.000Z',
      '2026-03-29T01:30:00.000Z', // 03:30 CEST
      '2026-03-30T00:30:00.000Z',
    ]);
  });

  it('takes the first of a repeated time and counts hours as elapsed time in the autumn night', () => {
    const p = pattern({
      begin: '2026-10-24',
      time: '02:30',
      duration: 2,
      durationType: 2,
      end: { type: 3, count: 2 },
    });
    const occurrences = expandSerial(p, { timeZone: zone, limit: 10 });
    expect(occurrences.map((o) => [o.start.toISOString(), o.end.toISOString()])).toEqual([
      ['2026-10-24T00:30:00.000Z', '2026-10-24T02:30:00.000Z'],
      ['2026-10-25T00:30:00.000Z', '2026-10-25T02:30:00.000Z'], // 02:30 CEST to 03:30 CET
    ]);
  });

  it('every second day', () => {
    expect(
      days(pattern({ begin: '2026-10-24', rule: { type: 'daily', every: 2, workdays: false } })),
    ).toEqual(['2026-10-24', '2026-10-26', '2026-10-28', '2026-10-30']);
  });

  it('every workday skips the weekend', () => {
    expect(days(pattern({ begin: '2026-03-26', rule: { type: 'daily', every: 3, workdays: true } }))).toEqual(
      ['2026-03-26', '2026-03-27', '2026-03-30', '2026-03-31'],
    );
  });
});

describe('weekly', () => {
  it('every second week on Monday and Wednesday, weeks starting on Monday', () => {
    const p = pattern({
      begin: '2026-03-25',
      time: '09:00',
      rule: { type: 'weekly', every: 2, weekdays: ['Mo', 'We'] },
    });
    expect(starts(p)).toEqual([
      '2026-03-25T08:00:00.000Z',
      '2026-04-06T07:00:00.000Z',
      '2026-04-08T07:00:00.000Z',
      '2026-04-20T07:00:00.000Z',
    ]);
  });

  it('ends on a date (inclusive) across the autumn change', () => {
    const p = pattern({
      begin: '2026-10-19',
      time: '09:00',
      rule: { type: 'weekly', every: 1, weekdays: ['Mo'] },
      end: { type: 2, date: '2026-11-02' },
    });
    expect(starts(p)).toEqual([
      '2026-10-19T07:00:00.000Z',
      '2026-10-26T08:00:00.000Z',
      '2026-11-02T08:00:00.000Z',
    ]);
  });
});

describe('monthly', () => {
  it('day 31 occurs only in months that have it (leap year 2028)', () => {
    const p = pattern({ begin: '2028-01-01', rule: { type: 'monthly', mode: 1, every: 1, day: 31 } });
    expect(days(p)).toEqual(['2028-01-31', '2028-03-31', '2028-05-31', '2028-07-31']);
  });

  it('last Friday, in February of a leap year too', () => {
    const p = pattern({
      begin: '2028-01-01',
      rule: { type: 'monthly', mode: 2, every: 1, position: 'L', weekday: 'Fr' },
      end: { type: 3, count: 3 },
    });
    expect(days(p)).toEqual(['2028-01-28', '2028-02-25', '2028-03-31']);
  });

  it('first Monday every second month', () => {
    const p = pattern({
      begin: '2026-01-01',
      rule: { type: 'monthly', mode: 2, every: 2, position: 'F', weekday: 'Mo' },
      end: { type: 3, count: 3 },
    });
    expect(days(p)).toEqual(['2026-01-05', '2026-03-02', '2026-05-04']);
  });

  it('second Tuesday and third Wednesday', () => {
    const second = pattern({
      begin: '2026-10-01',
      rule: { type: 'monthly', mode: 2, every: 1, position: '2', weekday: 'Tu' },
      end: { type: 3, count: 2 },
    });
    expect(days(second)).toEqual(['2026-10-13', '2026-11-10']);
    const third = { ...second, rule: { ...second.rule, position: '3' as const, weekday: 'We' as const } };
    expect(days(third)).toEqual(['2026-10-21', '2026-11-18']);
  });
});

describe('yearly', () => {
  it('29 February occurs in leap years only', () => {
    const p = pattern({
      begin: '2026-01-01',
      rule: { type: 'yearly', every: 1, day: 29, month: 2 },
      end: { type: 3, count: 2 },
    });
    expect(days(p)).toEqual(['2028-02-29', '2032-02-29']);
  });

  it('every second year, in summer time or winter time as the day falls', () => {
    const p = pattern({
      begin: '2026-01-01',
      time: '10:00',
      rule: { type: 'yearly', every: 2, day: 25, month: 10 },
      end: { type: 3, count: 2 },
    });
    expect(starts(p)).toEqual(['2026-10-25T09:00:00.000Z', '2028-10-25T08:00:00.000Z']);
  });
});

describe('all-day, ranges and breaks', () => {
  it('an all-day occurrence lasts the calendar day (23 hours on 29 March)', () => {
    const p = pattern({
      begin: '2026-03-29',
      allDay: true,
      duration: 1,
      durationType: 3,
      end: { type: 3, count: 1 },
    });
    const [only] = expandSerial(p, { timeZone: zone, limit: 5 });
    expect([only?.start.toISOString(), only?.end.toISOString()]).toEqual([
      '2026-03-28T23:00:00.000Z',
      '2026-03-29T22:00:00.000Z',
    ]);
  });

  it('a duration in days keeps the wall time at its end', () => {
    const p = pattern({
      begin: '2026-03-28',
      time: '09:00',
      duration: 1,
      durationType: 3,
      end: { type: 3, count: 1 },
    });
    const [only] = expandSerial(p, { timeZone: zone, limit: 5 });
    expect(only?.end.toISOString()).toBe('2026-03-29T07:00:00.000Z');
  });

  it('breaks are left out but still use up the count', () => {
    expect(days(pattern({ end: { type: 3, count: 5 } }), { breaks: ['2026-03-29'] })).toEqual([
      '2026-03-27',
      '2026-03-28',
      '2026-03-30',
      '2026-03-31',
    ]);
  });

  it('a range cuts a series that never ends, and an occurrence reaching into the range counts', () => {
    const p = pattern({ time: '22:00', duration: 4, durationType: 2, end: { type: 1 } });
    expect(days(p, { from: '2026-04-10', to: '2026-04-12', limit: undefined })).toEqual([
      '2026-04-09',
      '2026-04-10',
      '2026-04-11',
      '2026-04-12',
    ]);
  });
});
