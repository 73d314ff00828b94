import { describe, expect, it } from 'vitest';
import {
  lastCalendarDay,
  presetRange,
  quickRange,
  rangeAt,
  rangeFromParams,
  rangeInYear,
  rangeStep,
  stepRange,
  switchView,
} from './calendar-range';

const today = '2026-11-22';

describe('calendar range in the address', () => {
  it('reads view, from and to, and falls back to this month of the USER view', () => {
    expect(rangeFromParams(new URLSearchParams('view=WEEK&from=2026-12-07&to=2026-12-13'), today)).toEqual({
      view: 'WEEK',
      from: '2026-12-07',
      to: '2026-12-13',
    });
    expect(rangeFromParams(new URLSearchParams(''), today)).toEqual({
      view: 'USER',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    // More than 385 days, reversed, before 2000: the default.
    for (const query of [
      'from=2026-01-01&to=2027-12-31',
      'from=2026-02-01&to=2026-01-01',
      'from=1999-12-01&to=1999-12-31',
    ]) {
      expect(rangeFromParams(new URLSearchParams(query), today).from).toBe('2026-11-01');
    }
  });

  it('opens the view of the setting calendar.defaultView when the address names none', () => {
    const settings = { defaultView: 'WEEK', firstDay: 1 } as const;
    // 2026-11-22 is a Sunday: its Monday-first week began on the 16th.
    expect(rangeFromParams(new URLSearchParams(''), today, settings)).toEqual({
      view: 'WEEK',
      from: '2026-11-16',
      to: '2026-11-22',
    });
    expect(rangeFromParams(new URLSearchParams('view=USER'), today, settings).view).toBe('USER');
    expect(rangeFromParams(new URLSearchParams(''), today, { defaultView: 'RESOURCE', firstDay: 1 })).toEqual(
      {
        view: 'RESOURCE',
        from: '2026-11-01',
        to: '2026-11-30',
      },
    );
  });

  it('starts weeks on Sunday when calendar.weekStart is 0', () => {
    expect(
      rangeFromParams(new URLSearchParams('view=WEEK'), today, { defaultView: 'MONTH', firstDay: 0 }),
    ).toEqual({
      view: 'WEEK',
      from: '2026-11-22',
      to: '2026-11-28',
    });
    const month = { view: 'MONTH', from: '2026-11-01', to: '2026-11-30' } as const;
    expect(switchView(month, 'WEEK', 0)).toEqual({ view: 'WEEK', from: '2026-11-01', to: '2026-11-07' });
    expect(rangeAt({ ...month, view: 'WEEK' }, '2026-11-18', 0)).toMatchObject({
      from: '2026-11-15',
      to: '2026-11-21',
    });
  });

  it('switches views: WEEK snaps to a week, MONTH to whole months', () => {
    const month = { view: 'USER' as const, from: '2026-11-01', to: '2026-11-30' };
    expect(switchView(month, 'WEEK')).toEqual({ view: 'WEEK', from: '2026-10-26', to: '2026-11-01' });
    // The month shown holds today: the week of today, not the month's first week.
    expect(switchView(month, 'WEEK', 1, today)).toEqual({
      view: 'WEEK',
      from: '2026-11-16',
      to: '2026-11-22',
    });
    expect(switchView({ ...month, from: '2026-12-01', to: '2026-12-31' }, 'WEEK', 1, today)).toMatchObject({
      from: '2026-11-30',
    });
    expect(switchView({ ...month, from: '2026-11-05', to: '2026-11-12' }, 'MONTH')).toEqual({
      view: 'MONTH',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    // A week across two months opens one: today's, else the one most of its days lie in (a CI run of 30 November
    // found the phone's month view two months wide).
    const turn = { view: 'WEEK' as const, from: '2026-11-30', to: '2026-12-06' };
    expect(switchView(turn, 'MONTH', 1, '2026-11-30')).toEqual({
      view: 'MONTH',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(switchView(turn, 'MONTH', 1, '2026-12-02')).toMatchObject({
      from: '2026-12-01',
      to: '2026-12-31',
    });
    expect(switchView(turn, 'MONTH')).toMatchObject({ from: '2026-12-01', to: '2026-12-31' });
    expect(
      switchView({ ...turn, view: 'USER', from: '2026-11-20', to: '2026-12-10' }, 'MONTH'),
    ).toMatchObject({
      from: '2026-11-01',
      to: '2026-12-31',
    });
  });

  it('steps by months (or weeks) and jumps to a day', () => {
    const month = { view: 'USER' as const, from: '2026-12-01', to: '2026-12-31' };
    expect(stepRange(month, 1)).toMatchObject({ from: '2027-01-01', to: '2027-01-31' });
    expect(stepRange(month, -1)).toMatchObject({ from: '2026-11-01', to: '2026-11-30' });
    expect(stepRange({ view: 'WEEK', from: '2026-12-07', to: '2026-12-13' }, 1)).toMatchObject({
      from: '2026-12-14',
    });
    expect(rangeAt(month, '2027-02-14')).toMatchObject({ from: '2027-02-01', to: '2027-02-28' });
  });

  it('steps a free range by its own length and keeps the number of months when it jumps', () => {
    const tenDays = { view: 'TIMELINE' as const, from: '2026-12-28', to: '2027-01-06' };
    expect(rangeStep(tenDays)).toEqual({ unit: 'days', count: 10 });
    expect(stepRange(tenDays, 1)).toMatchObject({ from: '2027-01-07', to: '2027-01-16' });
    expect(stepRange(tenDays, -1)).toMatchObject({ from: '2026-12-18', to: '2026-12-27' });
    expect(rangeAt(tenDays, '2026-11-29')).toMatchObject({ from: '2026-11-29', to: '2026-12-08' });
    const quarter = { view: 'USER' as const, from: '2026-10-01', to: '2026-12-31' };
    expect(rangeStep(quarter)).toEqual({ unit: 'months', count: 3 });
    expect(stepRange(quarter, 1)).toMatchObject({ from: '2027-01-01', to: '2027-03-31' });
    expect(rangeAt(quarter, '2027-05-20')).toMatchObject({ from: '2027-05-01', to: '2027-07-31' });
    expect(rangeStep({ view: 'WEEK', from: '2026-11-23', to: '2026-11-29' })).toEqual({ unit: 'week' });
  });

  it('moves the range into another year (empty: this year)', () => {
    const month = { view: 'USER' as const, from: '2024-02-01', to: '2024-02-29' };
    expect(rangeInYear(month, 2025, today)).toMatchObject({ from: '2025-02-01', to: '2025-02-28' });
    expect(rangeInYear(month, null, today)).toMatchObject({ from: '2026-02-01', to: '2026-02-28' });
  });

  it('offers the presets and ends at the end of the year three years ahead', () => {
    expect(presetRange('lastMonth', today)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(presetRange('nextMonth', '2026-12-10')).toEqual({ from: '2027-01-01', to: '2027-01-31' });
    expect(presetRange('lastYear', today)).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(lastCalendarDay(today)).toBe('2029-12-31');
  });

  it('offers the coming week and the four whole weeks after this one, from the first weekday', () => {
    // 2026-11-22 is a Sunday: with Monday first its week ends that day, with Sunday first it begins then.
    expect(presetRange('nextWeek', today)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(presetRange('nextWeek', today, 0)).toEqual({ from: '2026-11-29', to: '2026-12-05' });
    expect(presetRange('nextFourWeeks', '2026-12-16')).toEqual({ from: '2026-12-21', to: '2027-01-17' });
    // The month view shows whole months: the weeks open in the week view; other views keep theirs.
    const month = { view: 'MONTH' as const, from: '2026-11-01', to: '2026-11-30' };
    expect(quickRange('nextFourWeeks', month, today)).toEqual({
      view: 'WEEK',
      from: '2026-11-23',
      to: '2026-12-20',
    });
    const people = { view: 'USER' as const, from: '2026-11-01', to: '2026-11-30' };
    expect(quickRange('nextWeek', people, today)).toEqual({
      view: 'USER',
      from: '2026-11-23',
      to: '2026-11-29',
    });
  });

  it('moves four weeks of the week view by four weeks and comes back to this week and three more', () => {
    const fourWeeks = { view: 'WEEK' as const, from: '2026-11-23', to: '2026-12-20' };
    expect(rangeStep(fourWeeks)).toEqual({ unit: 'weeks', count: 4 });
    expect(stepRange(fourWeeks, 1)).toMatchObject({ from: '2026-12-21', to: '2027-01-17' });
    expect(stepRange(fourWeeks, -1)).toMatchObject({ from: '2026-10-26', to: '2026-11-22' });
    expect(rangeAt(fourWeeks, '2027-02-03')).toMatchObject({ from: '2027-02-01', to: '2027-02-28' });
  });
});
