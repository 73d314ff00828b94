import { describe, expect, it } from 'vitest';
import type { TWeekTemplateEntry } from './week-template';
import {
  initialRange,
  mondayOf,
  movedRange,
  plannedRows,
  rangeActionProblem,
  repeatOf,
  timesOverlap,
} from './week-template-plan';

const row = (weekday: number): TWeekTemplateEntry => ({
  weekday,
  shiftTplId: '3f0c2a51-7d4e-4b8a-9c61-2e5f7a9b0d13',
  resourceId: null,
  userId: null,
  begin: null,
  end: null,
  pauses: [],
});
const weekA = { id: 'A', entries: [row(1), row(3)] };
const weekB = { id: 'B', entries: [row(1)] };

describe('week template rows over a range', () => {
  it('rotates the templates week by week from the Monday of the start', () => {
    // 2026-12-07 is a Monday; three weeks.
    const rows = plannedRows([weekA, weekB], '2026-12-07', '2026-12-27', 1);
    expect(rows.map(({ date, template }) => `${date}:${template.id}`)).toEqual([
      '2026-12-07:A',
      '2026-12-09:A',
      '2026-12-14:B',
      '2026-12-21:A',
      '2026-12-23:A',
    ]);
  });

  it('keeps each template for `repeat` weeks; null is 1', () => {
    const rows = plannedRows([weekA, weekB], '2026-12-07', '2026-12-27', 2);
    expect(rows.map(({ template }) => template.id)).toEqual(['A', 'A', 'A', 'A', 'B']);
    expect(repeatOf(null)).toBe(1);
    expect(repeatOf(99)).toBe(52);
  });

  it('fills only the days of a partial first week that are in the range', () => {
    // From a Tuesday: that week's Monday stays empty, its Wednesday is filled.
    const rows = plannedRows([weekA], '2026-12-08', '2026-12-14', 1);
    expect(rows.map(({ date }) => date)).toEqual(['2026-12-09', '2026-12-14']);
  });

  it('answers nothing without templates or for a reversed range', () => {
    expect(plannedRows([], '2026-12-07', '2026-12-13', 1)).toEqual([]);
    expect(plannedRows([weekA], '2026-12-13', '2026-12-07', 1)).toEqual([]);
  });
});

describe('collisions', () => {
  it('sees overlapping times, night shifts past midnight and slots without times', () => {
    expect(timesOverlap({ begin: '06:00', end: '14:00' }, { begin: '13:00', end: '21:00' })).toBe(true);
    expect(timesOverlap({ begin: '06:00', end: '14:00' }, { begin: '14:00', end: '22:00' })).toBe(false);
    expect(timesOverlap({ begin: '22:00', end: '06:00' }, { begin: '23:00', end: '23:30' })).toBe(true);
    expect(timesOverlap({ begin: null, end: null }, { begin: '06:00', end: '07:00' })).toBe(true);
  });
});

describe('the range dialog', () => {
  const valid = {
    action: 'WEEKTEMPLATES',
    from: '2026-12-01',
    to: '2026-12-31',
    unitId: 'u',
    weekIds: ['w'],
  };

  it('names the first problem in the order of the spec', () => {
    expect(rangeActionProblem(valid)).toBeNull();
    expect(rangeActionProblem({ ...valid, action: null })?.key).toBe('planTools.range.actionRequired');
    expect(rangeActionProblem({ ...valid, action: 'COPY' })).toEqual({
      key: 'planTools.range.unknownAction',
      action: 'COPY',
    });
    expect(rangeActionProblem({ ...valid, from: null })?.key).toBe('planTools.range.rangeRequired');
    expect(rangeActionProblem({ ...valid, from: '2027-01-01' })?.key).toBe('planTools.range.rangeRequired');
    expect(rangeActionProblem({ ...valid, to: '2028-01-01' })?.key).toBe('planTools.range.tooLong');
    expect(rangeActionProblem({ ...valid, unitId: null })?.key).toBe('unit-choose2');
    expect(rangeActionProblem({ ...valid, weekIds: [] })?.key).toBe('planTools.range.weekRequired');
  });

  it('lets publish run with only the to-date and delete without templates', () => {
    expect(rangeActionProblem({ ...valid, action: 'PUBLISH', from: null, weekIds: [] })).toBeNull();
    expect(rangeActionProblem({ ...valid, action: 'DELETEDATA', weekIds: [] })).toBeNull();
  });

  it('moves the other date along when one passes it', () => {
    const range = { from: '2026-12-01', to: '2026-12-10' };
    expect(movedRange(range, 'from', '2026-12-15')).toEqual({ from: '2026-12-15', to: '2026-12-15' });
    expect(movedRange(range, 'to', '2026-11-20')).toEqual({ from: '2026-11-20', to: '2026-11-20' });
    expect(movedRange(range, 'from', '2026-12-05')).toEqual({ from: '2026-12-05', to: '2026-12-10' });
  });

  it('starts on Monday when opened from the week view', () => {
    expect(mondayOf('2026-12-10')).toBe('2026-12-07');
    expect(initialRange({ from: '2026-12-10', to: '2026-12-16' }, 'week')).toEqual({
      from: '2026-12-07',
      to: '2026-12-16',
    });
    expect(initialRange({ from: '2026-12-10', to: '2026-12-16' }, 'month').from).toBe('2026-12-10');
  });
});
