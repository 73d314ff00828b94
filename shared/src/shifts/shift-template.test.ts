import { describe, expect, it } from 'vitest';
import { cycleSchedule, ZShiftCycleCreate } from './shift-cycle';
import { nominalMinutes } from './shift-hours';
import {
  pauseInsideShift,
  shiftItemTypeName,
  shiftItemTypeNames,
  shiftItemTypes,
  ZShiftItemType,
  ZShiftTemplateCreate,
} from './shift-template';

const resourceId = '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e';
const base = { name: 'Nachtdienst', shortName: 'N', resourceId, itemClass: 30, begin: '22:00', end: '06:00' };
const issuesOf = (input: unknown) =>
  ZShiftTemplateCreate.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ??
  [];

describe('shift template rules', () => {
  it('accepts a night shift with its pause after midnight, and refuses a pause outside the shift', () => {
    expect(issuesOf({ ...base, pause1: { mode: 1, begin: '02:00', end: '02:30' } })).toEqual([]);
    expect(pauseInsideShift('22:00', '06:00', { begin: '05:45', end: '06:15' })).toBe(false);
    expect(issuesOf({ ...base, pause1: { mode: 1, begin: '21:00', end: '21:30' } })).toEqual([
      ['pause1.end', 'shifts.pauseOutside'],
    ]);
  });

  it('needs begin and end except for class 99 (free), and begin and end of a pause that has a mode', () => {
    expect(issuesOf({ ...base, begin: null })).toEqual([['begin', 'shifts.timeRequired']]);
    expect(issuesOf({ ...base, itemClass: 99, begin: null, end: null })).toEqual([]);
    expect(issuesOf({ ...base, pause2: { mode: 2, begin: '01:00', end: null } })).toEqual([
      ['pause2.end', 'shifts.pauseTimeRequired'],
    ]);
  });

  it('refuses overlapping pauses, names of more than 50 characters and times such as 24:00', () => {
    const overlapping = {
      ...base,
      pause1: { mode: 1, begin: '01:00', end: '02:00' },
      pause2: { mode: 1, begin: '01:30', end: '02:30' },
    };
    expect(issuesOf(overlapping)).toEqual([['pause2.begin', 'shifts.pausesOverlap']]);
    expect(issuesOf({ ...base, name: 'x'.repeat(51) }).map(([path]) => path)).toEqual(['name']);
    expect(issuesOf({ ...base, end: '24:00' })).toEqual([['end', 'time.invalid']]);
  });

  it('counts end minus begin minus unpaid pauses; paid pauses count as work', () => {
    const shift = { ...base, itemClass: 30, pause1: { mode: 1 as const, begin: '02:00', end: '02:30' } };
    const parsed = ZShiftTemplateCreate.parse(shift);
    expect(nominalMinutes(parsed)).toBe(450);
    expect(nominalMinutes({ ...parsed, pause1: { ...parsed.pause1, mode: 2 } })).toBe(480);
    expect(nominalMinutes({ ...parsed, itemClass: 99 })).toBe(0);
  });

  it('knows the kinds people expect, early to night in the order of the day; a late shift counts as any other', () => {
    expect(shiftItemTypeNames).toEqual([
      'none',
      'early',
      'day',
      'midday',
      'late',
      'night',
      'flexible',
      'free',
    ]);
    const values = shiftItemTypeNames.map((name) => shiftItemTypes[name]);
    expect(new Set(values).size).toBe(values.length);
    expect(values.every((value) => ZShiftItemType.safeParse(value).success)).toBe(true);
    expect(shiftItemTypeName(shiftItemTypes.late)).toBe('late');
    expect(shiftItemTypeName(shiftItemTypes.day)).toBe('day');
    const late = ZShiftTemplateCreate.parse({
      ...base,
      itemClass: shiftItemTypes.late,
      begin: '14:00',
      end: '22:00',
    });
    expect(nominalMinutes(late)).toBe(480);
  });
});

describe('shift cycle rules', () => {
  it('lays a two-week cycle out day by day, days without a slot off', () => {
    const cycle = ZShiftCycleCreate.parse({
      name: 'Zwei Wochen',
      period: 'weeks',
      length: 2,
      slots: [
        { day: 1, shiftTemplateId: resourceId },
        { day: 14, shiftTemplateId: resourceId },
      ],
    });
    const schedule = cycleSchedule(cycle);
    expect(schedule).toHaveLength(14);
    expect(schedule.filter(Boolean)).toHaveLength(2);
    expect(schedule[13]).toBe(resourceId);
  });

  it('refuses a day outside the cycle, a day given twice and more than 52 weeks', () => {
    const messages = (input: object) =>
      ZShiftCycleCreate.safeParse({
        name: 'C',
        period: 'days',
        length: 3,
        slots: [],
        ...input,
      }).error?.issues.map((issue) => issue.message);
    expect(messages({ slots: [{ day: 4, shiftTemplateId: null }] })).toEqual(['cycles.dayOutside']);
    expect(
      messages({
        slots: [
          { day: 2, shiftTemplateId: null },
          { day: 2, shiftTemplateId: resourceId },
        ],
      }),
    ).toEqual(['cycles.dayTwice']);
    expect(messages({ period: 'weeks', length: 53 })).toEqual(['cycles.lengthTooLong']);
  });
});
