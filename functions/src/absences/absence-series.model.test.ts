import { describe, expect, it } from 'vitest';
import { ZAbsenceCreate } from '@app/shared/absences/absence';
import { occurrenceBound, type TAbsenceRepeat } from '@app/shared/absences/absence-repeat';
import { expandSerial } from '@app/shared/serial/serial-expand';
import type { TSerialPattern } from '@app/shared/serial/serial-pattern';
import {
  datesText,
  daysOf,
  endedBefore,
  occurrenceDays,
  occurrenceRange,
  seriesPatternOf,
  summaryOf,
} from './absence-series.model';

const zone = 'Europe/Berlin';
const tuesdays = (end: TAbsenceRepeat['end'], every = 1): TAbsenceRepeat => ({
  rule: { type: 'weekly', every, weekdays: ['Tu'] },
  end,
});
const patternOf = (begin: string, end: string, repeat: TAbsenceRepeat): TSerialPattern => {
  const pattern = seriesPatternOf({ begin, end }, repeat);
  if (Array.isArray(pattern)) throw new Error(JSON.stringify(pattern));
  return pattern;
};
const daysOfPattern = (pattern: TSerialPattern, breaks: string[] = []): string[] => {
  const days = occurrenceDays(pattern, zone, breaks);
  if (!Array.isArray(days)) throw new Error(days.messageKey);
  return days;
};

describe('the pattern of a series', () => {
  it('is all day from the first occurrence, as many days long, with the repeat and its end', () => {
    expect(patternOf('2026-09-01', '2026-09-02', tuesdays({ type: 3, count: 4 }))).toEqual({
      begin: '2026-09-01',
      time: '00:00',
      allDay: true,
      duration: 2,
      durationType: 3,
      rule: { type: 'weekly', every: 1, weekdays: ['Tu'] },
      end: { type: 3, count: 4 },
    });
  });

  it('answers a bound problem at its field of the body', () => {
    expect(
      seriesPatternOf({ begin: '2026-09-01', end: '2026-09-01' }, tuesdays({ type: 3, count: 1 }, 60)),
    ).toEqual([
      expect.objectContaining({ path: 'body.serial.rule.every', messageKey: 'serial.weeks.range' }),
    ]);
  });
});

describe('the days of the occurrences', () => {
  it('are every Tuesday of a school year, across the clock changes, without the breaks', () => {
    const pattern = patternOf('2026-09-01', '2026-09-01', tuesdays({ type: 2, date: '2027-07-13' }));
    const days = daysOfPattern(pattern);
    expect(days).toHaveLength(46);
    expect(days.slice(0, 2)).toEqual(['2026-09-01', '2026-09-08']);
    // The last Sunday of October and of March change the clocks: the days stay Tuesdays.
    expect(days).toContain('2026-10-27');
    expect(days).toContain('2027-03-30');
    expect(days.at(-1)).toBe('2027-07-13');
    const without = daysOfPattern(pattern, ['2026-12-22', '2026-12-29']);
    expect(without).toHaveLength(44);
    expect(without).not.toContain('2026-12-22');
  });

  it('count a break against an end after n times, as an appointment series does', () => {
    const pattern = patternOf('2026-09-01', '2026-09-01', tuesdays({ type: 3, count: 3 }, 2));
    expect(daysOfPattern(pattern)).toEqual(['2026-09-01', '2026-09-15', '2026-09-29']);
    expect(daysOfPattern(pattern, ['2026-09-15'])).toEqual(['2026-09-01', '2026-09-29']);
  });

  it('refuse occurrences that would overlap, more than 1000 and none at all', () => {
    const overlap = patternOf('2026-09-01', '2026-09-03', {
      rule: { type: 'weekly', every: 1, weekdays: ['Tu', 'We'] },
      end: { type: 3, count: 4 },
    });
    expect(occurrenceDays(overlap, zone)).toMatchObject({ messageKey: 'absences.error.seriesOverlap' });
    const many = patternOf('2026-01-05', '2026-01-05', {
      rule: { type: 'weekly', every: 1, weekdays: ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] },
      end: { type: 2, date: '2029-01-05' },
    });
    expect(occurrenceDays(many, zone)).toMatchObject({ messageKey: 'absences.error.seriesTooMany' });
    const none = patternOf('2026-09-01', '2026-09-01', tuesdays({ type: 3, count: 2 }));
    expect(occurrenceDays(none, zone, ['2026-09-01', '2026-09-08'])).toMatchObject({
      messageKey: 'serial.empty',
    });
  });

  it('last as long as the first occurrence', () => {
    const pattern = patternOf('2026-09-04', '2026-09-05', tuesdays({ type: 3, count: 1 }));
    expect(occurrenceRange(pattern, '2026-09-11')).toEqual({ begin: '2026-09-11', end: '2026-09-12' });
  });
});

describe('the bound of the occurrences (the schema check)', () => {
  it('is never below what the expansion finds, and above it by at most the weekdays of one week', () => {
    const cases: [string, TAbsenceRepeat][] = [
      ['2026-09-01', tuesdays({ type: 2, date: '2027-07-13' })],
      ['2026-09-03', tuesdays({ type: 2, date: '2027-07-13' }, 2)],
      [
        '2026-09-05',
        { rule: { type: 'weekly', every: 3, weekdays: ['Mo', 'Fr'] }, end: { type: 2, date: '2026-12-31' } },
      ],
      [
        '2026-01-01',
        { rule: { type: 'weekly', every: 1, weekdays: ['Sa', 'Su'] }, end: { type: 2, date: '2026-01-03' } },
      ],
    ];
    for (const [begin, repeat] of cases) {
      const found = expandSerial(patternOf(begin, begin, repeat), { timeZone: zone, limit: 2000 }).length;
      const bound = occurrenceBound(begin, repeat);
      const weekdays = repeat.rule.type === 'weekly' ? repeat.rule.weekdays.length : 0;
      expect(bound).toBeGreaterThanOrEqual(found);
      expect(bound - found).toBeLessThanOrEqual(weekdays);
    }
  });

  it('keeps a create body to 1000 occurrences with a clear message, and refuses an endless or daily series', () => {
    const body = (serial: unknown) => ({
      userId: '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e',
      absenceTypeId: '3f0c2a51-7d4e-4b8a-9c61-2e5f7a9b0d13',
      begin: '2026-09-01',
      end: '2026-09-01',
      serial,
    });
    const messages = (serial: unknown) =>
      ZAbsenceCreate.safeParse(body(serial)).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages(tuesdays({ type: 2, date: '2027-07-13' }))).toEqual([]);
    expect(messages(tuesdays({ type: 3, count: 1000 }))).toEqual([]);
    expect(messages(tuesdays({ type: 3, count: 1001 }))).toEqual(['serial.count.range']);
    const everyDay = {
      rule: { type: 'weekly', every: 1, weekdays: ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] },
      end: { type: 2, date: '2029-06-01' },
    };
    expect(messages(everyDay)).toEqual(['absences.error.seriesTooMany']);
    expect(messages({ ...tuesdays({ type: 3, count: 1 }), end: { type: 1 } })).toEqual([
      'absences.error.seriesEndless',
    ]);
    expect(
      messages({ rule: { type: 'daily', every: 1, workdays: false }, end: { type: 3, count: 5 } }),
    ).toEqual(['absences.error.seriesWeekly']);
    expect(messages(tuesdays({ type: 2, date: '2026-08-31' }))).toEqual(['serial.end.beforeBegin']);
  });
});

describe('what a series holds', () => {
  const half = { begin: '2026-09-01', end: '2026-09-01', beginState: 'half', endState: 'half' } as const;
  const twoDays = { begin: '2026-09-08', end: '2026-09-09', beginState: 'full', endState: 'half' } as const;

  it('counts days as leave does: a half day half', () => {
    expect(daysOf(half)).toBe(0.5);
    expect(daysOf(twoDays)).toBe(1.5);
  });

  it('sums its occurrences with the first and the last day', () => {
    const pattern = patternOf('2026-09-01', '2026-09-01', tuesdays({ type: 3, count: 2 }));
    expect(summaryOf('s', pattern, [twoDays, half])).toEqual({
      id: 's',
      pattern,
      occurrences: 2,
      days: 2,
      first: '2026-09-01',
      last: '2026-09-09',
    });
  });

  it('ends the day before an edit or delete of all following', () => {
    const pattern = patternOf('2026-09-01', '2026-09-01', tuesdays({ type: 3, count: 40 }));
    expect(endedBefore(pattern, '2026-10-06').end).toEqual({ type: 2, date: '2026-10-05' });
  });

  it('says days as people read them, at most ten', () => {
    expect(datesText(['2026-09-01', '2026-09-08'])).toBe('01.09.2026, 08.09.2026');
    const many = Array.from({ length: 12 }, (_, index) => `2026-09-${String(index + 1).padStart(2, '0')}`);
    expect(datesText(many)).toMatch(/10\.09\.2026, …$/);
  });
});
